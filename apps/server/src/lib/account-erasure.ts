import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Account erasure (ADR 014): the module that owns deletion (`safety/account-deletion.ts`) removes an account, and
 * every module that keeps something of the member registers an eraser for its part. The owner of deletion does not
 * know who keeps what; the modules do not know who deletes.
 *
 * An eraser has up to two parts, each run in the order the erasers were registered:
 * - `before`, with the app, before the erasure's transaction: work that others must see happen while the account
 *   still exists (a call in progress ends, so the other member hears it end) or that reaches outside the database
 *   (stored files);
 * - `within`, inside the erasure's transaction, after the receipt has been counted and before the account row goes.
 *
 * Erasers are registered once per process by the composition (`modules/account-erasers.ts`), called by the app as
 * it is built. An erasure with no eraser registered is a wiring mistake and throws before anything is removed.
 */

/** The member being erased: their id, the sign-in address that some rows are keyed by, and when (the app's clock). */
export type ErasedMember = { id: string; email: string; erasedAt: Date };

export type AccountEraser = {
  /** Before the erasure's transaction. A throw stops the erasure (nothing of the account row is removed yet). */
  before?: (app: FastifyInstance, member: ErasedMember) => Promise<void>;
  /** Inside the erasure's transaction `trx`, before the account row goes. */
  within?: (trx: Transaction<Database>, member: ErasedMember) => Promise<void>;
};

const erasers = new Map<string, AccountEraser>();

/**
 * Registers `eraser` under `name`; registering a name again replaces its eraser (a process wires itself once).
 * Answers a function that removes it again.
 */
export function onAccountErasure(name: string, eraser: AccountEraser): () => void {
  erasers.set(name, eraser);
  return () => {
    if (erasers.get(name) === eraser) erasers.delete(name);
  };
}

function registered(): AccountEraser[] {
  if (erasers.size === 0) {
    throw new Error('No account eraser is registered: wire the process with registerAccountErasers() first.');
  }
  return [...erasers.values()];
}

/** Runs every eraser's `before` part; call before the erasure's transaction opens. */
export async function eraseBeforeTransaction(app: FastifyInstance, member: ErasedMember): Promise<void> {
  for (const eraser of registered()) await eraser.before?.(app, member);
}

/** Runs every eraser's `within` part in the erasure's transaction, before the account row goes. */
export async function eraseWithinTransaction(trx: Transaction<Database>, member: ErasedMember): Promise<void> {
  for (const eraser of registered()) await eraser.within?.(trx, member);
}
