/**
 * The files module's face (ADR 014): what other modules may use of it. They import nothing else from files/ (lint).
 */
export { canReadFile, type ChatFileRow, presentChatFile, storedKeysOf, variantKeyOf } from './files.service';
