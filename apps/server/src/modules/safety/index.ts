/**
 * The safety module's face (ADR 014): what other modules may use of it. They import nothing else from safety/ (lint).
 */
export { eraseAccount } from './account-deletion';
export { liftSuspension, suspendMember } from './suspension.service';
export { decideVerification, readVerificationImages } from './verification.service';
