import { routeOfPath, type LocalizedRoute } from '../addresses/index';
import type { PublicRoute } from '../routes/index';

export type PageMeta = { title: string; description: string; indexable: boolean };

/**
 * Title and description of every public page. `{{siteName}}` is filled from the brand configuration.
 * The server writes these into the HTML it serves (crawlers and link previews need no JavaScript);
 * the web app keeps them current as the member navigates.
 */
export const PAGE_META: Record<PublicRoute, PageMeta> = {
  '/': {
    title: '{{siteName}} – matrimonial introductions for families in Australia and worldwide',
    description:
      'A private, verified matrimonial service for individuals and families seeking a life partner. Free to join, 18+ only, never a dating site.',
    indexable: true,
  },
  '/mission': {
    title: 'Our mission – {{siteName}}',
    description:
      'Why we exist: helping families and individuals find a life partner with dignity, privacy and respect.',
    indexable: true,
  },
  '/advice': {
    title: 'Advice for your search – {{siteName}}',
    description: 'Practical articles on compatibility, family involvement, realistic expectations and staying safe.',
    indexable: true,
  },
  '/help': {
    title: 'Help centre – {{siteName}}',
    description: 'Answers about signing up, profiles and privacy, matches, plans and billing, safety and your account.',
    indexable: true,
  },
  '/login': {
    title: 'Sign in – {{siteName}}',
    description: 'Sign in to your account to see your matches, connections and messages.',
    indexable: true,
  },
  '/subscription-tiers': {
    title: 'Compare plans: Standard, Premium and Exclusive – {{siteName}}',
    description: 'See what each plan includes, side by side, with prices in Australian dollars.',
    indexable: true,
  },
  '/cookies-policy': {
    title: 'Cookies policy – {{siteName}}',
    description: 'The cookies and local storage we use, why, and how to change your choice.',
    indexable: true,
  },
  '/privacy-policy': {
    title: 'Privacy policy – {{siteName}}',
    description:
      'How we collect, use, protect and disclose personal information under the Australian Privacy Principles.',
    indexable: true,
  },
  '/delete-account': {
    title: 'Deleting your account – {{siteName}}',
    description: 'How to delete your account, what is removed straight away, and what the law requires us to keep.',
    indexable: true,
  },
  '/terms-conditions': {
    title: 'Terms and conditions – {{siteName}}',
    description: 'The terms that apply when you use our matrimonial service, including plans, payments and conduct.',
    indexable: true,
  },
  '/community-guidelines': {
    title: 'Community guidelines – {{siteName}}',
    description:
      'How members treat each other: honesty, respect, safety, and what we do when someone breaks the rules.',
    indexable: true,
  },
  '/child-safety-policy': {
    title: 'Child safety policy – {{siteName}}',
    description:
      'An adults-only service with zero tolerance for child abuse or exploitation, and how to report a concern.',
    indexable: true,
  },
  '/faqs': {
    title: 'Frequently asked questions – {{siteName}}',
    description: 'Quick answers about joining, profiles, privacy, matching, plans and safety.',
    indexable: true,
  },
  '/sucessfull': {
    title: 'Payment complete – {{siteName}}',
    description: 'Your payment went through.',
    indexable: false,
  },
  '/contact-us': {
    title: 'Contact us – {{siteName}}',
    description:
      'Send us a message. A real person in our Australian team reads every message and replies as soon as we can.',
    indexable: true,
  },
  '/about-us': {
    title: 'About us – {{siteName}}',
    description: 'Who we are, who we serve and how we run a trustworthy matrimonial service.',
    indexable: true,
  },
  '/plan': {
    title: 'Plans and prices – {{siteName}}',
    description: 'Choose the plan that suits your search: Standard is free; Premium and Exclusive add more.',
    indexable: true,
  },
  '/services': {
    title: 'Our services – {{siteName}}',
    description: 'Profiles, partner preferences, mutual matching, privacy controls and the Exclusive service.',
    indexable: true,
  },
  '/exclusive': {
    title: 'Exclusive matchmaking – {{siteName}}',
    description: 'A personal, verified matchmaking service for members who meet our Exclusive criteria.',
    indexable: true,
  },
  '/transparency': {
    title: 'Transparency report – {{siteName}}',
    description:
      'Each quarter: the reports members sent us, what our safety team did, how long decisions took, and identity checks.',
    indexable: true,
  },
};

export const DEFAULT_META: PageMeta = {
  title: '{{siteName}}',
  description: 'A private, verified matrimonial service for individuals and families. 18+ only.',
  indexable: false,
};

/** The not-found page, answered with a 404 for any address that is not a page (`isSitePage`). */
export const NOT_FOUND_META: PageMeta = {
  title: 'Page not found – {{siteName}}',
  description: 'The link may be old, or the address may have a typo.',
  indexable: false,
};

/** One language's titles and descriptions of the public pages at its addresses (`seo/hi.ts`, `seo/pa.ts`). */
export type TranslatedMeta = Readonly<Record<LocalizedRoute, { title: string; description: string }>>;

/** The language of the address `pathname` (`/hi/mission` → `hi`): which titles `metaWith` needs. */
export const languageOfPath = (pathname: string) => routeOfPath(pathname).language;

/**
 * The meta of the page at `pathname`, with `translated` the titles and descriptions of the language of its address
 * (English without). The web loads only the language it shows (`@app/shared/seo/hi`); the server, `metaFor`.
 */
export function metaWith(pathname: string, translated?: TranslatedMeta): PageMeta {
  const { route } = routeOfPath(pathname);
  const meta = (PAGE_META as Record<string, PageMeta>)[route] ?? DEFAULT_META;
  const own = translated?.[route as LocalizedRoute];
  return own ? { ...meta, ...own } : meta;
}
