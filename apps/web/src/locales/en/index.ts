import common from './common.json';
import consent from './consent.json';
import site from './site.json';

/**
 * The English text of the app shell: what every page may show (frame, navigation, footer, cookie banner, common
 * states). Each file owns distinct top-level keys. Text that only some pages need lives in namespaces
 * (src/locales/auth.ts, src/locales/contact.ts), loaded with the code that uses it.
 */
export const en = { ...common, ...site, ...consent };
