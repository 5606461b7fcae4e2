import { useRoutes, type RouteObject } from 'react-router';
import { AUTH_ONLY_ROUTES, GUEST_ONLY_ROUTES, OTHER_PAGE_ROUTES, PUBLIC_ROUTES } from '@app/shared/routes';
import { RouteErrorBoundary } from '../components/layout/route-error';
import { lazyPage, type LazyPage } from '../lib/lazy-page';
import { authPages } from '../features/auth/routes';
import { NotFoundPage, publicSitePages } from '../features/public-site/routes';
import { AuthOnly, GuestOnly, HomeOrDashboard } from './guards';
import { AppLayout } from './app-layout';
import { RootLayout } from './root-layout';

/** The operations console (issue 15): its own lazy chunk, its own frame; member pages never download it. */
const ConsolePage = lazyPage(() => import('./routes/console-page'), 'ConsolePage');

type Page = LazyPage;

/**
 * A page behind sign-in: the member area's page table (member-pages.tsx) loads first, then the page; both arrive
 * before the page renders, so it renders once. The server preloads both for a page requested directly.
 */
const memberPage = (path: string): Page =>
  lazyPage(async () => {
    const { memberPages } = await import('./member-pages');
    const Page = memberPages[path] ?? NotFoundPage;
    await Page.preload();
    return { MemberPage: Page as Page };
  }, 'MemberPage');

/** /contact-us composes two features: the public page and the contact form (features never import each other). */
const ContactUsPage = lazyPage(async () => {
  const [{ ContactPage }, { ContactForm }] = await Promise.all([
    import('../features/public-site/pages/contact-page'),
    import('../features/contact/components/contact-form'),
  ]);
  return { ContactUsPage: () => <ContactPage form={<ContactForm />} /> };
}, 'ContactUsPage');

/**
 * The pages the family e-mails' links open (accepting an invitation; confirming a profile a relative made), composed
 * in routes/: one entry for both paths, which picks the page (the least the home page's first load carries for them).
 */
const familyLinkPage = lazyPage(
  () => import('./routes/family-links-page').then((m) => m.withPage()),
  'FamilyLinkRoute',
);

const memberArea: Record<string, Page> = Object.fromEntries(AUTH_ONLY_ROUTES.map((path) => [path, memberPage(path)]));

const pages: Record<string, Page> = {
  // The payment confirmation, public (the same page as /Payment-Success behind sign-in).
  '/sucessfull': lazyPage(() => import('../features/billing/pages/payment-success-page'), 'PaymentSuccessPage'),
  ...publicSitePages,
  ...authPages,
  '/contact-us': ContactUsPage,
  // The public pricing page with the billing feature's purchase dialog (composed in routes/plan-page.tsx).
  '/plan': lazyPage(() => import('./routes/plan-page'), 'PlanPage'),
  // The page the data-export e-mail's link opens: the copy, to its owner signed in (composed in routes/).
  '/your-data': lazyPage(() => import('./routes/your-data-page'), 'YourDataRoute'),
  // The pages the family e-mails' links open (above).
  '/family/invitation': familyLinkPage,
  '/family/confirm': familyLinkPage,
  // The deletion receipt, after the member is signed out (reached only from the deletion flow, with its state).
  '/account-deleted': lazyPage(() => import('../features/account/pages/account-deleted-page'), 'AccountDeletedPage'),
  ...memberArea,
} as Record<string, Page>;

function element(path: string) {
  const Page = pages[path] ?? NotFoundPage;
  return <Page />;
}

/** A public page at its address in another language (`/hi/mission`, issue 30), shown in that language. */
const LanguagePage = lazyPage(() => import('./language-page'), 'LanguagePage');

/**
 * Loads the code of the page at `pathname` (for a page behind sign-in, the member area's table too), so its first
 * render does not suspend. Paths with parameters and unknown paths load nothing.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const page = pages[pathname];
  if (page) return page.preload();
  // A public page at its address in another language (`/hi/mission`): the page and the module that shows it in it.
  await Promise.all([LanguagePage.preload(), pages[pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '') || '/']?.preload()]);
}

const publicPage = (path: string) => (path === '/' ? <HomeOrDashboard home={element('/')} /> : element(path));

/** Every route of `@app/shared/routes` in its three groups, with the guards exactly as written. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: [
        ...PUBLIC_ROUTES.map((path) => ({ path, element: publicPage(path) })),
        // The public pages at /hi/…, /pa/… (the home page at /hi, /pa); any other address there is not found.
        { path: '/:language/*', element: <LanguagePage page={publicPage} notFound={<NotFoundPage />} /> },
        { element: <GuestOnly />, children: GUEST_ONLY_ROUTES.map((path) => ({ path, element: element(path) })) },
        { element: <AuthOnly />, children: AUTH_ONLY_ROUTES.map((path) => ({ path, element: element(path) })) },
        ...OTHER_PAGE_ROUTES.map((path) => ({ path, element: element(path) })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
    { element: <RootLayout />, children: [{ path: '/admin/*', element: <ConsolePage /> }] },
  ];
}

const appRoutes = buildRoutes();

/**
 * The routes, rendered by React Router in declarative mode (ADR 006: the data router's loaders and actions are not
 * used, and it would double the router's weight on every first load). A page that fails to render shows an
 * apology instead of taking the whole site down.
 */
export function AppRoutes({ routes = appRoutes }: { routes?: RouteObject[] }) {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
