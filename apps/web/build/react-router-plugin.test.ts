import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { transformReactRouter } from './react-router-plugin';

const require = createRequire(import.meta.url);
const dist = path.dirname(require.resolve('react-router'));
// The chunk that holds the components (its file name carries a hash that changes between versions).
const componentsChunk = readdirSync(dist)
  .filter((file) => file.startsWith('chunk-') && file.endsWith('.mjs'))
  .map((file) => readFileSync(path.join(dist, file), 'utf8'))
  .find((code) => code.includes('var Link = '));

describe('React Router build transform (runs on the installed react-router)', () => {
  it('finds the chunk that declares the components', () => {
    expect(componentsChunk).toBeDefined();
  });

  it('marks the component and context factories pure, so unused ones can be dropped', () => {
    const out = transformReactRouter(componentsChunk ?? '');
    for (const name of ['Link', 'NavLink', 'Form']) {
      expect(out).toMatch(new RegExp(`var ${name} = /\\* @__PURE__ \\*/ React\\d*\\.forwardRef\\(`));
    }
    expect(out).toMatch(/var DataRouterContext = \/\* @__PURE__ \*\/ React\d*\.createContext\(/);
  });

  it('drops every displayName write and keeps the line count', () => {
    const code = componentsChunk ?? '';
    expect(code).toMatch(/^Link\.displayName = "Link";$/m);
    const out = transformReactRouter(code);
    expect(out).not.toMatch(/^[\w$]+\.displayName = /m);
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
  });
});
