import { USER_TYPES, type UserType } from '../constants/index';
import { TIER_ENTITLEMENTS, type TierEntitlements } from './entitlements';

/**
 * Who a member may write to and call, in words, worked out from the entitlement table (`TIER_ENTITLEMENTS`) and
 * nothing else: the plan cards, the checkout dialog, the conversation and call screens and the server's refusals
 * all say it with these functions, so changing the table changes every sentence. Zod-free (a page imports it
 * before its forms are used).
 */

type Allows = (entitlements: TierEntitlements) => boolean;

const canReply: Allows = (entitlements) => entitlements.answerChat;
const canStart: Allows = (entitlements) => entitlements.startChat;
const canCall: Allows = (entitlements) => entitlements.callMinutes !== null;

/** The tiers for which `allows` holds, lowest first. */
export function tiersWhere(allows: Allows): UserType[] {
  return USER_TYPES.filter((tier) => allows(TIER_ENTITLEMENTS[tier]));
}

/** "Premium", "Premium and Exclusive", "Standard, Premium and Exclusive". */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What a tier lacks of writing and calling, as the words a sentence lists ("replying", "calls"). */
function missingOf(entitlements: TierEntitlements): { words: string[]; allows: Allows } {
  const missing: { word: string; allows: Allows }[] = [];
  if (!entitlements.answerChat) missing.push({ word: 'replying', allows: canReply });
  if (!entitlements.startChat) missing.push({ word: 'starting conversations', allows: canStart });
  if (entitlements.callMinutes === null) missing.push({ word: 'calls', allows: canCall });
  return {
    words: missing.map((item) => item.word),
    allows: (other) => missing.every((item) => item.allows(other)),
  };
}

/** What `entitlements` lacks of writing and calling, in the order a sentence lists it. */
function missingIds(entitlements: TierEntitlements): ('reply' | 'start' | 'calls')[] {
  return [
    ...(entitlements.answerChat ? [] : (['reply'] as const)),
    ...(entitlements.startChat ? [] : (['start'] as const)),
    ...(entitlements.callMinutes === null ? (['calls'] as const) : []),
  ];
}

/**
 * "Replying, starting conversations and calls are part of Premium and Exclusive": what `tier` lacks and the tiers
 * that have all of it; null when it lacks nothing.
 */
export function missingSentence(tier: UserType): string | null {
  const { words, allows } = missingOf(TIER_ENTITLEMENTS[tier]);
  if (words.length === 0) return null;
  const where = tiersWhere(allows);
  const verb = words.length === 1 ? 'is' : 'are';
  return `${capitalise(listWords(words))} ${verb} part of ${listWords(where)}.`;
}

/** What members of `otherTier` cannot do when someone writes to or calls them ("reply", "take calls"). */
function cannotOf(otherTier: UserType, includeCalls: boolean): string[] {
  const other = TIER_ENTITLEMENTS[otherTier];
  const cannot: string[] = [];
  if (!other.answerChat) cannot.push('reply');
  if (includeCalls && other.callMinutes === null) cannot.push('take calls');
  return cannot;
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
    const lacks = TIER_ENTITLEMENTS[tier];
    note(missing.slice(0, -1), {
      id: 'missing',
      missing: missingIds(lacks),
      tiers: tiersWhere(missingOf(lacks).allows),
    });
  }

  if (mine.startChat) {
    // Connections on a tier that cannot answer: grouped by what they cannot do.
    const groups = new Map<string, { cannot: ('reply' | 'calls')[]; tiers: UserType[] }>();
    for (const other of USER_TYPES) {
      const cannot = cannotOf(other, mine.callMinutes !== null);
      if (cannot.length === 0) continue;
      const key = listWords(cannot).replace(' and ', ' or ');
      const group = groups.get(key) ?? {
        cannot: cannot.map((word) => (word === 'reply' ? 'reply' : 'calls')),
        tiers: [],
      };
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
 * What the conversation screen says about the plans, above the composer (or in its place), for a page that words it
 * in its reader's language (the web's `chat.plan.<kind>.<what>`): the tiers it names, never words. Null: nothing.
 */
export type ConversationPlanNotice =
  /** The member's own plan does not let them write here: `missing` is what it lacks, `tiers` the tiers that have it. */
  | { kind: 'upgrade'; missing: ('reply' | 'start' | 'calls')[]; tiers: UserType[] }
  /** The member may write, but the other member's plan (`tier`) does not let them answer (`cannot`). */
  | { kind: 'other-cannot-answer'; cannot: ('reply' | 'calls')[]; tier: UserType };

/**
 * The conversation's plan notice for a member of `myTier` talking with a member of `otherTier` (whose tier the
 * conversation already shows): a Standard member is told that replying and calling are part of the paid plans
 * before anything is refused; a Premium member is told that a Standard connection reads but cannot answer.
 */
export function conversationPlanNotice(myTier: UserType, otherTier: UserType): ConversationPlanNotice | null {
  const mine = TIER_ENTITLEMENTS[myTier];
  if (!mine.startChat && !mine.answerChat) {
    return { kind: 'upgrade', missing: missingIds(mine), tiers: tiersWhere(missingOf(mine).allows) };
  }
  const cannot = cannotOf(otherTier, mine.callMinutes !== null);
  if (cannot.length === 0) return null;
  return {
    kind: 'other-cannot-answer',
    cannot: cannot.map((word) => (word === 'reply' ? 'reply' : 'calls')),
    tier: otherTier,
  };
}

/**
 * Whether a member of `myTier` can call one of `otherTier`, for how long, and if not, whose plan lacks calls: their
 * own (`tiers` are the ones that include calls) or the other member's (for the call buttons).
 */
export function callAvailability(
  myTier: UserType,
  otherTier: UserType,
):
  | { canCall: true; minutes: number }
  | { canCall: false; reason: 'own-plan'; tiers: UserType[] }
  | { canCall: false; reason: 'their-plan'; tier: UserType } {
  const mine = TIER_ENTITLEMENTS[myTier].callMinutes;
  const theirs = TIER_ENTITLEMENTS[otherTier].callMinutes;
  if (mine === null) return { canCall: false, reason: 'own-plan', tiers: tiersWhere(canCall) };
  if (theirs === null) return { canCall: false, reason: 'their-plan', tier: otherTier };
  return { canCall: true, minutes: Math.min(mine, theirs) };
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
