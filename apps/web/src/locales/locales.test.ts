import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES } from '@app/shared/i18n';
import { describe, expect, it } from 'vitest';

/**
 * Nothing untranslated (issue 30 point 6, docs/translating.md): every namespace in every language, with the same keys,
 * the same placeholders and the same markup as English, and loaded by its namespace. The operations console stays
 * English.
 */
const LOCALES = import.meta.dirname;
const ENGLISH_ONLY = new Set(['console', 'console-statistics']);
const OTHERS = LANGUAGE_CODES.filter((language) => language !== 'en');

type Tree = { [key: string]: string | Tree };
const read = (file: string): Tree => JSON.parse(readFileSync(file, 'utf8')) as Tree;
const flat = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flat(value, `${prefix}${key}.`),
  );
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]))].sort();
const tags = (text: string) => [...text.matchAll(/<\/?(\w+)>/g)].map((m) => m[0]).sort();

const namespaces = readdirSync(path.join(LOCALES, 'en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''))
  .filter((name) => !ENGLISH_ONLY.has(name));

describe.each(OTHERS)('the %s catalogue', (language) => {
  it.each(namespaces)('%s: every English key, with its placeholders and markup, and nothing else', (namespace) => {
    const english = new Map(flat(read(path.join(LOCALES, 'en', `${namespace}.json`))));
    const translated = new Map(flat(read(path.join(LOCALES, language, `${namespace}.json`))));
    const problems: string[] = [];
    for (const [key, text] of english) {
      const theirs = translated.get(key);
      if (theirs === undefined) {
        problems.push(`missing ${key}`);
        continue;
      }
      // Hindi and Punjabi count 0 as `one`: their `_one` writes the number (ADR 018).
      const want = placeholders(key.endsWith('_one') ? `${text} {{count}}` : text);
      if (placeholders(theirs).join() !== want.join())
        problems.push(`${key}: placeholders ${placeholders(theirs)} ≠ ${want}`);
      if (tags(theirs).join() !== tags(text).join()) problems.push(`${key}: markup ${tags(theirs)} ≠ ${tags(text)}`);
      if (!theirs.trim()) problems.push(`${key}: empty`);
    }
    for (const key of translated.keys()) if (!english.has(key)) problems.push(`extra ${key}`);
    expect(problems).toEqual([]);
  });

  it.each(namespaces.filter((name) => !['common', 'site'].includes(name)))(
    '%s: its namespace loads it when the language is chosen',
    (namespace) => {
      const module = readFileSync(path.join(LOCALES, `${namespace}.ts`), 'utf8');
      expect(module).toContain(`${language}: () => import('./${language}/${namespace}.json')`);
    },
  );

  it('the shell (common and site) loads with the language', () => {
    const shell = readFileSync(path.join(LOCALES, language, 'shell.ts'), 'utf8');
    expect(shell).toContain("from './common.json'");
    expect(shell).toContain("from './site.json'");
  });
});
