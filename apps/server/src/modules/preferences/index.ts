/**
 * The preferences module's face (ADR 014): what other modules may use of it. They import nothing else from preferences/ (lint).
 */
export { seedPreferences } from './seed-preferences';
