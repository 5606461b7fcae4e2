/**
 * First-party, consent-based measurement: page views and the sign-up
 * funnel, stored in our own database. Nothing is recorded without consent; no third-party tracker.
 */
export const FUNNEL_STEPS = [
  'questionnaire_started',
  'questionnaire_completed',
  'registration_submitted',
  'email_verified',
  'password_created',
  'onboarding_personal',
  'onboarding_qualification',
  'onboarding_location',
  'onboarding_photo',
  'onboarding_other',
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const ANALYTICS_EVENT_TYPES = ['page_view', 'funnel'] as const;

export const COOKIE_CONSENT_VALUES = ['all', 'necessary'] as const;
export type CookieConsent = (typeof COOKIE_CONSENT_VALUES)[number];

/**
 * The cookie holding a copy of the visitor's cookie choice (local storage's `cookieConsent`) for the server: a
 * page's first paint shows the cookie banner only to a visitor who has not chosen (ADR 009). Named here, not in
 * `COOKIE`, which every page's first download carries.
 */
export const CONSENT_COOKIE = 'cookie_consent';

export type AnalyticsEvent = { type: 'page_view'; path: string } | { type: 'funnel'; step: FunnelStep };
export type AnalyticsBatch = { visitorId: string; events: AnalyticsEvent[] };
