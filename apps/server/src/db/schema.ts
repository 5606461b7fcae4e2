import type { ColumnType, Generated } from 'kysely';

/**
 * Table types, written by hand to match the migrations (camelCase here, snake_case in PostgreSQL through
 * Kysely's CamelCasePlugin). Every migration that changes a table changes this file in the same commit;
 * `schema.int.test.ts` checks the two agree.
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface EmailOutboxTable {
  id: Generated<string>;
  toAddress: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  createdAt: Timestamp;
}

export interface AuditEventsTable {
  id: Generated<string>;
  userId: string | null;
  type: string;
  ip: string | null;
  detail: ColumnType<Record<string, unknown>, string | Record<string, unknown>, string | Record<string, unknown>>;
  createdAt: Timestamp;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  phone: string;
  message: string;
  consentAt: Timestamp;
  ipHash: string | null;
  createdAt: Timestamp;
  status: Generated<'new' | 'in_progress' | 'answered' | 'closed' | 'spam'>;
}

export interface AnalyticsEventsTable {
  id: Generated<string>;
  visitorId: string;
  type: 'page_view' | 'funnel';
  path: string | null;
  step: string | null;
  createdAt: Timestamp;
}

export type UserRole = 'member' | 'admin';
export type VerificationPurpose = 'signup' | 'reset';
type Json<T = unknown> = ColumnType<T, string, string>;
// Timestamps with a database default use `Timestamp` (its insert type already allows undefined);
// `Generated<Timestamp>` would nest two ColumnTypes and select as an object type.

export interface UsersTable {
  id: Generated<string>;
  uid: string;
  email: string;
  passwordHash: string;
  usertype: ColumnType<'Standard' | 'Premium' | 'Exclusive', 'Standard' | 'Premium' | 'Exclusive' | undefined>;
  role: ColumnType<UserRole, UserRole | undefined>;
  isPersonalFormFilled: Generated<boolean>;
  isQualificationFormFilled: Generated<boolean>;
  isOtherFormFilled: Generated<boolean>;
  isLocationFormFilled: Generated<boolean>;
  isImageFormFilled: Generated<boolean>;
  tokensValidAfter: Timestamp | null;
  suspendedAt: Timestamp | null;
  suspensionReason: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ConsentsTable {
  id: Generated<string>;
  userId: string | null;
  email: string;
  noticeVersion: string;
  acceptedAt: Timestamp;
  ip: string | null;
}

export interface QuestionnaireAnswersTable {
  userId: string;
  questionId: number;
  answer: Json;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VerificationsTable {
  id: Generated<string>;
  tokenHash: string;
  email: string | null;
  purpose: VerificationPurpose;
  codeHmac: string | null;
  expiresAt: Timestamp;
  attempts: Generated<number>;
  usedAt: Timestamp | null;
  lastSentAt: Timestamp;
  createdAt: Timestamp;
}

export interface SessionsTable {
  id: Generated<string>;
  userId: string;
  createdAt: Timestamp;
  lastUsedAt: Timestamp;
  absoluteExpiresAt: Timestamp;
  revokedAt: Timestamp | null;
  rememberMe: Generated<boolean>;
  userAgent: string | null;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  sessionId: string;
  tokenHash: string;
  createdAt: Timestamp;
  usedAt: Timestamp | null;
}

export interface DevicesTable {
  id: Generated<string>;
  userId: string;
  fcmToken: string;
  uid: string;
  userStatus: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface Database {
  emailOutbox: EmailOutboxTable;
  auditEvents: AuditEventsTable;
  users: UsersTable;
  consents: ConsentsTable;
  questionnaireAnswers: QuestionnaireAnswersTable;
  verifications: VerificationsTable;
  sessions: SessionsTable;
  refreshTokens: RefreshTokensTable;
  devices: DevicesTable;
  contactMessages: ContactMessagesTable;
  analyticsEvents: AnalyticsEventsTable;
}
