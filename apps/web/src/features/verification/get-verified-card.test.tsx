import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VerificationStatus } from '@app/shared/verification';
import { Toaster } from '../../components/ui/toaster';
import { installFakeXhr } from '../../testing/fake-xhr';
import { buildUser, findToast, mockApi, renderApp, reply } from '../../testing/render-app';
import { GetVerifiedCard } from './components/get-verified-card';

const STATUS = 'GET verification/status';
const none: VerificationStatus = {
  state: 'none',
  submittedAt: null,
  decidedAt: null,
  verifiedAt: null,
  reason: null,
  note: null,
};
const statusBody = (data: Partial<VerificationStatus>) => ({ success: true, data: { ...none, ...data } });

function fakeFile(name: string, type: string, size = 200_000): File {
  const file = new File(['photo bytes'], name, { type, lastModified: 1_700_000_000_000 });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

// jsdom has no object URLs: previews get `blob:preview/<name>`, and every release is recorded.
const created = vi.fn((file: Blob) => `blob:preview/${(file as File).name}`);
const revoked = vi.fn();
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeEach(() => {
  created.mockClear();
  revoked.mockClear();
  Object.defineProperty(URL, 'createObjectURL', { value: created, configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: revoked, configurable: true, writable: true });
});
afterEach(() => {
  Object.defineProperty(URL, 'createObjectURL', { value: original.create, configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: original.revoke, configurable: true, writable: true });
});

async function renderCard(status: Partial<VerificationStatus>) {
  const api = mockApi({ [STATUS]: reply(200, statusBody(status)) });
  const view = await renderApp({
    path: '/details',
    signedInAs: buildUser(),
    routes: [
      {
        path: '/details',
        element: (
          <>
            <Toaster />
            <GetVerifiedCard />
          </>
        ),
      },
    ],
  });
  // Files the picker's `accept` would grey out can still be chosen: the checks must say no themselves.
  const user = userEvent.setup({ applyAccept: false });
  return { ...view, api, user };
}

const card = () => screen.getByRole('region', { name: /Get verified|You are verified/ });
const documentInput = () => screen.getByLabelText('Photo of your identity document');
const selfieInput = () => screen.getByLabelText('Your selfie');

describe('Get verified', () => {
  it('explains what we ask for and that the photos are deleted once our team decides', async () => {
    await renderCard({});
    await screen.findByLabelText('Photo of your identity document'); // loaded: the form, not the placeholder
    expect(within(card()).getByText(/passport, a driver licence or a national identity card/)).toBeVisible();
    expect(within(card()).getByText(/deleted as soon as our team makes a decision/)).toBeVisible();
    expect(within(card()).getByText(/We keep only the fact that you are verified and the date/)).toBeVisible();
  });

  it('sends the two photos with previews and a progress bar, then shows that our team has them', async () => {
    const xhr = installFakeXhr();
    const { user } = await renderCard({});
    await screen.findByLabelText('Photo of your identity document'); // loaded: the form, not the placeholder
    await user.upload(documentInput(), fakeFile('passport.jpg', 'image/jpeg'));
    await user.upload(selfieInput(), fakeFile('me.png', 'image/png'));
    expect(screen.getByRole('img', { name: 'Preview of passport.jpg' })).toHaveAttribute(
      'src',
      'blob:preview/passport.jpg',
    );
    expect(screen.getByRole('img', { name: 'Preview of me.png' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Send for verification' }));
    const [request] = xhr.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('verification/submit');
    expect(request?.headers.authorization).toBe('Bearer access.jwt');
    expect(request?.files('document').map((file) => file.name)).toEqual(['passport.jpg']);
    expect(request?.files('selfie').map((file) => file.name)).toEqual(['me.png']);

    act(() => request?.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Uploading… 40%')).toBeVisible();
    act(() => request?.progress(100, 100));
    expect(screen.getAllByText('Preparing your photos…')[0]).toBeInTheDocument();

    act(() =>
      request?.respond(201, {
        success: true,
        message: 'Submitted.',
        data: { ...none, state: 'pending', submittedAt: '2026-11-30T10:00:00.000Z' },
      }),
    );
    expect(await within(card()).findByText('Your photos are with our team')).toBeVisible();
    expect(within(card()).getByText(/30 November 2026/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send for verification' })).not.toBeInTheDocument();
    expect(revoked.mock.calls.map(([url]) => url).sort()).toEqual(['blob:preview/me.png', 'blob:preview/passport.jpg']);
    expect(
      (await findToast('Thank you. Our team will check your photos, usually within two working days, and e-mail you.'))
        .type,
    ).toBe('success');
  });

  it('asks for both photos, and refuses a file that is not a photo or is too large before sending', async () => {
    const xhr = installFakeXhr();
    const { user } = await renderCard({});
    await screen.findByLabelText('Photo of your identity document'); // loaded: the form, not the placeholder
    await user.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(screen.getByText('Please add a photo of your identity document.')).toBeVisible();
    expect(screen.getByText('Please add a selfie.')).toBeVisible();

    await user.upload(documentInput(), fakeFile('passport.pdf', 'application/pdf'));
    expect(screen.getByText(/“passport.pdf” is not a photo we can use/)).toBeVisible();
    await user.upload(selfieInput(), fakeFile('huge.jpg', 'image/jpeg', 16 * 1024 * 1024));
    expect(screen.getByText('“huge.jpg” is 16 MB. Each photo must be 15 MB or smaller.')).toBeVisible();
    expect(screen.queryByRole('img', { name: /Preview of/ })).not.toBeInTheDocument();
    expect(xhr.requests).toHaveLength(0);
  });

  it('shows what the server refused under the photo concerned, keeping the photos for another try', async () => {
    const xhr = installFakeXhr();
    const { user } = await renderCard({});
    await screen.findByLabelText('Photo of your identity document'); // loaded: the form, not the placeholder
    await user.upload(documentInput(), fakeFile('passport.jpg', 'image/jpeg'));
    await user.upload(selfieInput(), fakeFile('me.jpg', 'image/jpeg'));
    await user.click(screen.getByRole('button', { name: 'Send for verification' }));
    const message = 'The photo of your identity document: That file could not be read as a photo.';
    act(() =>
      xhr.requests[0]?.respond(415, {
        success: false,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message,
        errors: [{ path: 'document', message }],
      }),
    );
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole('img', { name: 'Preview of passport.jpg' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send for verification' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Send for verification' }));
    act(() => xhr.requests[1]?.fail());
    expect(await screen.findByRole('alert')).toHaveTextContent('The upload didn’t go through');
  });

  it('a declined request shows the reason and our note, and the member may try again', async () => {
    await renderCard({
      state: 'declined',
      submittedAt: '2026-11-28T09:00:00.000Z',
      decidedAt: '2026-11-29T09:00:00.000Z',
      reason: 'faces-do-not-match',
      note: 'Please take the selfie without sunglasses.',
    });
    expect(await screen.findByText('We could not verify you')).toBeVisible();
    expect(screen.getByText('The face in the selfie did not clearly match the photo on the document.')).toBeVisible();
    expect(screen.getByText('A note from our team: Please take the selfie without sunglasses.')).toBeVisible();
    expect(screen.getByText(/Those photos have been deleted/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send for verification' })).toBeVisible();
  });

  it('a verified member sees the tick and the date, and nothing to send', async () => {
    await renderCard({
      state: 'approved',
      submittedAt: '2026-11-28T09:00:00.000Z',
      decidedAt: '2026-11-29T09:00:00.000Z',
      verifiedAt: '2026-11-29T09:00:00.000Z',
    });
    const region = await screen.findByRole('region', { name: /You are verified/ });
    expect(within(region).getByRole('img', { name: 'Verified member' })).toBeVisible();
    expect(within(region).getByText(/Verified on 29 November 2026/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send for verification' })).not.toBeInTheDocument();
  });

  it('says when the state could not be loaded, and tries again', async () => {
    const api = mockApi({ [STATUS]: reply(500, { success: false, code: 'INTERNAL', message: 'x' }) });
    await renderApp({ path: '/d', signedInAs: buildUser(), routes: [{ path: '/d', element: <GetVerifiedCard /> }] });
    const retry = await screen.findByRole('button', { name: /Try again/ }, { timeout: 5_000 });
    expect(api.to(STATUS).length).toBeGreaterThan(0);
    const before = api.to(STATUS).length;
    await userEvent.setup().click(retry);
    await waitFor(() => expect(api.to(STATUS).length).toBe(before + 1));
  });
});
