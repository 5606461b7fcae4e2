/**
 * The auth module's face (ADR 014): what other modules may use. Its routes are registered by modules/index.ts.
 */
export { findUserByEmail, recordAudit, revokeUserSessions, type UserRow } from './auth.repository';
export { assertAcceptablePassword, hashPassword } from './passwords';
export { requireOwnPassword } from './passwords.service';
export { createSession, type IssuedSession, newUid, type RequestContext } from './sessions.service';
export { trustDevice } from './sign-in-devices';
