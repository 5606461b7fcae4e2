import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_REASONS, type ErrorCode } from '@app/shared';
import { higherPlanHeld } from '../modules/payments/checkout.service';
import { tooManyPhotosMessage, tooManyPhotosParams } from '../modules/photos/photos.service';
import { notSettableMessage } from '../plugins/error-handler';
import type { AppError } from './app-error';

// The web words API errors from its `errors` namespace (ADR 018); its English must be, word for word, what the
// server sends as `message` for the same reason, or the web would show members one sentence and tests another. This
// reads every refusal with a reason in the server's source and compares its sentence with the English catalogue.

const SRC = path.resolve(import.meta.dirname, '..');
const CATALOGUE = path.resolve(SRC, '../../web/src/locales/en/errors.json');
const catalogue = (JSON.parse(readFileSync(CATALOGUE, 'utf8')) as { apiErrors: Record<string, Record<string, string>> })
  .apiErrors;

const sources = (readdirSync(SRC, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
  .map((file) => ({ file, text: readFileSync(path.join(SRC, file), 'utf8') }));

const LITERAL = String.raw`'(?:[^'\\]|\\.)*'|\`(?:[^\`\\]|\\.)*\``;
const MESSAGE = String.raw`${LITERAL}|[A-Za-z_][\w.]*(?:\([^()]*\))?`;
const unquote = (literal: string) => literal.slice(1, -1).replace(/\\(.)/g, '$1');

/** `const NAME = '…'` and `NAME = { key: '…' }` everywhere, for messages kept in constants. */
const constants = new Map<string, string>();
for (const { text } of sources) {
  for (const match of text.matchAll(new RegExp(String.raw`const (\w+)(?:: [^=]+)? = (${LITERAL});`, 'g'))) {
    constants.set(match[1]!, unquote(match[2]!));
  }
  for (const match of text.matchAll(/export const (\w+)(?::[^=]+)? = \{\n([\s\S]*?)\n\}/g)) {
    for (const entry of match[2]!.matchAll(new RegExp(String.raw`^\s+'?([\w-]+)'?:\s*(${LITERAL}),`, 'gm'))) {
      constants.set(`${match[1]}.${entry[1]}`, unquote(entry[2]!));
    }
  }
}

/** The sentence an expression names: a literal, a constant, or the nearest `const message = '…'` before it. */
function resolve(expression: string, text: string, at: number): string | undefined {
  if (/^['`]/.test(expression)) return unquote(expression);
  if (expression === 'message') {
    const before = [...text.slice(0, at).matchAll(new RegExp(String.raw`const message = (${LITERAL});`, 'g'))].pop();
    return before ? unquote(before[1]!) : undefined;
  }
  return constants.get(expression);
}

type Refusal = { code: string; reason: string; sentence: string | undefined; where: string };
const refusals: Refusal[] = [];
const PATTERNS: Array<[RegExp, (match: RegExpMatchArray) => [code: string, reason: string, message: string]]> = [
  [
    new RegExp(
      String.raw`new AppError\(\s*'(VALIDATION_FAILED|CONFLICT)',\s*(${MESSAGE}),\s*\{\s*reason: '(\w+)'`,
      'g',
    ),
    (match) => [match[1]!, match[3]!, match[2]!],
  ],
  [
    new RegExp(String.raw`\b(conflict|invalid|fieldError)\(\s*'(\w+)',\s*(?:[\w.]+,\s*)?(${MESSAGE})\s*[,)]`, 'g'),
    (match) => [match[1] === 'conflict' ? 'CONFLICT' : 'VALIDATION_FAILED', match[2]!, match[3]!],
  ],
  [
    new RegExp(String.raw`reason: '(\w+)',\s*message:\s*(${MESSAGE})\s*[,}]`, 'g'),
    (match) => ['CONFLICT', match[1]!, match[2]!],
  ],
];
for (const { file, text } of sources) {
  // The helpers `conflict('reason', …)`, `invalid('reason', …)`: only where their first parameter is a reason.
  const patterns = text.includes('reason: ErrorReason<') ? PATTERNS : PATTERNS.filter((_, index) => index !== 1);
  for (const [pattern, read] of patterns) {
    for (const match of text.matchAll(pattern)) {
      const [code, reason, expression] = read(match);
      const line = text.slice(0, match.index).split('\n').length;
      refusals.push({ code, reason, sentence: resolve(expression, text, match.index), where: `${file}:${line}` });
    }
  }
}

/** `${…}` in the server's template and `{{…}}` in the catalogue are the same slot. */
const shape = (sentence: string) => sentence.replace(/\$\{[^}]*\}|\{\{\s*\w+\s*\}\}/g, '{}');
const fill = (sentence: string, params: Record<string, string | number>) =>
  sentence.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name]));

describe('the web’s English error sentences', () => {
  it('finds the refusals in the server’s source', () => {
    expect(refusals.length).toBeGreaterThan(100);
  });

  it('are the server’s messages, reason by reason', () => {
    const mismatched = refusals
      .filter(({ code, reason, sentence }) => {
        const english = catalogue[code]?.[reason];
        return english !== undefined && sentence !== undefined && shape(sentence) !== shape(english);
      })
      .map(({ code, reason, sentence, where }) => `${where} ${code}.${reason}: ${sentence}`);
    expect(mismatched).toEqual([]);
  });

  it('each belongs to a refusal the server makes, read from its source or listed below', () => {
    const computed = new Set([
      'VALIDATION_FAILED.tooManyPhotos',
      'VALIDATION_FAILED.invalidRequest',
      'VALIDATION_FAILED.notSettable',
      'CONFLICT.higherPlan',
      'CONFLICT.higherPlanUntil',
    ]);
    const found = new Set(
      refusals.filter(({ sentence }) => sentence !== undefined).map(({ code, reason }) => `${code}.${reason}`),
    );
    const unread = Object.entries(catalogue)
      .flatMap(([code, sentences]) => Object.keys(sentences).map((reason) => `${code}.${reason}`))
      .filter((key) => !found.has(key) && !computed.has(key));
    expect(unread).toEqual([]);
  });

  it('are the computed ones too, filled with the params the server sends', () => {
    for (const existing of [0, 1, 5, 6]) {
      expect(fill(catalogue.VALIDATION_FAILED!.tooManyPhotos!, tooManyPhotosParams(existing))).toBe(
        tooManyPhotosMessage(existing),
      );
    }
    expect(catalogue.VALIDATION_FAILED!.invalidRequest).toBe('Some of the details sent are not valid.');
    expect(fill(catalogue.VALIDATION_FAILED!.notSettable!, { key: 'usertype' })).toBe(notSettableMessage('usertype'));
    const worded = (error: AppError) => fill(catalogue[error.code]![error.reason!]!, error.bodyParams() ?? {});
    for (const error of [
      higherPlanHeld('Exclusive', 'Premium', undefined),
      higherPlanHeld('Premium', 'Standard', '3 March 2027'),
    ]) {
      expect(worded(error)).toBe(error.message);
    }
  });

  it('name only reasons of the shared list', () => {
    for (const { code, reason, where } of refusals) {
      expect(ERROR_REASONS[code as keyof typeof ERROR_REASONS] as readonly string[], where).toContain(reason);
    }
    for (const [code, sentences] of Object.entries(catalogue)) {
      const reasons: readonly string[] = ERROR_REASONS[code as ErrorCode & keyof typeof ERROR_REASONS] ?? [];
      for (const reason of Object.keys(sentences)) expect(reasons, code).toContain(reason);
    }
  });
});
