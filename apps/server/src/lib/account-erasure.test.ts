import { describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

// A fresh registry per test: the module keeps the erasers of its process.
const load = async () => {
  vi.resetModules();
  return import('./account-erasure');
};
const app = {} as FastifyInstance;
const trx = {} as Transaction<Database>;
const member = { id: 'm1', email: 'm1@example.com', erasedAt: new Date('2026-11-28T00:00:00Z') };

describe('account erasers', () => {
  it('refuse an erasure when the process was never wired, before anything is removed', async () => {
    const { eraseBeforeTransaction, eraseWithinTransaction } = await load();
    await expect(eraseBeforeTransaction(app, member)).rejects.toThrow(/No account eraser is registered/);
    await expect(eraseWithinTransaction(trx, member)).rejects.toThrow(/No account eraser is registered/);
  });

  it('run each part of every eraser in the order they were registered, with the app or the transaction', async () => {
    const { eraseBeforeTransaction, eraseWithinTransaction, onAccountErasure } = await load();
    const calls: string[] = [];
    onAccountErasure('first', {
      before: async (given, erased) => {
        expect(given).toBe(app);
        calls.push(`first:before:${erased.id}`);
      },
      within: async (given, erased) => {
        expect(given).toBe(trx);
        calls.push(`first:within:${erased.email}`);
      },
    });
    onAccountErasure('second', {
      within: async (_given, erased) => {
        calls.push(`second:within:${erased.id}`);
      },
    });
    await eraseBeforeTransaction(app, member);
    await eraseWithinTransaction(trx, member);
    expect(calls).toEqual(['first:before:m1', 'first:within:m1@example.com', 'second:within:m1']);
  });

  it('replace an eraser registered again under its name, and remove it with the answered function', async () => {
    const { eraseWithinTransaction, onAccountErasure } = await load();
    const calls: string[] = [];
    onAccountErasure('one', { within: async () => void calls.push('old') });
    const remove = onAccountErasure('one', { within: async () => void calls.push('new') });
    await eraseWithinTransaction(trx, member);
    expect(calls).toEqual(['new']);
    remove();
    await expect(eraseWithinTransaction(trx, member)).rejects.toThrow(/No account eraser is registered/);
  });
});
