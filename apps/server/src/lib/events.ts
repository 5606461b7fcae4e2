import type {
  CallAcceptEvent,
  CallDeclineEvent,
  CallEndEvent,
  CallInviteEvent,
  CallSignalEvent,
  ChatMessage,
} from '@app/shared/chat';
import type { FamilyRight } from '@app/shared/family';
import type { ConnectionStatusEvent, NotificationItem } from '@app/shared/realtime';

/**
 * The in-process domain events (docs/ARCHITECTURE.md): a module that changes something emits an event
 * after its transaction has committed; the reactions (socket events, Web Push, e-mail) subscribe here and never
 * call each other. Each handler runs on its own: one that throws is logged and the others still run.
 */
export type DomainEvents = {
  /** A notification was stored for `userId` (the recipient). */
  'notification.created': { userId: string; notification: NotificationItem };
  /** Notifications of `userId` were deleted or marked read (the member's other tabs and devices follow). */
  'notification.changed': { userId: string; unreadCount: number };
  /** The connection between two members changed: `statuses` holds each side's view, keyed by member id. */
  'connection.changed': { statuses: Record<string, ConnectionStatusEvent> };
  /**
   * A family manager's access to a profile changed (ADR 017): `rights` null when they were removed or left (their
   * sockets on it are closed and told), else the rights they now hold (their sockets' rooms follow).
   */
  'family.access_changed': { profileId: string; accountId: string; rights: FamilyRight[] | null };
  /** A session ended (sign-out, password change, account deleted: `sessionId` null means every session). */
  'session.ended': { userId: string; sessionId: string | null; reason: string };
  /**
   * A chat message was stored (issue 13), or a retried send found it stored: published again, as the process that
   * stored it may have died first (clients keep one copy per message id). `forSender` and `forRecipient` are the
   * message as each side sees it (the recipient's carries the warnings); the recipient's tabs get it when
   * `toRecipient`. The push and the unread e-mail are jobs queued with the message, not reactions to this event.
   */
  'chat.message': {
    senderId: string;
    recipientId: string;
    forSender: ChatMessage;
    forRecipient: ChatMessage;
    toRecipient: boolean;
  };
  /**
   * `readerId` read the conversation with `otherId` up to a message. The reader's tabs always hear of it; `otherId`'s
   * only when `toOther` (not while a block stands between them).
   */
  'chat.read': { readerId: string; otherId: string; upToMessageId: string; readAt: string; toOther: boolean };
  /** `userId` started or stopped typing to `otherId` (nothing stored). */
  'chat.typing': { userId: string; otherId: string; typing: boolean };
  /** Call signalling (issue 13): each event goes to the rooms of `to` (member ids). */
  'call.invite': { to: string[]; event: CallInviteEvent };
  'call.accept': { to: string[]; event: CallAcceptEvent };
  'call.decline': { to: string[]; event: CallDeclineEvent };
  'call.end': { to: string[]; event: CallEndEvent };
  'call.signal': { to: string[]; event: CallSignalEvent };
};

export type DomainEventName = keyof DomainEvents;
type Handler<K extends DomainEventName> = (payload: DomainEvents[K]) => void | Promise<void>;

export interface EventBus {
  on<K extends DomainEventName>(name: K, handler: Handler<K>): () => void;
  /** Runs every handler of `name` and resolves when all have finished (a failed one is reported, not thrown). */
  emit<K extends DomainEventName>(name: K, payload: DomainEvents[K]): Promise<void>;
}

export function createEventBus(onError: (error: unknown, name: DomainEventName) => void): EventBus {
  const handlers = new Map<DomainEventName, Set<Handler<never>>>();
  return {
    on(name, handler) {
      let set = handlers.get(name);
      if (!set) {
        set = new Set();
        handlers.set(name, set);
      }
      set.add(handler as Handler<never>);
      return () => set.delete(handler as Handler<never>);
    },
    async emit(name, payload) {
      const set = handlers.get(name);
      if (!set) return;
      await Promise.all(
        [...set].map(async (handler) => {
          try {
            await (handler as Handler<typeof name>)(payload);
          } catch (error) {
            onError(error, name);
          }
        }),
      );
    },
  };
}
