import { useEffect, useId, useRef, useState } from 'react';
import type { ContactAccessState, ContactDetailsResponse } from '@app/shared/connections';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { readApiFailure } from '../../../lib/api/api-failure';
import { offerUpgrade } from '../../../lib/plan-required';
import {
  useChangeContactAccessMutation,
  useContactAccessStateQuery,
  useContactDetailsMutation,
  type ContactMove,
} from '../../../lib/api/contact-details';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { connectionsMessages } from '../../../locales/connections';
import { pairOf, useLiveStatus } from './connection-actions';

type Status = Parameters<typeof useLiveStatus>[1];

/**
 * One contact-sharing call at a time for this member (a second click while one is in flight sends nothing): a
 * toast in our words when it is done, the server's reason when it refuses (409: the connection ended, or the owner
 * already answered), ours when it fails otherwise. `busy` says which one is in flight, so every button can wait.
 */
export function useContactMove(userId: string, name: string) {
  const { t } = useTranslation(connectionsMessages);
  const [change] = useChangeContactAccessMutation();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState<ContactMove | null>(null);
  const run = async (move: ContactMove) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(move);
    try {
      await change({ move, userId }).unwrap();
      toast.success(t(`connections.contact.done.${move}`, { name }));
    } catch (error) {
      // Asking needs a paid plan: the upgrade prompt, not an error.
      if (offerUpgrade(error)) return;
      const failure = readApiFailure(error);
      toast.error(failure.kind === 'rejected' ? failure.message : t(`connections.contact.failed.${move}`, { name }));
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  };
  return { run, busy };
}

/**
 * The profile page's contact details (docs/privacy.md, "Contact details by consent"), shown while the two are
 * connected (the live status of this member): whether I may see theirs (ask; waiting; they chose not to; Show, which
 * reads them then and only then, since every read is logged for them), and, when they asked for mine, my answer
 * (Share or Decline; Stop sharing). Asked again when the pair changes (the connection calls and the realtime
 * `connection_Status` event invalidate its tag).
 */
export function ContactDetailsPanel({ userId, name, initial }: { userId: string; name: string; initial?: Status }) {
  const { state } = pairOf(useLiveStatus(userId, initial));
  if (state !== 'accepted') return null;
  return <Panel userId={userId} name={name} />;
}

function Panel({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation(connectionsMessages);
  const titleId = useId();
  const query = useContactAccessStateQuery(userId);
  const { run, busy } = useContactMove(userId, name);
  const access = query.data;

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border border-accent-500/30 px-4 py-3">
      <h2 id={titleId} className="text-sm font-semibold text-ink-900">
        {t('connections.contact.title')}
      </h2>
      {access ? (
        <>
          <Theirs access={access} userId={userId} name={name} busy={busy} onMove={run} />
          {access.theirs ? <Mine access={access} name={name} busy={busy} onMove={run} /> : null}
        </>
      ) : query.isError ? (
        <LoadFailed message={t('connections.contact.loadFailed', { name })} onRetry={() => void query.refetch()} />
      ) : (
        <p role="status" className="text-ink-500">
          {t('connections.contact.loading', { name })}
        </p>
      )}
    </section>
  );
}

type PartProps = {
  access: ContactAccessState;
  name: string;
  busy: ContactMove | null;
  onMove: (move: ContactMove) => Promise<void>;
};

/** Their details, as far as they share them with me (`mine`: my request to see theirs). */
function Theirs({ access, userId, name, busy, onMove }: PartProps & { userId: string }) {
  const { t } = useTranslation(connectionsMessages);
  const sentenceId = useId();
  const mine = access.mine;
  let body;
  if (mine === 'granted') {
    body = <Details userId={userId} name={name} />;
  } else if (mine === null) {
    body = (
      <>
        <p id={sentenceId} className="text-ink-700">
          {t('connections.contact.none', { name })}
        </p>
        <Button
          size="sm"
          className="self-start"
          disabled={busy !== null}
          loading={busy === 'request'}
          aria-describedby={sentenceId}
          onClick={() => void onMove('request')}
        >
          {t('connections.contact.ask')}
        </Button>
      </>
    );
  } else {
    body = (
      <p role="status" className="text-ink-700">
        {t(mine === 'pending' ? 'connections.contact.pending' : 'connections.contact.closed', { name })}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      {access.theirs ? (
        <h3 className="text-xs font-semibold uppercase tracking-wide text-ink-500">
          {t('connections.contact.theirTitle', { name })}
        </h3>
      ) : null}
      {body}
    </div>
  );
}

/** Granted: the details are read when the member asks (each read is logged for the owner), never before. */
function Details({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation(connectionsMessages);
  const noteId = useId();
  const [read, { isLoading }] = useContactDetailsMutation();
  const [details, setDetails] = useState<ContactDetailsResponse['data'] | null>(null);
  const shown = useRef<HTMLDListElement>(null);
  const inFlight = useRef(false);
  useEffect(() => {
    if (details) shown.current?.focus();
  }, [details]);

  const show = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      setDetails(await read(userId).unwrap());
    } catch (error) {
      const failure = readApiFailure(error);
      toast.error(failure.kind === 'rejected' ? failure.message : t('connections.contact.failed.show', { name }));
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <>
      <p className="text-ink-700">{t('connections.contact.granted', { name })}</p>
      {details ? (
        <dl
          ref={shown}
          tabIndex={-1}
          aria-label={t('connections.contact.theirTitle', { name })}
          className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 rounded-md bg-white px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-gold-400"
        >
          <dt className="text-sm text-ink-500">{t('connections.contact.phone')}</dt>
          <dd className="break-words font-semibold text-ink-900">
            {details.phone ? (
              <a href={`tel:${details.phone}`} className="text-accent-700 underline underline-offset-2">
                {details.phone}
              </a>
            ) : (
              <span className="font-normal text-ink-700">{t('connections.contact.noPhone')}</span>
            )}
          </dd>
          <dt className="text-sm text-ink-500">{t('connections.contact.email')}</dt>
          <dd className="break-all font-semibold text-ink-900">
            <a href={`mailto:${details.email}`} className="text-accent-700 underline underline-offset-2">
              {details.email}
            </a>
          </dd>
        </dl>
      ) : (
        <Button
          size="sm"
          className="self-start"
          loading={isLoading}
          aria-describedby={noteId}
          onClick={() => void show()}
        >
          {t('connections.contact.show')}
        </Button>
      )}
      <p id={noteId} className="text-sm text-ink-500">
        {t('connections.contact.seenNote', { name })}
      </p>
    </>
  );
}

/** My details, when they asked for them (`theirs`): my answer, or Stop sharing. */
function Mine({ access, name, busy, onMove }: PartProps) {
  const { t } = useTranslation(connectionsMessages);
  const sentenceId = useId();
  const theirs = access.theirs;
  const sentence =
    theirs === 'pending'
      ? 'connections.contact.theirsPending'
      : theirs === 'granted'
        ? 'connections.contact.theirsGranted'
        : 'connections.contact.theirsClosed';
  const moves: ReadonlyArray<{ move: ContactMove; label: 'share' | 'decline' | 'stop'; primary: boolean }> =
    theirs === 'pending'
      ? [
          { move: 'grant', label: 'share', primary: true },
          { move: 'decline', label: 'decline', primary: false },
        ]
      : theirs === 'granted'
        ? [{ move: 'revoke', label: 'stop', primary: false }]
        : [{ move: 'grant', label: 'share', primary: false }];
  return (
    <div className="flex flex-col gap-2 border-t border-ink-500/15 pt-3">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-ink-500">
        {t('connections.contact.yourTitle')}
      </h3>
      <p id={sentenceId} role="status" className="text-ink-700">
        {t(sentence, { name })}
      </p>
      <div className="flex flex-wrap gap-2">
        {moves.map(({ move, label, primary }) => (
          <Button
            key={move}
            size="sm"
            variant={primary ? 'primary' : 'secondary'}
            disabled={busy !== null}
            loading={busy === move}
            aria-describedby={sentenceId}
            onClick={() => void onMove(move)}
          >
            {t(`connections.contact.${label}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}
