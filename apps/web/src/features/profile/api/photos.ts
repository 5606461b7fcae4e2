import type {
  MyPhotosResponse,
  PhotoDeletedResponse,
  PhotosChangedResponse,
  PhotoUploadResponse,
  PhotoVisibility,
} from '@app/shared/photos';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { apiSlice } from '../../../lib/api/api-slice';
import { sessionActions } from '../../../lib/session/session-slice';

/** What RTK Query hands to `onQueryStarted`, and what a thunk receives. */
type Dispatch = ThunkDispatch<any, any, UnknownAction>;

/** Other views that show the member's photos: their own profile, its completion percentage, profiles on screen. */
const VIEWS_WITH_PHOTOS = [
  { type: 'Profile', id: 'mine' },
  { type: 'Profile', id: 'percentage' },
  { type: 'Profile', id: 'users' },
] as const;

export type PhotoVisibilityResponse = { success: true; message: string; photoVisibility: PhotoVisibility };

/** GET photos/getMyPhotos: the member's own photos (primary first, URLs signed for them) and who may see them. */
const myPhotosApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getMyPhotos: build.query<MyPhotosResponse, void>({
      query: () => ({ url: 'photos/getMyPhotos', method: 'GET' }),
      providesTags: [{ type: 'Profile', id: 'photos' }],
    }),
  }),
});

type Patch = { undo: () => void };
const selectMyPhotos = myPhotosApi.endpoints.getMyPhotos.select();
type ApiState = Parameters<typeof selectMyPhotos>[0];

/**
 * The photo list changes on screen at once (optimistic), then takes the server's answer, which lists every photo
 * in its new order; a refusal puts the list back as it was. No refetch: the signed URLs stay the same, so the
 * pictures do not load again.
 */
async function settleList(
  dispatch: Dispatch,
  queryFulfilled: Promise<{ data: PhotosChangedResponse | PhotoDeletedResponse }>,
  patch: Patch,
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(
      myPhotosApi.util.updateQueryData('getMyPhotos', undefined, (draft) => {
        draft.data = data.data;
      }),
    );
    // The last photo deleted turns the photo step's completion flag off again.
    if ('user' in data) dispatch(sessionActions.setUser({ user: data.user }));
  } catch {
    patch.undo();
  }
}

/**
 * PUT photos/reorder {photoIds}, PUT photos/setPrimary {photoId}, DELETE photos/deletePhoto {photoId},
 * POST photos/approve {photoId}, PUT photos/setVisibility {photoVisibility}.
 */
const photoChangesApi = myPhotosApi.injectEndpoints({
  endpoints: (build) => ({
    reorderPhotos: build.mutation<PhotosChangedResponse, { photoIds: string[] }>({
      query: (body) => ({ url: 'photos/reorder', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? [...VIEWS_WITH_PHOTOS] : []),
      async onQueryStarted({ photoIds }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          myPhotosApi.util.updateQueryData('getMyPhotos', undefined, (draft) => {
            const byId = new Map(draft.data.map((photo) => [photo.photoId, photo]));
            const ordered = photoIds.flatMap((photoId) => byId.get(photoId) ?? []);
            if (ordered.length === draft.data.length) draft.data = ordered;
          }),
        );
        await settleList(dispatch, queryFulfilled, patch);
      },
    }),
    setPrimaryPhoto: build.mutation<PhotosChangedResponse, { photoId: string }>({
      query: (body) => ({ url: 'photos/setPrimary', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? [...VIEWS_WITH_PHOTOS] : []),
      async onQueryStarted({ photoId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          myPhotosApi.util.updateQueryData('getMyPhotos', undefined, (draft) => {
            for (const photo of draft.data) photo.isPrimary = photo.photoId === photoId;
          }),
        );
        await settleList(dispatch, queryFulfilled, patch);
      },
    }),
    deletePhoto: build.mutation<PhotoDeletedResponse, { photoId: string }>({
      query: (body) => ({ url: 'photos/deletePhoto', method: 'DELETE', body }),
      invalidatesTags: (result) => (result ? [...VIEWS_WITH_PHOTOS] : []),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        // Not optimistic: a photo that vanished and came back would be more confusing than a short wait.
        await settleList(dispatch, queryFulfilled, { undo: () => undefined });
      },
    }),
    /** POST photos/approve {photoId}: the candidate lets others see a photo a family helper added. */
    approvePhoto: build.mutation<PhotosChangedResponse, { photoId: string }>({
      query: (body) => ({ url: 'photos/approve', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [...VIEWS_WITH_PHOTOS] : []),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        await settleList(dispatch, queryFulfilled, { undo: () => undefined });
      },
    }),
    setPhotoVisibility: build.mutation<PhotoVisibilityResponse, { photoVisibility: PhotoVisibility }>({
      query: (body) => ({ url: 'photos/setVisibility', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? [{ type: 'Profile', id: 'mine' }] : []),
      async onQueryStarted({ photoVisibility }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          myPhotosApi.util.updateQueryData('getMyPhotos', undefined, (draft) => {
            draft.photoVisibility = photoVisibility;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

/**
 * After POST form/profileImageUpload (sent by the upload helper, for its progress events): the answer lists every
 * photo, which replaces the cached list, and carries the member with the photo step's completion flag.
 */
export function photosUploaded(result: PhotoUploadResponse) {
  return (dispatch: Dispatch, getState: () => unknown) => {
    const cached = selectMyPhotos(getState() as ApiState).data;
    if (cached) {
      dispatch(
        myPhotosApi.util.updateQueryData('getMyPhotos', undefined, (draft) => {
          draft.data = result.data;
        }),
      );
    }
    dispatch(sessionActions.setUser({ user: result.user }));
    dispatch(
      apiSlice.util.invalidateTags([
        ...VIEWS_WITH_PHOTOS,
        ...(cached ? [] : [{ type: 'Profile' as const, id: 'photos' }]),
      ]),
    );
  };
}

export const { useGetMyPhotosQuery } = myPhotosApi;
export const {
  useReorderPhotosMutation,
  useSetPrimaryPhotoMutation,
  useDeletePhotoMutation,
  useApprovePhotoMutation,
  useSetPhotoVisibilityMutation,
} = photoChangesApi;
