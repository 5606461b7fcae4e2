import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActingAs } from '@app/shared/family';
import { Toaster } from '../../components/ui/toaster';
import { buildUser, mockApi, renderApp } from '../../testing/render-app';
import { ActingBanner } from './components/acting-banner';

/**
 * A profile a relative made (ADR 017 point 8), on member pages: the relative who made it is told nobody sees it yet
 * and asks its candidate to confirm it from Family help (POST family/candidate); the candidate, signed in to it, is
 * told it stays hidden until they confirm it.
 */
const LOADED = { timeout: 10_000 };
const MOTHER = '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const ANJALI = '0f9e8d7c-6b5a-4c3d-9e2f-1a0b9c8d7e6f';

const maker: ActingAs = {
  accountId: MOTHER,
  name: 'Sunita',
  relation: 'relative',
  rights: ['browse', 'shortlist', 'request', 'respond', 'chat'],
  profileName: 'Anjali',
  madeProfile: true,
};
const makerForAnjali = (awaitingConfirmation = true) =>
  buildUser({ userId: ANJALI, email: 'sunita@example.com', actingAs: maker, awaitingConfirmation });
const anjali = (awaitingConfirmation = true) =>
  buildUser({ userId: ANJALI, email: 'anjali@example.com', actingAs: null, awaitingConfirmation });
function open(path: string, element: React.ReactNode, signedInAs: ReturnType<typeof buildUser>) {
  return renderApp({
    path,
    signedInAs,
    routes: [
      {
        path,
        element: (
          <>
            {element}
            <Toaster />
          </>
        ),
      },
    ],
  });
}

describe('a profile a relative made', { timeout: 30_000 }, () => {
  it('the banner tells its maker nobody sees it yet and leads to Family help to ask; no own profile to go back to', async () => {
    mockApi({});
    await open('/user-dashboard', <ActingBanner />, makerForAnjali());
    const banner = within(await screen.findByRole('region', { name: 'Whose profile you are acting for' }, LOADED));
    expect(
      banner.getByText(
        'You are filling in Anjali’s profile. Nobody can see it yet: it stays hidden until Anjali has read it and confirmed it.',
      ),
    ).toBeVisible();
    expect(banner.getByRole('link', { name: 'Ask Anjali to confirm' })).toHaveAttribute('href', '/family');
    expect(banner.queryByRole('button', { name: 'Back to your own profile' })).not.toBeInTheDocument();
  });

  it('once confirmed, its maker’s banner reads as any helper’s', async () => {
    mockApi({});
    await open('/user-dashboard', <ActingBanner />, makerForAnjali(false));
    const banner = within(await screen.findByRole('region', { name: 'Whose profile you are acting for' }, LOADED));
    expect(banner.getByText(/You are acting for Anjali’s profile as their relative/)).toBeVisible();
    expect(banner.getByRole('link', { name: 'Family help' })).toHaveAttribute('href', '/family');
    expect(screen.queryByText(/Nobody can see it yet/)).not.toBeInTheDocument();
  });

  it('the candidate, signed in to it, is told it stays hidden and led to confirm it', async () => {
    mockApi({});
    await open('/user-dashboard', <ActingBanner />, anjali());
    const banner = within(await screen.findByRole('region', { name: 'Your profile is hidden' }, LOADED));
    expect(banner.getByText(/Your profile is hidden until you confirm it/)).toBeVisible();
    expect(banner.getByRole('link', { name: 'Review and confirm' })).toHaveAttribute('href', '/family/confirm');
    expect(screen.queryByRole('region', { name: 'Whose profile you are acting for' })).not.toBeInTheDocument();
  });

  it('a confirmed member sees no banner', async () => {
    mockApi({});
    await open(
      '/user-dashboard',
      <>
        <ActingBanner />
        <p>Dashboard</p>
      </>,
      anjali(false),
    );
    expect(await screen.findByText('Dashboard', {}, LOADED)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your profile is hidden' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Whose profile you are acting for' })).not.toBeInTheDocument();
  });
});
