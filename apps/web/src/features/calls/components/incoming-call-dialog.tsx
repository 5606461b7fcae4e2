import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { callsMessages } from '../../../locales/calls';
import { startRingtone } from '../lib/ringtone';
import type { IncomingCall } from '../state/calls-slice';
import { CallAvatar } from './call-avatar';
import { PhoneIcon, VideoIcon } from './icons';
import { useModal } from './modal';

type IncomingCallDialogProps = { incoming: IncomingCall; onAccept: () => void; onDecline: () => void };

/**
 * Someone is calling (issue 13 point 5): an alert dialog over whatever page is open, with the caller's name and
 * photo (blurred when the server sent it so), ringing until the invitation expires. Focus starts on Accept; Escape
 * does not dismiss it (Decline does).
 */
export function IncomingCallDialog({ incoming, onAccept, onDecline }: IncomingCallDialogProps) {
  const { t } = useTranslation(callsMessages);
  const dialog = useRef<HTMLDialogElement>(null);
  const accept = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useModal(dialog, accept);
  useEffect(() => startRingtone(), [incoming.callId]);

  const { caller, kind } = incoming;
  const minutes = Math.round(incoming.maxSeconds / 60);
  const KindIcon = kind === 'video' ? VideoIcon : PhoneIcon;
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-call-id={incoming.callId}
      onCancel={(event) => event.preventDefault()}
      className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-card p-0 shadow-2xl backdrop:bg-ink-900/60"
    >
      <div className="flex flex-col items-center gap-4 p-6 text-center">
        <p
          id={titleId}
          className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-accent-700"
        >
          <KindIcon className="h-4 w-4" />
          {t(kind === 'video' ? 'calls.incoming.videoTitle' : 'calls.incoming.voiceTitle')}
        </p>
        <CallAvatar peer={caller} size="lg" ringing />
        <div className="flex flex-col gap-1">
          <h2 id={descriptionId} className="text-xl font-bold text-ink-900">
            {t('calls.incoming.from', { name: caller.name })}
          </h2>
          {caller.verified ? <p className="text-sm text-ink-700">{t('calls.incoming.verified')}</p> : null}
          {minutes > 0 ? <p className="text-sm text-ink-500">{t('calls.incoming.limit', { count: minutes })}</p> : null}
        </div>
        <div className="flex w-full flex-col-reverse gap-3 sm:flex-row">
          <Button variant="danger" className="min-h-12 flex-1" onClick={onDecline}>
            {t('calls.incoming.decline')}
          </Button>
          <button
            ref={accept}
            type="button"
            className="inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-full bg-success-600 px-4 py-2.5 font-semibold text-white transition-colors hover:bg-success-600/90"
            onClick={onAccept}
          >
            {t('calls.incoming.accept')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
