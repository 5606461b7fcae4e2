import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shellToolkitPlugin } from './shell-toolkit-plugin';

const resolve = (source: string, importer: string | undefined) => {
  const hook = shellToolkitPlugin().resolveId as (source: string, importer: string | undefined) => string | undefined;
  return hook(source, importer);
};

describe('shell-own-toolkit', () => {
  it('gives the store and the session slice a module of their own: the package’s file under another id', () => {
    for (const importer of [
      '/app/apps/web/src/lib/store.ts',
      '/app/apps/web/src/lib/session/session-slice.ts',
      '/app/apps/web/src/lib/session/session-effects.ts',
    ]) {
      const resolved = resolve('@reduxjs/toolkit', importer);
      expect(resolved, importer).toMatch(/redux-toolkit\.modern\.mjs\?shell$/);
      expect(existsSync(resolved!.replace(/\?shell$/, '')), importer).toBe(true);
    }
  });

  it('leaves lazy code, RTK Query and other packages with the package as usual', () => {
    expect(resolve('@reduxjs/toolkit', '/app/apps/web/src/lib/realtime/chat-slice.ts')).toBeUndefined();
    expect(
      resolve('@reduxjs/toolkit', '/app/node_modules/@reduxjs/toolkit/dist/query/rtk-query.modern.mjs'),
    ).toBeUndefined();
    expect(resolve('react-redux', '/app/apps/web/src/lib/store.ts')).toBeUndefined();
    expect(resolve('@reduxjs/toolkit', undefined)).toBeUndefined();
  });
});
