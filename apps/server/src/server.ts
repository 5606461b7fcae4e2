import { buildApp } from './app';
import { EnvError, loadConfig } from './config/env';
import { connectDatabase } from './db/connect';
import { migrateToLatest } from './db/migrator';
import { handleProcessFailures } from './lib/process-handlers';
import { closeRedis, connectRedis } from './lib/redis';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await connectDatabase(config);
  const applied = await migrateToLatest(database.db);
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL) : undefined;
  const app = await buildApp(config, { database, ...(redis ? { redis } : {}) });
  handleProcessFailures(app.log);
  if (applied.length) app.log.info({ applied }, 'database migrated');
  app.log.info({ engine: database.engine, mail: app.mailer.kind, redis: Boolean(redis) }, 'services ready');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      if (redis) await closeRedis(redis);
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
