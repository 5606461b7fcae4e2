import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@app/shared/i18n';
import { parseRichText } from './lib/rich-text';

/**
 * Every policy and article in every language (issue 30 point 6): the same entries, sections, blocks and list items
 * as the English, the same placeholders, and the same links (pages, e-mail and web addresses); only the words differ.
 */
const english = import.meta.glob<Record<string, unknown>>('../content/documents/en/*.ts', { eager: true });
const all = import.meta.glob<Record<string, unknown>>('../content/documents/{hi,pa}/*.ts', { eager: true });
const KEPT = new Set(['id', 'slug', 'topic', 'kind', 'lastUpdated', 'readingMinutes', 'ordered', 'href', 'faqIds']);

/** What a translation must keep: structure and kept fields as they are; of each text, its placeholders and links. */
function shape(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    if (KEPT.has(key)) return value;
    const links = parseRichText(value)
      .filter((segment) => segment.kind !== 'text')
      .map((segment) => ('to' in segment ? segment.to : 'address' in segment ? segment.address : segment.href));
    return { placeholders: (value.match(/\{\{\w+\}\}/g) ?? []).sort(), links };
  }
  if (Array.isArray(value)) return value.map((item) => shape(item, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, shape(item, name)]));
  }
  return value;
}

const files = Object.keys(english)
  .filter((file) => !file.endsWith('/types.ts'))
  .map((file) => file.replace('../content/documents/en/', ''));

describe.each(LANGUAGE_CODES.filter((language) => language !== 'en'))('documents in %s', (language) => {
  it.each(files)('%s: the English structure, placeholders and links, in other words', (file) => {
    const translated = all[`../content/documents/${language}/${file}`];
    expect(translated, `${language}/${file} is missing`).toBeDefined();
    const original = english[`../content/documents/en/${file}`] ?? {};
    const exports = (module: Record<string, unknown>) => Object.keys(module);
    expect(exports(translated ?? {}).sort()).toEqual(exports(original).sort());
    for (const name of exports(original)) expect(shape(translated?.[name]), name).toEqual(shape(original[name]));
    // Not English left in: the translation of each text differs from its English.
    expect(JSON.stringify(translated)).not.toBe(JSON.stringify(original));
  });
});
