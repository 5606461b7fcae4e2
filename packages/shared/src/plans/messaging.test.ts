import { afterEach, describe, expect, it } from 'vitest';
import { USER_TYPES, type UserType } from '../constants/index';
import { TIER_ENTITLEMENTS, type TierEntitlements } from './entitlements';
import {
  callAvailability,
  conversationPlanNotice,
  messagingLineItems,
  messagingLines,
  missingSentence,
  PLAN_REFUSALS,
  tiersWhere,
} from './messaging';

/**
 * Every sentence about writing and calling is worked out from the entitlement table: these tests read the table,
 * and the last ones change it and see the sentences change.
 */

const table = TIER_ENTITLEMENTS as Record<UserType, TierEntitlements>;
const saved = JSON.parse(JSON.stringify(TIER_ENTITLEMENTS)) as typeof table;
afterEach(() => {
  for (const tier of USER_TYPES) Object.assign(table[tier], saved[tier]);
});

describe.each(USER_TYPES)('the plan card lines about messages and calls for %s', (tier) => {
  const mine = TIER_ENTITLEMENTS[tier];
  const lines = messagingLines(tier);

  it('say whether the plan starts conversations and replies', () => {
    const writeLine = lines[0] ?? '';
    expect(/Start conversations/.test(writeLine)).toBe(mine.startChat);
    expect(/reply/i.test(writeLine)).toBe(mine.answerChat);
    if (!mine.startChat && !mine.answerChat) expect(writeLine).toBe('Read the messages your connections send you');
  });

  it('give the call minutes of the table, or say calls are part of the tiers that have them', () => {
    const callLine = lines.find((line) => line.startsWith('Voice and video calls'));
    if (mine.callMinutes === null) {
      expect(callLine).toBeUndefined();
      const withCalls = tiersWhere((entitlements) => entitlements.callMinutes !== null);
      expect(lines.some((line) => line.includes('calls are part of') && withCalls.every((t) => line.includes(t)))).toBe(
        true,
      );
    } else {
      expect(callLine).toContain(`up to ${mine.callMinutes} minutes`);
      for (const other of USER_TYPES) {
        const theirs = TIER_ENTITLEMENTS[other].callMinutes;
        if (theirs !== null && theirs < mine.callMinutes)
          expect(callLine).toContain(`${theirs} with a ${other} member`);
      }
    }
  });

  it('name the connections who cannot answer, when this plan writes first', () => {
    const cannotReply = tiersWhere((entitlements) => !entitlements.answerChat);
    const line = lines.find((candidate) => candidate.startsWith('Connections on'));
    if (!mine.startChat || cannotReply.length === 0) expect(line).toBeUndefined();
    else for (const other of cannotReply) expect(line).toContain(other);
  });

  it('say nothing the table does not allow', () => {
    if (!mine.answerChat) expect(lines.join(' ')).not.toMatch(/reply to them|Reply when/);
    if (mine.callMinutes === null) expect(lines.join(' ')).not.toMatch(/Voice and video calls of up to/);
  });
});

describe('the sentences follow the table', () => {
  it('reads today’s table as the plan table says', () => {
    expect(messagingLines('Standard')).toEqual([
      'Read the messages your connections send you',
      'Replying, starting conversations and calls are part of Premium and Exclusive',
    ]);
    expect(messagingLines('Premium')).toEqual([
      'Start conversations with your connections and reply to them, with unlimited messages',
      'Voice and video calls of up to 15 minutes with each connection',
      'Connections on Standard can read your messages but cannot reply or take calls until they upgrade',
    ]);
    expect(messagingLines('Exclusive')[1]).toBe(
      'Voice and video calls of up to 30 minutes with each connection (15 with a Premium member, the limit of their plan)',
    );
  });

  it('changes when the table changes', () => {
    table.Premium.callMinutes = 20;
    table.Standard.answerChat = true;
    expect(messagingLines('Premium')).toContain('Voice and video calls of up to 20 minutes with each connection');
    expect(messagingLines('Standard')).toEqual([
      'Reply when your connections write to you',
      'Starting conversations and calls are part of Premium and Exclusive',
    ]);
    expect(messagingLines('Premium')).toContain(
      'Connections on Standard can read your messages but cannot take calls until they upgrade',
    );
    expect(PLAN_REFUSALS.reply('Standard')).toContain('part of Standard, Premium and Exclusive');
  });

  it('tells a Standard member in the conversation, and a Premium member about a Standard connection', () => {
    expect(conversationPlanNotice('Standard', 'Premium')).toEqual({
      kind: 'upgrade',
      missing: ['reply', 'start', 'calls'],
      tiers: ['Premium', 'Exclusive'],
    });
    expect(conversationPlanNotice('Premium', 'Standard')).toEqual({
      kind: 'other-cannot-answer',
      cannot: ['reply', 'calls'],
      tier: 'Standard',
    });
    expect(conversationPlanNotice('Premium', 'Exclusive')).toBeNull();
    expect(missingSentence('Exclusive')).toBeNull();
  });

  it('says whether a call can be made, and for how long, or whose plan lacks calls', () => {
    expect(callAvailability('Exclusive', 'Premium')).toEqual({ canCall: true, minutes: 15 });
    expect(callAvailability('Premium', 'Standard')).toEqual({ canCall: false, reason: 'their-plan', tier: 'Standard' });
    expect(callAvailability('Standard', 'Premium')).toEqual({
      canCall: false,
      reason: 'own-plan',
      tiers: ['Premium', 'Exclusive'],
    });
  });
});

describe('the kinds of line', () => {
  it('marks what a plan does as `can` and its limits as notes', () => {
    expect(messagingLineItems('Standard').map((line) => line.kind)).toEqual(['can', 'note']);
    expect(messagingLineItems('Premium').map((line) => line.kind)).toEqual(['can', 'can', 'note']);
  });
});
