import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { AppConfig } from './config/env';
import type { Database } from './db/schema';
import type { Mailer } from './plugins/mailer';
import type { Clock } from './lib/clock';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Kysely<Database>;
    mailer: Mailer;
    clock: Clock;
    redis: Redis | undefined;
  }
}
