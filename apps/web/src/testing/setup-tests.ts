import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { initI18n } from '../lib/i18n';

initI18n('en');

// A page's code loads lazily, as in the browser: on two busy cores its first render can take longer than Testing
// Library's default second. `findBy…` and `waitFor` wait up to 5 s; a test that passes is not slowed by it.
configure({ asyncUtilTimeout: 5000 });

// No test opens a real socket: socket.io-client is a fake the tests drive as the server would (fake-socket-io.ts).
vi.mock('socket.io-client', () => import('./fake-socket-io'));

// A few files run as on the server, without a DOM (`@vitest-environment node`): no browser state to reset there.
const browser = typeof window !== 'undefined';

// Fail on noise: an unexpected console.error or console.warn fails the test that caused it.
let noise: string[] = [];
beforeEach(() => {
  noise = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => noise.push(args.map(String).join(' ')));
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => noise.push(args.map(String).join(' ')));
  if (browser) window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  vi.restoreAllMocks();
  if (browser) {
    cleanup();
    localStorage.clear();
    document.cookie.split(';').forEach((cookie) => {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
  }
  if (noise.length) throw new Error(`Unexpected console output:\n${noise.join('\n')}`);
});
