import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActingAs } from '@app/shared/family';
import { Toaster } from '../../components/ui/toaster';
import { buildUser, findToast, mockApi, renderApp, reply } from '../../testing/render-app';
import { ActingBanner } from './components/acting-banner';
import { FamilyPage } from './pages/family-page';

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
const onlyAnjali = reply(200, {
  success: true,
  data: [{ profileId: ANJALI, name: 'Anjali', relation: 'relative', rights: maker.rights, acting: true }],
});

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

  it('before its first step names it, banner and Family help speak of a new profile and ask for its details first', async () => {
    const api = mockApi({ 'GET family/profiles': onlyAnjali });
    const unnamed = buildUser({
      ...makerForAnjali(),
      actingAs: { ...maker, profileName: 'Member' },
      isPersonalFormFilled: false,
    });
    await open(
      '/family',
      <>
        <ActingBanner />
        <FamilyPage />
      </>,
      unnamed,
    );
    const banner = within(await screen.findByRole('region', { name: 'Whose profile you are acting for' }, LOADED));
    expect(
      banner.getByText(
        'You are filling in a new profile. Nobody can see it yet: it stays hidden until the person it is for has read it and confirmed it.',
      ),
    ).toBeVisible();
    expect(banner.getByRole('link', { name: 'Family help' })).toHaveAttribute('href', '/family');
    expect(screen.queryByText(/Member/)).not.toBeInTheDocument();
    const card = within(
      (await screen.findByRole('heading', { name: 'Start with their name' }, LOADED)).closest('section')!,
    );
    expect(card.getByRole('link', { name: 'Fill in their details' })).toHaveAttribute('href', '/personal-details');
    expect(screen.queryByRole('button', { name: /E-mail .* the link/ })).not.toBeInTheDocument();
    expect(api.to('POST family/candidate')).toHaveLength(0);
  });

  it('asks its maker’s own name first (the e-mail to the candidate names them), and shows the server’s refusal', async () => {
    mockApi({
      'GET family/profiles': reply(200, {
        success: true,
        data: [{ profileId: ANJALI, name: 'Anjali', relation: 'relative', rights: maker.rights, acting: true }],
        helper: { name: null },
      }),
      'POST family/candidate': reply(409, {
        success: false,
        code: 'CONFLICT',
        message: 'Please give your name first, on Family help: the e-mail tells them who made this profile for them.',
      }),
    });
    const { user } = await open('/family', <FamilyPage />, makerForAnjali());
    const yourName = await screen.findByRole('region', { name: 'Tell the family who you are' }, LOADED);
    const ask = screen.getByRole('region', { name: 'Ask Anjali to confirm' });
    expect(yourName.compareDocumentPosition(ask) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.type(within(ask).getByLabelText(/^Anjali’s e-mail address/), 'anjali@example.com');
    await user.selectOptions(within(ask).getByLabelText(/^How you are related to Anjali/), 'mother');
    await user.click(within(ask).getByRole('button', { name: 'E-mail Anjali the link' }));
    expect(await within(ask).findByRole('alert')).toHaveTextContent(/give your name first/);
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

  it('Family help asks its maker to name the candidate, e-mails them (POST family/candidate) and can send again', async () => {
    const api = mockApi({
      'GET family/profiles': onlyAnjali,
      'POST family/candidate': (call) =>
        reply(200, {
          success: true,
          message: 'We have e-mailed them.',
          data: { email: (call.body as { email: string }).email, expiresAt: '2026-12-05T10:00:00.000Z' },
        }),
    });
    const { user } = await open('/family', <FamilyPage />, makerForAnjali());
    const card = within(
      (await screen.findByRole('heading', { name: 'Ask Anjali to confirm' }, LOADED)).closest('section')!,
    );
    expect(card.getByText(/Nobody can see Anjali’s profile yet/)).toBeVisible();
    // Its maker cannot leave it while it waits for Anjali (the server refuses too).
    expect(await screen.findByRole('heading', { name: 'Profiles you help with' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop helping Anjali' })).not.toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'E-mail Anjali the link' }));
    expect(await card.findByText('Please enter their e-mail address, like name@example.com.')).toBeVisible();
    expect(card.getByText('Please choose how you are related to them.')).toBeVisible();
    expect(api.to('POST family/candidate')).toHaveLength(0);

    await user.type(card.getByLabelText(/^Anjali’s e-mail address/), 'anjali@example.com');
    const relation = card.getByLabelText(/^How you are related to Anjali/);
    expect(within(relation).getByRole('option', { name: 'Mother' })).toBeInTheDocument();
    await user.selectOptions(relation, 'mother');
    await user.click(card.getByRole('button', { name: 'E-mail Anjali the link' }));
    expect((await findToast('We have e-mailed anjali@example.com a link to review the profile.')).type).toBe('success');
    expect(api.to('POST family/candidate')[0]?.body).toEqual({ email: 'anjali@example.com', relation: 'mother' });
    expect(card.getByRole('status')).toHaveTextContent('Link sent to anjali@example.com. It works until');

    await user.clear(card.getByLabelText(/^Anjali’s e-mail address/));
    await user.type(card.getByLabelText(/^Anjali’s e-mail address/), 'anjali.k@example.com');
    await user.click(card.getByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(api.to('POST family/candidate')).toHaveLength(2));
    expect(api.to('POST family/candidate')[1]?.body).toEqual({ email: 'anjali.k@example.com', relation: 'mother' });
    await waitFor(() => expect(card.getByRole('status')).toHaveTextContent('Link sent to anjali.k@example.com.'));
  });

  it('the server’s refusal naming the address goes on it', async () => {
    mockApi({
      'GET family/profiles': onlyAnjali,
      'POST family/candidate': reply(400, {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'This is your own e-mail address. Please enter theirs.',
        errors: [{ path: 'email', message: 'This is your own e-mail address.' }],
      }),
    });
    const { user } = await open('/family', <FamilyPage />, makerForAnjali());
    const card = within(
      (await screen.findByRole('heading', { name: 'Ask Anjali to confirm' }, LOADED)).closest('section')!,
    );
    await user.type(card.getByLabelText(/^Anjali’s e-mail address/), 'sunita@example.com');
    await user.selectOptions(card.getByLabelText(/^How you are related to Anjali/), 'mother');
    await user.click(card.getByRole('button', { name: 'E-mail Anjali the link' }));
    expect(await card.findByText('This is your own e-mail address.')).toBeVisible();
    expect(card.getByLabelText(/^Anjali’s e-mail address/)).toHaveFocus();
    expect(card.queryByRole('status')).not.toBeInTheDocument();
  });

  it('once the candidate has confirmed, Family help no longer asks', async () => {
    mockApi({ 'GET family/profiles': onlyAnjali });
    await open('/family', <FamilyPage />, makerForAnjali(false));
    expect(await screen.findByRole('heading', { name: 'Profiles you help with' }, LOADED)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Ask Anjali to confirm' })).not.toBeInTheDocument();
  });
});
