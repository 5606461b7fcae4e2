import { USER_TYPES } from '@app/shared/constants';
import { entitlementsFor, lowestTierWhere } from '@app/shared/plans/entitlements';
import type { ChatMember } from '@app/shared/chat';
import { buttonClasses } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { CallButtons } from '../../features/calls/components/call-buttons';
import { useAppSelector } from '../../lib/hooks';
import { useTranslation } from '../../lib/i18n';
import { callsMessages } from '../../locales/calls';
import { chatMessages } from '../../locales/chat';

type ConnectedActionsProps = {
  userId: string;
  name: string;
  photo?: ChatMember['photo'];
  size?: 'sm' | 'md';
};

/** The tier's calls from the shared entitlement table: minutes per call, or null where the plan has no calls. */
function useCallMinutes(): number | null {
  const usertype = useAppSelector((state) => state.user.user?.usertype);
  const tier = USER_TYPES.find((type) => type === usertype) ?? 'Standard';
  return entitlementsFor(tier).callMinutes;
}

/**
 * What two connected members can do together, wherever a connection is shown (the profile page's connection area,
 * the Connections list's cards): Message opens their conversation (`/chat/{userId}`; the page shows the history,
 * or an empty conversation to start, and an upgrade card instead of the composer where the plan has no chat), and
 * the calls feature's Voice and Video buttons where the viewer's plan includes calls; where it does not, a plain
 * sentence and a link to the plans. The server decides every message and call either way.
 */
export function ConnectedActions({ userId, name, photo = null, size = 'md' }: ConnectedActionsProps) {
  const { t } = useTranslation(chatMessages, callsMessages);
  const callMinutes = useCallMinutes();
  const callTier = lowestTierWhere((entitlements) => entitlements.callMinutes !== null) ?? 'Premium';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link
        to={`/chat/${userId}`}
        aria-label={t('chat.start.messageName', { name })}
        className={buttonClasses('primary', size)}
      >
        {t('chat.start.message')}
      </Link>
      {callMinutes !== null ? (
        <CallButtons userId={userId} name={name} photo={photo} />
      ) : (
        <p className="text-sm text-ink-700">
          {t('calls.buttons.notInPlan', { tier: callTier })}{' '}
          <Link to="/plan" className="font-semibold text-accent-700 underline underline-offset-2">
            {t('calls.buttons.seePlans')}
          </Link>
        </p>
      )}
    </div>
  );
}
