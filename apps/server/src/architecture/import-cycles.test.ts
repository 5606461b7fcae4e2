import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');

/** Every source file of the server (not tests, not declarations). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.ts$/.test(name) && !/\.(test|d)\.ts$/.test(name) ? [file] : [];
  });
}

/**
 * The files a file imports when it runs: static `import … from` and `export … from` of relative paths, without
 * `import type` / `export type` (erased) and without `import()` (loaded later, so it closes no loop at load time).
 */
export function runtimeImports(file: string, source: string): string[] {
  const specifiers: string[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+'([^']+)'/gm;
  for (const match of source.matchAll(statement)) {
    const [, , typeOnly, clause = '', specifier = ''] = match;
    if (typeOnly || !specifier.startsWith('.')) continue;
    // `import { type A, type B } from` is erased too.
    const names = /^\{([^}]*)\}$/s.exec(clause.trim())?.[1];
    if (names !== undefined && names.split(',').every((name) => !name.trim() || name.trim().startsWith('type '))) {
      continue;
    }
    specifiers.push(specifier);
  }
  // `import './side-effect'`.
  for (const match of source.matchAll(/^\s*import\s+'([^']+)'/gm)) {
    if (match[1]?.startsWith('.')) specifiers.push(match[1]);
  }
  return specifiers.flatMap((specifier) => {
    const base = path.resolve(path.dirname(file), specifier.replace(/\.js$/, ''));
    const found = [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => {
      try {
        return statSync(candidate).isFile();
      } catch {
        return false;
      }
    });
    return found ? [found] : [];
  });
}

/** The import cycles (strongly connected components of more than one file, or a file importing itself). */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indices.get(next)!));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component);
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return cycles;
}

describe('the server imports no cycle (issue 27)', () => {
  it('finds a cycle when there is one, and none in a chain', () => {
    const loop = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cyclesOf(loop).map((cycle) => cycle.sort())).toEqual([['a', 'b', 'c']]);
    expect(
      cyclesOf(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads what runs: type-only imports and later import() calls close no loop', () => {
    const file = path.join(SRC, 'modules/auth/auth.service.ts');
    const imports = runtimeImports(
      file,
      [
        "import type { A } from '../calls/calls.service';",
        "import { type B, type C } from '../photos/photos.service';",
        "import { endCallsOf } from '../calls/calls.service';",
        "export { toSessionUser } from '../../lib/members/session-user';",
        "const later = () => import('../chat/chat.service');",
      ].join('\n'),
    );
    expect(imports.map((target) => path.relative(SRC, target))).toEqual([
      'modules/calls/calls.service.ts',
      'lib/members/session-user.ts',
    ]);
  });

  it('apps/server/src has no import cycle', () => {
    const files = sourceFiles(SRC);
    const graph = new Map(files.map((file) => [file, runtimeImports(file, readFileSync(file, 'utf8'))]));
    const cycles = cyclesOf(graph).map((cycle) => cycle.map((file) => path.relative(SRC, file)).sort());
    expect(cycles).toEqual([]);
  });
});
