import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from '../../../../lib/store';
import { sessionActions } from '../../../../lib/session/session-slice';
import { clearDraft, readDraft, writeDraft } from './drafts';

afterEach(() => {
  sessionStorage.clear();
});

describe('onboarding drafts', () => {
  it('keep the text values of one member’s step, and nothing else', () => {
    writeDraft('u-1', 'personal', { firstName: 'Asha', numberOfChildren: '2', file: { name: 'x' }, flag: true });
    expect(readDraft('u-1', 'personal')).toEqual({ firstName: 'Asha', numberOfChildren: '2' });
    expect(readDraft('u-2', 'personal')).toBeNull();
    expect(readDraft('u-1', 'other')).toBeNull();
    clearDraft('u-1', 'personal');
    expect(readDraft('u-1', 'personal')).toBeNull();
  });

  it('are not kept without a member, and a damaged entry reads as none', () => {
    writeDraft(undefined, 'personal', { firstName: 'Asha' });
    expect(sessionStorage.length).toBe(0);
    sessionStorage.setItem('memberDraft:onboarding:u-1:personal', '{not json');
    expect(readDraft('u-1', 'personal')).toBeNull();
  });

  it('go with the session at logout; other tab storage stays', () => {
    const { store } = createStore({
      cookies: { accessToken: 'a', refreshToken: null, activationToken: null, token: null },
    });
    store.dispatch(sessionActions.setUser({ user: { userId: 'u-1' }, accessToken: 'a' }));
    writeDraft('u-1', 'personal', { firstName: 'Asha' });
    writeDraft('u-1', 'location', { country: 'AU' });
    sessionStorage.setItem('questionnaireStep', '3');
    store.dispatch(sessionActions.logout());
    expect(readDraft('u-1', 'personal')).toBeNull();
    expect(readDraft('u-1', 'location')).toBeNull();
    expect(sessionStorage.getItem('questionnaireStep')).toBe('3');
  });
});
