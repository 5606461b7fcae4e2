import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chartsToolkitPlugin } from './charts-toolkit-plugin';

const resolve = (source: string, importer: string | undefined) => {
  const hook = chartsToolkitPlugin().resolveId as (source: string, importer: string | undefined) => string | undefined;
  return hook(source, importer);
};

describe('charts-own-toolkit', () => {
  it('gives recharts its own copies of the Redux packages, files that exist', () => {
    const importer = '/app/node_modules/recharts/es6/state/store.js';
    for (const name of ['@reduxjs/toolkit', 'react-redux', 'reselect']) {
      const resolved = resolve(name, importer);
      expect(resolved, name).toMatch(/legacy-esm\.js$/);
      expect(existsSync(resolved!), name).toBe(true);
    }
    expect(resolve('react', importer)).toBeUndefined();
  });

  it('leaves every other importer with the app’s own copy', () => {
    expect(resolve('@reduxjs/toolkit', '/app/apps/web/src/lib/store.ts')).toBeUndefined();
    expect(resolve('react-redux', undefined)).toBeUndefined();
  });
});
