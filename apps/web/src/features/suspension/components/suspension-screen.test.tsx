import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PLACEHOLDER_BRAND } from '@app/shared/brand';
import { buildUser, findToast, mockApi, renderApp, reply } from '../../../testing/render-app';
import { reasonWords } from '../lib/reason';

const ABOUT_NOW = 'I like hiking and I write songs about the sea and my hometown.';
const suspendedAnswer = (overrides: Record<string, unknown> = {}) =>
  reply(200, {
    success: true,
    isSuspended: true,
    suspendedAt: '2026-11-20T10:00:00.000Z',
    unsuspendAt: null,
    reason: 'inappropriate-bio',
    userDetails: {
      userId: 'u-1',
      email: 'priya@example.com',
      usertype: 'Standard',
      displayName: 'Priya S.',
      aboutYourSelf: ABOUT_NOW,
      aboutSecond: null,
      aboutSecondLanguage: null,
      profileImage: ['/api/v1/media/photo-1?variant=medium'],
    },
    correctionPending: false,
    ...overrides,
  });
const CHECK = 'POST user/check-user-suspension';
const UPDATE = 'POST form/update-profile';

describe('/suspended', () => {
  it('shows the member, why in plain words, since when, until our team has reviewed it, and how to reach us', async () => {
    mockApi({ [CHECK]: suspendedAnswer() });
    await renderApp({ path: '/suspended', signedInAs: buildUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account is suspended' })).toBeInTheDocument();
    expect(screen.getByText('Priya S.')).toBeInTheDocument();
    expect(screen.getByText('Signed in as priya@example.com')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
      'src',
      '/api/v1/media/photo-1?variant=medium',
    );
    expect(screen.getByTestId('suspension-reason')).toHaveTextContent(
      'The about text on your profile does not meet our community guidelines.',
    );
    expect(screen.getByText('Until our team has reviewed your profile')).toBeInTheDocument();
    expect(screen.getByText(/20 November 2026/)).toBeInTheDocument();
    expect(screen.getByTestId('current-about')).toHaveTextContent(ABOUT_NOW);
    // The member's own words, never machine-translated (issue 30).
    expect(screen.getByTestId('current-about')).toHaveAttribute('translate', 'no');
    expect(screen.getByRole('link', { name: PLACEHOLDER_BRAND.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${PLACEHOLDER_BRAND.supportEmail}`,
    );
    expect(screen.getByRole('link', { name: PLACEHOLDER_BRAND.supportPhone })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('reads a free-text reason with hyphens as spaces, and shows the scheduled end', async () => {
    mockApi({
      [CHECK]: suspendedAnswer({ reason: 'spam-messages-to-members', unsuspendAt: '2027-01-05T00:00:00.000Z' }),
    });
    await renderApp({ path: '/suspended', signedInAs: buildUser() });
    expect(await screen.findByTestId('suspension-reason')).toHaveTextContent('spam messages to members');
    expect(screen.getByText(/5 January 2027/)).toBeInTheDocument();
    expect(screen.queryByText('Until our team has reviewed your profile')).not.toBeInTheDocument();
  });

  it('maps the reason codes (also inside a longer reason) and leaves other text as written', () => {
    expect(reasonWords('inappropriate-image')).toEqual({ kind: 'image' });
    expect(reasonWords('inappropriate-bio, second warning')).toEqual({ kind: 'bio' });
    expect(reasonWords('fake-profile')).toEqual({ kind: 'text', text: 'fake profile' });
  });

  it('asks the member to change something first, and sends nothing', async () => {
    const api = mockApi({ [CHECK]: suspendedAnswer() });
    const { user } = await renderApp({ path: '/suspended', signedInAs: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect((await findToast('Please change something first.')).type).toBe('error');
    // Opening the editor without changing the text is still nothing to save.
    await user.click(screen.getByRole('button', { name: 'Edit my about text' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(api.to(UPDATE)).toHaveLength(0);
  });

  it('checks the about text with the profile’s rules, then sends it and shows the saved text', async () => {
    const newText = 'I enjoy cooking for friends, long walks by the river and learning Italian.';
    let about = ABOUT_NOW;
    const api = mockApi({
      [CHECK]: () =>
        suspendedAnswer({
          userDetails: { ...baseDetails(), aboutYourSelf: about },
          correctionPending: about !== ABOUT_NOW,
        }),
      [UPDATE]: (call) => {
        about = newText;
        expect(String(call.body)).toContain('name="aboutYourSelf"');
        return reply(200, { success: true, message: 'Saved.', aboutYourSelf: newText, profileImage: [] });
      },
    });
    const { user } = await renderApp({ path: '/suspended', signedInAs: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'Edit my about text' }));
    const box = screen.getByLabelText('About you');
    expect(box).toHaveValue(ABOUT_NOW);
    await user.clear(box);
    await user.type(box, 'Too short');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/at least 30 characters/)).toHaveAttribute('role', 'alert');
    expect(api.to(UPDATE)).toHaveLength(0);

    await user.clear(box);
    await user.type(box, newText);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await findToast(/Your changes are saved/)).type).toBe('success');
    expect(String(api.to(UPDATE)[0]?.body)).toContain(newText);
    await waitFor(() => expect(screen.getByTestId('current-about')).toHaveTextContent(newText));
    expect(screen.getByRole('status')).toHaveTextContent('your changes are with our team');
  });

  it('shows the about text in a second language, and says a new about text removes it', async () => {
    const HINDI = 'मुझे पहाड़ों में घूमना पसंद है और मैं समुद्र के बारे में गीत लिखती हूँ।';
    mockApi({
      [CHECK]: suspendedAnswer({
        userDetails: { ...baseDetails(), aboutSecond: HINDI, aboutSecondLanguage: 'hi' },
      }),
    });
    const { user } = await renderApp({ path: '/suspended', signedInAs: buildUser() });
    expect(await screen.findByTestId('current-about-second')).toHaveTextContent(HINDI);
    expect(screen.getByTestId('current-about-second')).toHaveAttribute('lang', 'hi-IN');
    expect(screen.getByRole('heading', { name: 'Also in हिन्दी' })).toBeInTheDocument();
    const note = 'Sending a new about text also removes your text in हिन्दी.';
    expect(screen.queryByText(new RegExp(note))).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit my about text' }));
    expect(screen.getByText(new RegExp(note))).toBeInTheDocument();
  });

  it('replaces photos: up to three, sent in the photo field', async () => {
    const api = mockApi({
      [CHECK]: suspendedAnswer({ reason: 'inappropriate-image' }),
      [UPDATE]: reply(200, { success: true, message: 'Saved.', aboutYourSelf: ABOUT_NOW, profileImage: ['/a'] }),
    });
    const { user } = await renderApp({ path: '/suspended', signedInAs: buildUser() });
    expect(await screen.findByTestId('suspension-reason')).toHaveTextContent(
      'A photo on your profile does not meet our community guidelines.',
    );
    await user.click(screen.getByRole('button', { name: 'Replace my photos' }));
    const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });
    const input = screen.getByLabelText(/New photos/, { selector: 'input' });
    await user.upload(input, [photo('1.jpg'), photo('2.jpg'), photo('3.jpg'), photo('4.jpg')]);
    expect(await screen.findByText('Please choose up to 3 photos.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(api.to(UPDATE)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /4\.jpg/ }));
    await user.click(screen.getByRole('button', { name: /3\.jpg/ }));
    await waitFor(() => expect(screen.queryByText('Please choose up to 3 photos.')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await findToast(/Your changes are saved/)).type).toBe('success');
    const sent = String(api.to(UPDATE)[0]?.body);
    expect(sent.match(/name="profileImage"/g)).toHaveLength(2);
    expect(sent).not.toContain('name="aboutYourSelf"');
  });

  it('shows the server’s refusal as it is', async () => {
    mockApi({
      [CHECK]: suspendedAnswer(),
      [UPDATE]: reply(400, { success: false, code: 'VALIDATION_FAILED', message: 'Please use plain text only.' }),
    });
    const { user } = await renderApp({ path: '/suspended', signedInAs: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'Edit my about text' }));
    await user.type(screen.getByLabelText('About you'), ' And more.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await findToast('Please use plain text only.')).type).toBe('error');
  });

  it('sends a member who is not suspended to the dashboard, and a visitor to /login', async () => {
    mockApi({ [CHECK]: reply(200, { success: true, isSuspended: false, message: 'Your account is not suspended.' }) });
    const member = await renderApp({ path: '/suspended', signedInAs: buildUser() });
    await waitFor(() => expect(member.pathname()).toBe('/user-dashboard'));
    member.unmount();

    const api = mockApi();
    const visitor = await renderApp({ path: '/suspended' });
    await waitFor(() => expect(visitor.pathname()).toBe('/login'));
    expect(api.to(CHECK)).toHaveLength(0);
  });

  it('any member page that meets 403 SUSPENDED sends the member to /suspended', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(input, init);
        const body = request.url.endsWith('/user/check-user-suspension')
          ? suspendedAnswer().body
          : { success: false, code: 'SUSPENDED', message: 'Your account is suspended for now.' };
        return new Response(JSON.stringify(body), {
          status: request.url.endsWith('/user/check-user-suspension') ? 200 : 403,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const { pathname } = await renderApp({ path: '/user-dashboard', signedInAs: buildUser() });
    await waitFor(() => expect(pathname()).toBe('/suspended'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account is suspended' }, { timeout: 4000 }),
    ).toBeInTheDocument();
  });
});

function baseDetails() {
  return {
    userId: 'u-1',
    email: 'priya@example.com',
    usertype: 'Standard',
    displayName: 'Priya S.',
    aboutYourSelf: ABOUT_NOW,
    aboutSecond: null as string | null,
    aboutSecondLanguage: null as string | null,
    profileImage: [] as string[],
  };
}
