import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { FieldError } from '@app/shared';
import {
  legacyPreferenceKeys,
  PartnerPreferencesSchema,
  type PartnerPreferences,
  type PreferencesPatch,
  type PreferencesResponse,
} from '@app/shared/profile';
import { MIN_GUNAS_MUST_HAVE } from '@app/shared/horoscope';
import { AppError } from '../../lib/app-error';
import { findCountry } from '../places/index';
import { memberAge } from '../profile/index';
import { findProfile } from '../privacy/index';
import { readAnswers, type Db, type MemberAnswers } from '../profile/index';
import { HOROSCOPE_NEEDED } from '../horoscope/index';
import { memberWritten } from '../../lib/after-write';
import * as repo from './preferences.repository';
import { seedPreferences } from './seed-preferences';

/**
 * Partner preferences (GET/PATCH preferences/). The row is created on first use from the questionnaire, so a
 * member who never opens the Partner Preference card still has preferences the matcher can read.
 */

type Own = { gender: MemberAnswers['gender']; age: number | null };

async function own(
  app: FastifyInstance,
  db: Db,
  userId: string,
): Promise<{ answers: MemberAnswers; own: Own; horoscopeMatchable: boolean }> {
  const [answers, profile] = await Promise.all([readAnswers(db, userId), findProfile(db, userId)]);
  return {
    answers,
    own: { gender: answers.gender, age: memberAge(profile ?? null, answers, app.clock.now()) },
    // Opted in to horoscope matching with a certain Moon: what a minimum score needs (issue 31).
    horoscopeMatchable: Boolean(profile?.horoscopeOptIn) && profile?.horoscopeMoon != null,
  };
}

/** The stored row, created first from the questionnaire when the member has none. */
async function ensurePreferences(
  app: FastifyInstance,
  db: Db,
  userId: string,
  context: { answers: MemberAnswers; own: Own },
  options: { forUpdate?: boolean } = {},
): Promise<PartnerPreferences> {
  let row = await repo.findPreferences(db, userId, options);
  if (!row) {
    await repo.insertPreferences(db, userId, seedPreferences(context.answers, context.own.age), app.clock.now());
    row = await repo.findPreferences(db, userId, options);
  }
  if (!row) throw new Error('partner preferences row missing after insert');
  const parsed = PartnerPreferencesSchema.safeParse(row);
  // A stored value that an option list no longer has: start again from the questionnaire rather than fail.
  return parsed.success ? parsed.data : seedPreferences(context.answers, context.own.age);
}

function answer(preferences: PartnerPreferences, own: Own): PreferencesResponse['preferences'] {
  return { ...preferences, ...legacyPreferenceKeys(preferences, own) };
}

export async function getPreferences(app: FastifyInstance, userId: string) {
  const context = await own(app, app.db, userId);
  return answer(await ensurePreferences(app, app.db, userId, context), context.own);
}

function zodErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

const OWN_DETAILS = 'Your own gender and age are part of your profile, not of your partner preferences.';

/**
 * PATCH preferences/: merges the patch with what is stored and validates the whole (ranges in order), so a
 * change to one end of a range is checked against the other. `ownGender`/`ownAge` (the reference card's "My
 * gender"/"My age") may only repeat the member's own.
 */
export async function patchPreferences(app: FastifyInstance, userId: string, input: PreferencesPatch) {
  return app.db.transaction().execute(async (trx) => {
    const context = await own(app, trx, userId);
    const errors: FieldError[] = [];
    if (input.ownGender !== undefined && input.ownGender !== context.own.gender) {
      errors.push({ path: 'gender', message: OWN_DETAILS });
    }
    if (input.ownAge !== undefined && input.ownAge !== context.own.age) {
      errors.push({ path: 'age', message: OWN_DETAILS });
    }
    for (const code of input.patch.countries ?? []) {
      if (!findCountry(code)) {
        errors.push({ path: 'countries', message: 'Please choose countries from the list.' });
        break;
      }
    }
    const current = await ensurePreferences(app, trx, userId, context, { forUpdate: true });
    const merged = PartnerPreferencesSchema.safeParse({ ...current, ...input.patch });
    if (!merged.success) errors.push(...zodErrors(merged.error));
    // A minimum horoscope score, or making it a must-have, needs one's own matchable chart. A patch that leaves
    // both alone is not refused for them (a member who later turned horoscope matching off can still save the rest).
    const setsMinGunas =
      (input.patch.minGunas !== undefined && input.patch.minGunas !== null) ||
      (input.patch.mustHave?.includes(MIN_GUNAS_MUST_HAVE) === true && !current.mustHave.includes(MIN_GUNAS_MUST_HAVE));
    if (setsMinGunas && !context.horoscopeMatchable) {
      throw new AppError('VALIDATION_FAILED', HOROSCOPE_NEEDED, {
        reason: 'horoscopeNeeded',
        fieldErrors: [{ path: 'minGunas', message: HOROSCOPE_NEEDED }],
      });
    }
    if (errors.length || !merged.success) {
      throw new AppError('VALIDATION_FAILED', errors[0]?.message ?? OWN_DETAILS, {
        reason: 'invalidField',
        fieldErrors: errors,
      });
    }
    const now = app.clock.now();
    await repo.updatePreferences(trx, userId, merged.data, now);
    await memberWritten(trx, [userId], now);
    return answer(merged.data, context.own);
  });
}
