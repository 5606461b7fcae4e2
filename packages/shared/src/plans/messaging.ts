import { USER_TYPES, type UserType } from '../constants/index';
import { TIER_ENTITLEMENTS } from './entitlements';
import { canCall, canReply, canStart, cannotOf, missingIds, tiersWhere, tiersWithAll } from './messaging-rules';

/**
 * Who a member may write to and call, in words, worked out from the entitlement table (`TIER_ENTITLEMENTS`) and
 * nothing else (`./messaging-rules`): the plan cards, the checkout dialog and the server's refusals all say it with
 * these functions, so changing the table changes every sentence; the conversation and call screens use
 * `./conversation`, which gives the same facts without the sentences. Zod-free (a page imports it before its forms
 * are used).
 */

export { tiersWhere } from './messaging-rules';
export { callAvailability, conversationPlanNotice, type ConversationPlanNotice } from './conversation';

/** "Premium", "Premium and Exclusive", "Standard, Premium and Exclusive". */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const MISSING_WORDS = { reply: 'replying', start: 'starting conversations', calls: 'calls' } as const;
const CANNOT_WORDS = { reply: 'reply', calls: 'take calls' } as const;

/**
 * "Replying, starting conversations and calls are part of Premium and Exclusive": what `tier` lacks and the tiers
 * that have all of it; null when it lacks nothing.
 */
export function missingSentence(tier: UserType): string | null {
  const missing = missingIds(TIER_ENTITLEMENTS[tier]);
  if (missing.length === 0) return null;
  const words = missing.map((id) => MISSING_WORDS[id]);
  const verb = words.length === 1 ? 'is' : 'are';
  return `${capitalise(listWords(words))} ${verb} part of ${listWords(tiersWithAll(missing))}.`;
}

/**
 * What a line says, for a page that words it in its reader's language (the web's `plans.messaging.<id>`): the
 * tiers and minutes it names, never words. `missing` names what the tier lacks (`reply`, `start`, `calls`, in that
 * order) and `cannot` what the connections named cannot do.
 */
export type MessagingLineSense =
  | { id: 'start-and-reply' | 'reply' | 'start' | 'read' }
  | { id: 'calls'; minutes: number; shorter: { minutes: number; tier: UserType }[] }
  | { id: 'missing'; missing: ('reply' | 'start' | 'calls')[]; tiers: UserType[] }
  | { id: 'cannot-answer'; cannot: ('reply' | 'calls')[]; tiers: UserType[] };

/** One line about writing and calling: something the plan does (`can`), or a limit worth knowing (`note`). */
export type MessagingLine = { kind: 'can' | 'note'; text: string; sense: MessagingLineSense };

/**
 * The plan card's and checkout dialog's lines about writing and calling for one tier: what it may do, what it
 * lacks and which tiers have it, and which connections cannot answer a member of this tier.
 */
export function messagingLineItems(tier: UserType): MessagingLine[] {
  const mine = TIER_ENTITLEMENTS[tier];
  const lines: MessagingLine[] = [];
  const can = (text: string, sense: MessagingLineSense) => lines.push({ kind: 'can', text, sense });
  const note = (text: string, sense: MessagingLineSense) => lines.push({ kind: 'note', text, sense });
  if (mine.startChat && mine.answerChat) {
    can('Start conversations with your connections and reply to them, with unlimited messages', {
      id: 'start-and-reply',
    });
  } else if (mine.answerChat) can('Reply when your connections write to you', { id: 'reply' });
  else if (mine.startChat) can('Start conversations with your connections', { id: 'start' });
  else can('Read the messages your connections send you', { id: 'read' });

  if (mine.callMinutes !== null) {
    const minutes = mine.callMinutes;
    const shorter = USER_TYPES.flatMap((other) => {
      const theirs = TIER_ENTITLEMENTS[other].callMinutes;
      return theirs !== null && theirs < minutes ? [{ minutes: theirs, tier: other }] : [];
    });
    const shorterWords = shorter.map((limit) => `${limit.minutes} with a ${limit.tier} member`);
    can(
      `Voice and video calls of up to ${minutes} minutes with each connection` +
        (shorter.length ? ` (${listWords(shorterWords)}, the limit of their plan)` : ''),
      { id: 'calls', minutes, shorter },
    );
  }

  const missing = missingSentence(tier);
  if (missing) {
    const lacks = missingIds(TIER_ENTITLEMENTS[tier]);
    note(missing.slice(0, -1), { id: 'missing', missing: lacks, tiers: tiersWithAll(lacks) });
  }

  if (mine.startChat) {
    // Connections on a tier that cannot answer: grouped by what they cannot do.
    const groups = new Map<string, { cannot: ('reply' | 'calls')[]; tiers: UserType[] }>();
    for (const other of USER_TYPES) {
      const cannot = cannotOf(other, mine.callMinutes !== null);
      if (cannot.length === 0) continue;
      const key = listWords(cannot.map((id) => CANNOT_WORDS[id])).replace(' and ', ' or ');
      const group = groups.get(key) ?? { cannot, tiers: [] };
      group.tiers.push(other);
      groups.set(key, group);
    }
    for (const [cannot, group] of groups) {
      note(`Connections on ${listWords(group.tiers)} can read your messages but cannot ${cannot} until they upgrade`, {
        id: 'cannot-answer',
        ...group,
      });
    }
  }
  return lines;
}

/** `messagingLineItems` as plain sentences. */
export function messagingLines(tier: UserType): string[] {
  return messagingLineItems(tier).map((line) => line.text);
}

/**
 * The server's refusal messages (403 PLAN_REQUIRED) for writing and calling: `requiredTier` is the lowest tier
 * that allows it (the body's `requiredTier`), and the tiers named are every tier that does.
 */
export const PLAN_REFUSALS = {
  reply: (requiredTier: UserType) =>
    `Replying to messages is part of ${listWords(tiersWhere(canReply))}. Upgrade to ${requiredTier} to answer ` +
    `your connections; you can still read what they send you.`,
  start: (requiredTier: UserType) =>
    `Starting a conversation is part of ${listWords(tiersWhere(canStart))}. Upgrade to ${requiredTier} to write ` +
    `to your connections.`,
  files: (requiredTier: UserType) =>
    `Sending photos and files is part of ${listWords(tiersWhere((e) => e.startChat || e.answerChat))}. ` +
    `Upgrade to ${requiredTier} to write to your connections.`,
  calls: (requiredTier: UserType) =>
    `Voice and video calls are part of ${listWords(tiersWhere(canCall))}. Upgrade to ${requiredTier} to call ` +
    `your connections and answer their calls.`,
  /** The member called has no calls: the caller is not asked to upgrade (the body's tier is the callee's need). */
  callee: (requiredTier: UserType) =>
    `Both members of a call need ${requiredTier} or higher, and this member’s plan does not include calls, so ` +
    `they cannot answer until they upgrade. You can still write to them.`,
} as const;

/**
 * The tiers each refusal of `PLAN_REFUSALS` names as including it, lowest first (its `params.tiers`, so a client can
 * word the sentence in the reader's language: ADR 018). `callee` names none.
 */
export const PLAN_REFUSAL_TIERS = {
  reply: () => tiersWhere(canReply),
  start: () => tiersWhere(canStart),
  files: () => tiersWhere((e) => e.startChat || e.answerChat),
  calls: () => tiersWhere(canCall),
} as const satisfies Partial<Record<keyof typeof PLAN_REFUSALS, () => UserType[]>>;
