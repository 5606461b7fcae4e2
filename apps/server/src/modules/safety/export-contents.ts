import type { Brand } from '@app/shared/brand';
import { DATA_EXPORT_LINK_HOURS } from '@app/shared/data-export';
import type { LanguageCode, MessageValues } from '@app/shared/i18n';
import { formatMoment, t } from '../../lib/i18n/index';
import * as repo from './export.repository';
import type { Db, ExportMember } from './export.repository';

/**
 * What a member's copy of their data holds (issue 14 point 5, APP 12): one JSON file per area, the photo and
 * attachment files, and README.txt. Two maps decide, table by table, what happens to every table that holds a
 * member's data: `EXPORTED_TABLES` (which file carries it) or `NOT_EXPORTED` (why not). `export.int.test.ts` lists
 * every table of the database that refers to a member and fails when one is in neither map, so a new table cannot
 * be forgotten.
 */

/** Table (as PostgreSQL names it) → the file of the copy that holds its rows about the member. */
export const EXPORTED_TABLES: Readonly<Record<string, string>> = {
  users: 'account.json',
  questionnaire_answers: 'questionnaire-answers.json',
  profiles: 'profile.json',
  partner_preferences: 'partner-preferences.json',
  photos: 'photos.json',
  photo_access_requests: 'photos.json',
  connections: 'connections.json',
  contact_access: 'contact-details.json',
  contact_access_log: 'contact-details.json',
  favourites: 'favourites.json',
  profile_views: 'profile-views.json',
  messages: 'messages.json',
  conversations: 'messages.json',
  chat_files: 'messages.json',
  calls: 'calls.json',
  notifications: 'notifications.json',
  notification_settings: 'notifications.json',
  devices: 'push-subscriptions.json',
  subscriptions: 'payments.json',
  checkout_sessions: 'payments.json',
  payment_refunds: 'payments.json',
  consents: 'consents.json',
  contact_messages: 'contact-messages.json',
  reports: 'reports.json',
  report_messages: 'reports.json',
  blocks: 'blocks.json',
  suspensions: 'suspensions.json',
  verification_requests: 'verification.json',
  sessions: 'sessions.json',
  audit_events: 'security-log.json',
  data_exports: 'data-exports.json',
  family_members: 'family.json',
  family_invitations: 'family.json',
  family_activity: 'family.json',
  family_notes: 'family.json',
  profile_edits: 'family.json',
};

/** Tables that refer to a member but are not in the copy, each with the reason. */
export const NOT_EXPORTED: Readonly<Record<string, string>> = {
  match_profiles:
    'Derived: rebuilt from the profile, questionnaire answers and partner preferences (all in the copy) on every change.',
  match_snapshots: 'A cache of the member ids on a page of search results, kept for minutes; nothing the member gave.',
  review_queue:
    'The team\'s own work list (e.g. "look at this corrected profile"); what it points at is the member\'s profile and photos, which are in the copy.',
  staff_credentials: "Staff accounts only (their authenticator secret and set-up link), never a member's.",
  staff_challenge_uses:
    "Staff sign-ins only: which sign-in challenges were used (so each opens one session), kept minutes; never a member's.",
  staff_audit_log:
    "The staff's own record of their actions, which names staff members. What those actions decided about the member (reports and their outcome, suspensions, verification, their profile and photos as they are now) is in the copy.",
  message_flags:
    'Moderation signals on messages: the recipient sees them as warnings in chat, the sender is never told (docs/privacy.md, "Chat"); kept for the team\'s safety work.',
};

/** Keys never copied out of a JSON value, whatever table it came from. */
const SECRET_KEY = /(password|hash|secret|token|sessionid|keys?$|p256dh|auth$)/i;

/** Drops secret-looking keys from a stored JSON detail (audit events record session ids, for instance). */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, inner]) => [key, withoutSecrets(inner)]),
    );
  }
  return value;
}

/** A push subscription's endpoint (the browser's push service address); never its keys. */
export function pushEndpoint(stored: string): string | null {
  try {
    const parsed = JSON.parse(stored) as { endpoint?: unknown };
    return typeof parsed.endpoint === 'string' ? parsed.endpoint : null;
  } catch {
    return null;
  }
}

/**
 * One JSON file of the copy: its name and how it is read. What README.txt says about it is in the server catalogue
 * (`export:readme.files.<name without .json>`), in each language.
 */
export type JsonArea = {
  file: `${string}.json`;
  read: (db: Db, member: ExportMember) => Promise<unknown>;
};

/**
 * The JSON files other than photos.json and messages.json (those are written with their image and attachment
 * files by the builder). In README order.
 */
export const JSON_AREAS: readonly JsonArea[] = [
  {
    file: 'account.json',
    read: (db, member) => repo.readAccount(db, member),
  },
  {
    file: 'questionnaire-answers.json',
    read: (db, member) => repo.readAnswers(db, member),
  },
  {
    file: 'profile.json',
    read: (db, member) => repo.readProfile(db, member).then((row) => row ?? null),
  },
  {
    file: 'partner-preferences.json',
    read: (db, member) => repo.readPreferences(db, member).then((row) => row ?? null),
  },
  {
    file: 'connections.json',
    read: (db, member) => repo.readConnections(db, member),
  },
  {
    file: 'contact-details.json',
    read: async (db, member) => ({
      requests: await repo.readContactAccess(db, member),
      views: await repo.readContactAccessLog(db, member),
    }),
  },
  {
    file: 'favourites.json',
    read: (db, member) => repo.readFavourites(db, member),
  },
  {
    file: 'profile-views.json',
    read: (db, member) => repo.readProfileViewsMade(db, member),
  },
  {
    file: 'calls.json',
    read: (db, member) => repo.readCalls(db, member),
  },
  {
    file: 'notifications.json',
    read: async (db, member) => ({
      notifications: await repo.readNotifications(db, member),
      emailSettings: (await repo.readNotificationSettings(db, member)) ?? null,
    }),
  },
  {
    file: 'push-subscriptions.json',
    read: async (db, member) =>
      (await repo.readDevices(db, member)).map((row) => ({
        endpoint: pushEndpoint(row.fcmToken),
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      })),
  },
  {
    file: 'payments.json',
    read: async (db, member) => ({
      subscriptions: await repo.readSubscriptions(db, member),
      checkouts: await repo.readCheckouts(db, member),
      refunds: await repo.readRefunds(db, member),
    }),
  },
  {
    file: 'consents.json',
    read: (db, member) => repo.readConsents(db, member),
  },
  {
    file: 'contact-messages.json',
    read: (db, member) => repo.readContactMessages(db, member),
  },
  {
    file: 'reports.json',
    read: async (db, member) => ({
      reports: await repo.readReportsMade(db, member),
      reportedMessages: await repo.readReportMessages(db, member),
    }),
  },
  {
    file: 'blocks.json',
    read: (db, member) => repo.readBlocksMade(db, member),
  },
  {
    file: 'suspensions.json',
    read: (db, member) => repo.readSuspensions(db, member),
  },
  {
    file: 'verification.json',
    read: (db, member) => repo.readVerificationRequests(db, member),
  },
  {
    file: 'sessions.json',
    read: (db, member) => repo.readSessions(db, member),
  },
  {
    file: 'security-log.json',
    read: async (db, member) =>
      (await repo.readAuditEvents(db, member)).map((row) => ({ ...row, detail: withoutSecrets(row.detail) })),
  },
  {
    file: 'family.json',
    read: async (db, member) => {
      const family = await repo.readFamily(db, member);
      const clean = <T extends { detail: unknown }>(rows: T[]) =>
        rows.map((row) => ({ ...row, detail: withoutSecrets(row.detail) }));
      return {
        ...family,
        activityOnYourProfile: clean(family.activityOnYourProfile),
        whatYouDidForOthers: clean(family.whatYouDidForOthers),
      };
    },
  },
  {
    file: 'data-exports.json',
    read: (db, member) => repo.readExports(db, member),
  },
];

/**
 * README.txt, in plain words in the member's language (`locales/<lang>/export.json`): what each file is, and how to
 * ask for a correction (APP 13). The files' names, and the field names and values inside them, stay as stored.
 */
export function readmeText(input: {
  brand: Brand;
  language: LanguageCode;
  memberEmail: string;
  createdAt: Date;
}): string {
  const { brand, language } = input;
  const text = (key: `export:readme.${string}`, values?: MessageValues) =>
    t(language, key, { siteName: brand.siteName, supportEmail: brand.supportEmail, ...values });
  const files: Array<{ name: string; about: string }> = [
    ...JSON_AREAS.map((area) => ({
      name: area.file,
      about: text(`export:readme.files.${area.file.replace(/\.json$/, '')}`),
    })),
    { name: text('export:readme.photosName'), about: text('export:readme.files.photos') },
    { name: text('export:readme.messagesName'), about: text('export:readme.files.messages') },
  ].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const heading = (title: string) => [title, '-'.repeat([...title].length)];
  return [
    text('export:readme.title'),
    '',
    text('export:readme.intro', { email: input.memberEmail, date: formatMoment(language, input.createdAt) }),
    '',
    text('export:readme.plainText'),
    text('export:readme.others'),
    '',
    ...heading(text('export:readme.filesTitle')),
    ...files.flatMap(({ name, about }) => [name, `    ${about}`, '']),
    ...heading(text('export:readme.wrongTitle')),
    text('export:readme.wrong'),
    '',
    text('export:readme.keepSafe', { hours: DATA_EXPORT_LINK_HOURS }),
    '',
    `${brand.companyName} · ${brand.address} · ${brand.supportEmail}`,
    '',
  ].join('\r\n');
}
