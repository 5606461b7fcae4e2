import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * After-write hooks (ADR 014): a write that changes what is derived from a member (their profile, preferences,
 * photos, plan, suspension, verification) calls `memberWritten` with its own transaction, and every registered
 * hook brings its derived data up to date inside that transaction. The writer does not know who derives what;
 * `discover` registers the match table's refresh, so Discover never shows a member a change that has not
 * committed with its cause, nor a cause without its change.
 *
 * Hooks are registered once per process by the composition (`modules/member-write-hooks.ts`), called by the app and
 * by every operator command that writes. A write with no hook registered is a wiring mistake and throws, so it
 * cannot silently leave derived data stale.
 */

type Executor = Kysely<Database> | Transaction<Database>;

/** Brings what is derived from these members up to date, in the writer's transaction `db`. */
export type MemberWriteHook = (db: Executor, userIds: readonly string[], now: Date) => Promise<void>;

const hooks = new Map<string, MemberWriteHook>();

/**
 * Registers `hook` under `name`; registering a name again replaces its hook (a process wires itself once). Answers
 * a function that removes it again.
 */
export function onMemberWrite(name: string, hook: MemberWriteHook): () => void {
  hooks.set(name, hook);
  return () => {
    if (hooks.get(name) === hook) hooks.delete(name);
  };
}

/** Call inside the transaction that changed these members' data, after the change. */
export async function memberWritten(db: Executor, userIds: readonly string[], now: Date): Promise<void> {
  if (hooks.size === 0) {
    throw new Error('No after-write hook is registered: wire the process with registerMemberWriteHooks() first.');
  }
  if (userIds.length === 0) return;
  for (const hook of hooks.values()) await hook(db, userIds, now);
}
