import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOOTER_HIDDEN_PREFIXES, PUBLIC_ROUTES, startsWithAny } from '@app/shared';
import { renderSite, TEST_BRAND } from '../testing/render-site';

const shownRoutes = PUBLIC_ROUTES.filter((path) => !startsWithAny(path, FOOTER_HIDDEN_PREFIXES));

const linksOf = (navigation: HTMLElement) =>
  within(navigation)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link'))
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('footer visibility', () => {
  it.each([['/chats'], ['/chat/7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f']])(
    'renders nothing on the chat screen %s',
    async (path) => {
      await renderSite(path);
      expect(screen.queryByRole('contentinfo')).toBeNull();
    },
  );

  it.each(FOOTER_HIDDEN_PREFIXES.map((prefix) => [prefix]))('renders nothing on %s', async (prefix) => {
    await renderSite(prefix);
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it.each(FOOTER_HIDDEN_PREFIXES.map((prefix) => [`${prefix}/deeper`]))('renders nothing below %s', async (path) => {
    await renderSite(path);
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('hides on /user-dashboard (prefix /user) and shows on /sucessfull (not /success)', async () => {
    expect(startsWithAny('/user-dashboard', FOOTER_HIDDEN_PREFIXES)).toBe(true);
    expect(shownRoutes).toContain('/sucessfull');
    expect(shownRoutes).not.toContain('/login');
    expect(shownRoutes).not.toContain('/exclusive');
  });

  it.each(shownRoutes.map((path) => [path]))('is shown on public route %s', async (path) => {
    await renderSite(path);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('footer content', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has the Mission, About Us and Social columns with the spec links', async () => {
    await renderSite('/help');
    const footer = screen.getByRole('contentinfo');
    const mission = within(footer).getByRole('navigation', { name: 'Mission' });
    expect(within(mission).getByRole('heading', { name: 'Mission' })).toBeInTheDocument();
    expect(linksOf(mission)).toEqual([
      ['Advice', '/advice'],
      ['Services', '/services'],
      ['Subscription Tiers', '/subscription-tiers'],
      ['Help', '/help'],
      ['FAQs', '/faqs'],
      ['Contact Us', '/contact-us'],
    ]);
    const about = within(footer).getByRole('navigation', { name: 'About Us' });
    expect(linksOf(about)).toEqual([
      ['Community Guidelines', '/community-guidelines'],
      ['Terms & Conditions', '/terms-conditions'],
      ['Privacy Policy', '/privacy-policy'],
      ['Cookies Policy', '/cookies-policy'],
      ['Transparency report', '/transparency'],
    ]);

    const social = within(footer).getByRole('navigation', { name: 'Follow us' });
    const expected = [
      ['Facebook', TEST_BRAND.social.facebook],
      ['X', TEST_BRAND.social.x],
      ['YouTube', TEST_BRAND.social.youtube],
      ['Instagram', TEST_BRAND.social.instagram],
      ['LinkedIn', TEST_BRAND.social.linkedin],
    ] as const;
    for (const [network, href] of expected) {
      const link = within(social).getByRole('link', { name: `${network} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows the acknowledgement, tagline and matrimonial statement', async () => {
    await renderSite('/mission');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/Aboriginal and Torres Strait Islander peoples/)).toHaveTextContent(
      /Traditional Custodians/,
    );
    expect(within(footer).getByText('Connecting Hearts Worldwide')).toBeInTheDocument();
    expect(
      within(footer).getByText('This website is strictly for matrimonial purposes only and not a dating website.'),
    ).toBeInTheDocument();
  });

  it.each([[2027], [2031]])('copyright shows the current year (%i), the company name and the ABN', async (year) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(year, 5, 15, 12));
    await renderSite('/faqs');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(`© ${year} ${TEST_BRAND.companyName}`)).toBeInTheDocument();
    expect(within(footer).getByText(`ABN ${TEST_BRAND.abn}`)).toBeInTheDocument();
  });

  it('Cookie settings reopens the cookie banner', async () => {
    const user = userEvent.setup();
    const onOpenCookieSettings = vi.fn();
    await renderSite('/faqs', { onOpenCookieSettings });
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(onOpenCookieSettings).toHaveBeenCalledTimes(1);
  });

  it('the round button scrolls to the top smoothly, or instantly when reduced motion is preferred', async () => {
    const user = userEvent.setup();
    await renderSite('/faqs');
    const button = screen.getByRole('button', { name: 'Back to top' });
    await user.click(button);
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'smooth' });

    window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    await user.click(button);
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'auto' });
    delete (window as { matchMedia?: unknown }).matchMedia;
  });
});
