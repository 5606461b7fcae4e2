// The chat benchmark's data (chat.ts), written straight into its fresh database: complete members (the demo seed's
// writer), each on a Premium plan (complimentary, through the product's own `grantSubscription`), paired into
// accepted connections with some history each, one pair with a long history, and one session and access token per
// member, as sign-in would give.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { AppConfig } from '../src/config/env';
import type { Database } from '../src/db/schema';
import { seedMembers } from '../src/seed/seed-writer';
import { getAuthKeys } from '../src/lib/security/secrets';
import { hashPassword } from '../src/modules/auth/passwords';
import { signAccessToken } from '../src/lib/auth/tokens';
import { findPlanRow } from '../src/modules/plans/plans.repository';
import { grantSubscription, lockMember } from '../src/modules/plans/subscriptions.service';
import { registerMemberWriteHooks } from '../src/modules/member-write-hooks';

export type Member = { id: string; token: string };

export type ChatSeed = {
  /** The latency part's conversations: `members / 2` pairs, each an accepted connection with some history. */
  pairs: Array<[Member, Member]>;
  /** The history part's conversation: `historyMessages` messages between these two. */
  history: [Member, Member];
  messages: { perPair: number; history: number; total: number };
};

/** What members write: short, varied lines (the text's length is what matters to the page's size). */
const LINES = [
  'Good morning! How was your weekend with the family?',
  'I just finished work, it was a long day. How about you?',
  'My parents would love to speak with yours some time next week, if that suits them.',
  'Have you tried the new South Indian place near the station? The dosas are excellent.',
  'I am travelling to Sydney for work on Thursday, back on Sunday evening.',
  'That sounds lovely. I enjoy cooking too, mostly on weekends when there is time.',
  'Thank you for the photos from the wedding, everyone looks so happy!',
  'Shall we have a video call on Saturday afternoon?',
];
const linesArray = sql`${LINES}::text[]`;

async function eachLimit<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await task(item);
    }
  });
  await Promise.all(workers);
}

/**
 * Writes `members + 2` members: members 0..members-1 paired (2k with 2k+1) with `perPair` messages each, and the
 * last two with `historyMessages` (a minute apart, so the connection is that many minutes old and two days more). Every member is Premium (chat needs a paid plan) and visible.
 */
export async function seedChat(
  db: Kysely<Database>,
  config: AppConfig,
  options: { members: number; perPair: number; historyMessages: number; tokenTtlSeconds: number },
  log: (line: string) => void,
): Promise<ChatSeed> {
  // Plans are granted through the product's own writer, which refreshes the match table through the after-write hook.
  registerMemberWriteHooks();
  const total = options.members + 2;
  const now = new Date();
  log(`seeding ${total} complete members`);
  await seedMembers({
    db,
    profiles: total,
    seed: 13,
    passwordHash: await hashPassword('bench chat password'),
    connections: 2,
  });
  const ids = (await db.selectFrom('users').select('id').orderBy('id').execute()).map((row) => row.id);
  if (ids.length !== total) throw new Error(`expected ${total} members, found ${ids.length}`);
  // Hidden profiles are the seed's 1%: visible here, so no member's visibility is part of what is measured.
  await db.updateTable('profiles').set({ hidden: false }).execute();

  log('granting every member a Premium plan');
  const plan = await findPlanRow(db, 'premium-yearly');
  if (!plan) throw new Error('no premium-yearly plan row (migrations seed the plans)');
  await eachLimit(ids, 4, (userId) =>
    db.transaction().execute(async (trx) => {
      await lockMember(trx, userId);
      await grantSubscription(trx, {
        userId,
        plan,
        amountCents: 0,
        provider: 'complimentary',
        grantedBy: 'bench',
        grantReason: 'chat benchmark',
        now,
      });
    }),
  );
  const premium = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('usertype', '=', 'Premium')
    .executeTakeFirstOrThrow();
  if (Number(premium.n) !== total) throw new Error(`only ${premium.n} of ${total} members are Premium`);

  // Accepted connections, older than every message: 2k with 2k+1, and the history pair.
  const pairIds: Array<[string, string]> = [];
  for (let index = 0; index + 1 < total; index += 2) pairIds.push([ids[index] as string, ids[index + 1] as string]);
  const connectedAt = new Date(now.getTime() - (options.historyMessages + 2 * 1440) * 60_000);
  for (let start = 0; start < pairIds.length; start += 1000) {
    await db
      .insertInto('connections')
      .values(
        pairIds.slice(start, start + 1000).map(([senderId, receiverId]) => ({
          senderId,
          receiverId,
          status: 'accepted' as const,
          createdAt: connectedAt,
          updatedAt: connectedAt,
          respondedAt: connectedAt,
        })),
      )
      .execute();
  }

  // Every message in one statement, in time order so that ids follow time and the long conversation's messages
  // lie among the others' as they would in production (not in one block of the table): the long conversation one
  // message a minute, all read but the newest three; each other conversation `perPair` messages spread over the
  // same stretch, taking turns, all read.
  const latencyPairs = pairIds.slice(0, options.members / 2);
  const [historyA, historyB] = pairIds[pairIds.length - 1] as [string, string];
  const history = options.historyMessages;
  log(
    `writing ${history.toLocaleString('en-AU')} messages in one conversation and ${options.perPair} in each of ` +
      `${latencyPairs.length} others`,
  );
  await sql`
    insert into messages (sender_id, recipient_id, member_low, member_high, text, client_message_id, created_at,
      read_at)
    select sender_id, recipient_id, least(sender_id, recipient_id), greatest(sender_id, recipient_id), text,
      gen_random_uuid(), created_at, case when unread then null else created_at + interval '1 minute' end
    from (
      select
        case when n % 2 = 0 then ${historyA}::uuid else ${historyB}::uuid end as sender_id,
        case when n % 2 = 0 then ${historyB}::uuid else ${historyA}::uuid end as recipient_id,
        (${linesArray})[1 + n % ${LINES.length}] || ' (' || n || ')' as text,
        now() - interval '1 minute' * (${history} + 1 - n) as created_at,
        n > ${history} - 3 as unread
      from generate_series(1, ${history}) as n
      union all
      select
        case when n % 2 = 0 then p.a else p.b end,
        case when n % 2 = 0 then p.b else p.a end,
        (${linesArray})[1 + (n + p.k) % ${LINES.length}],
        now() - interval '1 minute' * (${history + 1}::float8 * (${options.perPair + 1} - n) / ${options.perPair + 1})
          - interval '1 second' * p.k,
        false
      from unnest(${latencyPairs.map((pair) => pair[0])}::uuid[], ${latencyPairs.map((pair) => pair[1])}::uuid[])
        with ordinality as p(a, b, k)
      cross join generate_series(1, ${options.perPair}) as n
    ) as m
    order by created_at`.execute(db);

  // Each member's own row of each conversation, pointing at its newest message (as sending keeps it).
  await sql`
    insert into conversations (member_id, other_id, last_message_id, safety_tips_seen, updated_at)
    select member_id, other_id, max(id), true, now()
    from (
      select sender_id as member_id, recipient_id as other_id, id from messages
      union all
      select recipient_id, sender_id, id from messages
    ) as sides
    group by member_id, other_id`.execute(db);
  await sql`analyze users, profiles, connections, subscriptions, messages, conversations`.execute(db);
  const count = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();

  // One session per member and an access token for it, as sign-in would give.
  const keys = getAuthKeys(config);
  const tokens = new Map<string, string>();
  for (let start = 0; start < ids.length; start += 1000) {
    const sessions = await db
      .insertInto('sessions')
      .values(
        ids.slice(start, start + 1000).map((userId) => ({
          id: randomUUID(),
          userId,
          createdAt: now,
          lastUsedAt: now,
          absoluteExpiresAt: new Date(now.getTime() + 86_400_000),
          userAgent: 'bench/chat',
        })),
      )
      .returning(['id', 'userId'])
      .execute();
    for (const session of sessions) {
      const token = await signAccessToken(
        keys.accessJwt,
        { userId: session.userId, sessionId: session.id },
        now,
        options.tokenTtlSeconds,
      );
      tokens.set(session.userId, token);
    }
  }
  const member = (id: string): Member => ({ id, token: tokens.get(id) as string });
  return {
    pairs: latencyPairs.map(([a, b]) => [member(a), member(b)]),
    history: [member(historyA), member(historyB)],
    messages: { perPair: options.perPair, history, total: Number(count.n) },
  };
}
