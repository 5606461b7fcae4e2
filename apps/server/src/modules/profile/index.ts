/**
 * The profile module's face (ADR 014): what other modules may use of it. They import nothing else from profile/
 * (lint).
 */
export { memberAge, presentInterests, presentMyDetails, profileCompletion } from './profile.presenter';
export { type Db, type MemberAnswers, NO_ANSWERS, readAnswers, readAnswersMany } from './profile.repository';
export { profileEditHistory } from './edit-history';
