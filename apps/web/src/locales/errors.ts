import { defineNamespace } from '../lib/i18n';
import en from './en/errors.json';

/**
 * The API's refusals in the member's words (ADR 018 point 4): `apiErrors.<CODE>.<reason>`, with the error's
 * `params` as `{{placeholders}}`. The server keys them (`@app/shared/errors/reasons`); a reason the catalogue lacks
 * shows the server's English `message`. Loaded with the API code (lib/api/api-failure.ts), not the shell.
 */
export const errorsMessages = defineNamespace({
  en,
  hi: () => import('./hi/errors.json'),
  pa: () => import('./pa/errors.json'),
});
