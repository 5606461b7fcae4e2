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

    it('words every code: NOT_FOUND and FORBIDDEN by reason, a code with one sentence by its generic one', async () => {
      await setLanguage('hi');
      expect(wordApiError('NOT_FOUND', 'That profile does not exist.', { reason: 'profile' })).toBe(
        'यह प्रोफ़ाइल मौजूद नहीं है।',
      );
      expect(
        wordApiError('FORBIDDEN', 'You can send messages only to your connections.', { reason: 'chatNotConnected' }),
      ).toBe('आप केवल उन्हीं सदस्यों को संदेश भेज सकते हैं जो आपके कनेक्शन में हैं।');
      expect(wordApiError('BUSY', 'They are on another call. Please try again a little later.', undefined)).toBe(
        'वे अभी दूसरी कॉल पर हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
      );
      expect(wordApiError('UNDER_AGE', 'You must be 18 or over to join.', { minAge: 18 })).toBe(
        'सदस्य बनने के लिए आपकी उम्र कम से कम 18 साल होनी चाहिए।',
      );
      // Not the sentence the catalogue has for the code (another age): as the server said it.
      expect(wordApiError('UNDER_AGE', 'You must be 21 or over to join.', { minAge: 18 })).toBe(
        'You must be 21 or over to join.',
      );
      await setLanguage('pa');
      expect(wordApiError('UNAUTHENTICATED', 'Please sign in to continue.', { reason: 'generic' })).toBe(
        'ਅੱਗੇ ਵਧਣ ਲਈ ਕਿਰਪਾ ਕਰਕੇ ਲੌਗ ਇਨ ਕਰੋ।',
      );
    });

    it('writes plans, lists of plans and days in the language shown', async () => {
      const reply =
        'Replying to messages is part of Premium and Exclusive. Upgrade to Premium to answer your connections; you ' +
        'can still read what they send you.';
      const replyParams = { reason: 'reply', requiredTier: 'Premium', tiers: 'Premium,Exclusive' };
      const until = {
        reason: 'higherPlanUntil',
        held: 'Exclusive',
        tier: 'Premium',
        until: '2027-03-03',
      };
      const untilMessage =
        'You already have Exclusive until 3 March 2027, which includes everything in Premium. You can buy Premium ' +
        'once your Exclusive plan ends.';
      expect(wordApiError('PLAN_REQUIRED', reply, replyParams)).toBe(reply);
      await setLanguage('hi');
      expect(wordApiError('PLAN_REQUIRED', reply, replyParams)).toBe(
        'संदेशों का जवाब देना प्रीमियम और एक्सक्लूसिव प्लान में शामिल है। अपने कनेक्शन को जवाब देने के लिए ' +
          'प्रीमियम में अपग्रेड करें; वे जो भेजते हैं, उसे आप अब भी पढ़ सकते हैं।',
      );
      expect(wordApiError('CONFLICT', untilMessage, until)).toBe(
        'आपके पास 3 मार्च 2027 तक एक्सक्लूसिव प्लान है, जिसमें प्रीमियम की सारी सुविधाएँ शामिल हैं। एक्सक्लूसिव ' +
          'प्लान ख़त्म होने के बाद प्रीमियम ख़रीदा जा सकता है।',
      );
      // A day the server wrote otherwise than the web writes it in English: the server's sentence.
      expect(wordApiError('CONFLICT', untilMessage, { ...until, until: '2027-03-04' })).toBe(untilMessage);
      await setLanguage('pa');
      expect(wordApiError('CONFLICT', untilMessage, until)).toContain('3 ਮਾਰਚ 2027 ਤੱਕ ਐਕਸਕਲੂਸਿਵ ਪਲਾਨ');
      expect(wordApiError('PLAN_REQUIRED', reply, replyParams)).toContain('ਪ੍ਰੀਮੀਅਮ ਅਤੇ ਐਕਸਕਲੂਸਿਵ ਪਲਾਨ');
    });
  });
});
