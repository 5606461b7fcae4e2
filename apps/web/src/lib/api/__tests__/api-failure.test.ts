import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { fieldMessage, readApiFailure, wordApiError } from '../api-failure';

const refusal = (status: number, data: Record<string, unknown>) => ({ status, data: { success: false, ...data } });

describe('readApiFailure', () => {
  it('reads the code, the reason and the sentence of a refusal', () => {
    const message = 'This e-mail address already has an account. Please sign in or reset your password.';
    expect(readApiFailure(refusal(409, { code: 'CONFLICT', message, params: { reason: 'emailTaken' } }))).toMatchObject(
      {
        kind: 'rejected',
        status: 409,
        code: 'CONFLICT',
        reason: 'emailTaken',
        message,
        serverMessage: message,
      },
    );
  });

  it('fills the sentence with its params, and words a field error that is the same sentence', () => {
    const message = 'Use between 8 and 128 characters.';
    const failure = readApiFailure(
      refusal(400, {
        code: 'VALIDATION_FAILED',
        message,
        params: { reason: 'passwordLength', min: 8, max: 128 },
        errors: [
          { path: 'newPassword', message },
          { path: 'other', message: 'Something else.' },
        ],
      }),
    );
    expect(failure).toMatchObject({ kind: 'rejected', reason: 'passwordLength', message });
    expect(fieldMessage(failure, 'newPassword')).toBe(message);
    expect(fieldMessage(failure, 'other')).toBe('Something else.');
  });

  it('shows the server’s message for a code or reason the catalogue lacks, or a body without params', () => {
    expect(wordApiError('VALIDATION_FAILED', 'Please enter your first name.', { reason: 'invalidField' })).toBe(
      'Please enter your first name.',
    );
    expect(wordApiError('CONFLICT', 'Something new.', { reason: 'notYetInTheCatalogue' })).toBe('Something new.');
    expect(wordApiError('NOT_FOUND', 'No such member.', undefined)).toBe('No such member.');
    expect(wordApiError(undefined, 'Odd.', { reason: 'emailTaken' })).toBe('Odd.');
  });

  it('shows the server’s message when it is no longer the catalogue’s sentence (changed, or said with a file name)', () => {
    expect(wordApiError('CONFLICT', 'This e-mail is taken.', { reason: 'emailTaken' })).toBe('This e-mail is taken.');
    const named = '“a.jpg”: That photo is too small: it needs to be at least 200 pixels on each side.';
    expect(wordApiError('VALIDATION_FAILED', named, { reason: 'photoTooSmall', minSide: 200 })).toBe(named);
  });

  it('is a failure, not a refusal, without a readable body or on a 5xx', () => {
    expect(readApiFailure({ status: 'FETCH_ERROR', error: 'offline' })).toEqual({ kind: 'failed' });
    expect(readApiFailure(refusal(500, { code: 'INTERNAL', message: 'Oops' }))).toEqual({ kind: 'failed' });
  });

  describe('in another language', () => {
    afterEach(() => setLanguage('en'));

    it('words a refusal in Hindi or Punjabi, with its params, and keeps the server’s English for what it lacks', async () => {
      const body = {
        code: 'VALIDATION_FAILED',
        message: 'You cannot block yourself.',
        params: { reason: 'blockSelf' },
      };
      await setLanguage('hi');
      expect(readApiFailure(refusal(400, body))).toMatchObject({
        message: 'ख़ुद को ब्लॉक नहीं किया जा सकता।',
        serverMessage: 'You cannot block yourself.',
      });
      await setLanguage('pa');
      expect(readApiFailure(refusal(400, body))).toMatchObject({ message: 'ਆਪਣੇ ਆਪ ਨੂੰ ਬਲੌਕ ਨਹੀਂ ਕੀਤਾ ਜਾ ਸਕਦਾ।' });
      expect(wordApiError('NOT_FOUND', 'No such member.', undefined)).toBe('No such member.');
    });
  });
});
