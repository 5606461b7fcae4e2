import { z } from 'zod';
import { SuccessBaseSchema } from '../api/index';

/**
 * The languages the site speaks (issue 30, ADR 018): a member's choice decides the words of every page, e-mail and
 * push they get. A new language is a new code here and a folder of translations.
 */
export const LANGUAGE_CODES = ['en', 'hi', 'pa'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** English: the language of a member who has not chosen one, and of every text not yet translated. */
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export const LanguageCodeSchema = z.enum(LANGUAGE_CODES, { error: 'Please choose English, Hindi or Punjabi.' });

/** GET user/settings: the account's own settings (a family helper's are theirs, never the profile's they act for). */
export const UserSettingsSchema = z.object({ language: LanguageCodeSchema });
export type UserSettings = z.infer<typeof UserSettingsSchema>;

/** PATCH user/settings: any of the settings, changed. */
export const UserSettingsBodySchema = UserSettingsSchema.partial().strict();
export type UserSettingsBody = z.infer<typeof UserSettingsBodySchema>;

export const UserSettingsResponseSchema = SuccessBaseSchema.extend({ data: UserSettingsSchema });
export type UserSettingsResponse = z.infer<typeof UserSettingsResponseSchema>;
