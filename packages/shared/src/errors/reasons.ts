// Which sentence an error is (ADR 018, issue 30 point 2), without zod: the server names it in `params.reason`, the web
// words it from its `errors` namespace (`apiErrors.<CODE>.<reason>`, with `{{placeholders}}` for the other params).
// Clients may branch on `code` and `params.reason`, never on the English `message`.
import type { ErrorCode } from './codes';

/**
 * Every reason, by code: a stable camelCase id, one per sentence. Renaming one is a breaking change for clients.
 * `generic` is the code's own sentence when nothing more is known (the error handler's, e.g. a route that does not
 * exist). A code that is not here has one sentence and carries no reason; clients word it as `apiErrors.<CODE>.generic`.
 * Reasons starting `console`, `staff` or `webhook` are the operations console's, staff sign-in's and the payment
 * provider's: English only (docs/translating.md).
 */
export const ERROR_REASONS = {
  VALIDATION_FAILED: [
    /** The error handler: a body or query that is not readable or fails its schema in a way no field names. */
    'invalidRequest',
    /** A field failed its schema; the sentence is the field's own (`errors[0].message`), not worded by clients. */
    'invalidField',
    /** A key the endpoint does not accept; `params.key`. */
    'notSettable',
    'aboutOnce',
    'attachmentAlreadySent',
    'attachmentNotFound',
    'blockSelf',
    'callSelf',
    'candidateOwnEmail',
    'favouriteSelf',
    'fileEmpty',
    'fileField',
    'fileMissing',
    /** A `minGunas` filter or preference from a member without a matchable chart (issue 31). */
    'horoscopeNeeded',
    'inviteOwnEmail',
    'messageNotFound',
    'messageSelf',
    'messagesPageNotFound',
    'nothingToUpdate',
    'oneFile',
    'ownProfile',
    'pageLink',
    'passwordLength',
    'photoAccessSelf',
    'photoField',
    'photoMissing',
    'photoNone',
    'photoOrder',
    'photoTooSmall',
    'reportDetailsFull',
    'reportMessagesNotTheirs',
    'reportSelf',
    'requestSelf',
    'standardIsFree',
    'suspensionTooManyPhotos',
    'suspensionUpdateParts',
    'tooManyPhotos',
    /** A city of birth that is not in `GET dropdown/cities` for its country. */
    'unknownCity',
    'unknownCountry',
    'verificationNoDocument',
    'verificationNoSelfie',
    'verificationOneDocument',
    'verificationOneSelfie',
    'verificationParts',
    // The operations console, staff sign-in and the payment provider: English only (docs/translating.md).
    'consoleDate',
    'consoleDayOrder',
    'consoleNoSuchDate',
    'consoleNothingToChange',
    'consoleOnlyQueueItem',
    'consolePageLink',
    'consolePlanRefused',
    'consoleQueuePage',
    'consoleRangeOrder',
    'consoleRefundAmount',
    'consoleSuspensionEnd',
    'consoleSuspensionReason',
    'consoleTooManyDays',
    'consoleTooManyMonths',
    'consoleVerificationDecision',
    'webhookNotJson',
    'webhookUnknownEvent',
  ],
  CONFLICT: [
    /** The error handler: a 409 that no service made. */
    'generic',
    'alreadyBlocked',
    'alreadyConnected',
    'alreadyHelper',
    'alreadyHelping',
    'alreadyVerified',
    'awaitingCandidate',
    'callAnswered',
    'callDeclineNotCallee',
    'callEnded',
    'callNotCallee',
    'candidateConfirmed',
    'candidateHasAccount',
    'clientIdReused',
    'confirmLinkExpired',
    'connectionNotPossible',
    'contactNoRequest',
    'contactNotAsked',
    'contactNotConnected',
    'contactNotShared',
    'editUndone',
    'emailTaken',
    'higherPlan',
    'higherPlanUntil',
    'invitationAccepted',
    'invitationExpired',
    'invitationOwnProfile',
    'invitationUsed',
    'invitationWithdrawn',
    'makerNameFirst',
    'nameFromProfile',
    'noRequestToAccept',
    'nothingToUndo',
    'ownRequestAccept',
    'ownRequestDecline',
    'passwordChosen',
    'photosNotOnRequest',
    'profileConfirmed',
    'tooManyHelpers',
    'verificationPending',
    // The operations console, staff sign-in and the payment provider: English only (docs/translating.md).
    'consoleItemDecided',
    'consoleNoAbout',
    'consoleNotSuspended',
    'consolePhotoReviewed',
    'consoleVerificationDecided',
    'staffMemberEmail',
    'staffSetupAgain',
  ],
  UNAUTHENTICATED: [
    /** "Please sign in to continue.": no session, or one that ended. */
    'generic',
    'staffSignInTooLong',
  ],
  FORBIDDEN: [
    'generic',
    'callNotConnected',
    'chatNotConnected',
    'confirmSignInFirst',
    'contactNotShared',
    'deviceOtherAccount',
    'invitationOtherEmail',
    'memberUnavailable',
    'otherSite',
    'suspensionOnly',
    'suspensionOwnAccount',
  ],
  NOT_FOUND: [
    /** A page address that does not exist (not under /api). */
    'generic',
    /** An /api address that does not exist (or a console address for anyone but staff). */
    'endpoint',
    'call',
    'checkout',
    'confirmLink',
    'conversation',
    'exportLink',
    'file',
    'helper',
    'invitation',
    'invitationToWithdraw',
    'member',
    'message',
    'notBlocked',
    'notification',
    'notLookingAfter',
    'notOnShortlist',
    'photo',
    'photoNotAwaiting',
    'photoRequest',
    'planNotOnSale',
    'profile',
    'profileEdit',
    'quarterNoReport',
    'quarterNotEnded',
    'receipt',
    'consoleCorrection',
    'consoleFlaggedMessage',
    'consoleNotSuspended',
    'consolePayment',
    'consolePlan',
    'consoleReport',
    'consoleVerificationImages',
    'consoleVerificationRequest',
    'staffSetupLink',
  ],
  PAYLOAD_TOO_LARGE: [
    'generic',
    /** `params.maxMb` */
    'chatPhotoBytes',
    /** `params.maxMb` */
    'pdfBytes',
    /** `params.maxMb` */
    'photoBytes',
    /** `params.maxMegapixels` */
    'photoPixels',
    /** `params.maxMb` */
    'verificationDocumentBytes',
    /** `params.maxMb` */
    'verificationSelfieBytes',
  ],
  UNSUPPORTED_MEDIA_TYPE: [
    'generic',
    'changesMultipart',
    'fileFormat',
    'fileMultipart',
    'imagesMultipart',
    'photoFormat',
    'photosMultipart',
    'photoUnreadable',
  ],
  RATE_LIMITED: [
    /** "Too many attempts…": the rate limits' own sentence. */
    'generic',
    /** `params.count`: corrections in the past year. */
    'dateOfBirthCorrections',
    'signInAttempts',
  ],
  INVALID_CREDENTIALS: ['currentPassword', 'password', 'signIn'],
  CODE_INVALID: [
    /** `params.left`: tries left (more than one). */
    'codeWrong',
    'codeWrongLastTry',
    'staffCodeWrong',
  ],
  CODE_EXPIRED: ['codeExpired', 'codeGone', 'codeUsed'],
  PROFILE_INCOMPLETE: ['call', 'discover', 'request'],
  /**
   * `params.requiredTier` (a plan), and beside it: `tiers` (the plans that include it) for `calls`, `files`, `reply`
   * and `start`; `receiverTier` for `connectTo`; `tier`, `limit` and `resets` (a day) for `requestAllowance…`.
   */
  PLAN_REQUIRED: [
    'callee',
    'calls',
    'connectTo',
    'contactDetails',
    'files',
    'reply',
    'requestAllowance',
    'requestAllowanceUnlimited',
    'start',
  ],
  CONVERSATION_CLOSED: ['blocked', 'notConnected', 'removed'],
  FAMILY_NOT_ALLOWED: [
    'candidateOnly',
    'candidateRemovesHelpers',
    'candidateRemovesPhotos',
    'helpsOnly',
    'makerOnly',
    'notConfirmedYet',
    'profileSuspended',
    'rightMissing',
  ],
  SERVICE_UNAVAILABLE: ['generic', 'paymentProviderUnreachable', 'paymentsNotSetUp'],
} as const satisfies Partial<Record<ErrorCode, readonly string[]>>;

type Reasons = typeof ERROR_REASONS;

/** The codes whose every error names its sentence: one code, many sentences. Every code with reasons is one. */
export const REASON_REQUIRED = [
  'VALIDATION_FAILED',
  'CONFLICT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INVALID_CREDENTIALS',
  'CODE_INVALID',
  'CODE_EXPIRED',
  'PROFILE_INCOMPLETE',
  'PLAN_REQUIRED',
  'CONVERSATION_CLOSED',
  'FAMILY_NOT_ALLOWED',
  'SERVICE_UNAVAILABLE',
] as const satisfies readonly (keyof Reasons)[];
export type ReasonRequiredCode = (typeof REASON_REQUIRED)[number];

/** The reasons of a code (of any of the codes of a union). */
export type ErrorReason<C extends ErrorCode = ErrorCode> = C extends keyof Reasons ? Reasons[C][number] : never;

/**
 * How clients write a param in the reader's language, by its name (any other param is written as sent): `tier` a
 * plan's id (`Premium`), `tiers` plan ids joined by commas (`Premium,Exclusive`, written as a list: "Premium and
 * Exclusive"), `day` a calendar day `YYYY-MM-DD` (written long: "3 March 2027").
 */
export const ERROR_PARAM_KINDS: Readonly<Record<string, 'tier' | 'tiers' | 'day'>> = {
  held: 'tier',
  receiverTier: 'tier',
  requiredTier: 'tier',
  resets: 'day',
  tier: 'tier',
  tiers: 'tiers',
  until: 'day',
};

/** What the sentence of an error needs: its `reason` and its values (`minutes`, `count`, `tier`…). */
export type ErrorParams = { readonly reason?: string } & Readonly<Record<string, string | number>>;

export function isErrorReason<C extends ErrorCode>(code: C, reason: unknown): reason is ErrorReason<C> {
  const reasons = (ERROR_REASONS as Partial<Record<ErrorCode, readonly string[]>>)[code];
  return typeof reason === 'string' && reasons !== undefined && reasons.includes(reason);
}
