/**
 * The chat module's face (ADR 014): what other modules may use of it. They import nothing else from chat/ (lint).
 */
export { parseMessageId } from './chat-text';
