// The faults benchmark's checks once the load has stopped (faults.ts): every acknowledged write is in the database
// exactly once, and nothing was written twice by the clients' retries.
import pg from 'pg';
import type { Ledger } from './faults-load';

export type Verification = {
  chat: {
    sent: number;
    acknowledged: number;
    stored: number;
    storedUnacknowledged: number;
    lost: string[];
    duplicated: string[];
  };
  /** `lost`: members whose About text is neither the last acknowledged nor one sent after it. */
  profiles: { members: number; edits: number; acknowledged: number; lost: string[] };
  connects: { sent: number; acknowledged: number; lost: string[]; duplicated: string[] };
  favourites: {
    sent: number;
    acknowledged: number;
    lost: string[];
    duplicated: string[];
  };
  notifications: { duplicated: string[] };
  lost: number;
  duplicated: number;
};

export async function verify(url: string, ledger: Ledger, memberIds: string[]): Promise<Verification> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Chat: by clientMessageId, and by text (each send's text is unique, so a second row for it is a duplicate
    // whatever its clientMessageId).
    const chatIds = [...ledger.chats.keys()];
    const byClientId = new Map<string, number>();
    for (const row of (
      await client.query<{ client_message_id: string; n: string }>(
        `select client_message_id, count(*) as n from messages where client_message_id = any($1::uuid[])
         group by client_message_id`,
        [chatIds],
      )
    ).rows) {
      byClientId.set(row.client_message_id, Number(row.n));
    }
    const repeatedTexts = (
      await client.query<{ text: string; n: string }>(
        `select text, count(*) as n from messages where text like 'faults bench message %' group by text
         having count(*) > 1`,
      )
    ).rows;
    const chatLost: string[] = [];
    const chatDuplicated = repeatedTexts.map((row) => `text "${row.text}" stored ${row.n} times`);
    let storedUnacknowledged = 0;
    for (const [clientMessageId, entry] of ledger.chats) {
      const stored = byClientId.get(clientMessageId) ?? 0;
      if (entry.acknowledged && stored === 0) chatLost.push(clientMessageId);
      if (stored > 1) chatDuplicated.push(`clientMessageId ${clientMessageId} stored ${stored} times`);
      if (!entry.acknowledged && stored > 0) storedUnacknowledged += 1;
    }

    // Profiles: the About text is the last one acknowledged, or one the member sent after it.
    const abouts = new Map(
      (
        await client.query<{ user_id: string; about: string | null }>(
          'select user_id, about from profiles where user_id = any($1::uuid[])',
          [memberIds],
        )
      ).rows.map((row) => [row.user_id, row.about]),
    );
    const profileLost: string[] = [];
    let edits = 0;
    let acknowledgedEdits = 0;
    for (const [userId, entry] of ledger.profiles) {
      edits += entry.sent.length;
      acknowledgedEdits += entry.acknowledged;
      if (entry.lastAcknowledged < 0) continue;
      const allowed = entry.sent.slice(entry.lastAcknowledged);
      const about = abouts.get(userId) ?? null;
      if (!about || !allowed.includes(about)) {
        profileLost.push(`${userId}: holds "${about}", last acknowledged "${entry.sent[entry.lastAcknowledged]}"`);
      }
    }

    // Connections: the bench never ends one, so a pair has one row at most.
    const connectionRows = (
      await client.query<{ sender_id: string; receiver_id: string; status: string }>(
        'select sender_id, receiver_id, status from connections where sender_id = any($1::uuid[])',
        [memberIds],
      )
    ).rows;
    const pairs = new Map<string, number>();
    for (const row of connectionRows) {
      const key = [row.sender_id, row.receiver_id].sort().join(' ');
      pairs.set(key, (pairs.get(key) ?? 0) + 1);
    }
    const connectLost: string[] = [];
    for (const entry of ledger.connects) {
      if (!entry.acknowledged) continue;
      if (!pairs.get([entry.senderId, entry.receiverId].sort().join(' '))) {
        connectLost.push(`${entry.senderId} → ${entry.receiverId}`);
      }
    }
    const connectDuplicated = [...pairs].filter(([, n]) => n > 1).map(([key, n]) => `pair ${key}: ${n} rows`);

    // Favourites.
    const favouriteRows = (
      await client.query<{ user_id: string; favorited_user_id: string }>(
        'select user_id, favorited_user_id from favourites where user_id = any($1::uuid[])',
        [memberIds],
      )
    ).rows;
    const favourites = new Map<string, number>();
    for (const row of favouriteRows) {
      const key = `${row.user_id} ${row.favorited_user_id}`;
      favourites.set(key, (favourites.get(key) ?? 0) + 1);
    }
    const favouriteLost: string[] = [];
    for (const entry of ledger.favourites) {
      if (!entry.acknowledged) continue;
      const key = `${entry.userId} ${entry.targetId}`;
      // An add answered "not a favourite", or missing from the table: lost.
      if (entry.answeredFavourite === false || !favourites.get(key)) favouriteLost.push(key);
    }
    const favouriteDuplicated = [...favourites].filter(([, n]) => n > 1).map(([key, n]) => `${key}: ${n} rows`);

    // A request notified twice would be a request handled twice.
    const notificationDuplicated = (
      await client.query<{ user_id: string; actor_id: string; n: string }>(
        `select user_id, actor_id, count(*) as n from notifications
         where type = 'connection_request' and user_id = any($1::uuid[])
         group by user_id, actor_id having count(*) > 1`,
        [memberIds],
      )
    ).rows.map((row) => `${row.actor_id} → ${row.user_id}: ${row.n} notifications`);

    const chats = [...ledger.chats.values()];
    const result: Verification = {
      chat: {
        sent: chats.length,
        acknowledged: chats.filter((entry) => entry.acknowledged).length,
        stored: [...byClientId.values()].reduce((sum, n) => sum + n, 0),
        storedUnacknowledged,
        lost: chatLost,
        duplicated: chatDuplicated,
      },
      profiles: { members: ledger.profiles.size, edits, acknowledged: acknowledgedEdits, lost: profileLost },
      connects: {
        sent: ledger.connects.length,
        acknowledged: ledger.connects.filter((entry) => entry.acknowledged).length,
        lost: connectLost,
        duplicated: connectDuplicated,
      },
      favourites: {
        sent: ledger.favourites.length,
        acknowledged: ledger.favourites.filter((entry) => entry.acknowledged).length,
        lost: favouriteLost,
        duplicated: favouriteDuplicated,
      },
      notifications: { duplicated: notificationDuplicated },
      lost: 0,
      duplicated: 0,
    };
    result.lost = chatLost.length + profileLost.length + connectLost.length + favouriteLost.length;
    result.duplicated =
      chatDuplicated.length + connectDuplicated.length + favouriteDuplicated.length + notificationDuplicated.length;
    return result;
  } finally {
    await client.end();
  }
}
