import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@app/shared';
import { isCommonPassword } from '../modules/auth/common-passwords';
import { DEMO_EMAIL } from './generate-member';

/** Members per insert statement: large enough to amortise the round trip, small enough to stay a few MB. */
export const DEFAULT_BATCH_SIZE = 5_000;

/** The password every demo member signs in with (demo data only; documented in the README). */
export const DEMO_PASSWORD = 'namaste-demo-2026';

export const SEED_USAGE = `Usage: npm run db:seed -- --profiles N [--seed S] [--no-photos] [--password P] [--batch B] [--force]

Creates N complete demo members (member 0 is the demo login, ${DEMO_EMAIL}) in DATABASE_URL or the
embedded database in DATA_DIR, migrating it first. Demo data: never run it against production.

  --profiles N   how many members (required, a positive whole number)
  --seed S       the same seed gives the same members (a whole number, default 1)
  --no-photos    no photos (much faster for large N)
  --password P   the password of every seeded member (default ${DEMO_PASSWORD})
  --batch B      members per insert statement (default ${DEFAULT_BATCH_SIZE})
  --force        run even when APP_ENV=production`;

export type SeedArgs = {
  profiles: number;
  seed: number;
  photos: boolean;
  password: string;
  batch: number;
  force: boolean;
};

export class SeedArgsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SeedArgsError';
  }
}

const MAX_PROFILES = 10_000_000;
const MAX_BATCH = 50_000;

function wholeNumber(flag: string, text: string | undefined, { min, max }: { min: number; max: number }): number {
  if (text === undefined || text.startsWith('--')) throw new SeedArgsError(`${flag} needs a value.`);
  const trimmed = text.trim().replace(/_/g, '');
  if (!/^-?\d+$/.test(trimmed)) throw new SeedArgsError(`${flag} must be a whole number (got "${text}").`);
  const value = Number(trimmed);
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new SeedArgsError(
      `${flag} must be between ${min.toLocaleString('en-AU')} and ${max.toLocaleString('en-AU')} (got ${text}).`,
    );
  }
  return value;
}

/** Reads the command line (`--flag value` or `--flag=value`); throws SeedArgsError with a message for the user. */
export function parseSeedArgs(argv: readonly string[]): SeedArgs {
  let profiles: number | undefined;
  let seed = 1;
  let photos = true;
  let password = DEMO_PASSWORD;
  let batch = DEFAULT_BATCH_SIZE;
  let force = false;

  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    const value = () => {
      if (inline !== undefined) return inline;
      i += 1;
      return argv[i];
    };
    switch (flag) {
      case '--profiles':
        profiles = wholeNumber('--profiles', value(), { min: 1, max: MAX_PROFILES });
        break;
      case '--seed':
        seed = wholeNumber('--seed', value(), { min: -2_147_483_648, max: 2_147_483_647 });
        break;
      case '--batch':
        batch = wholeNumber('--batch', value(), { min: 1, max: MAX_BATCH });
        break;
      case '--password': {
        const text = value();
        if (text === undefined || text === '') throw new SeedArgsError('--password needs a value.');
        if (text.length < PASSWORD_MIN_LENGTH || text.length > PASSWORD_MAX_LENGTH) {
          throw new SeedArgsError(`--password must have ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`);
        }
        if (isCommonPassword(text)) throw new SeedArgsError('--password is a common password; please choose another.');
        password = text;
        break;
      }
      case '--no-photos':
        if (inline !== undefined) throw new SeedArgsError('--no-photos takes no value.');
        photos = false;
        break;
      case '--force':
        if (inline !== undefined) throw new SeedArgsError('--force takes no value.');
        force = true;
        break;
      case '--help':
      case '-h':
        throw new SeedArgsError('');
      default:
        throw new SeedArgsError(`Unknown option "${arg}".`);
    }
  }
  if (profiles === undefined) throw new SeedArgsError('--profiles is required (how many members to create).');
  return { profiles, seed, photos, password, batch, force };
}
