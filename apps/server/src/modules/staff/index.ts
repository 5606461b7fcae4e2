/**
 * The staff module's face (ADR 014): what other modules may use of it. They import nothing else from staff/ (lint).
 */
export { COMMAND_LINE, recordStaffAction } from './audit-log';
export { requireStaff, staffActor, type StaffUser } from './console-guard';
export { staffPhotoUrls } from './staff-photos';
