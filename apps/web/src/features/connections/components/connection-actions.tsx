import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { canTransition, type ConnectionAction, type ConnectionState } from '@app/shared/connections/states';
import type { ConnectionStatusEvent } from '@app/shared/realtime';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Dialog } from '../../../components/ui/dialog';
import { readApiFailure } from '../../../lib/api/api-failure';
import { offerUpgrade } from '../../../lib/plan-required';
import {
  useChangeConnectionMutation,
  useGetConnectionStatusQuery,
  type ConnectionMove,
} from '../../../lib/api/connections';
import { useAppSelector } from '../../../lib/hooks';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { connectionsMessages } from '../../../locales/connections';

type Status = Pick<ConnectionStatusEvent, 'connection_status' | 'connectionType'>;

/** How the pair stands, in the shared state machine's terms: the state and the viewer's role in a live request. */
export function pairOf(status: Status | undefined): { state: ConnectionState; role: 'sender' | 'receiver' | null } {
  if (!status || status.connection_status === 'no connection') return { state: 'none', role: null };
  const role = status.connectionType === 'none' ? null : status.connectionType;
  return { state: status.connection_status, role };
}

/**
 * The status shown for one member: the connection slice's entry for them (set by every call's answer and by the
 * realtime `connection_Status` event that names them, never by one about someone else), else `fallback` (what the
 * page was loaded with) until the live status arrives.
 */
export function useLiveStatus(userId: string, fallback?: Status): Status | undefined {
  const entry = useAppSelector((state) => state.connection?.byUserId[userId]);
  return entry ? { connection_status: entry.connectionStatus, connectionType: entry.connectionType } : fallback;
}

/**
 * One connection move at a time for this member: a second click while a call is in flight sends nothing. The
 * answer's status is what the buttons show next; a refusal (the pair changed meanwhile) says the server's reason.
 */
export function useConnectionMove(userId: string, name: string) {
  const { t } = useTranslation(connectionsMessages);
  const [change] = useChangeConnectionMutation();
  const inFlight = useRef(false);
  const [pending, setPending] = useState<ConnectionMove | null>(null);
  /** Resolves with whether the move was made. */
  const run = async (move: ConnectionMove): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setPending(move);
    try {
      await change({ move, userId }).unwrap();
      toast.success(t(`connections.actions.done.${move}`, { name }));
      return true;
    } catch (error) {
      // Not in the member's plan (the monthly limit, or an Exclusive member): the upgrade prompt, not an error.
      if (offerUpgrade(error)) return false;
      const failure = readApiFailure(error);
      toast.error(failure.kind === 'rejected' ? failure.message : t(`connections.actions.failed.${move}`, { name }));
      return false;
    } finally {
      inFlight.current = false;
      setPending(null);
    }
  };
  return { run, pending };
}

/** The moves the state machine allows the viewer now, in the order the buttons show them. */
const MOVES_SHOWN: ReadonlyArray<{ move: ConnectionMove; action: ConnectionAction; primary: boolean }> = [
  { move: 'request', action: 'request', primary: true },
  { move: 'accept', action: 'accept', primary: true },
  { move: 'decline', action: 'decline', primary: false },
  { move: 'cancel', action: 'cancel', primary: false },
  { move: 'remove', action: 'remove', primary: false },
];
const LABEL: Record<ConnectionMove, 'connect' | 'accept' | 'decline' | 'cancel' | 'remove'> = {
  request: 'connect',
  accept: 'accept',
  decline: 'decline',
  cancel: 'cancel',
  remove: 'remove',
};

type ButtonsProps = { userId: string; name: string; status: Status; size?: 'sm' | 'md'; describedBy?: string };

/**
 * The buttons for the moves allowed now (shared `canTransition`), all disabled while one is in flight. Remove asks
 * first, in a dialog whose focus starts on keeping the connection; afterwards focus comes back to Remove, or, once
 * the connection is gone, to the first button that replaced it.
 */
export function ConnectionButtons({ userId, name, status, size = 'md', describedBy }: ButtonsProps) {
  const { t } = useTranslation(connectionsMessages);
  const { run, pending } = useConnectionMove(userId, name);
  const { state, role } = pairOf(status);
  const allowed = MOVES_SHOWN.filter(({ action }) => canTransition(action, state, role));
  const group = useRef<HTMLDivElement>(null);
  const safeChoice = useRef<HTMLDivElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [refocus, setRefocus] = useState(false);

  useEffect(() => {
    if (confirming) safeChoice.current?.querySelector('button')?.focus();
  }, [confirming]);
  useEffect(() => {
    if (!refocus || pending) return;
    setRefocus(false);
    const buttons = [...(group.current?.querySelectorAll<HTMLButtonElement>(':scope > button') ?? [])];
    const target = buttons.find((button) => button.dataset.move === 'remove') ?? buttons[0];
    target?.focus();
  }, [refocus, pending]);

  const close = () => {
    if (pending) return;
    setConfirming(false);
    setRefocus(true);
  };
  const remove = async () => {
    await run('remove');
    setConfirming(false);
    setRefocus(true);
  };

  return (
    <div ref={group} className="flex flex-wrap gap-2">
      {allowed.map(({ move, primary }) => (
        <Button
          key={move}
          size={size}
          variant={primary ? 'primary' : 'secondary'}
          disabled={pending !== null}
          loading={pending === move}
          aria-describedby={describedBy}
          aria-haspopup={move === 'remove' ? 'dialog' : undefined}
          data-move={move}
          onClick={() => (move === 'remove' ? setConfirming(true) : void run(move))}
        >
          {t(`connections.actions.${LABEL[move]}`)}
        </Button>
      ))}
      <Dialog
        open={confirming}
        onClose={close}
        title={t('connections.actions.confirmRemove.title', { name })}
        description={t('connections.actions.confirmRemove.body')}
      >
        <div ref={safeChoice} className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={pending !== null} onClick={close}>
            {t('connections.actions.confirmRemove.keep')}
          </Button>
          <Button variant="danger" loading={pending === 'remove'} onClick={() => void remove()}>
            {t('connections.actions.confirmRemove.confirm')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

const SENTENCE = { none: 'none', sent: 'sent', received: 'received', connected: 'connected' } as const;

type ConnectionActionsProps = {
  userId: string;
  name: string;
  initial?: Status;
  /** What the two can do together while connected (Message, Call: composed by the app), above Remove. */
  connected?: ReactNode;
};

/**
 * The profile page's connection area (in our words): Connect; Request sent with Withdraw; Accept
 * or Decline; Connected with what they can do together and Remove. Follows the live status of this member only.
 */
export function ConnectionActions({ userId, name, initial, connected }: ConnectionActionsProps) {
  const { t } = useTranslation(connectionsMessages);
  const titleId = useId();
  const sentenceId = useId();
  const query = useGetConnectionStatusQuery(userId);
  const status = useLiveStatus(userId, initial);
  const { state, role } = pairOf(status);
  const kind =
    state === 'accepted'
      ? SENTENCE.connected
      : state === 'pending'
        ? role === 'receiver'
          ? SENTENCE.received
          : SENTENCE.sent
        : SENTENCE.none;

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg bg-accent-50 px-4 py-3">
      <h2 id={titleId} className="text-sm font-semibold text-ink-900">
        {t('connections.actions.title')}
      </h2>
      {status ? (
        <>
          <p id={sentenceId} role="status" className="text-ink-700">
            {t(`connections.actions.${kind}`, { name })}
          </p>
          {state === 'accepted' ? connected : null}
          <ConnectionButtons userId={userId} name={name} status={status} describedBy={sentenceId} />
        </>
      ) : query.isError ? (
        <LoadFailed message={t('connections.actions.loadFailed', { name })} onRetry={() => void query.refetch()} />
      ) : (
        <p role="status" className="text-ink-500">
          {t('connections.actions.loading', { name })}
        </p>
      )}
    </section>
  );
}
