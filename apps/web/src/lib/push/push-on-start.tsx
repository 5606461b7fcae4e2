import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../hooks';
import { whenIdle } from '../when-idle';

/** The member push was started for in this page load (a member page remounts this on every navigation). */
let startedFor: string | undefined;

/**
 * Renders nothing. For a signed-in member (their `uid` known), once per page load: when the browser is idle, loads
 * the Web Push start-up (`start-push.ts`, a file of its own) and runs it. Rendered beside every member page
 * (`app/member-pages.tsx`), so none of this is in the home page's first download (ADR 006).
 */
export function PushOnStart() {
  const uid = useAppSelector((state) => state.user.user?.uid);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!uid || startedFor === uid) return;
    const run = () => {
      if (startedFor === uid) return;
      startedFor = uid;
      import('./start-push')
        .then(({ startPush }) => startPush({ uid, dispatch }))
        .catch((error: unknown) => console.info('Push notifications: the start-up did not load.', error));
    };
    return whenIdle(run, 5000);
  }, [uid, dispatch]);
  return null;
}
