import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_PARAM_KINDS, ERROR_REASONS, REASON_REQUIRED, type ErrorCode } from '@app/shared';
import { listWords } from '@app/shared/plans';
import { wrongCode } from '../modules/auth/sign-up.service';
import { requireCalls } from '../modules/calls/calls.service';
import { CHAT_MESSAGES, CLOSED_REASONS, requireSendPlan } from '../modules/chat/chat.service';
import { requireChatPlan } from '../modules/files/files.service';
import { higherPlanHeld } from '../modules/payments/checkout.service';
import { tooManyPhotosMessage, tooManyPhotosParams } from '../modules/photos/photos.service';
import { tooLarge } from '../modules/safety/verification.routes';
import { GENERIC, notSettableMessage } from '../plugins/error-handler';
import type { AppError } from './app-error';
import {
  planRefusal,
  requireConnectTo,
  requireContactDetailRequests,
  requireEntitlement,
  requireRequestAllowance,
} from './entitlements';

// The web words API errors from its `errors` namespace (ADR 018); its English must be, word for word, what the
// server sends as `message` for the same reason (or, for a code without reasons, as its `generic` sentence), or the
// web would show members one sentence and tests another. This reads every refusal in the server's source and
// compares its sentence with the English catalogue; the sentences built by code are made and compared below.

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

/**
 * `const NAME = '…'` (or `'…' + '…'`) and `NAME = { key: '…' }` in each file, for messages kept in constants: a
 * file's own first, then any other's (imported).
 */
const constantsOf = new Map<string, Map<string, string>>();
for (const { file, text } of sources) {
  const own = new Map<string, string>();
  const declaration = String.raw`const (\w+)(?:: [^=]+)? =\s+(?:${LITERAL})(?: \+\s+(?:${LITERAL}))*;`;
  for (const match of text.matchAll(new RegExp(declaration, 'g'))) {
    const parts = [...match[0].slice(match[0].indexOf('=')).matchAll(new RegExp(LITERAL, 'g'))];
    own.set(match[1]!, parts.map((part) => unquote(part[0])).join(''));
  }
  for (const match of text.matchAll(/export const (\w+)(?::[^=]+)? = \{\n([\s\S]*?)\n\}/g)) {
    for (const entry of match[2]!.matchAll(new RegExp(String.raw`^\s+'?([\w-]+)'?:\s*(${LITERAL}),`, 'gm'))) {
      own.set(`${match[1]}.${entry[1]}`, unquote(entry[2]!));
    }
  }
  constantsOf.set(file, own);
}
const constant = (file: string, name: string) =>
  constantsOf.get(file)?.get(name) ??
  [...constantsOf.values()].map((own) => own.get(name)).find((value) => value !== undefined);

/** The sentence an expression names: a literal, a constant, or the nearest `const message = '…'` before it. */
function resolve(expression: string, file: string, text: string, at: number): string | undefined {
  if (/^['`]/.test(expression)) return unquote(expression);
  if (expression === 'message') {
    const before = [...text.slice(0, at).matchAll(new RegExp(String.raw`const message = (${LITERAL});`, 'g'))].pop();
    return before ? unquote(before[1]!) : undefined;
  }
  return constant(file, expression);
}

const reasonRequired = (code: string) => (REASON_REQUIRED as readonly string[]).includes(code);

type Refusal = { code: string; reason: string; sentence: string | undefined; where: string };
const refusals: Refusal[] = [];
const HELPERS: Record<string, ErrorCode> = {
  conflict: 'CONFLICT',
  invalid: 'VALIDATION_FAILED',
  fieldError: 'VALIDATION_FAILED',
  notFound: 'NOT_FOUND',
  forbidden: 'FORBIDDEN',
};
const PATTERNS: Array<[RegExp, (match: RegExpMatchArray) => [code: string, reason: string, message: string] | null]> = [
  // new AppError('NOT_FOUND', PROFILE_NOT_FOUND, { reason: 'profile' … })
  [
    new RegExp(String.raw`new AppError\(\s*'([A-Z_]+)',\s*(${MESSAGE}),\s*\{\s*reason: '(\w+)'`, 'g'),
    (match) => [match[1]!, match[3]!, match[2]!],
  ],
  // new AppError('BUSY', '…') and new AppError('UNDER_AGE', `…`, { params… }): a code without reasons.
  [
    new RegExp(String.raw`new AppError\(\s*'([A-Z_]+)',\s*(${MESSAGE})\s*[,)]`, 'g'),
    (match) => (reasonRequired(match[1]!) ? null : [match[1]!, 'generic', match[2]!]),
  ],
  // notFound('profile', PROFILE_NOT_FOUND), conflict('callEnded', CALL_ENDED)…
  [
    new RegExp(
      String.raw`\b(conflict|invalid|fieldError|notFound|forbidden)\(\s*'(\w+)',\s*(?:[\w.]+,\s*)?(${MESSAGE})\s*[,)]`,
      'g',
    ),
    (match) => [HELPERS[match[1]!]!, match[2]!, match[3]!],
  ],
  // keyedLimit(app, 'login-account', KEYED_LIMITS.loginAccount, UNTRUSTED_REFUSED, 'signInAttempts')
  [
    new RegExp(String.raw`keyedLimit\(\s*app,\s*'[\w-]+',\s*[\w.]+,\s*(${MESSAGE}),\s*'(\w+)',?\s*\)`, 'g'),
    (match) => ['RATE_LIMITED', match[2]!, match[1]!],
  ],
  // { reason: 'ownRequestDecline', message: '…' }: the connections service's refusals.
  [
    new RegExp(String.raw`reason: '(\w+)',\s*message:\s*(${MESSAGE})\s*[,}]`, 'g'),
    (match) => ['CONFLICT', match[1]!, match[2]!],
  ],
];
for (const { file, text } of sources) {
  // A module's own `conflict('reason', …)`, `invalid('reason', …)`: only where its first parameter is a reason
  // (notFound and forbidden are lib/app-error.ts's, whose first parameter always is).
  const local = text.includes('reason: ErrorReason<');
  for (const [index, [pattern, read]] of PATTERNS.entries()) {
    for (const match of text.matchAll(pattern)) {
      if (index === 2 && !local && !['notFound', 'forbidden'].includes(match[1]!)) continue;
      const found = read(match);
      if (!found) continue;
      const [code, reason, expression] = found;
      const line = text.slice(0, match.index).split('\n').length;
      refusals.push({ code, reason, sentence: resolve(expression, file, text, match.index), where: `${file}:${line}` });
    }
  }
}

/** `${…}` in the server's template and `{{…}}` in the catalogue are the same slot. */
const shape = (sentence: string) => sentence.replace(/\$\{[^}]*\}|\{\{\s*\w+\s*\}\}/g, '{}');
const fill = (sentence: string, params: Record<string, string | number>) =>
  sentence.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name]));

const LONG_DAY = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** A param as the web writes it in English (`ERROR_PARAM_KINDS`): plans by name, a list of them, a day written long. */
function english(name: string, value: string | number): string | number {
  const kind = ERROR_PARAM_KINDS[name];
  if (kind === 'tiers') return listWords(String(value).split(','));
  if (kind === 'day') return LONG_DAY.format(new Date(`${value}T00:00:00Z`));
  return value;
}
/** The catalogue's English for an error, filled with its params as the web writes them. */
function worded(error: AppError): string | undefined {
  const sentence = catalogue[error.code]?.[error.reason ?? 'generic'];
  const params = Object.fromEntries(
    Object.entries(error.bodyParams() ?? {}).map(([name, value]) => [name, english(name, value)]),
  );
  return sentence === undefined ? undefined : fill(sentence, params);
}

/** What a gate threw. */
function refusalOf(gate: () => void): AppError {
  try {
    gate();
  } catch (error) {
    return error as AppError;
  }
  throw new Error('the gate let it through');
}

/** The refusals whose sentence is built by code, each made by the server's own function. */
const built: AppError[] = [
  higherPlanHeld('Exclusive', 'Premium', undefined),
  higherPlanHeld('Premium', 'Standard', new Date('2027-03-03T02:00:00Z')),
  // Late at night in Melbourne is the next day there: the day sent is the receipt's.
  higherPlanHeld('Premium', 'Standard', new Date('2027-03-03T20:00:00Z')),
  wrongCode(1),
  wrongCode(3),
  tooLarge('document'),
  tooLarge('selfie'),
  refusalOf(() => requireCalls('Standard')),
  refusalOf(() => requireSendPlan('Standard', true)),
  refusalOf(() => requireSendPlan('Standard', false)),
  refusalOf(() => requireChatPlan({ usertype: 'Standard' } as Parameters<typeof requireChatPlan>[0])),
  refusalOf(() => requireEntitlement('Standard', (tier) => tier.callMinutes !== null, planRefusal('callee'))),
  refusalOf(() => requireConnectTo('Premium', 'Exclusive')),
  refusalOf(() => requireRequestAllowance('Standard', 1_000, new Date('2026-11-28T10:00:00Z'))),
  refusalOf(() => requireRequestAllowance('Standard', 1_000, new Date('2026-12-31T23:30:00Z'))),
  refusalOf(() => requireContactDetailRequests('Standard')),
];

describe('the web’s English error sentences', () => {
  it('finds the refusals in the server’s source, of every code', () => {
    expect(refusals.length).toBeGreaterThan(250);
    const codes = new Set(refusals.map(({ code }) => code));
    for (const code of ['NOT_FOUND', 'FORBIDDEN', 'UNAUTHENTICATED', 'FAMILY_NOT_ALLOWED', 'BUSY', 'UNDER_AGE']) {
      expect(codes, code).toContain(code);
    }
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

  it('are the built ones too, filled with the params the server sends and written as the web writes them', () => {
    for (const error of built) expect(worded(error), `${error.code}.${error.reason}`).toBe(error.message);
    for (const existing of [0, 1, 5, 6]) {
      expect(fill(catalogue.VALIDATION_FAILED!.tooManyPhotos!, tooManyPhotosParams(existing))).toBe(
        tooManyPhotosMessage(existing),
      );
    }
    for (const [closed, reason] of Object.entries(CLOSED_REASONS)) {
      expect(catalogue.CONVERSATION_CLOSED![reason], closed).toBe(
        CHAT_MESSAGES.closed[closed as keyof typeof CLOSED_REASONS],
      );
    }
    // A tier whose next one has a limit too would say "more": the one word the server's sentence changes.
    expect(catalogue.PLAN_REQUIRED!.requestAllowance).toBe(
      catalogue.PLAN_REQUIRED!.requestAllowanceUnlimited!.replace('for unlimited requests', 'for more requests'),
    );
    expect(fill(catalogue.VALIDATION_FAILED!.notSettable!, { key: 'usertype' })).toBe(notSettableMessage('usertype'));
    for (const [code, sentence] of Object.entries(GENERIC)) {
      expect(catalogue[code]?.[code === 'VALIDATION_FAILED' ? 'invalidRequest' : 'generic'], code).toBe(sentence);
    }
  });

  it('each belongs to a refusal the server makes, read from its source or built above', () => {
    const found = new Set([
      ...refusals.filter(({ sentence }) => sentence !== undefined).map(({ code, reason }) => `${code}.${reason}`),
      ...built.map((error) => `${error.code}.${error.reason ?? 'generic'}`),
      ...Object.values(CLOSED_REASONS).map((reason) => `CONVERSATION_CLOSED.${reason}`),
      ...Object.keys(GENERIC).map((code) => `${code}.${code === 'VALIDATION_FAILED' ? 'invalidRequest' : 'generic'}`),
      'VALIDATION_FAILED.notSettable',
      'VALIDATION_FAILED.tooManyPhotos',
      'PLAN_REQUIRED.requestAllowance',
    ]);
    const unread = Object.entries(catalogue)
      .flatMap(([code, sentences]) => Object.keys(sentences).map((reason) => `${code}.${reason}`))
      .filter((key) => !found.has(key));
    expect(unread).toEqual([]);
  });

  it('name only reasons of the shared list, and word a code without reasons by its one sentence', () => {
    for (const { code, reason, where } of refusals) {
      if (!reasonRequired(code)) {
        expect(reason, where).toBe('generic');
        continue;
      }
      expect(ERROR_REASONS[code as keyof typeof ERROR_REASONS] as readonly string[], where).toContain(reason);
    }
    for (const [code, sentences] of Object.entries(catalogue)) {
      expect(ERROR_CODES as readonly string[], code).toContain(code);
      const reasons: readonly string[] = reasonRequired(code)
        ? ERROR_REASONS[code as keyof typeof ERROR_REASONS]
        : ['generic'];
      for (const reason of Object.keys(sentences)) expect(reasons, code).toContain(reason);
    }
    // A code without reasons has one sentence: every place that makes it says the same.
    for (const code of ERROR_CODES.filter((each) => !reasonRequired(each))) {
      const sentences = new Set(
        refusals.filter((refusal) => refusal.code === code).map(({ sentence }) => shape(sentence ?? '?')),
      );
      expect(sentences.size, code).toBeLessThanOrEqual(1);
      expect(catalogue[code]?.generic, code).toBeDefined();
    }
  });
});
