import { describe, expect, it } from 'vitest';
import { CliUsageError } from '../../lib/cli/database';
import { parseSuspensionArgs } from './suspension-command';

const NOW = new Date('2026-11-30T10:00:00Z');

describe('npm run member:suspend / member:unsuspend arguments', () => {
  it('reads a suspension with and without an end day', () => {
    expect(
      parseSuspensionArgs(['suspend', '--email', ' Asha@Example.com ', '--reason', 'inappropriate-bio'], NOW),
    ).toEqual({ command: 'suspend', email: 'asha@example.com', reason: 'inappropriate-bio', until: null });
    expect(
      parseSuspensionArgs(['suspend', '--email', 'a@b.co', '--reason', 'spam', '--until', '2026-12-24'], NOW),
    ).toMatchObject({ until: new Date('2026-12-24T00:00:00Z') });
  });

  it('reads a lift with its note', () => {
    expect(parseSuspensionArgs(['unsuspend', '--email', 'a@b.co', '--note', ' reviewed '], NOW)).toEqual({
      command: 'unsuspend',
      email: 'a@b.co',
      note: 'reviewed',
    });
  });

  it.each([
    [['suspend', '--reason', 'x']],
    [['suspend', '--email', 'not-an-address', '--reason', 'x']],
    [['suspend', '--email', 'a@b.co']],
    [['suspend', '--email', 'a@b.co', '--reason', 'x', '--until', '2026-02-30']],
    [['suspend', '--email', 'a@b.co', '--reason', 'x', '--until', '2026-11-29']],
    [['suspend', '--email', 'a@b.co', '--reason', 'x', '--until', 'tomorrow']],
    [['unsuspend', '--email', 'a@b.co', '--reason', 'x']],
    [['suspend', '--email', 'a@b.co', '--reason', 'x', '--extra']],
    [['ban', '--email', 'a@b.co']],
  ])('refuses %j as a usage error', (argv) => {
    expect(() => parseSuspensionArgs(argv, NOW)).toThrow(CliUsageError);
  });
});
