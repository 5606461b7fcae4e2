/**
 * The payments module's face (ADR 014): what other modules may use of it. They import nothing else from payments/ (lint).
 */
export { BUSINESS_TIME_ZONE } from './money';
