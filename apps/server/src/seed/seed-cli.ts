import { EnvError, loadConfig } from '../config/env';
import { createStorage, type FileStorage } from '../lib/storage/index';
import { hashPassword } from '../modules/auth/passwords';
import { connectDatabase, DatabaseInUseError, type DatabaseHandle } from '../db/connect';
import { migrateToLatest } from '../db/migrator';
import { DEMO_EMAIL } from './generate-member';
import { createProgressBar, formatDuration } from './progress';
import { parseSeedArgs, SEED_USAGE, SeedArgsError } from './seed-args';
import { assertNotSeeded, DEFAULT_PHOTO_LIMIT, SeedError, seedMembers, type SeedPhase } from './seed-writer';

/**
 * `npm run db:seed -- --profiles N [--seed S] [--no-photos] [--password P] [--batch B] [--force]`: demo and
 * benchmark members in the database the server would use (DATABASE_URL, else the embedded one in DATA_DIR),
 * migrated first. Progress goes to stderr, the summary (with the demo login) to stdout.
 */

const PRODUCTION_REFUSAL =
  'APP_ENV is production: demo members (with a shared, published password) must never reach a live site. Use --force only on a throwaway copy.';

let handle: DatabaseHandle | undefined;
let finished = false;
// A promise nobody can settle any more (a lost connection, say) would let Node exit quietly with status 0.
process.on('beforeExit', () => {
  if (finished) return;
  finished = true;
  console.error('The seed stopped before it finished.');
  process.exitCode = 1;
});
let storage: FileStorage | undefined;
try {
  const args = parseSeedArgs(process.argv.slice(2));
  // Checked on the raw variable first, so a production environment is refused even if its configuration is incomplete.
  if (process.env.APP_ENV?.trim() === 'production' && !args.force) throw new SeedError(PRODUCTION_REFUSAL);
  const config = loadConfig();
  if (config.APP_ENV === 'production' && !args.force) {
    throw new SeedError(PRODUCTION_REFUSAL);
  }

  const started = performance.now();
  handle = await connectDatabase(config);
  const applied = await migrateToLatest(handle.db);
  if (applied.length) console.error(`Applied ${applied.length} migration(s).`);
  await assertNotSeeded(handle.db);
  const where =
    handle.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.DATA_DIR}`;
  console.error(`Seeding ${args.profiles.toLocaleString('en-AU')} members (seed ${args.seed}) into ${where}…`);

  const passwordHash = await hashPassword(args.password);
  storage = args.photos ? await createStorage(config) : undefined;
  const bars: Partial<Record<SeedPhase, ReturnType<typeof createProgressBar>>> = {};
  const result = await seedMembers({
    db: handle.db,
    profiles: args.profiles,
    seed: args.seed,
    passwordHash,
    batchSize: args.batch,
    // A PostgreSQL server works on two batches at once; the embedded database runs one statement at a time.
    connections: handle.engine === 'postgres' ? 2 : 1,
    ...(storage ? { photos: { storage } } : {}),
    onProgress: ({ phase, done, total }) => {
      bars[phase] ??= createProgressBar(phase, process.stderr);
      bars[phase].update(done, total);
      if (done === total) bars[phase].finish(done, total);
    },
  });

  const seconds = (performance.now() - started) / 1000;
  const lines = [
    `Seeded ${result.members.toLocaleString('en-AU')} members in ${formatDuration(seconds)} (${Math.round(result.members / seconds).toLocaleString('en-AU')} members/s).`,
    args.photos
      ? `Photos: ${result.photos.toLocaleString('en-AU')} for ${result.membersWithPhotos.toLocaleString('en-AU')} members${
          args.profiles > DEFAULT_PHOTO_LIMIT
            ? ` (only the first ${DEFAULT_PHOTO_LIMIT.toLocaleString('en-AU')} members get photos; storing four files per photo for every member would take hours)`
            : ''
        }.`
      : 'Photos: none (--no-photos).',
    '',
    'Demo login (demo data only, never on a live site):',
    `  e-mail:   ${DEMO_EMAIL}`,
    `  password: ${args.password}`,
    `Every seeded member uses the same password; their e-mails look like first.last.N@demo.example.`,
  ];
  console.log(lines.join('\n'));
} catch (error) {
  if (error instanceof SeedArgsError) {
    if (error.message) console.error(`${error.message}\n`);
    console.error(SEED_USAGE);
    process.exitCode = error.message ? 2 : 0;
  } else if (error instanceof EnvError || error instanceof SeedError || error instanceof DatabaseInUseError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    console.error(error);
    process.exitCode = 1;
  }
} finally {
  await storage?.close?.();
  await handle?.close();
  finished = true;
}
