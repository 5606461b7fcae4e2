/**
 * The payments module's face (ADR 014): what other modules may use. Its routes are registered by modules/index.ts.
 */
export { BUSINESS_TIME_ZONE } from './money';
