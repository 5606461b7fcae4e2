import type { FamilyNote, FamilyNoteBody } from '@app/shared/family';
import { favouritesApi } from './favourites';
import { discoverApi } from './tags';

/** POST family/notes' answer: the member's notes after the change, the candidate's first. */
export type FamilyNotesAnswer = { success: true; message: string; data: FamilyNote[] };

/** The family feature's cache tag of `family/activity`, which records each note written or removed. */
const ACTIVITY = { type: 'Family', id: 'ACTIVITY' } as const;

/**
 * The family shortlist's notes (ADR 017): here rather than in the family feature, since the Favourites tab shows
 * them and a feature imports no other. After a change the family's activity log is asked for again.
 */
export const familyNotesApi = discoverApi.enhanceEndpoints({ addTagTypes: ['Family'] }).injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST family/notes: the caller's note and reaction on a favourite, written or replaced (empty text and no
     * reaction remove it). The answer's notes go straight into the favourite on screen. Refused because the member
     * is no longer a favourite (un-starred elsewhere), the list is asked for again.
     */
    writeFamilyNote: build.mutation<FamilyNotesAnswer, FamilyNoteBody>({
      query: (body) => ({ url: 'family/notes', method: 'POST', body }),
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            favouritesApi.util.updateQueryData('getFavProfile', undefined, (draft) => {
              const favourite = draft.data.find((one) => one.userId === userId);
              if (favourite) favourite.notes = data.data;
            }),
          );
        } catch {
          // Refused or failed: the dialog says so; a refusal asks for the list again (below).
        }
      },
      invalidatesTags: (_result, error) => (error ? (error.status === 404 ? ['Favourites'] : []) : [ACTIVITY]),
    }),
  }),
});

export const { useWriteFamilyNoteMutation } = familyNotesApi;
