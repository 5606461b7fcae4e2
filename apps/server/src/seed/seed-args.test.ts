import { describe, expect, it } from 'vitest';
import { DEFAULT_BATCH_SIZE, DEMO_PASSWORD, parseSeedArgs, SeedArgsError } from './seed-args';

const fails = (argv: string[]) => {
  try {
    parseSeedArgs(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(SeedArgsError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${argv.join(' ')}`);
};

describe('parseSeedArgs', () => {
  it('reads every option, with defaults', () => {
    expect(parseSeedArgs(['--profiles', '200'])).toEqual({
      profiles: 200,
      seed: 1,
      photos: true,
      password: DEMO_PASSWORD,
      batch: DEFAULT_BATCH_SIZE,
      force: false,
    });
    expect(
      parseSeedArgs([
        '--profiles=1_000_000',
        '--seed',
        '-7',
        '--no-photos',
        '--password',
        'a long pass phrase',
        '--batch=2000',
        '--force',
      ]),
    ).toEqual({
      profiles: 1_000_000,
      seed: -7,
      photos: false,
      password: 'a long pass phrase',
      batch: 2000,
      force: true,
    });
  });

  it('refuses a missing, zero, negative or fractional --profiles with a clear message', () => {
    expect(fails([])).toMatch(/--profiles is required/);
    expect(fails(['--profiles'])).toMatch(/--profiles needs a value/);
    expect(fails(['--profiles', '--no-photos'])).toMatch(/--profiles needs a value/);
    expect(fails(['--profiles', '0'])).toMatch(/--profiles must be between 1/);
    expect(fails(['--profiles', '-5'])).toMatch(/--profiles must be between 1/);
    expect(fails(['--profiles', '2.5'])).toMatch(/--profiles must be a whole number/);
    expect(fails(['--profiles', 'many'])).toMatch(/--profiles must be a whole number \(got "many"\)/);
  });

  it('refuses a bad seed, batch or password, and unknown options', () => {
    expect(fails(['--profiles', '5', '--seed', 'abc'])).toMatch(/--seed must be a whole number/);
    expect(fails(['--profiles', '5', '--batch', '0'])).toMatch(/--batch must be between 1/);
    expect(fails(['--profiles', '5', '--password', 'short'])).toMatch(/--password must have 8/);
    expect(fails(['--profiles', '5', '--password', 'password123'])).toMatch(/common password/);
    expect(fails(['--profiles', '5', '--photos'])).toMatch(/Unknown option "--photos"/);
    expect(fails(['--profiles', '5', '--no-photos=yes'])).toMatch(/takes no value/);
  });
});
