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
      // Pages render for real (routes, lazy code, forms typed into key by key): on CI's two busy cores the heaviest
      // onboarding forms took longer than Vitest's default 5 s. Waits inside tests keep their own, shorter limits.
      testTimeout: 20_000,
    },
  }),
);
