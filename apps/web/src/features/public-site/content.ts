/**
 * The one place this feature reads the site's written content (features/content/documents). The documents are
 * static data with no state, UI or behaviour, so reading them is not coupling two features (eslint.config.js
 * allows every feature to import `features/content`), and every page imports its words from here.
 *
 * Each is in every language (issue 30): its English, and its Hindi and Punjabi loaded when first shown in them
 * (`useLocalized`), one module per document in localized/. Pages are code-split: Rollup follows these re-exports, so
 * each document's English lands only in the chunk of the page that renders it (one module here would put every
 * document in one chunk that every page loads), and its other languages in chunks of their own.
 */
export type { Article, Block, ContentDocument, Faq, Section } from '../content/documents/en/types';
export { aboutUsDocument } from './localized/about-us';
export { articles } from './localized/advice';
export { childSafetyDocument } from './localized/child-safety-policy';
export { communityGuidelinesDocument } from './localized/community-guidelines';
export { contactDocument } from './localized/contact';
export { cookiesPolicyDocument } from './localized/cookies-policy';
export { deleteAccountDocument } from './localized/delete-account';
export { exclusiveCriteria, exclusiveDocument } from './localized/exclusive';
export { faqs } from './localized/faqs';
export { helpTopics } from './localized/help';
export { homeSections } from './localized/home';
export { missionDocument } from './localized/mission';
export { privacyPolicyDocument } from './localized/privacy-policy';
export { servicesDocument } from './localized/services';
export { termsDocument } from './localized/terms-conditions';
