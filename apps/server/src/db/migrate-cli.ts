import { loadConfig, EnvError } from '../config/env';
import { connectDatabase, DatabaseInUseError } from './connect';
import { migrateToLatest } from './migrator';

try {
  const config = loadConfig();
  const handle = await connectDatabase(config);
  const applied = await migrateToLatest(handle.db);
  console.log(
    applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'Database is up to date.',
  );
  await handle.close();
} catch (error) {
  console.error(error instanceof EnvError || error instanceof DatabaseInUseError ? error.message : error);
  process.exitCode = 1;
}
