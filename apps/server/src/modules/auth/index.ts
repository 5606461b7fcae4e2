/**
 * The auth module's face (ADR 014): what other modules may use of it. They import nothing else from auth/ (lint).
 */
export { findUserByEmail, recordAudit, revokeUserSessions, type UserRow } from './auth.repository';
export { assertAcceptablePassword, hashPassword } from './passwords';
export { requireOwnPassword } from './passwords.service';
export { createSession, type IssuedSession, newUid, type RequestContext } from './sessions.service';
export { trustDevice } from './sign-in-devices';
