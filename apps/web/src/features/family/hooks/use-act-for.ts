import { useStore } from 'react-redux';
import { useNavigate } from 'react-router';
import { refreshSession } from '../../../lib/api/base-query';
import { useAppDispatch } from '../../../lib/hooks';
import { startAfresh } from '../../../lib/session/me-api';
import { useRemoveFamilyMemberMutation, useSwitchFamilyProfileMutation } from '../api/family-api';

/**
 * Acting for a profile (ADR 017): `actFor(profileId)` switches the session to it (POST family/switch, whose token the
 * session keeps), forgets what the app held for the profile before, learns whom it now acts for (`user/me`) and opens
 * the dashboard. `leave(accountId)` ends the account's help with the profile it acts for (DELETE
 * family/members/{accountId}), then the session acts for the account's own profile again. Both reject on refusal.
 */
export function useActFor() {
  const dispatch = useAppDispatch();
  const store = useStore();
  const navigate = useNavigate();
  const [switchProfile, switching] = useSwitchFamilyProfileMutation();
  const [removeMember, leaving] = useRemoveFamilyMemberMutation();

  const afresh = async () => {
    await dispatch(startAfresh());
    void navigate('/user-dashboard');
  };

  const actFor = async (profileId: string) => {
    await switchProfile(profileId).unwrap();
    await afresh();
  };

  const leave = async (accountId: string) => {
    await removeMember(accountId).unwrap();
    // The server put the session back on the account's own profile; a refreshed token says so.
    await refreshSession(store);
    await afresh();
  };

  return { actFor, leave, busy: switching.isLoading || leaving.isLoading };
}
