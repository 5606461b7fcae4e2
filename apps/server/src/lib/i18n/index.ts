import type { Kysely } from 'kysely';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGE_CODES,
  LOCALES,
  translateWith,
  type LanguageCode,
  type MessageValues,
} from '@app/shared/i18n';
import { BUSINESS_TIME_ZONE, formatPlanDate } from '@app/shared/plans';
import type { Database } from '../../db/schema';
import enAccount from '../../locales/en/account.json';
import enAuth from '../../locales/en/auth.json';
import enExport from '../../locales/en/export.json';
import enFamily from '../../locales/en/family.json';
import enMail from '../../locales/en/mail.json';
import enNotifications from '../../locales/en/notifications.json';
import enPayments from '../../locales/en/payments.json';
import enPush from '../../locales/en/push.json';
import hiAccount from '../../locales/hi/account.json';
import hiAuth from '../../locales/hi/auth.json';
import hiExport from '../../locales/hi/export.json';
import hiFamily from '../../locales/hi/family.json';
import hiMail from '../../locales/hi/mail.json';
import hiNotifications from '../../locales/hi/notifications.json';
import hiPayments from '../../locales/hi/payments.json';
import hiPush from '../../locales/hi/push.json';
import paAccount from '../../locales/pa/account.json';
import paAuth from '../../locales/pa/auth.json';
import paExport from '../../locales/pa/export.json';
import paFamily from '../../locales/pa/family.json';
import paMail from '../../locales/pa/mail.json';
import paNotifications from '../../locales/pa/notifications.json';
import paPayments from '../../locales/pa/payments.json';
import paPush from '../../locales/pa/push.json';

/**
 * The server's words (ADR 018): the e-mails and pushes it sends, in the recipient's language, from
 * `apps/server/src/locales/<lang>/<namespace>.json` (the same keys in every language; docs/translating.md). A key is
 * `namespace:path.to.message`; plural and gender variants are chosen by the shared translator.
 */

type Tree = { readonly [key: string]: string | Tree };

/** The namespaces: one file each, in every language. */
export const SERVER_CATALOGUES = {
  en: {
    account: enAccount,
    auth: enAuth,
    export: enExport,
    family: enFamily,
    mail: enMail,
    notifications: enNotifications,
    payments: enPayments,
    push: enPush,
  },
  hi: {
    account: hiAccount,
    auth: hiAuth,
    export: hiExport,
    family: hiFamily,
    mail: hiMail,
    notifications: hiNotifications,
    payments: hiPayments,
    push: hiPush,
  },
  pa: {
    account: paAccount,
    auth: paAuth,
    export: paExport,
    family: paFamily,
    mail: paMail,
    notifications: paNotifications,
    payments: paPayments,
    push: paPush,
  },
} satisfies Record<LanguageCode, Record<string, Tree>>;

export type ServerNamespace = keyof (typeof SERVER_CATALOGUES)['en'];

/** `{ 'a.b': 'text' }` from `{ a: { b: 'text' } }`. */
export function flatten(tree: Tree, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, path, into);
  }
  return into;
}

/** Every message of a language, by `namespace:path`. */
const MESSAGES = new Map<LanguageCode, Map<string, string>>(
  LANGUAGE_CODES.map((language) => {
    const messages = new Map<string, string>();
    for (const [namespace, tree] of Object.entries(SERVER_CATALOGUES[language] as Record<string, Tree>)) {
      for (const [path, text] of flatten(tree)) messages.set(`${namespace}:${path}`, text);
    }
    return [language, messages];
  }),
);

/** The messages of one language, by `namespace:path` (the catalogue test). */
export function serverMessages(language: LanguageCode): ReadonlyMap<string, string> {
  return MESSAGES.get(language) ?? new Map();
}

/**
 * The message `key` (`namespace:path`) in `language`, else in English. A key English does not have is a mistake
 * in the code, so it throws rather than sending an e-mail with a key in it.
 */
export function t(language: LanguageCode, key: `${ServerNamespace}:${string}`, values?: MessageValues): string {
  const message = translateWith((lang, candidate) => MESSAGES.get(lang)?.get(candidate), language, key, values);
  if (message === undefined) throw new Error(`No server message ${key}`);
  return message;
}

/** A stored `users.language`: any code the application knows, else English (a language withdrawn, a null). */
export function asLanguage(value: unknown): LanguageCode {
  return isLanguageCode(value) ? value : DEFAULT_LANGUAGE;
}

/** The `<html lang>` of an e-mail in `language`. */
export const htmlLang = (language: LanguageCode): string => LOCALES[language].htmlLang;

/**
 * Node has full ICU, so the server formats Hindi and Punjabi dates itself (the browser's Punjabi comes from the
 * web's catalogue instead, ADR 018 point 5).
 */
const DATE_LOCALES: Record<LanguageCode, string> = { en: 'en-AU', hi: 'hi-IN', pa: 'pa-IN' };

/** Intl's formatters by language, made when first used and kept (making one is slow). */
function keptByLanguage<Format>(make: (language: LanguageCode) => Format): (language: LanguageCode) => Format {
  const kept = new Map<LanguageCode, Format>();
  return (language) => {
    let format = kept.get(language);
    if (!format) {
      format = make(language);
      kept.set(language, format);
    }
    return format;
  };
}

/** A calendar day written out, in the company's time zone: what `formatDay` and `formatMoment` both show. */
const DAY = { timeZone: BUSINESS_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' } as const;

const dayFormat = keptByLanguage((language) => new Intl.DateTimeFormat(DATE_LOCALES[language], DAY));

/**
 * A calendar day in the company's time zone, in `language`: "28 November 2026" (exactly `formatPlanDate`, as
 * on the dashboard), "28 नवंबर 2026", "28 ਨਵੰਬਰ 2026".
 */
export function formatDay(language: LanguageCode, date: Date): string {
  return language === 'en' ? (formatPlanDate(date) ?? '') : dayFormat(language).format(date);
}

const momentFormat = keptByLanguage(
  (language) =>
    new Intl.DateTimeFormat(DATE_LOCALES[language], {
      ...DAY,
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }),
);

/** A day and a time in the company's time zone, with the zone: "27 November 2026 at 3:05 pm AEDT". */
export function formatMoment(language: LanguageCode, date: Date): string {
  return momentFormat(language).format(date);
}

const amountFormat = keptByLanguage(
  (language) =>
    new Intl.NumberFormat(LOCALES[language].numbers, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** "A$29.99" in every language: the currency stays A$, the number is grouped as the language groups it. */
export function formatAud(language: LanguageCode, cents: number): string {
  return `A$${amountFormat(language).format(cents / 100)}`;
}

/**
 * The language of the account with this id, or with this sign-in e-mail address: what its member chose in
 * `user/settings`. `undefined` when there is no such account (the caller decides: a sign-up code, a visitor).
 */
export async function accountLanguage(
  db: Kysely<Database>,
  who: { userId: string } | { email: string },
): Promise<LanguageCode | undefined> {
  const query = db.selectFrom('users').select('language');
  const row = await (
    'userId' in who ? query.where('id', '=', who.userId) : query.where('email', '=', who.email.toLowerCase())
  ).executeTakeFirst();
  return row ? asLanguage(row.language) : undefined;
}

/** `accountLanguage`, English when there is no such account. */
export async function recipientLanguage(
  db: Kysely<Database>,
  who: { userId: string } | { email: string },
): Promise<LanguageCode> {
  return (await accountLanguage(db, who)) ?? DEFAULT_LANGUAGE;
}
