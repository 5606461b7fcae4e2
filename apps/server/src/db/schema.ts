import type { ColumnType, Generated } from 'kysely';
import type { CallEndReason, CallKind, CallState } from '@app/shared/chat';
import type { ConnectionRowStatus, ContactAccessStatus } from '@app/shared/connections';
import type { NotificationType } from '@app/shared/realtime';
import type { UserType } from '@app/shared/constants';
import type {
  CheckoutProvider,
  CheckoutState,
  PaymentStatus,
  PlanFeatureRow,
  PlanType,
  SubscriptionStatus,
} from '@app/shared/plans';
import type { ReportReason, ReportState } from '@app/shared/safety';

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
  /** Extra headers the message was sent with (List-Unsubscribe…), as JSON. */
  headers: ColumnType<Record<string, string>, string | undefined, string>;
  /** Files attached (the receipt PDF), content in base64, as JSON. */
  attachments: ColumnType<OutboxAttachment[], string | undefined, string>;
  createdAt: Timestamp;
}

export type OutboxAttachment = { filename: string; contentType: string; contentBase64: string };

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

export type UserRole = 'member' | 'moderator' | 'admin';
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
  /** Last sign-in or session renewal, kept to the hour (discover's "recently active"). */
  lastActiveAt: Timestamp;
  /** When the site verified the member's identity (the safety issue writes it); null until then. */
  verifiedAt: Timestamp | null;
  /** An account that only helps with others' profiles, with none of its own (ADR 017). */
  familyOnly: Generated<boolean>;
  /** A profile a relative made, shown to nobody until the candidate confirms it (ADR 017); null otherwise. */
  awaitingCandidateSince: Timestamp | null;
  /** The language the account reads the site, e-mails and pushes in (`LANGUAGE_CODES`, issue 30). */
  language: Generated<string>;
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
  /** When the session's second factor was checked (staff sessions; migration 202612010001). */
  secondFactorAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The profile this session acts for (`family/switch`, ADR 017); null is the account's own. */
  actingProfileId: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** The session the token was registered in; signing out of it forgets the device. */
  sessionId: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** The site's VAPID key pair for Web Push (one row, id 1), unless the environment gives one. */
export interface PushVapidKeysTable {
  id: ColumnType<number, number | undefined, never>;
  publicKey: string;
  privateKey: string;
  createdAt: Timestamp;
}

export type PhotoVisibilityColumn = 'members' | 'connections' | 'on_request';

export interface ProfilesTable {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  maritalStatus: string | null;
  numberOfChildren: number | null;
  contactNumber: string | null;
  about: string | null;
  /**
   * The about text once more, written by the member in a second language of the site (`aboutSecondLanguage`, a
   * `LANGUAGE_CODES` code): never machine-translated. Both set or both null (a check constraint).
   */
  aboutSecond: string | null;
  aboutSecondLanguage: string | null;
  qualification: string | null;
  workingStatus: string | null;
  occupation: string | null;
  /** The AUD band every comparison reads; for a member who gave an amount in another currency, `incomeAud`'s band. */
  income: string | null;
  /** ISO 4217 code and a year's income in it (whole units), when the member gave an amount; null for an AUD band. */
  incomeCurrency: string | null;
  incomeAmount: number | null;
  /** `incomeAmount` in Australian dollars at the operator's rate (`currency_rates`), worked out by the server. */
  incomeAud: number | null;
  citizenship: string | null;
  nationality: string | null;
  country: string | null;
  state: string | null;
  cityOfResidence: string | null;
  currentLocation: string | null;
  australianVisaStatus: string | null;
  /** "Do you plan to move to Australia?", asked of members living elsewhere (the visa status is then required). */
  plansMoveToAustralia: boolean | null;
  religion: string | null;
  community: string | null;
  subCommunity: string | null;
  caste: string | null;
  gotra: string | null;
  motherTongue: string | null;
  ethnicity: string | null;
  /** `date` column: read back as 'YYYY-MM-DD' (see connect.ts type parser). */
  dateOfBirth: string | null;
  timeOfBirth: string | null;
  placeOfBirth: string | null;
  /** Horoscope matching (issue 31, migration 202612070001): off by default. */
  horoscopeOptIn: Generated<boolean>;
  /** The city of birth chosen from `GET dropdown/cities`, with its place as it was then (all four set or none). */
  birthCityId: string | null;
  birthLatitude: number | null;
  birthLongitude: number | null;
  birthTimeZone: string | null;
  /** The chart computed from the birth details; null unless opted in with a date and a city. */
  horoscopeChart: ColumnType<unknown | null, string | null | undefined, string | null>;
  /** The Moon Guna Milan reads, `nakshatra * 12 + rashi`; null unless opted in and both are certain. */
  horoscopeMoon: number | null;
  heightCm: number | null;
  weightKg: number | null;
  bodyType: string | null;
  language: string | null;
  smokingHabit: string | null;
  drinkingHabit: string | null;
  diet: string | null;
  complexion: string | null;
  fatherOccupation: string | null;
  motherOccupation: string | null;
  numberOfSiblings: number | null;
  livingWithFamily: boolean | null;
  familyDetailsVisible: Generated<boolean>;
  personalDetailsVisible: Generated<boolean>;
  religiousDetailsVisible: Generated<boolean>;
  locationDetailsVisible: Generated<boolean>;
  educationAndFinancialDetailsVisible: Generated<boolean>;
  photoVisibility: ColumnType<PhotoVisibilityColumn, PhotoVisibilityColumn | undefined, PhotoVisibilityColumn>;
  hidden: Generated<boolean>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface PhotosTable {
  id: Generated<string>;
  userId: string;
  position: number;
  storageKey: string;
  width: number;
  height: number;
  bytes: number;
  createdAt: Timestamp;
  /** Photo review (issue 15): `pending` photos are shown to their owner only. */
  reviewStatus: ColumnType<'pending' | 'approved', 'pending' | 'approved' | undefined, 'pending' | 'approved'>;
  /** Null while the photo waits in the review queue. */
  reviewedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  reviewedBy: ColumnType<string | null, string | null | undefined, string | null>;
  /** 64-bit perceptual hash, 16 hex digits (duplicate photos across accounts). */
  phash: ColumnType<string | null, string | null | undefined, string | null>;
  /** Added by a family manager to a confirmed profile: shown to the people on the profile only until its candidate approves it. */
  awaitingCandidate: ColumnType<boolean, boolean | undefined, boolean>;
  addedByAccountId: ColumnType<string | null, string | null | undefined, string | null>;
  addedByRelation: ColumnType<FamilyRelationColumn | null, FamilyRelationColumn | null | undefined, never>;
}

export type PhotoAccessStatusColumn = 'pending' | 'granted' | 'declined';
export interface PhotoAccessRequestsTable {
  ownerId: string;
  viewerId: string;
  status: ColumnType<PhotoAccessStatusColumn, PhotoAccessStatusColumn | undefined, PhotoAccessStatusColumn>;
  createdAt: Timestamp;
  respondedAt: Timestamp | null;
}

export interface PartnerPreferencesTable {
  userId: string;
  genderSought: string[];
  ageMin: number;
  ageMax: number;
  heightMinCm: number | null;
  heightMaxCm: number | null;
  maritalStatuses: ColumnType<string[], string[] | undefined, string[]>;
  religions: ColumnType<string[], string[] | undefined, string[]>;
  communities: ColumnType<string[], string[] | undefined, string[]>;
  motherTongues: ColumnType<string[], string[] | undefined, string[]>;
  countries: ColumnType<string[], string[] | undefined, string[]>;
  educationLevel: string | null;
  diets: ColumnType<string[], string[] | undefined, string[]>;
  smoking: ColumnType<string[], string[] | undefined, string[]>;
  drinking: ColumnType<string[], string[] | undefined, string[]>;
  horoscopeImportance: string;
  /** "A horoscope match of at least N of 36" (1–36), null for none (migration 202612070002). */
  minGunas: ColumnType<number | null, number | null | undefined, number | null>;
  casteImportance: string;
  livingInAustralia: string;
  weddingGoals: string;
  interests: ColumnType<string[], string[] | undefined, string[]>;
  mustHave: ColumnType<string[], string[] | undefined, string[]>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export type ConnectionStatusColumn = ConnectionRowStatus;
export interface ConnectionsTable {
  id: Generated<string>;
  senderId: string;
  receiverId: string;
  status: ColumnType<ConnectionStatusColumn, ConnectionStatusColumn | undefined, ConnectionStatusColumn>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** When the request was accepted, declined or cancelled, or the connection removed. */
  respondedAt: Timestamp | null;
  /** When the request was accepted (set once; the console's statistics). Null: not accepted, or unknown. */
  acceptedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** A family manager who sent the request for the sender's profile (ADR 017), and their relation; null otherwise. */
  requestedByAccountId: ColumnType<string | null, string | null | undefined, string | null>;
  requestedByRelation: ColumnType<FamilyRelationColumn | null, FamilyRelationColumn | null | undefined, never>;
}

export interface NotificationsTable {
  id: Generated<string>;
  userId: string;
  type: NotificationType;
  /** The member the notification is about (sender of a request, who accepted…). */
  actorId: string | null;
  readAt: Timestamp | null;
  createdAt: Timestamp;
  /** A family manager acted for `actorId` (ADR 017): their relation; null otherwise. */
  actedByRelation: ColumnType<FamilyRelationColumn | null, FamilyRelationColumn | null | undefined, never>;
}

export interface ContactAccessTable {
  ownerId: string;
  requesterId: string;
  status: ColumnType<ContactAccessStatus, ContactAccessStatus | undefined, ContactAccessStatus>;
  requestedAt: Timestamp;
  respondedAt: Timestamp | null;
}

export interface ContactAccessLogTable {
  id: Generated<string>;
  ownerId: string;
  viewerId: string;
  seenAt: Timestamp;
}

export interface NotificationSettingsTable {
  userId: string;
  emailConnectionRequests: ColumnType<boolean, boolean | undefined, boolean>;
  emailConnectionAccepted: ColumnType<boolean, boolean | undefined, boolean>;
  emailDailyDigest: ColumnType<boolean, boolean | undefined, boolean>;
  emailChatMessages: ColumnType<boolean, boolean | undefined, boolean>;
  updatedAt: Timestamp;
}

export interface BlocksTable {
  blockerId: string;
  blockedId: string;
  createdAt: Timestamp;
}

export interface FavouritesTable {
  userId: string;
  favoritedUserId: string;
  createdAt: Timestamp;
}

export interface ProfileViewsTable {
  viewerId: string;
  viewedId: string;
  /** The UTC day of the view, YYYY-MM-DD. */
  viewDay: ColumnType<string, string, string>;
  viewedAt: Timestamp;
}

/** One discoverable member as the matcher reads them (ADR 008); written only by `refreshMatchProfiles`. */
export interface MatchProfilesTable {
  userId: string;
  gender: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  heightCm: number | null;
  maritalStatus: string | null;
  hasChildren: boolean | null;
  religion: string | null;
  community: string | null;
  motherTongue: string | null;
  diet: string | null;
  smoking: string | null;
  drinking: string | null;
  qualification: string | null;
  educationRank: number | null;
  occupation: string | null;
  incomeMin: number | null;
  country: string | null;
  state: string | null;
  interests: string[];
  completeness: number;
  seekGenders: string[];
  prefAgeMin: number;
  prefAgeMax: number;
  mustHeightMin: number | null;
  mustHeightMax: number | null;
  mustMaritalStatuses: string[] | null;
  mustReligions: string[] | null;
  mustCommunities: string[] | null;
  mustMotherTongues: string[] | null;
  mustCountries: string[] | null;
  mustEducationRank: number | null;
  mustDiets: string[] | null;
  mustSmoking: string[] | null;
  mustDrinking: string[] | null;
  mustLivingInAustralia: boolean | null;
  /** The member's `minGunas` when it is a must-have, else null (migration 202612070002). */
  mustMinGunas: ColumnType<number | null, number | null | undefined, number | null>;
  /** As `profiles.horoscope_moon` (null unless opted in and certain). */
  horoscopeMoon: number | null;
  /** Manglik by the ascendant; null when not opted in or the time of birth is unknown. */
  manglik: boolean | null;
  preferences: Json;
  lastActiveAt: Timestamp;
  joinedAt: Timestamp;
  refreshedAt: Timestamp;
  /** users.verified_at is set (the search's "verified members only"). */
  verified: ColumnType<boolean, boolean | undefined, boolean>;
  /** users.usertype (best match lifts paid members within a score band), kept true by the same writer. */
  usertype: UserType;
}

export interface MatchSnapshotsTable {
  id: Generated<string>;
  viewerId: string;
  queryKey: string;
  userIds: string[];
  scores: number[];
  /** The pool's last member in activity order when the pool was full (the pages continue from there). */
  tailActiveAt: Timestamp | null;
  tailUserId: string | null;
  createdAt: Timestamp;
}

export interface PlansTable {
  id: string;
  tier: UserType;
  planName: string;
  planType: PlanType;
  durationInMonths: number;
  priceCents: number;
  currency: Generated<'AUD'>;
  description: Generated<string>;
  /** Text lines an operator edits (JSON array of strings). */
  featureList: ColumnType<string[], string | undefined, string>;
  /** The feature matrix column of this plan (JSON array of PlanFeatureRow). */
  features: ColumnType<PlanFeatureRow[], string | undefined, string>;
  highlighted: Generated<boolean>;
  sortOrder: Generated<number>;
  active: Generated<boolean>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface CheckoutSessionsTable {
  /** The provider's id: Stripe's `cs_…`, or the local provider's `cs_local_…`. */
  id: string;
  provider: CheckoutProvider;
  userId: string | null;
  planId: string;
  amountCents: number;
  currency: Generated<'AUD'>;
  state: ColumnType<CheckoutState, CheckoutState | undefined, CheckoutState>;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  completedAt: Timestamp | null;
  updatedAt: Timestamp;
  /** The account that started it, when not the profile's own (a relative buying for the profile, ADR 017). */
  purchasedBy: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SubscriptionsTable {
  id: Generated<string>;
  /** Shown on receipts and in the billing history ("ORD-1000001"). */
  orderId: string;
  userId: string | null;
  planId: string;
  tier: Exclude<UserType, 'Standard'>;
  planName: string;
  planType: PlanType;
  durationInMonths: number;
  /** What was paid, GST included (0 for complimentary plans). */
  amountCents: number;
  gstCents: number;
  currency: Generated<'AUD'>;
  provider: CheckoutProvider | 'complimentary';
  checkoutSessionId: string | null;
  /** The provider's payment id (Stripe payment intent), for support. */
  paymentReference: string | null;
  status: SubscriptionStatus;
  paymentStatus: PaymentStatus;
  startsAt: Timestamp;
  endsAt: Timestamp;
  billingName: Generated<string>;
  billingEmail: Generated<string>;
  /** Staff member who granted a complimentary plan, and why. */
  grantedBy: string | null;
  grantReason: string | null;
  reminderSentAt: Timestamp | null;
  expiredAt: Timestamp | null;
  /** A relative who bought it for the profile (ADR 017), and the profile as the receipt names it; else null, ''. */
  purchasedBy: ColumnType<string | null, string | null | undefined, string | null>;
  purchasedFor: Generated<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A voice or video call: the call log (issue 13). */
export interface CallsTable {
  id: Generated<string>;
  callerId: string;
  calleeId: string;
  kind: CallKind;
  state: ColumnType<CallState, CallState | undefined, CallState>;
  /** The limit fixed when the call started: the lower of the two members' plans. */
  maxSeconds: number;
  createdAt: Timestamp;
  answeredAt: Timestamp | null;
  endedAt: Timestamp | null;
  endReason: CallEndReason | null;
  /** The member whose action ended it (null for the server's timers). */
  endedBy: string | null;
  /** Seconds from answer to end; 0 when never answered. */
  durationSeconds: number | null;
}

export interface PaymentEventsTable {
  /** The provider's event id (`evt_…`): a repeated delivery finds it here and changes nothing. */
  id: string;
  provider: CheckoutProvider;
  type: string;
  objectId: string | null;
  /** What handling it did ("granted", "ignored: …"), for support. */
  outcome: string;
  receivedAt: Timestamp;
}

export type ChatFileKindColumn = 'image' | 'pdf';
export interface ChatFilesTable {
  id: Generated<string>;
  uploaderId: string;
  kind: ChatFileKindColumn;
  storageKey: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  /** PDFs: the uploader's file name (sanitised); images: null (named by the site). */
  originalName: string | null;
  /** The message it was sent in; null until sent. */
  messageId: number | null;
  createdAt: Timestamp;
}

export interface MessagesTable {
  /** Identity: orders a conversation (keyset paging). int8, read as a number. */
  id: Generated<number>;
  senderId: string;
  recipientId: string;
  /** The pair, ordered: least and greatest of the two ids. */
  memberLow: string;
  memberHigh: string;
  text: string | null;
  fileId: string | null;
  clientMessageId: string;
  /** Hash of the normalised text (repeated-text rule); null without text. */
  textFingerprint: string | null;
  createdAt: Timestamp;
  readAt: Timestamp | null;
  /** A family manager who wrote it for the sender's profile (ADR 017), and their relation; null otherwise. */
  actedByAccountId: ColumnType<string | null, string | null | undefined, string | null>;
  actedByRelation: ColumnType<FamilyRelationColumn | null, FamilyRelationColumn | null | undefined, never>;
}

export interface ConversationsTable {
  memberId: string;
  otherId: string;
  lastMessageId: number | null;
  clearedBeforeMessageId: ColumnType<number, number | undefined, number>;
  safetyTipsSeen: ColumnType<boolean, boolean | undefined, boolean>;
  unreadEmailSentFor: number | null;
  updatedAt: Timestamp;
}

export type MessageFlagKindColumn = 'money_request' | 'off_platform' | 'repeated_text';
export interface MessageFlagsTable {
  messageId: number;
  kind: MessageFlagKindColumn;
  detail: string | null;
  createdAt: Timestamp;
  /** The console's queue (issue 15): null while the flag waits for staff; then when and by whom it was looked at. */
  reviewedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  reviewedBy: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Every suspension of a member (issue 14 point 3); the open one (`liftedAt` null) is mirrored on `users`. */
export interface SuspensionsTable {
  id: Generated<string>;
  userId: string;
  /** A code of `SUSPENSION_REASONS` (@app/shared/suspension) or free text. */
  reason: string;
  suspendedAt: Timestamp;
  /** Null: until the team lifts it. */
  unsuspendAt: Timestamp | null;
  /** The staff member (issue 15); null for an operator command. */
  suspendedBy: string | null;
  liftedAt: Timestamp | null;
  /** The staff member; null for the scheduled end or an operator command. */
  liftedBy: string | null;
  liftNote: string | null;
}

/** The kinds of review queue items (one row each; a later issue inserts its own). */
export interface ReviewQueueKindsTable {
  kind: string;
}

/** `self-correction`: a suspended member changed their about text or photos. Later: photos, verification, reports. */
export type ReviewQueueKind = 'self-correction';
export type ReviewQueueState = 'open' | 'closed';

/** Items for the team's console (issue 15). */
export interface ReviewQueueTable {
  id: Generated<string>;
  kind: ReviewQueueKind;
  userId: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  state: ColumnType<ReviewQueueState, ReviewQueueState | undefined, ReviewQueueState>;
  closedAt: Timestamp | null;
  closedBy: string | null;
  closeNote: string | null;
  payload: ColumnType<unknown, string | null | undefined, string | null>;
}

export interface ReportsTable {
  id: Generated<string>;
  /** Null once the reporter's account is gone (the report stays for the console). */
  reporterId: string | null;
  reportedUserId: string;
  reasons: ReportReason[];
  details: string | null;
  /** Any reason in URGENT_REPORT_REASONS: first in the console's queue. */
  urgent: boolean;
  state: ColumnType<ReportState, ReportState | undefined, ReportState>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  decidedAt: Timestamp | null;
  /** The staff member who decided (issue 15). */
  decidedBy: string | null;
  decisionNote: string | null;
}

export interface ReportMessagesTable {
  reportId: string;
  messageId: number;
}

export type VerificationStateColumn = 'pending' | 'approved' | 'declined';
export type VerificationReasonColumn = 'document-unreadable' | 'faces-do-not-match' | 'document-not-accepted' | 'other';
/** A member's identity document and selfie for the verified tick, and our team's decision (modules/safety). */
export interface VerificationRequestsTable {
  id: Generated<string>;
  userId: string;
  state: ColumnType<VerificationStateColumn, VerificationStateColumn | undefined, VerificationStateColumn>;
  /** File-store keys of the two images; both null once decided (the files are deleted at the decision). */
  documentKey: string | null;
  selfieKey: string | null;
  createdAt: Timestamp;
  decidedAt: Timestamp | null;
  /** The staff member who decided (issue 15's staff accounts; no foreign key yet); null from the command line. */
  decidedBy: string | null;
  decisionReason: VerificationReasonColumn | null;
  /** A note to the member with the decision. */
  decisionNote: string | null;
}

/** A copy of a member's data they asked for (issue 14 point 5, APP 12): the zip while stored, the link's token hash. */
export type DataExportStateColumn = 'queued' | 'building' | 'ready' | 'downloaded' | 'expired' | 'failed';
export interface DataExportsTable {
  id: Generated<string>;
  userId: string;
  state: ColumnType<DataExportStateColumn, DataExportStateColumn | undefined, DataExportStateColumn>;
  /** The zip in the file store while it exists; null before it is built and once it is removed. */
  storageKey: string | null;
  /** SHA-256 (hex) of the e-mailed link's token; the token itself is never stored. */
  tokenHash: string | null;
  createdAt: Timestamp;
  readyAt: Timestamp | null;
  expiresAt: Timestamp | null;
  downloadedAt: Timestamp | null;
}

/** Staff accounts' second factor and one-time set-up link (issue 15). */
export interface StaffCredentialsTable {
  userId: string;
  totpSecretEnc: string | null;
  totpConfirmedAt: Date | null;
  totpLastStep: ColumnType<number | null, number | null | undefined, number | null>;
  setupTokenHash: string | null;
  setupExpiresAt: Date | null;
  createdAt: Timestamp;
}

/** Staff sign-in challenges that have opened a session: each one opens one at most (migration 202612040001). */
export interface StaffChallengeUsesTable {
  challengeId: string;
  userId: string;
  expiresAt: Date;
}

/** Every staff action; append-only (a trigger refuses updates and deletes). */
export interface StaffAuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  actorId: string | null;
  actorEmail: string;
  actorRole: string;
  action: string;
  subjectUserId: string | null;
  subjectKind: string | null;
  subjectId: string | null;
  reason: string | null;
  detail: Json<Record<string, unknown>>;
}

/** A refund made at the payment provider, written into our books by an admin (console, issue 15). */
export interface PaymentRefundsTable {
  id: Generated<string>;
  subscriptionId: string;
  /** GST included. */
  amountCents: number;
  gstCents: number;
  currency: Generated<'AUD'>;
  providerReference: string | null;
  reason: string;
  recordedBy: string | null;
  refundedAt: Timestamp;
  createdAt: Timestamp;
}

/** Australian dollars per unit of a currency members may give their income in (operator-kept, no network). */
export interface CurrencyRatesTable {
  code: string;
  /** `numeric`: read back as a string. */
  audPerUnit: ColumnType<string, string | number, string | number>;
  asOf: ColumnType<string, string, string>;
  updatedAt: Generated<Date>;
}

export type FamilyRightColumn = 'browse' | 'shortlist' | 'request' | 'respond' | 'chat' | 'edit';
export type FamilyRelationColumn = 'mother' | 'father' | 'sister' | 'brother' | 'relative' | 'guardian' | 'friend';

/** Who looks after which profile (ADR 017). */
export interface FamilyMembersTable {
  profileId: string;
  accountId: string;
  relation: FamilyRelationColumn;
  rights: FamilyRightColumn[];
  madeProfile: Generated<boolean>;
  createdAt: Timestamp;
  lastActiveAt: Timestamp | null;
}

export interface FamilyInvitationsTable {
  id: Generated<string>;
  profileId: string;
  invitedBy: string | null;
  email: string;
  relation: FamilyRelationColumn;
  rights: FamilyRightColumn[];
  tokenHash: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  acceptedAt: Timestamp | null;
  acceptedBy: string | null;
  withdrawnAt: Timestamp | null;
  /** `manage`: the candidate invites a helper; `confirm`: a relative asks the candidate to confirm their profile. */
  kind: ColumnType<'manage' | 'confirm', 'manage' | 'confirm' | undefined, 'manage' | 'confirm'>;
}

export interface FamilyActivityTable {
  id: Generated<string>;
  seq: ColumnType<string, never, never>;
  profileId: string;
  accountId: string | null;
  actorName: string;
  actorRelation: FamilyRelationColumn | null;
  kind: string;
  detail: Json<Record<string, unknown>>;
  createdAt: Timestamp;
}

/** A change a family manager made to a confirmed profile, undoable by its candidate (ADR 017 point 12). */
export interface ProfileEditsTable {
  id: Generated<string>;
  profileId: string;
  accountId: string | null;
  actorName: string;
  relation: FamilyRelationColumn;
  section: string;
  /** `{ field: { before, after } }` per key of the editable state (`profile/edit-history.ts`). */
  changes: Json<Record<string, { before: unknown; after: unknown }>>;
  createdAt: Timestamp;
  undoneAt: Timestamp | null;
  undoneBy: string | null;
}

export type FamilyReactionColumn = 'like' | 'unsure' | 'dislike';

export interface FamilyNotesTable {
  profileId: string;
  favouriteUserId: string;
  accountId: string;
  text: string;
  reaction: FamilyReactionColumn | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface Database {
  familyMembers: FamilyMembersTable;
  familyInvitations: FamilyInvitationsTable;
  familyActivity: FamilyActivityTable;
  profileEdits: ProfileEditsTable;
  familyNotes: FamilyNotesTable;
  currencyRates: CurrencyRatesTable;
  staffCredentials: StaffCredentialsTable;
  staffChallengeUses: StaffChallengeUsesTable;
  staffAuditLog: StaffAuditLogTable;
  emailOutbox: EmailOutboxTable;
  auditEvents: AuditEventsTable;
  users: UsersTable;
  consents: ConsentsTable;
  questionnaireAnswers: QuestionnaireAnswersTable;
  verifications: VerificationsTable;
  sessions: SessionsTable;
  refreshTokens: RefreshTokensTable;
  devices: DevicesTable;
  pushVapidKeys: PushVapidKeysTable;
  contactMessages: ContactMessagesTable;
  analyticsEvents: AnalyticsEventsTable;
  profiles: ProfilesTable;
  photos: PhotosTable;
  photoAccessRequests: PhotoAccessRequestsTable;
  partnerPreferences: PartnerPreferencesTable;
  connections: ConnectionsTable;
  notifications: NotificationsTable;
  contactAccess: ContactAccessTable;
  contactAccessLog: ContactAccessLogTable;
  notificationSettings: NotificationSettingsTable;
  blocks: BlocksTable;
  favourites: FavouritesTable;
  profileViews: ProfileViewsTable;
  matchProfiles: MatchProfilesTable;
  matchSnapshots: MatchSnapshotsTable;
  plans: PlansTable;
  checkoutSessions: CheckoutSessionsTable;
  subscriptions: SubscriptionsTable;
  paymentRefunds: PaymentRefundsTable;
  paymentEvents: PaymentEventsTable;
  calls: CallsTable;
  chatFiles: ChatFilesTable;
  messages: MessagesTable;
  conversations: ConversationsTable;
  messageFlags: MessageFlagsTable;
  suspensions: SuspensionsTable;
  reviewQueueKinds: ReviewQueueKindsTable;
  reviewQueue: ReviewQueueTable;
  reports: ReportsTable;
  reportMessages: ReportMessagesTable;
  verificationRequests: VerificationRequestsTable;
  dataExports: DataExportsTable;
  gunaMilanPairs: GunaMilanPairsTable;
}

/** Guna Milan of every pair of Moons (`nakshatra * 12 + rashi`), filled from the horoscope module at start-up. */
export interface GunaMilanPairsTable {
  brideMoon: number;
  groomMoon: number;
  score: number;
  eitherWayScore: number;
}
