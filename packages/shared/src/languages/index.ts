import { z } from 'zod';
import { SuccessBaseSchema } from '../api/index';
import { LANGUAGE_CODES } from '../i18n/index';

/** A member's language (issue 30, ADR 018) decides the words of every page, e-mail and push they get. */
export { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '../i18n/index';

export const LanguageCodeSchema = z.enum(LANGUAGE_CODES, { error: 'Please choose English, Hindi or Punjabi.' });

/** GET user/settings: the account's own settings (a family helper's are theirs, never the profile's they act for). */
export const UserSettingsSchema = z.object({ language: LanguageCodeSchema });
export type UserSettings = z.infer<typeof UserSettingsSchema>;

/** PATCH user/settings: any of the settings, changed. */
export const UserSettingsBodySchema = UserSettingsSchema.partial().strict();
export type UserSettingsBody = z.infer<typeof UserSettingsBodySchema>;

export const UserSettingsResponseSchema = SuccessBaseSchema.extend({ data: UserSettingsSchema });
export type UserSettingsResponse = z.infer<typeof UserSettingsResponseSchema>;
