/**
 * The staff module's face (ADR 014): what other modules may use. Its routes are registered by modules/index.ts.
 */
export { COMMAND_LINE, recordStaffAction } from './audit-log';
export { requireStaff, staffActor, type StaffUser } from './console-guard';
export { staffPhotoUrls } from './staff-photos';
