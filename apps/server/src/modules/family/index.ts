/**
 * The family module's face (ADR 014, ADR 017): what other modules may use of it. They import nothing else from
 * family/ (lint). Its routes are wired by `modules/index.ts`, not exported here (ADR 014 point 3), so a module using
 * this face (discover reads the shortlist's notes) loads none of them.
 */
export {
  familyActorName,
  joinByInvitation,
  loadFamilyRelations,
  nameHelperAccount,
  recordFamilyActivity,
  recordManagerAction,
} from './family.service';
export { closeFamilyAccessOf, recordManagerAccountClosed } from './account-erasure';
export { loadFavouriteNotes } from './family-notes.service';
export { defaultActingProfile, startMadeProfile } from './made-profile.service';
