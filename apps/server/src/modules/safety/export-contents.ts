import type { Brand } from '@app/shared/brand';
import { DATA_EXPORT_LINK_HOURS } from '@app/shared/data-export';
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

/** One JSON file of the copy: its name, what README.txt says about it, and how it is read. */
export type JsonArea = {
  file: string;
  about: string;
  read: (db: Db, member: ExportMember) => Promise<unknown>;
};

/**
 * The JSON files other than photos.json and messages.json (those are written with their image and attachment
 * files by the builder). In README order.
 */
export const JSON_AREAS: readonly JsonArea[] = [
  {
    file: 'account.json',
    about:
      'Your account: e-mail address, member number, plan, the language you read the site in, when you joined and last signed in, whether you are verified or suspended. Your password is not included (we only keep a scrambled form of it, and that is not included either).',
    read: (db, member) => repo.readAccount(db, member),
  },
  {
    file: 'questionnaire-answers.json',
    about: 'Your answers to the questions you answered when you joined.',
    read: (db, member) => repo.readAnswers(db, member),
  },
  {
    file: 'profile.json',
    about:
      'Your profile: everything you entered in My Details (names, family, background, religion, location, education, work, about you, and about you in a second language if you wrote it) and your privacy switches.',
    read: (db, member) => repo.readProfile(db, member).then((row) => row ?? null),
  },
  {
    file: 'partner-preferences.json',
    about: 'The partner you are looking for: your preferences and must-haves.',
    read: (db, member) => repo.readPreferences(db, member).then((row) => row ?? null),
  },
  {
    file: 'connections.json',
    about:
      'Connection requests you sent and received and your connections, with their state and dates. Other members appear by their member id only.',
    read: (db, member) => repo.readConnections(db, member),
  },
  {
    file: 'contact-details.json',
    about:
      "Requests to see contact details (yours and others'), what was decided, and each time someone looked at yours or you looked at someone else's.",
    read: async (db, member) => ({
      requests: await repo.readContactAccess(db, member),
      views: await repo.readContactAccessLog(db, member),
    }),
  },
  {
    file: 'favourites.json',
    about: 'Members you starred as favourites.',
    read: (db, member) => repo.readFavourites(db, member),
  },
  {
    file: 'profile-views.json',
    about: 'Profiles you opened, one line per member per day.',
    read: (db, member) => repo.readProfileViewsMade(db, member),
  },
  {
    file: 'calls.json',
    about: 'Your voice and video calls: who called whom, when, and how long. Calls are never recorded.',
    read: (db, member) => repo.readCalls(db, member),
  },
  {
    file: 'notifications.json',
    about: 'Your notifications and your e-mail choices.',
    read: async (db, member) => ({
      notifications: await repo.readNotifications(db, member),
      emailSettings: (await repo.readNotificationSettings(db, member)) ?? null,
    }),
  },
  {
    file: 'push-subscriptions.json',
    about:
      "Browsers you allowed to show our notifications: the address of each browser's push service. The keys that protect them are not included.",
    read: async (db, member) =>
      (await repo.readDevices(db, member)).map((row) => ({
        endpoint: pushEndpoint(row.fcmToken),
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      })),
  },
  {
    file: 'payments.json',
    about:
      'Your plans and payments: each order with its amount and GST, any refund of it, and each checkout you started. Card details are never held by us (the payment provider keeps them).',
    read: async (db, member) => ({
      subscriptions: await repo.readSubscriptions(db, member),
      checkouts: await repo.readCheckouts(db, member),
      refunds: await repo.readRefunds(db, member),
    }),
  },
  {
    file: 'consents.json',
    about: 'When you agreed to our terms, privacy and cookie notices, and which version.',
    read: (db, member) => repo.readConsents(db, member),
  },
  {
    file: 'contact-messages.json',
    about: 'Messages you sent us through the contact form from this e-mail address.',
    read: (db, member) => repo.readContactMessages(db, member),
  },
  {
    file: 'reports.json',
    about: 'Members you reported to us, what you told us, how each report stands, and the messages it pointed at.',
    read: async (db, member) => ({
      reports: await repo.readReportsMade(db, member),
      reportedMessages: await repo.readReportMessages(db, member),
    }),
  },
  {
    file: 'blocks.json',
    about: 'Members you blocked.',
    read: (db, member) => repo.readBlocksMade(db, member),
  },
  {
    file: 'suspensions.json',
    about: 'Any time your account was suspended, why, and when it ended.',
    read: (db, member) => repo.readSuspensions(db, member),
  },
  {
    file: 'verification.json',
    about:
      'Your requests for the verified tick and our decisions. The document photo and selfie are deleted as soon as we decide, so they are not here.',
    read: (db, member) => repo.readVerificationRequests(db, member),
  },
  {
    file: 'sessions.json',
    about:
      'Your sign-ins (device sessions): when each started and was last used, and the browser. No sign-in codes or tokens.',
    read: (db, member) => repo.readSessions(db, member),
  },
  {
    file: 'security-log.json',
    about: 'Security events on your account: sign-ins, failed sign-ins, password changes, with the internet address.',
    read: async (db, member) =>
      (await repo.readAuditEvents(db, member)).map((row) => ({ ...row, detail: withoutSecrets(row.detail) })),
  },
  {
    file: 'family.json',
    about:
      'Family: the people who help with your profile (by member id and relation) and what they may do, the invitations you sent, everything done for your profile by you and them, the changes they made to it (each field before and after, and whether you undid it), the notes you and they wrote on your shortlist, and the profiles you help with and what you did, changed and noted for them.',
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
    about: 'Each time you asked for a copy of your data, like this one.',
    read: (db, member) => repo.readExports(db, member),
  },
];

export const PHOTOS_ABOUT =
  'Your photos, in the largest size we keep (the photos/ folder), with their order and size. We re-save photos when they are uploaded, so they carry no location or camera details.';
export const MESSAGES_ABOUT =
  'Every chat message you sent and received (text, time, when it was read), your conversations, and the files in them that you can open (the attachments/ folder). Other members appear by their member id only.';

/** README.txt, in plain words: what each file is, and how to ask for a correction (APP 13). */
export function readmeText(input: { brand: Brand; memberEmail: string; createdAt: Date }): string {
  const { brand } = input;
  const files: Array<{ name: string; about: string }> = [
    ...JSON_AREAS.map((area) => ({ name: area.file, about: area.about })),
    { name: 'photos.json and photos/', about: PHOTOS_ABOUT },
    { name: 'messages.json and attachments/', about: MESSAGES_ABOUT },
  ].sort((a, b) => a.name.localeCompare(b.name));
  return [
    `Your data from ${brand.siteName}`,
    '',
    `This is a copy of the personal information ${brand.siteName} holds about the account ${input.memberEmail},`,
    `made on ${input.createdAt.toISOString()} (UTC) because you asked for it (Australian Privacy Principle 12).`,
    '',
    'The .json files are plain text: open them with any text editor or web browser. Times are in UTC.',
    'Other members appear by their member id, never by their details: their information is theirs.',
    '',
    'What each file holds',
    '--------------------',
    ...files.flatMap(({ name, about }) => [name, `    ${about}`, '']),
    'Something wrong? (Australian Privacy Principle 13)',
    '---------------------------------------------------',
    'You can correct most of this yourself: sign in and open My Details (profile, partner preferences, photos,',
    'notification e-mails). For anything you cannot change there, write to us at',
    `${brand.supportEmail} from this e-mail address, say which file and what is wrong, and we will correct it`,
    'or tell you why we cannot, within 30 days.',
    '',
    'Keep this file safe: it holds private information about you. The download link worked once and only for',
    `${DATA_EXPORT_LINK_HOURS} hours; to get a newer copy, ask again from My Details.`,
    '',
    `${brand.companyName} · ${brand.address} · ${brand.supportEmail}`,
    '',
  ].join('\r\n');
}
