import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { Conversation as ConversationData } from '@app/shared/chat';
import { callAvailability } from '@app/shared/plans/conversation';
import { UpgradePromptOnDemand } from '../../features/billing/components/upgrade-prompt-on-demand';
import { CallButtons } from '../../features/calls/components/call-buttons';
import { ChatLayout } from '../../features/chat/components/chat-layout';
import { Conversation } from '../../features/chat/components/conversation';
import { ConversationList } from '../../features/chat/components/conversation-list';
import { BlockedMembersOnDemand } from '../../features/safety/components/blocked-members-on-demand';
import { useSafetyDialogs } from '../../features/safety/components/safety-actions';
import { useAppSelector } from '../../lib/hooks';

/**
 * The conversation header's actions slot: buttons shown before its "More options" menu once the conversation has
 * loaded. The calls feature's Voice and Video buttons go here (features never import each other; the app composes).
 */
function ConversationCallButtons({ conversation }: { conversation: ConversationData }): ReactNode {
  const usertype = useAppSelector((state) => state.user.user?.usertype);
  const myTier = usertype === 'Premium' || usertype === 'Exclusive' ? usertype : 'Standard';
  const { member } = conversation;
  const availability = callAvailability(myTier, member.userType);
  // A member whose own plan has no calls keeps the buttons: trying shows the upgrade prompt (the conversation has
  // said so already). When it is the other member's plan, the buttons say so before anyone tries.
  return (
    <CallButtons
      userId={conversation.userId}
      name={member.name}
      photo={member.photo}
      disabled={conversation.closedReason !== null}
      unavailable={!availability.canCall && availability.reason === 'their-plan' ? { tier: availability.tier } : null}
    />
  );
}

const conversationHeaderActions = (conversation: ConversationData): ReactNode => (
  <ConversationCallButtons conversation={conversation} />
);

/**
 * /chat/{userId}: one conversation, with the list beside it on wide screens; the billing feature's upgrade card
 * where the member's plan does not include chat; the safety feature's Report and Block or Unblock in the header's
 * menu, Report on each of the member's messages and under a warning, and its Blocked list with Unblock in the
 * list's Blocked tab. Named `*-page` so the server preloads its code (page-chunks).
 */
export function ChatPage() {
  const { userId = '' } = useParams();
  const safety = useSafetyDialogs();
  return (
    <>
      <ChatLayout
        list={
          <ConversationList
            title="h2"
            selectedUserId={userId}
            upgrade={(requiredTier) => <UpgradePromptOnDemand requiredTier={requiredTier} headingLevel="h3" />}
            blocked={(props) => <BlockedMembersOnDemand {...props} headingLevel="h3" />}
          />
        }
        conversation={
          <Conversation
            key={userId}
            userId={userId}
            actions={conversationHeaderActions}
            menu={(conversation) =>
              safety.menuFor(
                { userId: conversation.userId, name: conversation.member.name },
                { blockedByMe: conversation.blockedByMe },
              )
            }
            onReport={(member, messageIds) =>
              safety.openReport({ userId: member.userId, name: member.name }, messageIds)
            }
            upgrade={(requiredTier, reason) => (
              <UpgradePromptOnDemand
                requiredTier={requiredTier}
                reason={reason}
                headingLevel="h2"
                className="border-0 p-0 sm:p-0"
              />
            )}
          />
        }
      />
      {safety.dialogs}
    </>
  );
}
