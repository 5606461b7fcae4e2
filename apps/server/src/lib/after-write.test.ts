import { describe, expect, it, vi } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// A fresh registry per test: the module keeps the hooks of its process.
const load = async () => {
  vi.resetModules();
  return import('./after-write');
};
const db = {} as Kysely<Database>;
const now = new Date('2026-11-27T10:00:00Z');

describe('after-write hooks', () => {
  it('refuse a write when the process was never wired, so derived data cannot go stale unnoticed', async () => {
    const { memberWritten } = await load();
    await expect(memberWritten(db, ['a'], now)).rejects.toThrow(/No after-write hook is registered/);
  });

  it('run every registered hook with the writer’s own executor, the members and the time', async () => {
    const { memberWritten, onMemberWrite } = await load();
    const calls: string[] = [];
    onMemberWrite('first', async (executor, ids, at) => {
      expect(executor).toBe(db);
      expect(at).toBe(now);
      calls.push(`first:${ids.join(',')}`);
    });
    onMemberWrite('second', async (_executor, ids) => {
      calls.push(`second:${ids.join(',')}`);
    });
    await memberWritten(db, ['a', 'b'], now);
    expect(calls).toEqual(['first:a,b', 'second:a,b']);
  });

  it('register a name once: wiring a process again replaces, never doubles, its hook', async () => {
    const { memberWritten, onMemberWrite } = await load();
    const hook = vi.fn(async () => {});
    onMemberWrite('match', hook);
    onMemberWrite('match', hook);
    await memberWritten(db, ['a'], now);
    expect(hook).toHaveBeenCalledTimes(1);
  });

  it('call no hook for no member, and let a failing hook fail the write', async () => {
    const { memberWritten, onMemberWrite } = await load();
    onMemberWrite('failing', async () => {
      throw new Error('derived write failed');
    });
    await expect(memberWritten(db, [], now)).resolves.toBeUndefined();
    await expect(memberWritten(db, ['a'], now)).rejects.toThrow('derived write failed');
  });
});
