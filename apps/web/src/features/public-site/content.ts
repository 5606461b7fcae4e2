/**
 * The one place this feature reads the site's written content (features/content/documents). The documents are
 * static data with no state, UI or behaviour, so reading them is not coupling two features (eslint.config.js
 * allows every feature to import `features/content`), and every page imports its words from here.
 *
 * Pages are code-split: Rollup follows these re-exports, so each document lands only in the chunk of the page
 * that renders it.
 */
export type { Article, Block, ContentDocument, Faq, Section } from '../content/documents/en/types';
export { aboutUsDocument } from '../content/documents/en/about-us';
export { articles } from '../content/documents/en/advice';
export { childSafetyDocument } from '../content/documents/en/child-safety-policy';
export { communityGuidelinesDocument } from '../content/documents/en/community-guidelines';
export { contactDocument } from '../content/documents/en/contact';
export { cookiesPolicyDocument } from '../content/documents/en/cookies-policy';
export { deleteAccountDocument } from '../content/documents/en/delete-account';
export { exclusiveCriteria, exclusiveDocument } from '../content/documents/en/exclusive';
export { faqs } from '../content/documents/en/faqs';
export { helpTopics } from '../content/documents/en/help';
export { homeHero } from '../content/documents/en/home-hero';
export { homeSections } from '../content/documents/en/home';
export { missionDocument } from '../content/documents/en/mission';
export { privacyPolicyDocument } from '../content/documents/en/privacy-policy';
export { servicesDocument } from '../content/documents/en/services';
export { termsDocument } from '../content/documents/en/terms-conditions';
