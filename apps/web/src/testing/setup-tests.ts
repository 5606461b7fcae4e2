import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { initI18n } from '../lib/i18n';

initI18n('en');

// Fail on noise: an unexpected console.error or console.warn fails the test that caused it.
let noise: string[] = [];
beforeEach(() => {
  noise = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => noise.push(args.map(String).join(' ')));
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => noise.push(args.map(String).join(' ')));
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  if (noise.length) throw new Error(`Unexpected console output:\n${noise.join('\n')}`);
});
