import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';
import { useTranslation } from '../../../lib/i18n';
import { callsMessages } from '../../../locales/calls';
import type { CallController } from '../lib/call-controller';
import { formatClock } from '../lib/format';
import type { ActiveCall } from '../state/calls-slice';
import { CallAvatar } from './call-avatar';
import { HangUpIcon, MicIcon, MicOffIcon, VideoIcon, VideoOffIcon } from './icons';
import { useModal } from './modal';

/** The current time, every second while `running`. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/** Plays `stream` in the element (browsers start it by themselves: the call began with a click). */
function useStream<E extends HTMLMediaElement>(stream: MediaStream | null) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const element = ref.current;
    if (element && element.srcObject !== stream) element.srcObject = stream;
  }, [stream]);
  return ref;
}

type ControlProps = {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  tone?: 'plain' | 'danger';
  onClick: () => void;
  children: ReactNode;
};

/** A round control with its name under it (the name stays the same; a toggle says its state with aria-pressed). */
function Control({ label, pressed, disabled, tone = 'plain', onClick, children }: ControlProps) {
  return (
    <div className="flex w-20 flex-col items-center gap-1.5">
      <button
        type="button"
        aria-pressed={pressed}
        disabled={disabled}
        onClick={onClick}
        className={cn(
          'inline-flex h-14 w-14 items-center justify-center rounded-full transition-colors focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-50',
          tone === 'danger'
            ? 'bg-danger-600 text-white hover:bg-danger-600/85'
            : pressed
              ? 'bg-white text-ink-900 hover:bg-white/85'
              : 'bg-white/15 text-white hover:bg-white/25',
        )}
      >
        {children}
        <span className="sr-only">{label}</span>
      </button>
      <span aria-hidden="true" className="text-center text-xs text-white/85">
        {label}
      </span>
    </div>
  );
}

type CallScreenProps = { call: ActiveCall; controller: CallController };

/**
 * The call, full screen over the page (issue 13 point 5): the other member's video (or their photo for a voice
 * call), my camera small in a corner, the call's time and what is left of the plan's limit, then Mute, Camera off
 * (video calls) and End call — Cancel while it rings. For debugging and the end-to-end test it carries the peer
 * connection's state (`data-call-state`) and the media bytes received so far (`data-inbound-bytes`).
 */
export function CallScreen({ call, controller }: CallScreenProps) {
  const { t } = useTranslation(callsMessages);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModal(dialog);
  const media = useSyncExternalStore(controller.media.subscribe, controller.media.get, controller.media.get);
  const localVideo = useStream<HTMLVideoElement>(media.local);
  const remoteVideo = useStream<HTMLVideoElement>(media.remote);
  const remoteAudio = useStream<HTMLAudioElement>(media.remote);
  const now = useNow(call.acceptedAt !== null);

  const { peer, kind, phase } = call;
  const video = kind === 'video';
  const answered = call.acceptedAt !== null;
  const elapsed = answered ? Math.max(0, Math.floor((now - (call.acceptedAt ?? now)) / 1000)) : 0;
  const remaining = call.maxSeconds !== null ? Math.max(0, call.maxSeconds - elapsed) : null;
  const lastMinute = answered && remaining !== null && remaining <= 60;

  const status = {
    preparing:
      call.role === 'callee'
        ? t('calls.screen.answering', { name: peer.name })
        : t(video ? 'calls.screen.preparingVideo' : 'calls.screen.preparing'),
    ringing: t('calls.screen.calling', { name: peer.name }),
    connecting: t('calls.screen.connecting'),
    connected: t('calls.screen.connected'),
    reconnecting: t('calls.screen.reconnecting'),
  }[phase];
  const showRemoteVideo = video && call.remoteVideo;
  const ringing = phase === 'preparing' || phase === 'ringing';

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      data-call-id={call.callId ?? undefined}
      data-call-kind={kind}
      data-call-role={call.role}
      data-call-phase={phase}
      data-call-state={call.connectionState}
      data-inbound-bytes={call.inboundBytes}
      onCancel={(event) => event.preventDefault()}
      className="m-0 h-dvh max-h-none w-screen max-w-none overflow-hidden bg-ink-900 p-0 text-white backdrop:bg-ink-900"
    >
      <div className="relative flex h-full flex-col">
        {/* The other member: their video, else their photo. */}
        {video ? (
          // A live call has no captions to offer.
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <video
            ref={remoteVideo}
            data-media="remote"
            autoPlay
            playsInline
            aria-label={t('calls.screen.remoteVideo', { name: peer.name })}
            hidden={!showRemoteVideo}
            className="absolute inset-0 h-full w-full bg-black object-contain sm:object-cover"
          />
        ) : (
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <audio ref={remoteAudio} data-media="remote" autoPlay hidden />
        )}
        {!showRemoteVideo ? (
          <div className="absolute inset-0 flex items-center justify-center pb-32">
            <CallAvatar peer={peer} size="xl" ringing={ringing} />
          </div>
        ) : null}

        <header className="relative z-10 flex flex-col items-center gap-1 bg-gradient-to-b from-ink-900/80 to-transparent px-4 pb-8 pt-6 text-center">
          <h2 id={titleId} className="max-w-full truncate text-2xl font-bold">
            <span className="sr-only">{t('calls.screen.label', { name: peer.name })}</span>
            <span aria-hidden="true">{peer.name}</span>
          </h2>
          <p className="text-sm text-white/80">{t(video ? 'calls.screen.video' : 'calls.screen.voice')}</p>
          <p role="status" className="text-base font-medium">
            {phase === 'connected' ? <span className="sr-only">{status}</span> : status}
          </p>
          {answered ? (
            <p className="flex flex-wrap items-center justify-center gap-x-3 text-base tabular-nums">
              <span role="timer" aria-label={t('calls.screen.elapsed', { time: formatClock(elapsed) })}>
                {formatClock(elapsed)}
              </span>
              {remaining !== null ? (
                <span
                  role="timer"
                  aria-label={t('calls.screen.remainingLabel', { time: formatClock(remaining) })}
                  className={cn(
                    'rounded-full px-2 py-0.5 text-sm',
                    lastMinute ? 'bg-gold-400 text-ink-900' : 'bg-white/15',
                  )}
                >
                  {t('calls.screen.remaining', { time: formatClock(remaining) })}
                </span>
              ) : null}
            </p>
          ) : null}
          {lastMinute ? (
            <p role="alert" className="text-sm text-gold-400">
              {t('calls.screen.lastMinute')}
            </p>
          ) : null}
          {!answered && call.maxSeconds ? (
            <p className="text-sm text-white/70">
              {t('calls.screen.limitNote', { count: Math.round(call.maxSeconds / 60) })}
            </p>
          ) : null}
        </header>

        {video ? (
          <div className="absolute bottom-32 right-3 z-10 w-28 overflow-hidden rounded-xl bg-ink-700 shadow-lg ring-1 ring-white/20 sm:bottom-36 sm:right-6 sm:w-48">
            <video
              ref={localVideo}
              data-media="local"
              autoPlay
              playsInline
              muted
              aria-label={t('calls.screen.localVideo')}
              hidden={call.cameraOff}
              className="aspect-[3/4] w-full -scale-x-100 object-cover sm:aspect-video"
            />
            {call.cameraOff ? (
              <p className="flex aspect-[3/4] items-center justify-center p-2 text-center text-xs sm:aspect-video">
                {t('calls.screen.yourCameraOff')}
              </p>
            ) : null}
          </div>
        ) : null}

        <div className="relative z-10 mt-auto flex flex-col items-center gap-2 bg-gradient-to-t from-ink-900/90 to-transparent px-4 pb-[max(1.5rem,env(safe-area-inset-bottom))] pt-10">
          {call.muted ? <p className="text-sm text-white/85">{t('calls.screen.mutedNote')}</p> : null}
          <div role="group" aria-label={t('calls.screen.controls')} className="flex items-start justify-center gap-4">
            <Control
              label={t('calls.screen.mute')}
              pressed={call.muted}
              disabled={!media.local}
              onClick={() => controller.toggleMute()}
            >
              {call.muted ? <MicOffIcon className="h-6 w-6" /> : <MicIcon className="h-6 w-6" />}
            </Control>
            {video ? (
              <Control
                label={t('calls.screen.cameraOff')}
                pressed={call.cameraOff}
                disabled={!media.local}
                onClick={() => controller.toggleCamera()}
              >
                {call.cameraOff ? <VideoOffIcon className="h-6 w-6" /> : <VideoIcon className="h-6 w-6" />}
              </Control>
            ) : null}
            <Control
              label={t(call.role === 'caller' && !answered ? 'calls.screen.cancel' : 'calls.screen.end')}
              tone="danger"
              onClick={() => controller.hangUp()}
            >
              <HangUpIcon className="h-6 w-6" />
            </Control>
          </div>
        </div>
      </div>
    </dialog>
  );
}
