import type { ChatMessage } from '@app/shared/chat';

/** Messages as the conversation shows them: by day, then runs of consecutive messages from one sender. */
export type MessageRun<M> = { senderId: string; messages: M[] };
export type MessageDay<M> = { day: string; runs: Array<MessageRun<M>> };

type Datable = Pick<ChatMessage, 'senderId' | 'createdAt'>;

/** The local calendar day of an instant, as `YYYY-MM-DD` (the grouping key). */
export function localDay(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Groups messages given oldest first into local days, and each day into runs of one sender (a new day starts a new
 * run, even from the same sender).
 */
export function groupMessages<M extends Datable>(messages: readonly M[]): Array<MessageDay<M>> {
  const days: Array<MessageDay<M>> = [];
  for (const message of messages) {
    const day = localDay(message.createdAt);
    let current = days.at(-1);
    if (current?.day !== day) {
      current = { day, runs: [] };
      days.push(current);
    }
    const run = current.runs.at(-1);
    if (run?.senderId === message.senderId) run.messages.push(message);
    else current.runs.push({ senderId: message.senderId, messages: [message] });
  }
  return days;
}
