import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PhotoView } from '@app/shared/photos';
import type { PublicProfile } from '@app/shared/profile';
import { PLACEHOLDER_BRAND } from '@app/shared/brand';
import { setLanguage } from '../../../lib/i18n';
import { buildUser, findToast, mockApi, renderApp, reply, type MockReply } from '../../../testing/render-app';
import { buildPhoto, buildPublicProfile, MEMBER_ID, OTHER_ID } from '../my-details/testing/fixtures';

const path = `/profile/Arjun/${OTHER_ID}`;
/** The first render loads the page's code on demand: slow on a busy machine, so that wait is generous. */
const LOADED = { timeout: 10_000 };

/** How the pair stands, as the last profile given to `found` says: the connection area asks for it too. */
let pair: Pick<PublicProfile, 'connection_status' | 'connectionType'> = {
  connection_status: 'no connection',
  connectionType: 'none',
};

async function open(answer: MockReply | (() => MockReply | Promise<MockReply>), extra = {}) {
  const api = mockApi({
    'POST profile/getUserDetails': answer,
    'POST profile-view/add-view': reply(200, { success: true, recorded: true }),
    'POST connection/getConnectionStatus': () => reply(200, { success: true, data: { ...pair, userId: OTHER_ID } }),
    ...extra,
  });
  const app = await renderApp({ path, signedInAs: buildUser({ userId: MEMBER_ID }) });
  await screen.findAllByRole('link', { name: /Back to my dashboard/ }, LOADED);
  return { ...app, api };
}
const found = (profile: PublicProfile) => {
  pair = { connection_status: profile.connection_status, connectionType: profile.connectionType };
  return reply(200, { success: true, data: [profile] });
};
const fact = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** A photo as a viewer without access receives it: the blurred variant only, no large URL. */
function blurredPhoto(id: string, isPrimary: boolean): PhotoView {
  const { largeUrl: _largeUrl, ...photo } = buildPhoto({ photoId: id, isPrimary });
  return {
    ...photo,
    url: `/api/v1/media/${id}/blurred.webp?sig=x`,
    thumbUrl: `/api/v1/media/${id}/blurred.webp?sig=x`,
    blurred: true,
  };
}

describe('/profile/:name/:userId', { timeout: 30_000 }, () => {
  it('shows a full profile: photos, the basic card, every section, interests and the connection', async () => {
    const profile = buildPublicProfile();
    const app = await open(found(profile));

    expect(await screen.findByRole('heading', { level: 1, name: 'Arjun' })).toBeInTheDocument();
    expect(app.api.to('POST profile/getUserDetails')[0]?.body).toEqual({ userId: OTHER_ID });
    // Opening the profile records one visit.
    await waitFor(() => expect(app.api.to('POST profile-view/add-view')).toHaveLength(1));
    expect(app.api.to('POST profile-view/add-view')[0]?.body).toEqual({ receiverId: OTHER_ID });
    await waitFor(() => expect(document.title).toBe(`Arjun – ${PLACEHOLDER_BRAND.siteName}`));

    const card = screen.getByRole('region', { name: 'Arjun' });
    expect(within(card).getByText('Arjun Mehta')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Man', '32 years', 'Premium member']);
    expect(within(card).getByText(/Doctor in Sydney/)).toBeInTheDocument();
    expect(fact(card, 'Religion')).toBe('Hindu');
    expect(fact(card, 'Profile created by')).toBe('A parent');
    expect(within(card).getByText('You and Arjun are connected.')).toBeInTheDocument();

    expect(fact(screen.getByRole('region', { name: 'Family' }), 'Brothers and sisters')).toBe('2');
    expect(fact(screen.getByRole('region', { name: 'Personal background' }), 'Height')).toBe('5 ft 11 in (180 cm)');
    expect(fact(screen.getByRole('region', { name: 'Religious background' }), 'Place of birth')).toBe('Amritsar');
    expect(fact(screen.getByRole('region', { name: 'Where I live' }), 'City')).toBe('Sydney');
    expect(fact(screen.getByRole('region', { name: 'Education and career' }), 'Occupation')).toBe('Doctor');
    expect(
      within(screen.getByRole('region', { name: 'Interests' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cooking', 'Sport']);
    expect(screen.queryByText('Some details are not shared.')).not.toBeInTheDocument();

    // The primary photo large (its large size), the others to choose from.
    const gallery = screen.getByRole('group', { name: 'Photos of Arjun' });
    expect(within(gallery).getByRole('img', { name: 'Photo 1 of Arjun' })).toHaveAttribute(
      'src',
      profile.photos[0]?.largeUrl,
    );
    // A phone's screen picks the 800-pixel copy; only a wide or sharp one downloads the large.
    expect(within(gallery).getByRole('img', { name: 'Photo 1 of Arjun' })).toHaveAttribute(
      'srcset',
      `${profile.photos[0]?.url} 800w, ${profile.photos[0]?.largeUrl} 1600w`,
    );
    await app.user.click(within(gallery).getByRole('button', { name: 'Show photo 2' }));
    expect(within(gallery).getByRole('img', { name: 'Photo 2 of Arjun' })).toHaveAttribute(
      'src',
      profile.photos[1]?.largeUrl,
    );
    expect(within(gallery).getByRole('button', { name: 'Show photo 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('Blurred')).not.toBeInTheDocument();
    // Connected: the one move left is removing the connection.
    expect(within(card).getByRole('button', { name: 'Remove connection' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to my dashboard/ })).toHaveAttribute('href', '/user-dashboard');
  });

  it('words an income given in another currency in the language shown, from the amounts (issue 30)', async () => {
    const profile = buildPublicProfile();
    await open(
      found({
        ...profile,
        education_and_financial: {
          qualification: null,
          occupation: 'Doctor',
          workingStatus: 'working',
          currentWorkingStatus: 'working',
          income: '50000-75000',
          incomeLabel: 'AED 250,000 a year (about AU$104,000)',
          incomeCurrency: 'AED',
          incomeAmount: 250000,
          incomeAud: 104000,
        },
      }),
    );
    const education = await screen.findByRole('region', { name: 'Education and career' });
    expect(fact(education, 'Annual income')).toBe('AED 250,000 a year (about AU$104,000)');
    await act(() => setLanguage('hi'));
    try {
      const hindi = await screen.findByRole('region', { name: 'शिक्षा और करियर' }, LOADED);
      expect(within(hindi).getByText('सालाना AED 2,50,000 (लगभग AU$1,04,000)')).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('words the height in the language shown: feet, inches and centimetres in Hindi (issue 30)', async () => {
    await open(found(buildPublicProfile()));
    const personal = await screen.findByRole('region', { name: 'Personal background' }, LOADED);
    expect(fact(personal, 'Height')).toBe('5 ft 11 in (180 cm)');
    await act(() => setLanguage('hi'));
    try {
      const hindi = await screen.findByRole('region', { name: 'व्यक्तिगत जानकारी' }, LOADED);
      expect(within(hindi).getByText('5 फ़ुट 11 इंच (180 सेमी)')).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('shows the verified tick beside the name of a member our team verified', async () => {
    await open(found(buildPublicProfile({ verified: true })));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Arjun Verified member' });
    expect(within(heading).getByRole('img', { name: 'Verified member' })).toBeInTheDocument();
  });

  it('draws no tick for a member who is not verified', async () => {
    await open(found(buildPublicProfile({ verified: false })));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Arjun' });
    expect(within(heading).queryByRole('img')).not.toBeInTheDocument();
  });

  it('says when the profile is looked after with family: their relations, never their names', async () => {
    await open(found(buildPublicProfile({ managedBy: ['father', 'sister'] })));
    await screen.findByRole('heading', { level: 1, name: 'Arjun' });
    const card = screen.getByRole('region', { name: 'Arjun' });
    expect(within(card).getByText('Profile managed with family (father, sister)')).toBeInTheDocument();
  });

  it('says nothing of family when nobody helps with the profile', async () => {
    await open(found(buildPublicProfile()));
    await screen.findByRole('heading', { level: 1, name: 'Arjun' });
    expect(screen.queryByText(/managed with family/)).not.toBeInTheDocument();
  });

  it('draws no card for the sections the member keeps hidden', async () => {
    const {
      family_details: _family,
      religious_background: _religious,
      location_background: _location,
      ...shared
    } = buildPublicProfile({ connection_status: 'no connection', connectionType: 'none' });
    const { lastName: _lastName, ...basic } = shared.basic_and_lifestyle;
    const profile: PublicProfile = { ...shared, basic_and_lifestyle: { ...basic, religion: null } };
    await open(found(profile));
    const card = await screen.findByRole('region', { name: 'Arjun' });

    expect(screen.queryByRole('region', { name: 'Family' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Religious background' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Where I live' })).not.toBeInTheDocument();
    expect(screen.queryByText('Place of birth')).not.toBeInTheDocument();
    expect(within(card).queryByText('Religion')).not.toBeInTheDocument();
    expect(within(card).queryByText('Arjun Mehta')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Personal background' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Education and career' })).toBeInTheDocument();
    expect(screen.getByText('Some details are not shared.')).toBeInTheDocument();
    expect(within(card).getByText('Interested? Send Arjun a request to connect.')).toBeInTheDocument();
  });

  it('marks blurred photos with the reason, and asks to see photos shared on request', async () => {
    const profile = buildPublicProfile({
      connection_status: 'pending',
      connectionType: 'sender',
      photos: [
        blurredPhoto('c1000000-0000-4000-8000-000000000001', true),
        blurredPhoto('c1000000-0000-4000-8000-000000000002', false),
      ],
      photoAccess: { granted: false, reason: 'on_request', requestStatus: null },
    });
    const app = await open(found(profile), {
      'POST photos/requestAccess': reply(200, { success: true, message: 'Request sent', status: 'pending' }),
    });
    const gallery = await screen.findByRole('group', { name: 'Photos of Arjun' });
    expect(within(gallery).getByRole('img', { name: 'Blurred photo 1 of Arjun' })).toHaveAttribute(
      'src',
      profile.photos[0]?.url,
    );
    expect(within(gallery).getByText('Blurred')).toBeInTheDocument();
    expect(within(gallery).getByText('Arjun shares clear photos on request.')).toBeInTheDocument();
    expect(screen.getByText('Request sent. Arjun hasn’t replied yet.')).toBeInTheDocument();

    await app.user.click(within(gallery).getByRole('button', { name: 'Ask to see photos' }));
    expect((await findToast('Your request has been sent to Arjun.')).type).toBe('success');
    expect(app.api.to('POST photos/requestAccess')[0]?.body).toEqual({ userId: OTHER_ID });
    // The toast can show before the gallery has drawn the answer: wait for it.
    expect(
      await within(gallery).findByText('Request sent. You’ll see the photos if Arjun agrees.'),
    ).toBeInTheDocument();
    expect(within(gallery).queryByRole('button', { name: 'Ask to see photos' })).not.toBeInTheDocument();
    // The page took the answer without fetching the profile again.
    expect(app.api.to('POST profile/getUserDetails')).toHaveLength(1);
  });

  it('photos for connections only: the reason, and no button', async () => {
    await open(
      found(
        buildPublicProfile({
          connection_status: 'pending',
          connectionType: 'receiver',
          photos: [blurredPhoto('d1000000-0000-4000-8000-000000000001', true)],
          photoAccess: { granted: false, reason: 'connections_only', requestStatus: null },
        }),
      ),
    );
    const gallery = await screen.findByRole('group', { name: 'Photos of Arjun' });
    expect(within(gallery).getByText('Arjun shares clear photos with connections only.')).toBeInTheDocument();
    expect(within(gallery).queryByRole('button', { name: 'Ask to see photos' })).not.toBeInTheDocument();
    expect(screen.getByText('Arjun would like to connect with you.')).toBeInTheDocument();
  });

  it('one message for a profile that cannot be shown (404), whatever the reason', async () => {
    await open(reply(404, { success: false, code: 'NOT_FOUND', message: 'That profile is not available.' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This profile is not available' })).toBeInTheDocument();
    expect(screen.getByText('It may have been hidden or removed, or the link may be wrong.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Photos of/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Back to my dashboard/ })[0]).toHaveAttribute('href', '/user-dashboard');
    await waitFor(() => expect(document.title).toBe(`This profile is not available – ${PLACEHOLDER_BRAND.siteName}`));
  });

  it('shows a loading state until the profile arrives', async () => {
    let answer: (value: MockReply) => void = () => undefined;
    await open(
      () =>
        new Promise<MockReply>((resolve) => {
          answer = resolve;
        }),
    );
    expect(await screen.findByText('Loading the profile…')).toHaveAttribute('role', 'status');
    answer(found(buildPublicProfile()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Arjun' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the profile…')).not.toBeInTheDocument();
  });

  it('on the member’s own profile, says it is how others see it and links to My Details', async () => {
    const { api } = await open(
      found(
        buildPublicProfile({
          isSelf: true,
          userId: MEMBER_ID,
          connection_status: 'no connection',
          connectionType: 'none',
        }),
      ),
    );
    expect(await screen.findByText('This is how other members see your profile.')).toBeInTheDocument();
    // One's own visit is not a visit.
    expect(api.to('POST profile-view/add-view')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Edit my details' })).toHaveAttribute(
      'href',
      '/user-dashboard?tab=details',
    );
    expect(screen.queryByText(/connected/)).not.toBeInTheDocument();
  });
});

describe('the about text in a second language (issue 30 point 3)', { timeout: 30_000 }, () => {
  const HINDI = 'सिडनी में डॉक्टर हूँ। माता-पिता और बहन के करीब हूँ, रविवार को खाना बनाता हूँ।';
  const withHindi = () => {
    const profile = buildPublicProfile();
    return buildPublicProfile({
      basic_and_lifestyle: { ...profile.basic_and_lifestyle, aboutSecond: HINDI, aboutSecondLanguage: 'hi' },
    });
  };
  const card = () => screen.getByRole('region', { name: 'Arjun' });
  /** The page in the language shown now (its back link is in that language): ready once the name is drawn. */
  async function openShown(profile: PublicProfile) {
    mockApi({
      'POST profile/getUserDetails': found(profile),
      'POST profile-view/add-view': reply(200, { success: true, recorded: true }),
      'POST connection/getConnectionStatus': () => reply(200, { success: true, data: { ...pair, userId: OTHER_ID } }),
    });
    const app = await renderApp({ path, signedInAs: buildUser({ userId: MEMBER_ID }) });
    await screen.findByRole('heading', { level: 1, name: 'Arjun' }, LOADED);
    return app;
  }

  it('on an English page: the main text, and a button that shows the one in Hindi, marked as Hindi', async () => {
    const app = await open(found(withHindi()));
    await screen.findByRole('heading', { level: 1, name: 'Arjun' });
    expect(within(card()).getByText(/Doctor in Sydney/)).toHaveAttribute('translate', 'no');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Arjun' }).querySelector('[translate="no"]'),
    ).toHaveTextContent('Arjun');
    expect(within(card()).queryByText(HINDI)).not.toBeInTheDocument();

    const readHindi = within(card()).getByRole('button', { name: 'Read it in हिन्दी' });
    expect(within(readHindi).getByText('हिन्दी')).toHaveAttribute('lang', 'hi-IN');
    await app.user.click(readHindi);
    expect(within(card()).getByText(HINDI)).toHaveAttribute('lang', 'hi-IN');
    // The member's own words, never machine-translated.
    expect(within(card()).getByText(HINDI)).toHaveAttribute('translate', 'no');
    expect(within(card()).getByText(/Written by Arjun in/)).toHaveTextContent('Written by Arjun in हिन्दी');
    expect(within(card()).queryByText(/Doctor in Sydney/)).not.toBeInTheDocument();

    await app.user.click(within(card()).getByRole('button', { name: 'Show Arjun’s main text' }));
    expect(within(card()).getByText(/Doctor in Sydney/)).not.toHaveAttribute('lang');
    expect(within(card()).queryByText(HINDI)).not.toBeInTheDocument();
  });

  it('on a Hindi page: the text in Hindi first, and the main text a click away', async () => {
    await act(() => setLanguage('hi'));
    try {
      const app = await openShown(withHindi());
      expect(within(card()).getByText(HINDI)).toHaveAttribute('lang', 'hi-IN');
      expect(within(card()).queryByText(/Doctor in Sydney/)).not.toBeInTheDocument();
      expect(within(card()).getByText(/^Arjun ने/)).toHaveTextContent('Arjun ने हिन्दी में लिखा');
      await app.user.click(within(card()).getByRole('button', { name: 'Arjun का मुख्य परिचय दिखाएँ' }));
      expect(within(card()).getByText(/Doctor in Sydney/)).toBeInTheDocument();
      expect(within(card()).queryByText(HINDI)).not.toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('on a Punjabi page, a text in Hindi is not the page’s language: the main text comes first', async () => {
    await act(() => setLanguage('pa'));
    try {
      await openShown(withHindi());
      expect(within(card()).getByText(/Doctor in Sydney/)).toBeInTheDocument();
      expect(within(card()).getByRole('button', { name: 'हिन्दी ਵਿੱਚ ਪੜ੍ਹੋ' })).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('without a second text, no button', async () => {
    await open(found(buildPublicProfile()));
    await screen.findByRole('heading', { level: 1, name: 'Arjun' });
    expect(within(card()).getByText(/Doctor in Sydney/)).toHaveAttribute('translate', 'no');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Arjun' }).querySelector('[translate="no"]'),
    ).toHaveTextContent('Arjun');
    expect(within(card()).queryByRole('button', { name: /Read it in/ })).not.toBeInTheDocument();
  });
});
