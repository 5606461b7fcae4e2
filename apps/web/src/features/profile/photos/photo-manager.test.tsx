import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PhotoView } from '@app/shared/photos';
import { Toaster } from '../../../components/ui/toaster';
import { installFakeXhr } from '../../../testing/fake-xhr';
import { buildUser, findToast, mockApi, renderApp, reply, type MockReply } from '../../../testing/render-app';
import { PhotoManager } from './photo-manager';
import { dataTransfer, fakeFile, myPhotosBody, photo, stubObjectUrls } from './testing/photos';

const MB = 1024 * 1024;
let urls: ReturnType<typeof stubObjectUrls>;
beforeEach(() => {
  urls = stubObjectUrls();
});
afterEach(() => {
  urls.restore();
});

async function renderManager(
  photos: PhotoView[],
  handlers: Parameters<typeof mockApi>[0] = {},
  expectedCount?: number,
  signedInAs = buildUser({ isImageFormFilled: photos.length > 0 }),
) {
  const api = mockApi({ 'GET photos/getMyPhotos': reply(200, myPhotosBody(photos)), ...handlers });
  const onChange = vi.fn();
  const view = await renderApp({
    path: '/photos',
    signedInAs,
    routes: [
      {
        path: '/photos',
        element: (
          <>
            <Toaster />
            <PhotoManager onChange={onChange} expectedCount={expectedCount} />
          </>
        ),
      },
    ],
  });
  // Files the picker's `accept` would grey out can still be dropped: the checks must say no themselves.
  const user = userEvent.setup({ applyAccept: false });
  return { ...view, api, onChange, user };
}

const photoAlts = () =>
  within(screen.getByRole('region', { name: /Your photos/ }))
    .getAllByRole('img')
    .map((img) => img.getAttribute('alt'));
const picker = () => screen.getByLabelText('Photos to add');
/** Text on screen, not its copy in the live region for screen readers. */
const shown = (text: string) => screen.getAllByText(text).find((element) => !element.closest('.sr-only'));
const announced = () => document.querySelector('[aria-live="polite"].sr-only');

describe('PhotoManager', () => {
  it('lists the member’s photos in order, the main one marked, and tells its owner about them', async () => {
    const photos = [photo(1, true), photo(2), photo(3)];
    const { onChange } = await renderManager(photos);
    await waitFor(() =>
      expect(photoAlts()).toEqual(['Your photo 1 of 3 (Main photo)', 'Your photo 2 of 3', 'Your photo 3 of 3']),
    );
    expect(screen.getByText('3 of 6')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your photo 2 of 3' })).toHaveAttribute('src', photos[1]?.thumbUrl);
    expect(screen.queryByRole('button', { name: 'Make main photo (photo 1)' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 3 later' })).toBeDisabled();
    expect(onChange).toHaveBeenLastCalledWith(photos);
    expect(screen.getByRole('radio', { name: /Everyone signed in/ })).toBeChecked();
  });

  it('while loading, draws a placeholder for each photo the page knows of, so nothing below moves', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    const held = new Promise<MockReply>((resolve) => (answer = resolve));
    const photos = [photo(1, true), photo(2), photo(3)];
    await renderManager(photos, { 'GET photos/getMyPhotos': () => held }, 3);
    const loading = await screen.findByText('Loading your photos…');
    const placeholders = loading.parentElement!;
    expect(placeholders).toHaveAttribute('aria-busy', 'true');
    expect(placeholders.children).toHaveLength(1 + 3);
    // The reorder hint is there already: it reads the same whatever the photos are.
    expect(
      shown(
        'Your main photo is the one members see first. Use the arrows to change the order, or drag a photo to its new place.',
      ),
    ).toBeDefined();
    answer(reply(200, myPhotosBody(photos)));
    await waitFor(() => expect(photoAlts()).toHaveLength(3));
  });

  it('marks a photo that is waiting for review, and only that one', async () => {
    await renderManager([
      { ...photo(1, true), reviewStatus: 'approved' },
      { ...photo(2), reviewStatus: 'pending' },
      photo(3),
    ]);
    await waitFor(() => expect(photoAlts()).toHaveLength(3));
    const items = within(screen.getByRole('region', { name: /Your photos/ })).getAllByRole('listitem');
    expect(items.map((item) => within(item).queryByText('Waiting for review') !== null)).toEqual([false, true, false]);
    expect(
      within(items[1]!).getByText(/Only you can see this photo until our team has checked it/),
    ).toBeInTheDocument();
  });

  it('previews chosen files and refuses, with reasons, what is not a photo, over 15 MB or over the limit of 6', async () => {
    const { user } = await renderManager([photo(1, true), photo(2), photo(3), photo(4)]);
    await screen.findByText('4 of 6');
    await user.upload(picker(), [
      fakeFile('beach.jpg', 'image/jpeg'),
      fakeFile('notes.txt', 'text/plain'),
      fakeFile('huge.png', 'image/png', 16 * MB),
      fakeFile('IMG_0042.HEIC', ''),
      fakeFile('third.webp', 'image/webp'),
    ]);
    expect(screen.getByRole('img', { name: 'Preview of beach.jpg' })).toHaveAttribute('src', 'blob:preview/beach.jpg');
    expect(screen.getByRole('img', { name: 'Preview of IMG_0042.HEIC' })).toBeInTheDocument();
    expect(shown('2 photos ready to upload')).toBeVisible();
    const problems = within(screen.getByRole('alert'));
    expect(problems.getByText(/“notes.txt” doesn’t look like a photo/)).toBeInTheDocument();
    expect(problems.getByText('“huge.png” is 16 MB. Each photo can be up to 15 MB.')).toBeInTheDocument();
    expect(problems.getByText('“third.webp” wasn’t added: a profile can have 6 photos in all.')).toBeInTheDocument();
    expect(urls.create).toHaveBeenCalledTimes(2);

    // At the limit, nothing more can be chosen until a photo is removed from the selection.
    expect(picker()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove beach.jpg' }));
    expect(urls.revoke).toHaveBeenCalledWith('blob:preview/beach.jpg');
    expect(screen.queryByRole('img', { name: 'Preview of beach.jpg' })).not.toBeInTheDocument();
    expect(picker()).toBeEnabled();
  });

  it('takes photos dropped on the zone, but not photos of the list dragged over it', async () => {
    await renderManager([]);
    const zone = (await screen.findByText(/Drag photos here, or/)).closest('div') as HTMLElement;
    const transfer = dataTransfer([fakeFile('drop.jpg', 'image/jpeg')]);
    fireEvent.dragOver(zone, { dataTransfer: transfer });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(zone, { dataTransfer: transfer });
    expect(screen.getByRole('img', { name: 'Preview of drop.jpg' })).toBeInTheDocument();

    const internal = dataTransfer();
    internal.setData('application/x-profile-photo', photo(1).photoId);
    fireEvent.drop(zone, { dataTransfer: internal });
    expect(shown('1 photo ready to upload')).toBeVisible();
  });

  it('uploads the chosen files with a progress bar, then shows every photo the server now lists', async () => {
    const xhr = installFakeXhr();
    const { user, store, onChange } = await renderManager([photo(1, true)]);
    await screen.findByText('1 of 6');
    const files = [fakeFile('a.jpg', 'image/jpeg'), fakeFile('b.png', 'image/png')];
    await user.upload(picker(), files);
    await user.click(screen.getByRole('button', { name: 'Upload 2 photos' }));

    const [request] = xhr.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('form/profileImageUpload');
    expect(request?.headers.authorization).toBe('Bearer access.jwt');
    expect(request?.files('profileImage').map((file) => file.name)).toEqual(['a.jpg', 'b.png']);

    act(() => request?.progress(40, 100));
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();
    // Screen readers hear the quarter reached, politely.
    expect(announced()).toHaveTextContent('Uploading… 25%');
    act(() => request?.progress(100, 100));
    expect(shown('Preparing your photos…')).toBeVisible();
    expect(announced()).toHaveTextContent('Preparing your photos…');

    const now = [photo(1, true), photo(2), photo(3)];
    act(() =>
      request?.respond(201, {
        success: true,
        message: '2 photos added.',
        user: buildUser({ isImageFormFilled: true }),
        imageUploadData: { image: [now[1]?.url, now[2]?.url] },
        data: now,
      }),
    );
    await waitFor(() => expect(screen.getByText('3 of 6')).toBeInTheDocument());
    expect(photoAlts()).toHaveLength(3);
    expect(screen.queryByRole('img', { name: /Preview of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).not.toBeInTheDocument();
    expect(urls.revoke.mock.calls.map(([url]) => url).sort()).toEqual(['blob:preview/a.jpg', 'blob:preview/b.png']);
    // The web's own words, not the server's `message`.
    expect((await findToast('Your photos have been added.')).type).toBe('success');
    expect(store.getState().user.isImageFormFilled).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(now);
  });

  it('shows the server’s refusal as it says it and keeps the files for another try', async () => {
    const xhr = installFakeXhr();
    const { user } = await renderManager([]);
    await user.upload(await screen.findByLabelText('Photos to add'), [fakeFile('scan.jpg', 'image/jpeg')]);
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    act(() =>
      xhr.requests[0]?.respond(415, {
        success: false,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: '“scan.jpg” is not a photo we can read.',
      }),
    );
    expect(await screen.findByText('“scan.jpg” is not a photo we can read.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('img', { name: 'Preview of scan.jpg' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeEnabled();
  });

  it('says when others will see the photos added: once the person the profile is for approves them, or once checked', async () => {
    const xhr = installFakeXhr();
    const { user } = await renderManager([photo(1, true)]);
    await screen.findByText('1 of 6');
    await user.upload(picker(), [fakeFile('a.jpg', 'image/jpeg')]);
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    const added: PhotoView = { ...photo(2), awaitingApproval: { addedBy: 'mother' }, reviewStatus: 'pending' };
    act(() =>
      xhr.requests[0]?.respond(201, {
        success: true,
        message: 'Added.',
        user: buildUser({ isImageFormFilled: true }),
        imageUploadData: { image: [added.url] },
        data: [photo(1, true), added],
      }),
    );
    expect(
      await findToast(
        'Your photo has been added. Others will see it once the person this profile is for approves it. Other ' +
          'members will see it once our team has checked it.',
      ),
    ).toBeTruthy();
  });

  it('a batch with one bad file: the good ones are added, the bad one is named with why', async () => {
    const xhr = installFakeXhr();
    const { user } = await renderManager([]);
    await user.upload(await screen.findByLabelText('Photos to add'), [
      fakeFile('a.jpg', 'image/jpeg'),
      fakeFile('scan.jpg', 'image/jpeg'),
      fakeFile('b.png', 'image/png'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Upload 3 photos' }));
    const now = [photo(1, true), photo(2)];
    act(() =>
      xhr.requests[0]?.respond(200, {
        success: true,
        message:
          'Your photos have been added. One file was not added: “scan.jpg”: That file is not a photo we can use.',
        user: buildUser({ isImageFormFilled: true }),
        imageUploadData: { image: [now[0]?.url, now[1]?.url] },
        data: now,
        refused: [{ fileName: 'scan.jpg', message: 'That file is not a photo we can use.' }],
      }),
    );
    await waitFor(() => expect(screen.getByText('2 of 6')).toBeInTheDocument());
    expect((await findToast('2 photos added.')).type).toBe('success');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('“scan.jpg” was not added: That file is not a photo we can use.');
    expect(alert).not.toHaveTextContent('a.jpg');
    // Nothing is left waiting: the good ones are in the list, the bad one cannot be sent as it is.
    expect(screen.queryByRole('img', { name: /Preview of/ })).not.toBeInTheDocument();
  });

  it('a broken connection says so, plainly', async () => {
    const xhr = installFakeXhr();
    const { user } = await renderManager([]);
    await user.upload(await screen.findByLabelText('Photos to add'), [fakeFile('me.jpg', 'image/jpeg')]);
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    act(() => xhr.requests[0]?.fail());
    expect(await screen.findByText(/The upload didn’t go through/)).toBeInTheDocument();
  });

  it('moves a photo earlier or later by button: PUT photos/reorder with the new order, focus staying on it', async () => {
    const [p1, p2, p3] = [photo(1, true), photo(2), photo(3)];
    const { user, api } = await renderManager([p1, p2, p3], {
      'PUT photos/reorder': reply(200, { success: true, message: 'Order saved.', data: [p1, p3, p2] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Move photo 2 later' }));
    expect(api.to('PUT photos/reorder')[0]?.body).toEqual({ photoIds: [p1?.photoId, p3?.photoId, p2?.photoId] });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Your photo 3 of 3' })).toHaveAttribute('src', p2?.thumbUrl),
    );
    // The moved photo is last now: its "later" button is disabled, so focus goes to its "earlier" one.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move photo 3 earlier' })).toHaveFocus());
    expect(announced()).toHaveTextContent('Photo moved to position 3 of 3.');
  });

  it('a refused reorder puts the photos back and says so', async () => {
    const [p1, p2] = [photo(1, true), photo(2)];
    await renderManager([p1, p2], {
      'PUT photos/reorder': reply(400, {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Each photo can appear once.',
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Move photo 2 earlier' }));
    expect(await screen.findByText('Each photo can appear once.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('img', { name: 'Your photo 1 of 2 (Main photo)' })).toHaveAttribute('src', p1?.thumbUrl);
  });

  it('reorders by dragging one photo onto another (desktop)', async () => {
    const [p1, p2, p3] = [photo(1, true), photo(2), photo(3)];
    const { api } = await renderManager([p1, p2, p3], {
      'PUT photos/reorder': reply(200, { success: true, message: 'Order saved.', data: [p3, p1, p2] }),
    });
    await screen.findByText('3 of 6');
    const items = () => screen.getAllByRole('listitem').filter((item) => item.hasAttribute('data-photo-id'));
    const transfer = dataTransfer();
    fireEvent.dragStart(items()[2] as HTMLElement, { dataTransfer: transfer });
    fireEvent.dragOver(items()[0] as HTMLElement, { dataTransfer: transfer });
    fireEvent.drop(items()[0] as HTMLElement, { dataTransfer: transfer });
    await waitFor(() => expect(api.to('PUT photos/reorder')).toHaveLength(1));
    expect(api.to('PUT photos/reorder')[0]?.body).toEqual({ photoIds: [p3?.photoId, p1?.photoId, p2?.photoId] });
  });

  it('makes another photo the main one with PUT photos/setPrimary', async () => {
    const [p1, p2] = [photo(1, true), photo(2)];
    const { user, api } = await renderManager([p1, p2], {
      'PUT photos/setPrimary': reply(200, {
        success: true,
        message: 'Main photo changed.',
        data: [
          { ...p2, isPrimary: true },
          { ...p1, isPrimary: false },
        ],
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Make main photo (photo 2)' }));
    expect(api.to('PUT photos/setPrimary')[0]?.body).toEqual({ photoId: p2?.photoId });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Your photo 1 of 2 (Main photo)' })).toHaveAttribute('src', p2?.thumbUrl),
    );
    expect(screen.getByRole('button', { name: 'Make main photo (photo 2)' })).toBeInTheDocument();
  });

  it('deletes only after confirming, with DELETE photos/deletePhoto, and the flag follows the server', async () => {
    const [p1, p2] = [photo(1, true), photo(2)];
    const { user, api, store } = await renderManager([p1, p2], {
      'DELETE photos/deletePhoto': reply(200, {
        success: true,
        message: 'Photo deleted.',
        user: buildUser({ isImageFormFilled: true }),
        data: [{ ...p2, isPrimary: true }],
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete (photo 1)' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.to('DELETE photos/deletePhoto')).toHaveLength(0);
    expect(photoAlts()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Delete (photo 1)' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete photo' }));
    expect(api.to('DELETE photos/deletePhoto')[0]?.body).toEqual({ photoId: p1?.photoId });
    await waitFor(() => expect(photoAlts()).toEqual(['Your photo 1 of 1 (Main photo)']));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your photos' })).toHaveFocus());
    expect(store.getState().user.isImageFormFilled).toBe(true);
  });

  it('chooses who sees the photos with PUT photos/setVisibility, and puts the choice back if refused', async () => {
    let refuse = false;
    const { user, api } = await renderManager([photo(1, true)], {
      'PUT photos/setVisibility': (call) =>
        refuse
          ? reply(500, { success: false, code: 'INTERNAL', message: 'Something went wrong on our side.' })
          : reply(200, {
              success: true,
              message: 'Saved.',
              photoVisibility: (call.body as { photoVisibility: string }).photoVisibility,
            }),
    });
    await waitFor(() => expect(screen.getByRole('radio', { name: /Everyone signed in/ })).toBeChecked());
    const connections = screen.getByRole('radio', { name: /My connections/ });
    expect(connections).toHaveAccessibleDescription(/accepted/);
    await user.click(connections);
    expect(api.to('PUT photos/setVisibility')[0]?.body).toEqual({ photoVisibility: 'connections' });
    expect(await screen.findByText('Your choice is saved.')).toBeInTheDocument();
    // RTK batches store notifications to the next frame: the list follows the cache a moment later.
    await waitFor(() => expect(connections).toBeChecked());

    refuse = true;
    await user.click(screen.getByRole('radio', { name: /Only when I say yes/ }));
    expect(await screen.findByText('We couldn’t save your choice. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: /My connections/ })).toBeChecked());
    expect(screen.getByRole('radio', { name: /Only when I say yes/ })).not.toBeChecked();
  });

  describe('photos added by family (issue 29)', () => {
    const added = (n: number): PhotoView => ({ ...photo(n), awaitingApproval: { addedBy: 'mother' } });

    it('the candidate sees who added a photo and approves it with POST photos/approve', async () => {
      const photos = [photo(1, true), added(2)];
      const { api, user } = await renderManager(photos, {
        'POST photos/approve': reply(200, {
          success: true,
          message: 'The photo is approved.',
          data: [photos[0], { ...photo(2) }],
        }),
      });
      expect(await screen.findByText('Added by your mother')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Approve photo 2, added by your mother' }));
      await waitFor(() => expect(api.to('POST photos/approve')[0]?.body).toEqual({ photoId: photos[1]?.photoId }));
      await waitFor(() => expect(screen.queryByText('Added by your mother')).not.toBeInTheDocument());
      expect(announced()).toHaveTextContent('Photo approved. Others can see it now.');
    });

    it('a helper of a confirmed profile gets no controls but removing a photo still waiting for approval', async () => {
      const helper = buildUser({
        actingAs: {
          accountId: 'mother-1',
          name: 'Sunita',
          relation: 'mother',
          rights: ['browse', 'edit'],
          profileName: 'Anjali',
          madeProfile: false,
        },
        awaitingConfirmation: false,
      });
      await renderManager([photo(1, true), added(2)], {}, undefined, helper);
      expect(await screen.findByText('Waiting for Anjali')).toBeInTheDocument();
      expect(screen.getByText(/Anjali arranges these photos/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Move photo/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Make main photo/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Delete (photo 1)' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Delete (photo 2)' })).toBeInTheDocument();
      expect(screen.queryByRole('radio', { name: /Everyone signed in/ })).not.toBeInTheDocument();
    });
  });
});
