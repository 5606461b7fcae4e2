/**
 * The calls module's face (ADR 014): what other modules may use of it. They import nothing else from calls/ (lint).
 */
export { endCallsBetween, endCallsOf } from './calls.service';
