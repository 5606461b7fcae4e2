import auth from './auth.json';
import common from './common.json';
import consent from './consent.json';
import contact from './contact.json';
import site from './site.json';

/**
 * The English message catalogue: one catalogue, kept in one file per feature so features can grow their text
 * independently. Each file owns distinct top-level keys. A second language is a sibling folder with the same
 * files (e.g. locales/hi/), listed in lib/i18n.ts.
 */
export const en = { ...common, ...auth, ...site, ...contact, ...consent };
