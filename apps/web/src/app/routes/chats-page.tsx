import { UpgradePromptOnDemand } from '../../features/billing/components/upgrade-prompt-on-demand';
import { ChatLayout } from '../../features/chat/components/chat-layout';
import { ConversationList } from '../../features/chat/components/conversation-list';
import { BlockedMembersOnDemand } from '../../features/safety/components/blocked-members-on-demand';

/**
 * /chats: the member's conversations (beside "Choose a conversation" on wide screens), with the billing feature's
 * upgrade card in the list's place when the plan does not include chat, and the safety feature's list of blocked
 * members (with Unblock) as the Blocked tab (composed here: features never import each other). Named `*-page` so
 * the server preloads its code (page-chunks).
 */
export function ChatsPage() {
  return (
    <ChatLayout
      list={
        <ConversationList
          title="h1"
          upgrade={(requiredTier) => <UpgradePromptOnDemand requiredTier={requiredTier} headingLevel="h2" />}
          blocked={(props) => <BlockedMembersOnDemand {...props} />}
        />
      }
    />
  );
}
