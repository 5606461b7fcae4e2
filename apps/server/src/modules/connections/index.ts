/**
 * The connections module's face (ADR 014): what other modules may use of it. They import nothing else from connections/ (lint).
 */
export { apply, publish, withPair } from './connections.service';
