export const helpTopics: { id: string; title: string; summary: string; faqIds: string[] }[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    summary:
      'Who can join, how sign-up works, and how families can register for a son or daughter or help with a search.',
    faqIds: [
      'what-is-site',
      'is-it-a-dating-site',
      'who-can-join',
      'how-sign-up-works',
      'code-not-received',
      'is-it-free',
      'parents-registering',
      'family-help',
    ],
  },
  {
    id: 'profiles-and-privacy',
    title: 'Profiles and privacy',
    summary: 'Building a good profile and choosing who sees your photos and personal details.',
    faqIds: ['photo-privacy', 'sensitive-details', 'what-to-include', 'edit-profile'],
  },
  {
    id: 'matches-and-connections',
    title: 'Matches and connections',
    summary:
      'How mutual matching works, horoscope matching for those who want it, sending connection requests and ' +
      'chatting with connections.',
    faqIds: [
      'how-matching-works',
      'horoscope-matching',
      'horoscope-score',
      'horoscope-privacy',
      'few-matches',
      'connection-requests',
      'chat-paid-plans',
    ],
  },
  {
    id: 'plans-and-billing',
    title: 'Plans and billing',
    summary: 'Our free and paid plans, payments in Australian dollars, cancelling, changing plans and refunds.',
    faqIds: ['plans-and-prices', 'exclusive-criteria', 'change-plan', 'cancel-plan', 'refunds', 'payment-security'],
  },
  {
    id: 'safety',
    title: 'Safety',
    summary: 'Blocking and reporting, avoiding scams and meeting someone safely.',
    faqIds: ['block-and-report', 'safety-tips', 'asked-for-money', 'profiles-verified'],
  },
  {
    id: 'account',
    title: 'Your account',
    summary: 'Passwords, your e-mail address, deleting your account and getting in touch with us.',
    faqIds: ['forgot-password', 'change-email', 'delete-account', 'contact-us'],
  },
];
