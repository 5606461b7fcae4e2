/**
 * The family module's face (ADR 014, ADR 017): what other modules may use of it. They import nothing else from
 * family/ (lint).
 */
export { familyRoutes } from './family.routes';
export { recordFamilyActivity, recordManagerAction } from './family.service';
export { closeFamilyAccessOf, recordManagerAccountClosed } from './account-erasure';
