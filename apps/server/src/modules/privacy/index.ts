/**
 * The privacy module's face (ADR 014): what other modules may use of it. They import nothing else from privacy/ (lint).
 */
export {
  canSeeContactDetails,
  type FieldSection,
  fieldShown,
  type FieldVisibility,
  photoVisibilityOf,
  PROFILE_NOT_FOUND,
} from './privacy';
export { findAccessRequestStatus, findOwnerRowsMany, findProfile, type ProfileRow } from './privacy.repository';
export { type OwnerRows, TOGGLE_COLUMNS, toggleStatus, type VisibleProfileView } from './profile-view';
export { decideViewerAccess, decideViewerAccessMany, loadOwnerRows, type ViewerAccess } from './viewer-access';
export { type HoroscopeSide, kootaNote, presentPairHoroscope } from './horoscope-view';
