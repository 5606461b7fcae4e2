/**
 * The safety module's face (ADR 014): what other modules may use. Its routes are registered by modules/index.ts.
 */
export { eraseAccount } from './account-deletion';
export { liftSuspension, suspendMember } from './suspension.service';
export { decideVerification, readVerificationImages } from './verification.service';
