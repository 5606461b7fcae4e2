import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PendingPhoto, PendingPhotosResponse } from '@app/shared/console/photos';
import { Toaster } from '../../../components/ui/toaster';
import { findToast, mockApi, renderApp, reply, type ApiCall } from '../../../testing/render-app';
import { PhotoReviewPage } from './photo-review-page';

const PENDING = 'GET admin-photos/pending';
const DECIDE = 'POST admin-photos/decide';

const urls = (id: string) => ({
  url: `/api/v1/media/photos/${id}-medium`,
  thumbUrl: `/api/v1/media/photos/${id}-thumb`,
  largeUrl: `/api/v1/media/photos/${id}-large`,
});

const asha: PendingPhoto = {
  photoId: '11111111-1111-4111-8111-111111111111',
  userId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  memberName: 'Asha Kumar',
  memberEmail: 'asha@example.test',
  uploadedAt: '2026-12-01T09:00:00.000Z',
  reviewStatus: 'pending',
  width: 800,
  height: 1000,
  ...urls('p1'),
  duplicates: [
    {
      photoId: '33333333-3333-4333-8333-333333333333',
      userId: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
      memberName: 'Priya Shah',
      uploadedAt: '2026-11-20T09:00:00.000Z',
      reviewStatus: 'approved',
      distance: 0,
      ...urls('p3'),
    },
  ],
};
const ravi: PendingPhoto = {
  ...asha,
  photoId: '22222222-2222-4222-8222-222222222222',
  userId: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  memberName: 'Ravi Menon',
  memberEmail: 'ravi@example.test',
  uploadedAt: '2026-12-01T10:00:00.000Z',
  ...urls('p2'),
  duplicates: [],
};

const page = (photos: PendingPhoto[], extra: Partial<PendingPhotosResponse> = {}): PendingPhotosResponse => ({
  success: true,
  mode: 'before',
  total: photos.length,
  photos,
  nextCursor: null,
  ...extra,
});

async function renderPage(handlers: Parameters<typeof mockApi>[0]) {
  const api = mockApi(handlers);
  const view = await renderApp({
    path: '/admin/photos',
    routes: [
      {
        path: '/admin/photos',
        element: (
          <>
            <Toaster />
            <PhotoReviewPage />
          </>
        ),
      },
      { path: '/admin/members/:userId', element: <p>Member page</p> },
    ],
  });
  return { ...view, api };
}

const item = (name: string) => screen.getByRole('article', { name });

describe('PhotoReviewPage', () => {
  it('lists the waiting photos with the member, the time, and a duplicate shown side by side', async () => {
    await renderPage({ [PENDING]: reply(200, page([asha, ravi])) });
    const first = await screen.findByRole('article', { name: 'Asha Kumar' });
    expect(screen.getByRole('heading', { level: 1, name: 'Photo review' })).toBeInTheDocument();
    expect(screen.getByText('2 photos waiting for review')).toBeInTheDocument();
    expect(screen.getByText(/shown only to their owner until you approve them/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Asha Kumar' })).toHaveAttribute(
      'href',
      '/admin/members/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
    );
    // When this photo and the other account's were uploaded.
    expect(within(first).getAllByText(/^Uploaded \d{1,2} (Nov|Dec) 2026/)).toHaveLength(2);
    expect(within(first).getByText('Not shown to other members yet')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Photo uploaded by Asha Kumar' })).toHaveAttribute('src', asha.url);
    expect(within(first).getByText('Possible duplicate')).toBeInTheDocument();
    expect(within(first).getByText(/The same picture is on another account/)).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'The same picture on Priya Shah’s account' })).toHaveAttribute(
      'src',
      asha.duplicates[0]?.url,
    );
    expect(within(first).getByRole('link', { name: 'Priya Shah' })).toHaveAttribute(
      'href',
      '/admin/members/cccccccc-cccc-4ccc-8ccc-cccccccccccc',
    );
    expect(within(first).getByText('Identical picture')).toBeInTheDocument();

    const second = item('Ravi Menon');
    expect(within(second).queryByText('Possible duplicate')).not.toBeInTheDocument();
    expect(within(second).queryByRole('img', { name: /The same picture/ })).not.toBeInTheDocument();
  });

  it('approves with the default reason the moderator can change, then moves focus to the next photo', async () => {
    let decided = false;
    const { api, user } = await renderPage({
      [PENDING]: () => reply(200, page(decided ? [ravi] : [asha, ravi])),
      [DECIDE]: () => {
        decided = true;
        return reply(200, { success: true, message: 'Photo approved.', photoId: asha.photoId, decision: 'approve' });
      },
    });
    await screen.findByRole('article', { name: 'Asha Kumar' });
    await user.click(screen.getByRole('button', { name: 'Approve Asha Kumar’s photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this photo?' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    expect(reason).toHaveValue('Looks fine');
    await user.clear(reason);
    await user.type(reason, 'Clear face, nothing else in view');
    await user.click(within(dialog).getByRole('button', { name: 'Approve photo' }));

    await waitFor(() => expect(api.to(DECIDE)).toHaveLength(1));
    expect(api.to(DECIDE)[0]?.body).toEqual({
      photoId: asha.photoId,
      decision: 'approve',
      reason: 'Clear face, nothing else in view',
    });
    expect((await findToast('Photo approved. Other members can see it now.')).type).toBe('success');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Asha Kumar' })).not.toBeInTheDocument());
    expect(screen.getByText('1 photo waiting for review')).toBeInTheDocument();
    await waitFor(() => expect(within(item('Ravi Menon')).getByRole('heading', { level: 2 })).toHaveFocus());
  });

  it('asks why before rejecting, and sends nothing without a reason', async () => {
    const { api, user } = await renderPage({
      [PENDING]: reply(200, page([asha])),
      [DECIDE]: (call: ApiCall) =>
        reply(200, {
          success: true,
          message: 'Rejected.',
          photoId: (call.body as { photoId: string }).photoId,
          decision: 'reject',
        }),
    });
    await screen.findByRole('article', { name: 'Asha Kumar' });
    await user.click(screen.getByRole('button', { name: 'Reject Asha Kumar’s photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this photo?' });
    expect(within(dialog).getByText(/deleted from Asha Kumar’s profile/)).toBeInTheDocument();
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    expect(reason).toHaveValue('');

    await user.click(within(dialog).getByRole('button', { name: 'Reject and delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please say why');
    expect(api.to(DECIDE)).toHaveLength(0);

    await user.type(reason, 'Same photo as another account');
    await user.click(within(dialog).getByRole('button', { name: 'Reject and delete' }));
    await waitFor(() => expect(api.to(DECIDE)).toHaveLength(1));
    expect(api.to(DECIDE)[0]?.body).toEqual({
      photoId: asha.photoId,
      decision: 'reject',
      reason: 'Same photo as another account',
    });
    expect((await findToast('Photo rejected and deleted.')).type).toBe('success');
  });

  it('says when a photo was decided meanwhile, and refreshes the list', async () => {
    const { api, user } = await renderPage({
      [PENDING]: reply(200, page([asha])),
      [DECIDE]: reply(409, { success: false, code: 'CONFLICT', message: 'That photo has already been reviewed.' }),
    });
    await screen.findByRole('article', { name: 'Asha Kumar' });
    await user.click(screen.getByRole('button', { name: 'Approve Asha Kumar’s photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve photo' }));
    expect((await findToast('That photo has already been reviewed.')).type).toBe('error');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.to(PENDING)).toHaveLength(2));
  });

  it('says when nothing waits, and which review mode is on; loads more a page at a time', async () => {
    const empty = await renderPage({ [PENDING]: reply(200, page([], { mode: 'after' })) });
    expect(await screen.findByRole('heading', { name: 'No photos waiting' })).toBeInTheDocument();
    expect(screen.getByText(/shown to members at once/)).toBeInTheDocument();
    empty.unmount();

    const { api, user } = await renderPage({
      [PENDING]: (call: ApiCall) =>
        call.search.get('cursor') === 'next'
          ? reply(200, page([ravi], { total: 2 }))
          : reply(200, page([{ ...asha, reviewStatus: 'approved', duplicates: [] }], { total: 2, nextCursor: 'next' })),
    });
    const first = await screen.findByRole('article', { name: 'Asha Kumar' });
    expect(within(first).getByText('Already shown to members')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Ravi Menon' })).toBeInTheDocument();
    expect(api.to(PENDING).at(-1)?.search.get('cursor')).toBe('next');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('offers a retry when the list cannot load', async () => {
    await renderPage({ [PENDING]: reply(503, { success: false, code: 'INTERNAL', message: 'Down' }) });
    expect(await screen.findByText('We couldn’t load the photos waiting for review.')).toBeInTheDocument();
  });
});
