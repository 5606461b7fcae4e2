import { defineConfig } from 'vitest/config';

/**
 * One Vitest run over every project. File names say what a test needs:
 * `*.test.ts(x)` unit or web integration (no database), `*.int.test.ts` server integration (a real database:
 * PGlite by default, PostgreSQL when TEST_DATABASE_URL is set), `*.pg.test.ts` PostgreSQL only (TEST_DATABASE_URL),
 * `*.redis.test.ts` Redis and PostgreSQL.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one file at a time on CI's two. Two keep both busy (the
    // files wait on databases, sockets and timers as much as they compute).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server-unit',
          root: 'apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts', 'src/**/*.pg.test.ts', 'src/**/*.redis.test.ts'],
          // Some unit tests are property checks over thousands of generated cases: on CI's two busy cores one took
          // longer than Vitest's default 5 s.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server-int',
          root: 'apps/server',
          environment: 'node',
          include: ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Needs TEST_DATABASE_URL (what only PostgreSQL has: pg_dump and pg_restore for the backups): run by .ci/run
        // beside the integration suites on PostgreSQL, and by `npm run test:postgres`, not by `npm test`.
        test: {
          name: 'server-postgres',
          root: 'apps/server',
          environment: 'node',
          include: ['src/**/*.pg.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Needs REDIS_URL (and a database): run by .ci/run and `npm run test:redis`, not by `npm test`.
        test: {
          name: 'server-redis',
          root: 'apps/server',
          environment: 'node',
          include: ['src/**/*.redis.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          // These files start server processes on one Redis: one file at a time.
          maxWorkers: 1,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
