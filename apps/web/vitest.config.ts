import { defineProject, mergeConfig } from 'vitest/config';
import { webConfig } from './vite.config';

export default mergeConfig(
  webConfig(false),
  defineProject({
    test: {
      name: 'web',
      root: import.meta.dirname,
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      setupFiles: ['src/testing/setup-tests.ts'],
      css: false,
    },
  }),
);
