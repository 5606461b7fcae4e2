/**
 * The connections module's face (ADR 014): what other modules may use. Its routes are registered by modules/index.ts.
 */
export { apply, publish, withPair } from './connections.service';
