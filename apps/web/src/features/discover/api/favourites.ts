import type { FavouritesResponse, ToggleFavouriteInput, ToggleFavouriteResponse } from '@app/shared/discover';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { filteredProfilesApi } from './filtered-profiles';
import { myViewsApi } from './my-views';
import { discoverApi } from './tags';

type Patch = { undo: () => void };

/** Marks the member as a favourite (or not) in every list of members in the cache; returns how to undo it. */
function markFavourite(
  dispatch: ThunkDispatch<any, any, UnknownAction>,
  // The store's state: each list's endpoints were injected on their own, so their state types name only them.
  state: unknown,
  userId: string,
  favourite: boolean,
): Patch[] {
  const patches: Patch[] = [];
  const mark = (card: { userId: string; isFavourite: boolean }) => {
    if (card.userId === userId) card.isFavourite = favourite;
  };
  for (const arg of filteredProfilesApi.util.selectCachedArgsForQuery(state as never, 'filteredProfiles')) {
    patches.push(
      dispatch(
        filteredProfilesApi.util.updateQueryData('filteredProfiles', arg, (draft) => {
          for (const page of draft.pages) page.profiles.forEach(mark);
        }),
      ),
    );
  }
  if (favouritesApi.util.selectCachedArgsForQuery(state as never, 'getFavProfile').length) {
    patches.push(
      dispatch(
        favouritesApi.util.updateQueryData('getFavProfile', undefined, (draft) => {
          for (const favourite of draft.data) mark(favourite.profile);
        }),
      ),
    );
  }
  if (myViewsApi.util.selectCachedArgsForQuery(state as never, 'myViews').length) {
    patches.push(
      dispatch(
        myViewsApi.util.updateQueryData('myViews', undefined, (draft) => {
          for (const view of draft.data) mark(view.profile);
        }),
      ),
    );
  }
  return patches;
}

export type ToggleFavouriteArg = ToggleFavouriteInput & {
  /** Whether the member should be a favourite after the toggle: the star changes at once, before the answer. */
  favourite: boolean;
};

/**
 * GET profile/favorite/getFavProfile (newest first) and POST profile/favorite/toggleFav. A toggle stars or unstars
 * the member at once in every list on screen (Discover, Favourites, who viewed me), puts it back if the server
 * refuses, and refreshes the favourites list once it has answered.
 */
export const favouritesApi = discoverApi.injectEndpoints({
  endpoints: (build) => ({
    getFavProfile: build.query<FavouritesResponse, void>({
      query: () => ({ url: 'profile/favorite/getFavProfile', method: 'GET' }),
      providesTags: ['Favourites'],
    }),
    toggleFav: build.mutation<ToggleFavouriteResponse, ToggleFavouriteArg>({
      // The state wanted, not a toggle: a retry, or a tab that had not seen another's change, cannot undo it.
      query: ({ favoritedUserId, favourite }) => ({
        url: 'profile/favorite/toggleFav',
        method: 'POST',
        body: { favoritedUserId, isFavourite: favourite },
      }),
      invalidatesTags: (result) => (result ? ['Favourites'] : []),
      async onQueryStarted({ favoritedUserId, favourite }, { dispatch, getState, queryFulfilled }) {
        const patches = markFavourite(dispatch, getState(), favoritedUserId, favourite);
        try {
          const { data } = await queryFulfilled;
          // The server's answer wins (another tab may have toggled the same member meanwhile).
          if (data.isFavourite !== favourite) markFavourite(dispatch, getState(), favoritedUserId, data.isFavourite);
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    }),
  }),
});

export const { useGetFavProfileQuery, useToggleFavMutation } = favouritesApi;
