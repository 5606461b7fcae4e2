/**
 * The one place this feature reads the site's written content (features/content/documents). The documents are
 * static data with no state, UI or behaviour, so reading them is not coupling two features (eslint.config.js
 * allows every feature to import `features/content`), and every page imports its words from here.
 *
 * Each is in every language (issue 30): its English, and its Hindi and Punjabi loaded when first shown in them
 * (`useLocalized`). Pages are code-split: Rollup follows these imports, so each document's English lands only in the
 * chunk of the page that renders it, and its other languages in chunks of their own.
 */
export type { Article, Block, ContentDocument, Faq, Section } from '../content/documents/en/types';
import type { Localized } from '../../lib/i18n';
import { aboutUsDocument as aboutUsDocumentEn } from '../content/documents/en/about-us';
import { articles as articlesEn } from '../content/documents/en/advice';
import { childSafetyDocument as childSafetyDocumentEn } from '../content/documents/en/child-safety-policy';
import { communityGuidelinesDocument as communityGuidelinesDocumentEn } from '../content/documents/en/community-guidelines';
import { contactDocument as contactDocumentEn } from '../content/documents/en/contact';
import { cookiesPolicyDocument as cookiesPolicyDocumentEn } from '../content/documents/en/cookies-policy';
import { deleteAccountDocument as deleteAccountDocumentEn } from '../content/documents/en/delete-account';
import { exclusiveCriteria as exclusiveCriteriaEn } from '../content/documents/en/exclusive';
import { exclusiveDocument as exclusiveDocumentEn } from '../content/documents/en/exclusive';
import { faqs as faqsEn } from '../content/documents/en/faqs';
import { helpTopics as helpTopicsEn } from '../content/documents/en/help';
import { homeHero as homeHeroEn } from '../content/documents/en/home-hero';
import { homeSections as homeSectionsEn } from '../content/documents/en/home';
import { missionDocument as missionDocumentEn } from '../content/documents/en/mission';
import { privacyPolicyDocument as privacyPolicyDocumentEn } from '../content/documents/en/privacy-policy';
import { servicesDocument as servicesDocumentEn } from '../content/documents/en/services';
import { termsDocument as termsDocumentEn } from '../content/documents/en/terms-conditions';

export const aboutUsDocument: Localized<typeof aboutUsDocumentEn> = {
  en: aboutUsDocumentEn,
  hi: () => import('../content/documents/hi/about-us').then((m) => m.aboutUsDocument),
  pa: () => import('../content/documents/pa/about-us').then((m) => m.aboutUsDocument),
};

export const articles: Localized<typeof articlesEn> = {
  en: articlesEn,
  hi: () => import('../content/documents/hi/advice').then((m) => m.articles),
  pa: () => import('../content/documents/pa/advice').then((m) => m.articles),
};

export const childSafetyDocument: Localized<typeof childSafetyDocumentEn> = {
  en: childSafetyDocumentEn,
  hi: () => import('../content/documents/hi/child-safety-policy').then((m) => m.childSafetyDocument),
  pa: () => import('../content/documents/pa/child-safety-policy').then((m) => m.childSafetyDocument),
};

export const communityGuidelinesDocument: Localized<typeof communityGuidelinesDocumentEn> = {
  en: communityGuidelinesDocumentEn,
  hi: () => import('../content/documents/hi/community-guidelines').then((m) => m.communityGuidelinesDocument),
  pa: () => import('../content/documents/pa/community-guidelines').then((m) => m.communityGuidelinesDocument),
};

export const contactDocument: Localized<typeof contactDocumentEn> = {
  en: contactDocumentEn,
  hi: () => import('../content/documents/hi/contact').then((m) => m.contactDocument),
  pa: () => import('../content/documents/pa/contact').then((m) => m.contactDocument),
};

export const cookiesPolicyDocument: Localized<typeof cookiesPolicyDocumentEn> = {
  en: cookiesPolicyDocumentEn,
  hi: () => import('../content/documents/hi/cookies-policy').then((m) => m.cookiesPolicyDocument),
  pa: () => import('../content/documents/pa/cookies-policy').then((m) => m.cookiesPolicyDocument),
};

export const deleteAccountDocument: Localized<typeof deleteAccountDocumentEn> = {
  en: deleteAccountDocumentEn,
  hi: () => import('../content/documents/hi/delete-account').then((m) => m.deleteAccountDocument),
  pa: () => import('../content/documents/pa/delete-account').then((m) => m.deleteAccountDocument),
};

export const exclusiveCriteria: Localized<typeof exclusiveCriteriaEn> = {
  en: exclusiveCriteriaEn,
  hi: () => import('../content/documents/hi/exclusive').then((m) => m.exclusiveCriteria),
  pa: () => import('../content/documents/pa/exclusive').then((m) => m.exclusiveCriteria),
};

export const exclusiveDocument: Localized<typeof exclusiveDocumentEn> = {
  en: exclusiveDocumentEn,
  hi: () => import('../content/documents/hi/exclusive').then((m) => m.exclusiveDocument),
  pa: () => import('../content/documents/pa/exclusive').then((m) => m.exclusiveDocument),
};

export const faqs: Localized<typeof faqsEn> = {
  en: faqsEn,
  hi: () => import('../content/documents/hi/faqs').then((m) => m.faqs),
  pa: () => import('../content/documents/pa/faqs').then((m) => m.faqs),
};

export const helpTopics: Localized<typeof helpTopicsEn> = {
  en: helpTopicsEn,
  hi: () => import('../content/documents/hi/help').then((m) => m.helpTopics),
  pa: () => import('../content/documents/pa/help').then((m) => m.helpTopics),
};

export const homeHero: Localized<typeof homeHeroEn> = {
  en: homeHeroEn,
  hi: () => import('../content/documents/hi/home-hero').then((m) => m.homeHero),
  pa: () => import('../content/documents/pa/home-hero').then((m) => m.homeHero),
};

export const homeSections: Localized<typeof homeSectionsEn> = {
  en: homeSectionsEn,
  hi: () => import('../content/documents/hi/home').then((m) => m.homeSections),
  pa: () => import('../content/documents/pa/home').then((m) => m.homeSections),
};

export const missionDocument: Localized<typeof missionDocumentEn> = {
  en: missionDocumentEn,
  hi: () => import('../content/documents/hi/mission').then((m) => m.missionDocument),
  pa: () => import('../content/documents/pa/mission').then((m) => m.missionDocument),
};

export const privacyPolicyDocument: Localized<typeof privacyPolicyDocumentEn> = {
  en: privacyPolicyDocumentEn,
  hi: () => import('../content/documents/hi/privacy-policy').then((m) => m.privacyPolicyDocument),
  pa: () => import('../content/documents/pa/privacy-policy').then((m) => m.privacyPolicyDocument),
};

export const servicesDocument: Localized<typeof servicesDocumentEn> = {
  en: servicesDocumentEn,
  hi: () => import('../content/documents/hi/services').then((m) => m.servicesDocument),
  pa: () => import('../content/documents/pa/services').then((m) => m.servicesDocument),
};

export const termsDocument: Localized<typeof termsDocumentEn> = {
  en: termsDocumentEn,
  hi: () => import('../content/documents/hi/terms-conditions').then((m) => m.termsDocument),
  pa: () => import('../content/documents/pa/terms-conditions').then((m) => m.termsDocument),
};
