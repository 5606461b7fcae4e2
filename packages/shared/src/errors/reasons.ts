// Which sentence an error is (ADR 018, issue 30 point 2), without zod: the server names it in `params.reason`, the web
// words it from its `errors` namespace (`apiErrors.<CODE>.<reason>`, with `{{placeholders}}` for the other params).
// Clients may branch on `code` and `params.reason`, never on the English `message`.
import type { ErrorCode } from './codes';

/**
 * Every reason, by code: a stable camelCase id, one per sentence. Renaming one is a breaking change for clients.
 * A code that is not here has one sentence (or a generic one per code) and carries no reason.
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
} as const satisfies Partial<Record<ErrorCode, readonly string[]>>;

type Reasons = typeof ERROR_REASONS;

/** The codes whose every error names its sentence: one code, many sentences (`VALIDATION_FAILED`, `CONFLICT`). */
export const REASON_REQUIRED = ['VALIDATION_FAILED', 'CONFLICT'] as const satisfies readonly (keyof Reasons)[];
export type ReasonRequiredCode = (typeof REASON_REQUIRED)[number];

/** The reasons of a code (of any of the codes of a union). */
export type ErrorReason<C extends ErrorCode = ErrorCode> = C extends keyof Reasons ? Reasons[C][number] : never;

/** What the sentence of an error needs: its `reason` and its values (`minutes`, `count`, `tier`…). */
export type ErrorParams = { readonly reason?: string } & Readonly<Record<string, string | number>>;

export function isErrorReason<C extends ErrorCode>(code: C, reason: unknown): reason is ErrorReason<C> {
  const reasons = (ERROR_REASONS as Partial<Record<ErrorCode, readonly string[]>>)[code];
  return typeof reason === 'string' && reasons !== undefined && reasons.includes(reason);
}
