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
  createdAt: Generated<Timestamp>;
}

export interface AuditEventsTable {
  id: Generated<string>;
  userId: string | null;
  type: string;
  ip: string | null;
  detail: ColumnType<Record<string, unknown>, string | Record<string, unknown>, string | Record<string, unknown>>;
  createdAt: Generated<Timestamp>;
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

export interface Database {
  emailOutbox: EmailOutboxTable;
  auditEvents: AuditEventsTable;
  contactMessages: ContactMessagesTable;
  analyticsEvents: AnalyticsEventsTable;
}
