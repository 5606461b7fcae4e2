/** Link lists of the navigation bar, mobile menu and footer, in the customer's order. */
type LabelKey =
  | 'mission'
  | 'advice'
  | 'help'
  | 'services'
  | 'subscriptionTiers'
  | 'faqs'
  | 'contactUs'
  | 'aboutUs'
  | 'communityGuidelines'
  | 'termsConditions'
  | 'privacyPolicy'
  | 'cookiesPolicy'
  | 'transparency';

/** A link and the key of its label (`site.nav.<labelKey>`). */
export type SiteLink<K extends LabelKey = LabelKey> = { to: string; labelKey: K };

// The bar's labels are in the shell's catalogue (locales/en/site.json); the others travel with the menu and footer.
export const BAR_LINKS: readonly SiteLink<'mission' | 'advice' | 'help'>[] = [
  { to: '/mission', labelKey: 'mission' },
  { to: '/advice', labelKey: 'advice' },
  { to: '/help', labelKey: 'help' },
];

export const MOBILE_MENU_LINKS: readonly SiteLink[] = [
  ...BAR_LINKS,
  { to: '/services', labelKey: 'services' },
  { to: '/subscription-tiers', labelKey: 'subscriptionTiers' },
  { to: '/faqs', labelKey: 'faqs' },
  { to: '/contact-us', labelKey: 'contactUs' },
];

export const FOOTER_MISSION_LINKS: readonly SiteLink[] = [
  { to: '/advice', labelKey: 'advice' },
  { to: '/services', labelKey: 'services' },
  { to: '/subscription-tiers', labelKey: 'subscriptionTiers' },
  { to: '/help', labelKey: 'help' },
  { to: '/faqs', labelKey: 'faqs' },
  { to: '/contact-us', labelKey: 'contactUs' },
];

export const FOOTER_ABOUT_LINKS: readonly SiteLink[] = [
  { to: '/community-guidelines', labelKey: 'communityGuidelines' },
  { to: '/terms-conditions', labelKey: 'termsConditions' },
  { to: '/privacy-policy', labelKey: 'privacyPolicy' },
  { to: '/cookies-policy', labelKey: 'cookiesPolicy' },
  { to: '/transparency', labelKey: 'transparency' },
];

export const SOCIAL_NETWORKS = ['facebook', 'x', 'youtube', 'instagram', 'linkedin'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
