// The faults benchmark's member load (faults.ts): virtual members sending chat messages (each with its
// clientMessageId), editing their About text, asking members to connect, adding favourites and reading and marking
// their notifications, at a steady rate, round-robin over the server processes. Like a proxy or the member's app, a
// request that meets a network error, a timeout or a 502/503 is sent again, with the same body, to the other
// process, a few times with a short back-off. Every write is kept in a ledger with whether it was acknowledged
// (a 2xx answer), for the database checks afterwards (faults-verify.ts).
import { randomUUID } from 'node:crypto';

export type LoadMember = { index: number; id: string; token: string };

export type Action = 'chat' | 'profile' | 'connect' | 'favourite' | 'notifications' | 'markRead';

/** Share of each action in the mix (sums to 1). */
const MIX: Array<[Action, number]> = [
  ['chat', 0.35],
  ['profile', 0.15],
  ['connect', 0.12],
  ['favourite', 0.13],
  ['notifications', 0.18],
  ['markRead', 0.07],
];

export const RETRY = { attempts: 5, backoffMs: [100, 250, 500, 1000], timeoutMs: 5000 } as const;

export type PhaseCounters = {
  requests: number;
  acknowledged: number;
  /** Requests that ended without a 2xx, by the kind of their last answer or error. */
  unacknowledged: Record<string, number>;
  /** Every failed attempt (retried or not), by kind: `network`, `timeout`, `<status> <code>`. */
  errors: Record<string, number>;
  retries: number;
  /** Requests acknowledged only after at least one retry. */
  acknowledgedAfterRetry: number;
  /** Chat sends answered 200 "Already sent." (the same clientMessageId stored before: a retry whose first try went through). */
  chatReplays: number;
  byAction: Record<string, { requests: number; acknowledged: number }>;
};

export const newCounters = (): PhaseCounters => ({
  requests: 0,
  acknowledged: 0,
  unacknowledged: {},
  errors: {},
  retries: 0,
  acknowledgedAfterRetry: 0,
  chatReplays: 0,
  byAction: {},
});

export type Ledger = {
  chats: Map<string, { senderId: string; recipientId: string; text: string; acknowledged: boolean }>;
  /** Per member: the About texts sent, in order, and the index of the last one acknowledged (-1: none). */
  profiles: Map<string, { sent: string[]; lastAcknowledged: number; acknowledged: number }>;
  connects: Array<{ senderId: string; receiverId: string; acknowledged: boolean }>;
  favourites: Array<{ userId: string; targetId: string; acknowledged: boolean; answeredFavourite: boolean | null }>;
};

const bump = (record: Record<string, number>, key: string) => {
  record[key] = (record[key] ?? 0) + 1;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Answer = { status: number; json: Record<string, unknown> | null; attempts: number };

/** Tracks the first 2xx answered by each process after a moment (time to recover). */
export type SuccessWatch = { since: number; firstOkAt: Map<string, number> };

export function memberLoad(options: {
  origins: string[];
  members: LoadMember[];
  /** Requests per second in total. */
  rate: number;
  /** Virtual members running at once; each owns every `workers`-th member, so a member's requests never overlap. */
  workers: number;
}) {
  const { origins, members, rate, workers } = options;
  const ledger: Ledger = { chats: new Map(), profiles: new Map(), connects: [], favourites: [] };
  let counters = newCounters();
  let turn = 0;
  let running = false;
  let sequence = 0;
  const watches = new Set<SuccessWatch>();
  const byIndex = new Map(members.map((member) => [member.index, member]));
  /** Next connection target and favourite target offset per member. */
  const nextConnect = new Map<string, number>();
  const nextFavourite = new Map<string, number>();

  async function send(
    path: string,
    method: string,
    token: string,
    body: unknown,
    action: Action,
    firstOrigin?: number,
  ): Promise<Answer> {
    const first = firstOrigin ?? turn % origins.length;
    if (firstOrigin === undefined) turn += 1;
    let last: Answer = { status: 0, json: null, attempts: 0 };
    let lastKind = 'network';
    for (let attempt = 0; attempt < RETRY.attempts; attempt += 1) {
      const origin = origins[(first + attempt) % origins.length] as string;
      if (attempt > 0) {
        counters.retries += 1;
        await sleep(RETRY.backoffMs[attempt - 1] ?? 1000);
      }
      try {
        const res = await fetch(`${origin}/api/v1${path}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(RETRY.timeoutMs),
        });
        const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
        last = { status: res.status, json, attempts: attempt + 1 };
        if (res.ok) {
          for (const watch of watches) if (!watch.firstOkAt.has(origin)) watch.firstOkAt.set(origin, Date.now());
          if (attempt > 0) counters.acknowledgedAfterRetry += 1;
          return last;
        }
        lastKind = `${res.status} ${String(json?.code ?? '')}`.trim();
        bump(counters.errors, lastKind);
        if (res.status !== 502 && res.status !== 503) break;
      } catch (error) {
        const name = (error as Error).name;
        lastKind = name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network';
        bump(counters.errors, lastKind);
        last = { status: 0, json: null, attempts: attempt + 1 };
      }
    }
    bump(counters.unacknowledged, lastKind);
    void action;
    return last;
  }

  const pick = (): Action => {
    let roll = Math.random();
    for (const [action, share] of MIX) {
      roll -= share;
      if (roll < 0) return action;
    }
    return 'notifications';
  };

  async function act(member: LoadMember): Promise<void> {
    let action = pick();
    sequence += 1;
    const n = sequence;
    // Members ask those after them in the list (never the other way, so no request meets one coming back), and of
    // the other gender (odd offsets); favourites go to any member of the other gender.
    if (action === 'connect') {
      const offset = nextConnect.get(member.id) ?? 3;
      const target = byIndex.get(member.index + offset);
      if (!target) action = 'favourite';
      else {
        nextConnect.set(member.id, offset + 2);
        const entry = { senderId: member.id, receiverId: target.id, acknowledged: false };
        ledger.connects.push(entry);
        const answer = await send('/connection/addConnection', 'POST', member.token, { receiverId: target.id }, action);
        entry.acknowledged = answer.status >= 200 && answer.status < 300;
        return record(action, answer);
      }
    }
    if (action === 'favourite') {
      const offset = nextFavourite.get(member.id) ?? 1;
      const target = byIndex.get((member.index + offset) % members.length);
      if (!target || offset >= members.length) action = 'notifications';
      else {
        nextFavourite.set(member.id, offset + 2);
        const entry = {
          userId: member.id,
          targetId: target.id,
          acknowledged: false,
          answeredFavourite: null as boolean | null,
        };
        ledger.favourites.push(entry);
        const answer = await send(
          '/profile/favorite/toggleFav',
          'POST',
          member.token,
          // The state wanted (an add), not a toggle: a retry of an add that went through cannot undo it.
          { favoritedUserId: target.id, isFavourite: true },
          action,
        );
        entry.acknowledged = answer.status >= 200 && answer.status < 300;
        if (entry.acknowledged) entry.answeredFavourite = answer.json?.isFavourite === true;
        return record(action, answer);
      }
    }
    if (action === 'chat') {
      const partner = byIndex.get(member.index ^ 1);
      if (partner) return sendChat(member, partner, n);
      action = 'profile';
    }
    if (action === 'profile') {
      const about = `Edit ${n} from the faults bench: I grew up with a big family, love cooking on weekends and long walks by the sea.`;
      let edits = ledger.profiles.get(member.id);
      if (!edits) {
        edits = { sent: [], lastAcknowledged: -1, acknowledged: 0 };
        ledger.profiles.set(member.id, edits);
      }
      edits.sent.push(about);
      const position = edits.sent.length - 1;
      const answer = await send(
        '/profile/updatePersonalDetails',
        'PUT',
        member.token,
        { aboutYourSelf: about },
        action,
      );
      if (answer.status >= 200 && answer.status < 300) {
        edits.lastAcknowledged = position;
        edits.acknowledged += 1;
      }
      return record(action, answer);
    }
    if (action === 'markRead') {
      return record(action, await send('/notifications/markAsRead', 'POST', member.token, {}, action));
    }
    return record(
      'notifications',
      await send('/notifications/getAllNotification', 'GET', member.token, undefined, action),
    );
  }

  async function sendChat(member: LoadMember, partner: LoadMember, n: number, firstOrigin?: number): Promise<void> {
    const clientMessageId = randomUUID();
    const text = `faults bench message ${n} ${clientMessageId.slice(0, 8)}`;
    const entry = { senderId: member.id, recipientId: partner.id, text, acknowledged: false };
    ledger.chats.set(clientMessageId, entry);
    const answer = await send(
      `/chat/conversations/${partner.id}/messages`,
      'POST',
      member.token,
      { clientMessageId, text },
      'chat',
      firstOrigin,
    );
    entry.acknowledged = answer.status >= 200 && answer.status < 300;
    if (answer.status === 200) counters.chatReplays += 1;
    record('chat', answer);
  }

  function record(action: Action, answer: Answer): void {
    counters.requests += 1;
    const ok = answer.status >= 200 && answer.status < 300;
    if (ok) counters.acknowledged += 1;
    const row = (counters.byAction[action] ??= { requests: 0, acknowledged: 0 });
    row.requests += 1;
    if (ok) row.acknowledged += 1;
  }

  const loops: Array<Promise<void>> = [];
  return {
    ledger,
    start() {
      running = true;
      const interval = (1000 * workers) / rate;
      for (let worker = 0; worker < workers; worker += 1) {
        const own = members.filter((member) => member.index % workers === worker);
        loops.push(
          (async () => {
            await sleep((interval * worker) / workers);
            let next = 0;
            while (running) {
              const started = Date.now();
              await act(own[next % own.length] as LoadMember);
              next += 1;
              await sleep(Math.max(0, interval - (Date.now() - started)));
            }
          })(),
        );
      }
    },
    /**
     * `count` chat sends at once, first to `origin` (an index of `origins`), retried like the others: sent just before
     * that process is killed, so that some are cut off mid-request, some after their transaction committed.
     */
    burst(origin: number, count: number): Promise<void> {
      return Promise.all(
        Array.from({ length: count }, async (_, k) => {
          // Spread over `count` × 2 ms, so that the kill finds them at every stage: queued, mid-transaction, answered.
          await sleep(2 * k);
          const member = members[(k * 7) % members.length] as LoadMember;
          const partner = byIndex.get(member.index ^ 1) as LoadMember;
          sequence += 1;
          return sendChat(member, partner, sequence, origin);
        }),
      ).then(() => undefined);
    },
    /** The counters since the last call, started again. */
    takeCounters(): PhaseCounters {
      const taken = counters;
      counters = newCounters();
      return taken;
    },
    watchSuccess(since: number): SuccessWatch {
      const watch = { since, firstOkAt: new Map<string, number>() };
      watches.add(watch);
      return watch;
    },
    unwatch(watch: SuccessWatch) {
      watches.delete(watch);
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
