import common from './common.json';
import site from './site.json';

/**
 * The English text of the app shell: what every page may show (frame, navigation bar, login panel, error state).
 * Each file owns distinct keys. Text that only some pages need lives in namespaces (src/locales/*.ts), loaded with
 * the code that uses it.
 */
export const en = { ...common, ...site };
