export type Cta = { label: string; href: string };

/** What the first screen shows: it travels with the home page's own code. */
type HomeHero = { eyebrow: string; title: string; subtitle: string; cta: Cta };

export const homeHero: HomeHero = {
  eyebrow: 'Matrimonial, not dating',
  title: 'Find a life partner, with your family beside you',
  subtitle:
    '{{siteName}} helps individuals and families from every South-Asian faith and community meet people who are ' +
    'serious about marriage, privately, respectfully and at your own pace.',
  cta: { label: 'Register free', href: '/questions' },
};
