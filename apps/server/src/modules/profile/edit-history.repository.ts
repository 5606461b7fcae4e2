import type { FamilyRelationColumn } from '../../db/schema';
import type { Db } from './profile.repository';

/**
 * Database access for the changes family helpers make to a profile (`edit-history.ts` decides): the profile's
 * editable rows, the kept changes, and writing earlier values back.
 */

export const STEP_FLAGS = [
  'isPersonalFormFilled',
  'isQualificationFormFilled',
  'isLocationFormFilled',
  'isOtherFormFilled',
] as const;

/** The rows a profile's content lives in: its profile row, questionnaire answers, preferences and step flags. */
export async function readEditableRows(db: Db, profileId: string) {
  const [profile, answers, preferences, user] = await Promise.all([
    db.selectFrom('profiles').selectAll().where('userId', '=', profileId).executeTakeFirst(),
    db
      .selectFrom('questionnaireAnswers')
      .select(['questionId', 'answer', 'createdAt'])
      .where('userId', '=', profileId)
      .execute(),
    db.selectFrom('partnerPreferences').selectAll().where('userId', '=', profileId).executeTakeFirst(),
    db
      .selectFrom('users')
      .select([...STEP_FLAGS])
      .where('id', '=', profileId)
      .executeTakeFirst(),
  ]);
  return { profile, answers, preferences, user };
}

export async function insertEdit(
  db: Db,
  row: {
    profileId: string;
    accountId: string;
    actorName: string;
    relation: FamilyRelationColumn;
    section: string;
    changes: Record<string, { before: unknown; after: unknown }>;
    createdAt: Date;
  },
): Promise<string> {
  const { id } = await db
    .insertInto('profileEdits')
    .values({ ...row, changes: JSON.stringify(row.changes) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const editColumns = [
  'id',
  'accountId',
  'actorName',
  'relation',
  'section',
  'changes',
  'createdAt',
  'undoneAt',
] as const;

export function listEdits(db: Db, profileId: string, limit: number) {
  return db
    .selectFrom('profileEdits')
    .select(editColumns)
    .where('profileId', '=', profileId)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute();
}

/** One kept change of the profile, locked until the transaction ends (with the profile's row, so undos take turns). */
export async function lockEdit(db: Db, profileId: string, editId: string) {
  await db.selectFrom('users').select('id').where('id', '=', profileId).forUpdate().executeTakeFirst();
  return db
    .selectFrom('profileEdits')
    .select(editColumns)
    .where('id', '=', editId)
    .where('profileId', '=', profileId)
    .forUpdate()
    .executeTakeFirst();
}

export async function markUndone(db: Db, editId: string, by: string, now: Date): Promise<void> {
  await db.updateTable('profileEdits').set({ undoneAt: now, undoneBy: by }).where('id', '=', editId).execute();
}

/** Writes earlier values back: the profile row's columns, the preferences (or removes them), the step flags. */
export async function writeRows(
  db: Db,
  profileId: string,
  values: {
    profile: Record<string, unknown>;
    preferences: Record<string, unknown> | 'remove';
    flags: Record<string, boolean>;
  },
  now: Date,
): Promise<void> {
  if (values.preferences === 'remove') {
    await db.deleteFrom('partnerPreferences').where('userId', '=', profileId).execute();
  } else if (Object.keys(values.preferences).length) {
    await db
      .updateTable('partnerPreferences')
      .set({ ...values.preferences, updatedAt: now })
      .where('userId', '=', profileId)
      .execute();
  }
  if (Object.keys(values.profile).length) {
    await db
      .updateTable('profiles')
      .set({ ...values.profile, updatedAt: now })
      .where('userId', '=', profileId)
      .execute();
  }
  if (Object.keys(values.flags).length) {
    await db
      .updateTable('users')
      .set({ ...values.flags, updatedAt: now })
      .where('id', '=', profileId)
      .execute();
  }
}

/** Puts one questionnaire answer back as it was (with the day it was given), or removes it if there was none. */
export async function writeAnswer(
  db: Db,
  profileId: string,
  questionId: number,
  before: { answer: unknown; createdAt: string } | null,
  now: Date,
): Promise<void> {
  if (!before) {
    await db
      .deleteFrom('questionnaireAnswers')
      .where('userId', '=', profileId)
      .where('questionId', '=', questionId)
      .execute();
    return;
  }
  const answer = JSON.stringify(before.answer);
  const createdAt = new Date(before.createdAt);
  await db
    .insertInto('questionnaireAnswers')
    .values({ userId: profileId, questionId, answer, createdAt, updatedAt: now })
    .onConflict((conflict) =>
      conflict.columns(['userId', 'questionId']).doUpdateSet({ answer, createdAt, updatedAt: now }),
    )
    .execute();
}
