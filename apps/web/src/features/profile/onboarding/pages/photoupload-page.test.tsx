import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeXhr } from '../../../../testing/fake-xhr';
import { findToast, mockApi, renderApp, reply } from '../../../../testing/render-app';
import { fakeFile, myPhotosBody, photo, stubObjectUrls } from '../../photos/testing/photos';
import { memberWith } from '../testing/members';

let urls: ReturnType<typeof stubObjectUrls>;
beforeEach(() => {
  urls = stubObjectUrls();
});
afterEach(() => {
  urls.restore();
});

const before = { isPersonalFormFilled: true, isQualificationFormFilled: true, isLocationFormFilled: true };
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('/photoupload', () => {
  it('step 4 of 5: Continue waits for a first photo, then leads to the next unfilled step', async () => {
    mockApi({ 'GET photos/getMyPhotos': reply(200, myPhotosBody([])) });
    const xhr = installFakeXhr();
    const { user, pathname, store } = await renderApp({ path: '/photoupload', signedInAs: memberWith(before) });
    expect(await screen.findByRole('progressbar', { name: 'Photos' })).toHaveAttribute('aria-valuetext', 'Step 4 of 5');
    expect(screen.getByRole('link', { name: 'Back to Where you live' })).toHaveAttribute('href', '/location-details');
    await screen.findByText('No photos yet. Add one below.');
    expect(continueButton()).toBeDisabled();
    expect(continueButton()).toHaveAccessibleDescription('Upload at least one photo to continue.');

    await user.upload(screen.getByLabelText('Photos to add'), [fakeFile('me.jpg', 'image/jpeg')]);
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    act(() =>
      xhr.requests[0]?.respond(201, {
        success: true,
        message: 'Your photo is on your profile.',
        user: memberWith({ ...before, isImageFormFilled: true }),
        imageUploadData: { image: [photo(1, true).url] },
        data: [photo(1, true)],
      }),
    );
    expect((await findToast('Your photo has been added.')).type).toBe('success');
    await waitFor(() => expect(continueButton()).toBeEnabled());
    expect(store.getState().user.isImageFormFilled).toBe(true);

    await user.click(continueButton());
    await waitFor(() => expect(pathname()).toBe('/other-details'));
  });

  it('asks about photos chosen but not uploaded before moving on', async () => {
    mockApi({ 'GET photos/getMyPhotos': reply(200, myPhotosBody([photo(1, true)])) });
    const { user, pathname } = await renderApp({
      path: '/photoupload',
      signedInAs: memberWith({ ...before, isImageFormFilled: true, isOtherFormFilled: true }),
    });
    await waitFor(() => expect(continueButton()).toBeEnabled());
    await user.upload(screen.getByLabelText('Photos to add'), [fakeFile('second.jpg', 'image/jpeg')]);
    await user.click(continueButton());
    const notice = await screen.findByText(/You chose a photo but haven’t uploaded it yet/);
    await waitFor(() => expect(notice).toHaveFocus());
    expect(pathname()).toBe('/photoupload');

    await user.click(screen.getByRole('button', { name: 'Remove second.jpg' }));
    await user.click(continueButton());
    // Every step filled: the profile is ready.
    await waitFor(() => expect(pathname()).toBe('/success'));
  });
});
