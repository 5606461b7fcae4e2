import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CliError, CliUsageError, openCliDatabase, pgliteLockFile } from '../../lib/cli/database';
import { parseGrantArgs } from './grant';
import { parsePlansArgs, parsePrice } from './plans-admin';

/** The operator commands' command lines, and their refusal to open an embedded database another process holds. */

describe('plan:grant arguments', () => {
  it('reads e-mail, tier, months, reason and by (either --flag value or --flag=value)', () => {
    expect(
      parseGrantArgs([
        '--email',
        ' Asha@Example.com ',
        '--tier=premium',
        '--months',
        '3',
        '--reason',
        'Sorry!',
        '--by=sam',
      ]),
    ).toEqual({ email: 'asha@example.com', tier: 'Premium', months: 3, reason: 'Sorry!', by: 'sam', help: false });
    expect(parseGrantArgs(['--email=a@b.co', '--tier', 'EXCLUSIVE', '--months', '36'])).toMatchObject({
      tier: 'Exclusive',
      months: 36,
      reason: null,
      by: null,
    });
    expect(parseGrantArgs(['--help']).help).toBe(true);
  });

  it.each([
    [['--tier', 'Premium', '--months', '1'], /--email is required/],
    [['--email', 'not-an-address', '--tier', 'Premium', '--months', '1'], /does not look like an e-mail/],
    [['--email', 'a@b.co', '--months', '1'], /--tier is required/],
    [['--email', 'a@b.co', '--tier', 'Standard', '--months', '1'], /Premium or Exclusive \(got "Standard"\)/],
    [['--email', 'a@b.co', '--tier', 'Gold', '--months', '1'], /Premium or Exclusive/],
    [['--email', 'a@b.co', '--tier', 'Premium'], /--months is required/],
    [['--email', 'a@b.co', '--tier', 'Premium', '--months', '0'], /from 1 to 36 \(got "0"\)/],
    [['--email', 'a@b.co', '--tier', 'Premium', '--months', '37'], /from 1 to 36/],
    [['--email', 'a@b.co', '--tier', 'Premium', '--months', '1.5'], /whole number/],
    [['--email', 'a@b.co', '--tier', 'Premium', '--months', '-2'], /.+/],
    [['--email', 'a@b.co', '--tier', 'Premium', '--months', '1', '--reason', 'x'.repeat(501)], /too long/],
    [['--email', 'a@b.co', '--tier', 'Premium', '--months', '1', '--plan', 'x'], /Unknown option '--plan'/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseGrantArgs(argv)).toThrow(CliUsageError);
    expect(() => parseGrantArgs(argv)).toThrow(message);
  });
});

describe('plans arguments', () => {
  it('reads list, set with its options, and help', () => {
    expect(parsePlansArgs(['list'])).toEqual({ command: 'list' });
    expect(parsePlansArgs(['--help'])).toEqual({ command: 'help' });
    expect(
      parsePlansArgs([
        'set',
        'premium-monthly',
        '--name',
        'Premium',
        '--price',
        '34.99',
        '--description',
        '',
        '--features-file',
        'f.json',
        '--active=false',
        '--highlighted',
        'TRUE',
      ]),
    ).toEqual({
      command: 'set',
      planId: 'premium-monthly',
      changes: { planName: 'Premium', priceCents: 3499, description: '', active: false, highlighted: true },
      featuresFile: 'f.json',
    });
  });

  it.each([
    [[], /Say what to do/],
    [['delete', 'premium-monthly'], /Unknown command "delete"/],
    [['list', 'premium-monthly'], /list takes no plan id/],
    [['set'], /needs the id/],
    [['set', 'premium-monthly'], /at least one change/],
    [['set', 'a', 'b', '--price', '1'], /one plan at a time/],
    [['set', 'premium-monthly', '--active', 'yes'], /--active must be true or false/],
    [['set', 'premium-monthly', '--price', '34.999'], /at most two decimals/],
    [['set', 'premium-monthly', '--cost', '3'], /Unknown option '--cost'/],
  ])('refuses %j', (argv, message) => {
    expect(() => parsePlansArgs(argv)).toThrow(CliUsageError);
    expect(() => parsePlansArgs(argv)).toThrow(message);
  });

  it('reads prices in dollars and cents', () => {
    expect(parsePrice('34.99')).toBe(3499);
    expect(parsePrice('35')).toBe(3500);
    expect(parsePrice('35.5')).toBe(3550);
    expect(parsePrice('$0.00')).toBe(0);
    expect(parsePrice('99999.99')).toBe(9_999_999);
    for (const bad of ['', '-1', '1,000', '12.345', 'abc', '100000']) expect(() => parsePrice(bad), bad).toThrow();
  });
});

describe('the embedded database', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('is refused, with what to do, while another process has it open', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'plans-cli-'));
    dirs.push(dataDir);
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    writeFileSync(pgliteLockFile(dataDir), '-42\n');
    const opening = openCliDatabase({ DATA_DIR: dataDir });
    await expect(opening).rejects.toThrow(CliError);
    await expect(openCliDatabase({ DATA_DIR: dataDir })).rejects.toThrow(
      /open in another process \(probably the server\)[\s\S]*DATABASE_URL[\s\S]*postmaster\.pid/,
    );
  });
});
