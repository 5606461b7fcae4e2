/**
 * The discover module's face (ADR 014): what other modules may use of it. They import nothing else from discover/
 * (lint). The member card is drawn here because it shows what discover owns beside the profile's fields (the
 * viewer's favourites, the match reasons), by the privacy module's decision.
 */
export { newMatchesSince } from './discover.service';
export { presentMemberCards } from './member-card';
