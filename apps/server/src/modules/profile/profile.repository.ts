import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import {
  ANSWER_SCHEMAS,
  MAX_QUESTIONNAIRE_AGE,
  type Answers,
  type GENDERS,
  type HOBBIES,
  type IMPORTANCE,
  type LIVING_IN_AUSTRALIA,
  type LOOKING_FOR_WHOM,
  type QuestionId,
  type WEDDING_GOALS,
} from '@app/shared/questionnaire';
import type { Database, ProfilesTable } from '../../db/schema';
import { anyId } from '../../db/id-list';
import type { ProfileRow } from '../privacy/index';

/**
 * Database access for member profiles: their writes, questionnaire answers, date-of-birth corrections. The profile
 * row itself is read with the privacy module's `findProfile` (privacy.repository.ts), which the privacy decision
 * reads too. Services decide; this file only reads and writes rows.
 */
export type Db = Kysely<Database> | Transaction<Database>;

export type ProfileColumns = Omit<Updateable<ProfilesTable>, 'userId' | 'createdAt' | 'updatedAt'>;

/** Creates the member's profile row on first save, or updates the given columns; returns the row as stored. */
export async function upsertProfile(db: Db, userId: string, columns: ProfileColumns, now: Date): Promise<ProfileRow> {
  const insert: Insertable<ProfilesTable> = { ...columns, userId, createdAt: now, updatedAt: now };
  return db
    .insertInto('profiles')
    .values(insert)
    .onConflict((conflict) => conflict.column('userId').doUpdateSet({ ...columns, updatedAt: now }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type StepFlag =
  | 'isPersonalFormFilled'
  | 'isQualificationFormFilled'
  | 'isLocationFormFilled'
  | 'isImageFormFilled'
  | 'isOtherFormFilled';

/** Sets one completion flag and returns the member's row (for the session user in the answer). */
export function setStepFlag(db: Db, userId: string, flag: StepFlag, now: Date) {
  return db
    .updateTable('users')
    .set({ [flag]: true, updatedAt: now })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

// ---- questionnaire answers -------------------------------------------------------------------------------

/** The questionnaire answers the profile and the preferences read, by meaning; null when not answered. */
export type MemberAnswers = {
  gender: (typeof GENDERS)[number] | null;
  genderSought: (typeof GENDERS)[number] | null;
  weddingGoals: (typeof WEDDING_GOALS)[number] | null;
  postedBy: (typeof LOOKING_FOR_WHOM)[number] | null;
  /** q7, with the moment it was answered (the age is checked against the date of birth on that day). */
  age: { value: number; answeredAt: Date } | null;
  partnerAge: { min: number; max: number } | null;
  livingInAustralia: (typeof LIVING_IN_AUSTRALIA)[number] | null;
  horoscopeImportance: (typeof IMPORTANCE)[number] | null;
  casteImportance: (typeof IMPORTANCE)[number] | null;
  hobbies: (typeof HOBBIES)[number][] | null;
};

export const NO_ANSWERS: MemberAnswers = {
  gender: null,
  genderSought: null,
  weddingGoals: null,
  postedBy: null,
  age: null,
  partnerAge: null,
  livingInAustralia: null,
  horoscopeImportance: null,
  casteImportance: null,
  hobbies: null,
};

/** Reads and re-validates the stored answers; one that no longer parses counts as not answered. */
export async function readAnswers(db: Db, userId: string): Promise<MemberAnswers> {
  return (await readAnswersMany(db, [userId])).get(userId) ?? NO_ANSWERS;
}

/**
 * The same for several members in one query (lists, the match table's writer). `questions` limits the read to those
 * answers (a list that shows two of them need not read and validate twelve a member); the others read as unanswered.
 */
export async function readAnswersMany(
  db: Db,
  userIds: readonly string[],
  questions?: readonly QuestionId[],
): Promise<Map<string, MemberAnswers>> {
  if (userIds.length === 0) return new Map();
  let query = db
    .selectFrom('questionnaireAnswers')
    .select(['userId', 'questionId', 'answer', 'createdAt'])
    .where('userId', '=', anyId(userIds));
  if (questions) query = query.where('questionId', 'in', [...questions]);
  const rows = await query.execute();
  const parsedOf = new Map<string, Map<number, { value: unknown; createdAt: Date }>>();
  for (const row of rows) {
    const schema = ANSWER_SCHEMAS[row.questionId as keyof typeof ANSWER_SCHEMAS];
    const result = schema?.safeParse(row.answer);
    if (!result?.success) continue;
    let parsed = parsedOf.get(row.userId);
    if (!parsed) parsedOf.set(row.userId, (parsed = new Map()));
    parsed.set(row.questionId, { value: result.data, createdAt: row.createdAt });
  }
  return new Map(userIds.map((userId) => [userId, answersFrom(parsedOf.get(userId) ?? new Map())]));
}

/**
 * The same view of answers already validated in memory (the seed writes its generated answers and builds its match
 * rows from them without reading them back); `answeredAt` dates them all, as one sign-up does.
 */
export function answersOfValues(answers: Partial<Answers>, answeredAt: Date): MemberAnswers {
  const parsed = new Map<number, { value: unknown; createdAt: Date }>();
  for (const [id, value] of Object.entries(answers)) {
    if (value !== undefined) parsed.set(Number(id), { value, createdAt: answeredAt });
  }
  return answersFrom(parsed);
}

function answersFrom(parsed: Map<number, { value: unknown; createdAt: Date }>): MemberAnswers {
  const value = <K extends keyof Answers>(id: K) => (parsed.get(id)?.value as Answers[K] | undefined) ?? null;
  const age = parsed.get(7);
  return {
    gender: value(1),
    genderSought: value(2),
    weddingGoals: value(4),
    postedBy: value(6),
    age: age ? { value: age.value as number, answeredAt: age.createdAt } : null,
    partnerAge: value(8),
    livingInAustralia: value(9),
    horoscopeImportance: value(10),
    casteImportance: value(11),
    hobbies: value(12),
  };
}

/** PUT profile/updateInterstAndHobbies: q12 is the member's own interests. */
export async function saveHobbies(db: Db, userId: string, hobbies: readonly string[], now: Date): Promise<void> {
  await db
    .insertInto('questionnaireAnswers')
    .values({ userId, questionId: 12, answer: JSON.stringify(hobbies), createdAt: now, updatedAt: now })
    .onConflict((conflict) =>
      conflict.columns(['userId', 'questionId']).doUpdateSet({ answer: JSON.stringify(hobbies), updatedAt: now }),
    )
    .execute();
}

/**
 * q7 from the date of birth (which decides the age): the answer is the age on `now`, dated `now` (its `answeredAt`).
 * Ages past the questionnaire's list are kept as its oldest choice; readers take the age from the date itself.
 */
export async function saveQuestionnaireAge(db: Db, userId: string, age: number, now: Date): Promise<void> {
  const answer = JSON.stringify(Math.min(age, MAX_QUESTIONNAIRE_AGE));
  await db
    .insertInto('questionnaireAnswers')
    .values({ userId, questionId: 7, answer, createdAt: now, updatedAt: now })
    .onConflict((conflict) =>
      conflict.columns(['userId', 'questionId']).doUpdateSet({ answer, createdAt: now, updatedAt: now }),
    )
    .execute();
}

// ---- date of birth corrections ---------------------------------------------------------------------------

export const DATE_OF_BIRTH_CHANGED = 'profile.date_of_birth_changed';

/** Holds the member's account row until the transaction ends (serialises their corrections). */
export async function lockMember(db: Db, userId: string): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}

/** Changes of the member's date of birth recorded since `since`. */
export async function countDateOfBirthChanges(db: Db, userId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('auditEvents')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('userId', '=', userId)
    .where('type', '=', DATE_OF_BIRTH_CHANGED)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Records one change of a date of birth: the old and new dates, who made it (member or staff id) and where. */
export async function recordDateOfBirthChange(
  db: Db,
  change: { userId: string; from: string; to: string; by: string; via: 'onboarding' | 'my-details'; at: Date },
): Promise<void> {
  await db
    .insertInto('auditEvents')
    .values({
      userId: change.userId,
      type: DATE_OF_BIRTH_CHANGED,
      ip: null,
      detail: JSON.stringify({ from: change.from, to: change.to, by: change.by, via: change.via }),
      createdAt: change.at,
    })
    .execute();
}

/** Australian dollars per unit of `code` (the operator's table), or null for a currency without a rate. */
export async function findCurrencyRate(db: Db, code: string): Promise<number | null> {
  const row = await db.selectFrom('currencyRates').select('audPerUnit').where('code', '=', code).executeTakeFirst();
  return row ? Number(row.audPerUnit) : null;
}
