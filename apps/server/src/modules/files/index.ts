/**
 * The files module's face (ADR 014): what other modules may use. Its routes are registered by modules/index.ts.
 */
export { canReadFile, type ChatFileRow, presentChatFile, storedKeysOf, variantKeyOf } from './files.service';
