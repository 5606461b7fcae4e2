import { useEffect } from 'react';
import type { UserSettings, UserSettingsBody, UserSettingsResponse } from '@app/shared/languages';
import { apiSlice } from './api/api-slice';
import { currentLanguage, setLanguage, type Language } from './i18n';
import type { AppDispatch } from './store';

/**
 * A member's language is kept on their account (`GET`/`PATCH user/settings`, issue 30): it decides their e-mails and
 * pushes too, and follows them to another browser. Loaded on demand: the public navigation bar imports this only
 * when a signed-in member chooses a language there.
 */
const settingsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    userSettings: build.query<UserSettings, void>({
      query: () => 'user/settings',
      transformResponse: (response: UserSettingsResponse) => response.data,
    }),
    updateUserSettings: build.mutation<UserSettings, UserSettingsBody>({
      query: (body) => ({ url: 'user/settings', method: 'PATCH', body }),
      transformResponse: (response: UserSettingsResponse) => response.data,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        // A failure is the caller's to show (the mutation rejects); the settings known stay.
        const saved = await queryFulfilled.catch(() => null);
        if (saved) dispatch(settingsApi.util.upsertQueryData('userSettings', undefined, saved.data));
      },
    }),
  }),
});

export const { useUserSettingsQuery, useUpdateUserSettingsMutation } = settingsApi;

/**
 * Rendered with the member pages: shows the site in the account's language once it is known (another browser, or a
 * choice made in account settings elsewhere). Renders nothing; a failure leaves the language shown.
 */
export function LanguageSync() {
  const { data } = useUserSettingsQuery();
  useEffect(() => {
    if (data && data.language !== currentLanguage()) void setLanguage(data.language).catch(() => undefined);
  }, [data]);
  return null;
}

/** Shows the site in `language` and keeps it on the account; rejects when either fails (the language shown stays). */
export function useChooseLanguage(): (language: Language) => Promise<void> {
  const [update] = useUpdateUserSettingsMutation();
  return async (language) => {
    await update({ language }).unwrap();
    await setLanguage(language);
  };
}

/** Keeps `language` on the signed-in account (the public navigation bar's choice, already shown). */
export async function keepLanguage(dispatch: AppDispatch, language: Language): Promise<void> {
  await dispatch(settingsApi.endpoints.updateUserSettings.initiate({ language })).unwrap();
}
