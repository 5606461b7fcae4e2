import { buildApp } from './app';
import { EnvError, loadConfig, originNotice } from './config/env';
import { connectDatabase, DatabaseInUseError } from './db/connect';
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

  let database;
  try {
    database = await connectDatabase(config);
  } catch (error) {
    if (error instanceof DatabaseInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
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
    const { SHUTDOWN_DELAY_MS: delayMs, SHUTDOWN_TIMEOUT_MS: timeoutMs } = config;
    app.log.info({ signal, delayMs, timeoutMs }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutdown took too long; exiting');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    try {
      // /readyz answers 503 and no new socket is taken; requests keep being served for the delay.
      app.lifecycle.drain();
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      // Fastify stops listening, answers 503 on kept-alive connections, finishes the requests in flight, then runs
      // the close hooks: sockets are sent elsewhere, running jobs finish or go back to the queue, stores close.
      await app.close();
      if (redis) await closeRedis(redis);
      await database.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // Pages, forms and sockets are accepted from this origin only (the same-origin checks compare with it).
  app.log.info({ publicUrl: config.PUBLIC_URL }, originNotice(config));
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
