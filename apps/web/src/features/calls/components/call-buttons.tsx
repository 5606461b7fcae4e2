import { useId } from 'react';
import { useStore } from 'react-redux';
import type { CallKind, ChatMember } from '@app/shared/chat';
import type { UserType } from '@app/shared/constants';
import { cn } from '../../../components/ui/cn';
import { useAppSelector } from '../../../lib/hooks';
import { useTranslation } from '../../../lib/i18n';
import { useTierNames } from '../../../lib/tier-names';
import { toast } from '../../../lib/toast';
import { callsMessages } from '../../../locales/calls';
import type { CallStore } from '../lib/call-controller';
import { selectCalls } from '../state/calls-slice';
import { PhoneIcon, VideoIcon } from './icons';

type CallButtonsProps = {
  /** The member to call (a connection: the server refuses anyone else). */
  userId: string;
  name: string;
  /** Their photo as the page shows it, for the call screen (initials without it). */
  photo?: ChatMember['photo'];
  /** E.g. a conversation closed by a block: the buttons show, but cannot be used. */
  disabled?: boolean;
  /**
   * No call can be made to this member, known before trying: their plan (`tier`) has no calls. The buttons are
   * disabled and say why.
   */
  unavailable?: { tier: UserType } | null;
  className?: string;
};

/**
 * The call machinery (WebRTC, the call's state and its requests) arrives when a call starts, not with every
 * conversation: the call layer beside every member page has usually loaded it already, and pointing at or focusing
 * a button starts the download otherwise (docs/performance.md).
 */
const loadController = () => import('../lib/call-controller');
const preloadController = () => void loadController().catch(() => undefined);

const buttonClass =
  'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-accent-700 hover:bg-accent-50 disabled:cursor-not-allowed disabled:text-ink-500/50 disabled:hover:bg-transparent';

/**
 * "Voice call" and "Video call" (issue 13 point 5): each asks for the microphone (and camera) and calls the member;
 * the call layer mounted beside every member page shows the call. A plan without calls gets the upgrade prompt.
 */
export function CallButtons({
  userId,
  name,
  photo = null,
  disabled = false,
  unavailable = null,
  className,
}: CallButtonsProps) {
  const { t } = useTranslation(callsMessages);
  const tierNames = useTierNames();
  const reasonId = useId();
  const store = useStore() as unknown as CallStore;
  // One call at a time on this tab (a second tab's call is the server's to refuse: "You are already in a call").
  const inCall = useAppSelector((state) => selectCalls(state).active !== null);
  const call = (kind: CallKind) => {
    loadController().then(
      ({ callControllerFor }) => void callControllerFor(store).start({ userId, name, photo }, kind),
      () => toast.error(t('common.loadFailed')),
    );
  };
  const off = disabled || inCall || unavailable !== null;
  const reason = unavailable ? t('calls.buttons.theirPlan', { name, tier: tierNames.name(unavailable.tier) }) : null;
  const described = reason ? reasonId : undefined;
  return (
    <div
      role="group"
      aria-label={t('calls.buttons.label', { name })}
      className={cn('flex items-center gap-1', className)}
    >
      <button
        type="button"
        className={buttonClass}
        disabled={off}
        aria-describedby={described}
        title={reason ?? t('calls.buttons.voiceTitle', { name })}
        onPointerEnter={preloadController}
        onFocus={preloadController}
        onClick={() => call('voice')}
      >
        <PhoneIcon className="h-5 w-5" />
        <span className="sr-only">{t('calls.buttons.voice')}</span>
      </button>
      <button
        type="button"
        className={buttonClass}
        disabled={off}
        aria-describedby={described}
        title={reason ?? t('calls.buttons.videoTitle', { name })}
        onPointerEnter={preloadController}
        onFocus={preloadController}
        onClick={() => call('video')}
      >
        <VideoIcon className="h-5 w-5" />
        <span className="sr-only">{t('calls.buttons.video')}</span>
      </button>
      {reason ? (
        <span id={reasonId} className="sr-only">
          {reason}
        </span>
      ) : null}
    </div>
  );
}
