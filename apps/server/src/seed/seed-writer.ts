import { sql, type Insertable, type Kysely, type RawBuilder } from 'kysely';
import { PHOTO_VARIANTS } from '@app/shared/photos';
import type { FileStorage } from '../lib/storage/index';
import { matchRowFor } from '../modules/discover/match-profile';
import { LOCAL_CHECKOUT_TTL_MS, localPaymentReference } from '../modules/payments/providers';
import { newStorageKey, variantKey } from '../modules/photos/photo-files';
import { processPhoto, type ProcessedPhoto } from '../modules/photos/photo-pipeline';
import type { ProfileRow } from '../modules/privacy/privacy.repository';
import { answersOfValues } from '../modules/profile/profile.repository';
import type { Database, MatchProfilesTable } from '../db/schema';
import { DEMO_EMAIL, seedMemberAt, type Gender, type SeedMember } from './generate-member';
import { DEFAULT_BATCH_SIZE } from './seed-args';
import { renderPortrait, type PortraitKind } from './portraits';
import { Random } from './random';

/**
 * Writes demo members. Members are generated and written in batches (never all in memory): each batch is one
 * statement, four multi-row inserts (data-modifying CTEs) reading one `unnest` of one array per column, so a batch
 * is atomic, costs one round trip, and its size never meets PostgreSQL's parameter limit. While the database works
 * on a batch (two at once on a PostgreSQL server) the next one is generated. Photos follow for the first `limit` members: a pool of portraits per
 * gender is drawn and passed once through the real photo pipeline, and each member's photos are copies of pool
 * images stored under that member's own keys, exactly as an upload stores them.
 */

/** Photos are expensive to store (four files each); past this many members the rest get none (a note says so). */
export const DEFAULT_PHOTO_LIMIT = 5_000;

export type SeedPhase = 'members' | 'portraits' | 'photos';
export type SeedProgress = { phase: SeedPhase; done: number; total: number };

export type SeedOptions = {
  db: Kysely<Database>;
  profiles: number;
  seed: number;
  /** An argon2 hash of the members' password, computed once by the caller. */
  passwordHash: string;
  /** The day the ages are true on (default: today, UTC). */
  today?: Date;
  batchSize?: number;
  photos?: {
    storage: FileStorage;
    /** Members 0..limit-1 get photos (default DEFAULT_PHOTO_LIMIT). */
    limit?: number;
    /** Distinct portraits drawn per gender (default: grows with the members who get photos, 4 to 64). */
    poolSize?: number;
  };
  onProgress?: (progress: SeedProgress) => void;
  /** Statements in flight at once, one connection each (PostgreSQL server: 2 uses a second core; PGlite: 1). */
  connections?: number;
};

export type SeedResult = { members: number; membersWithPhotos: number; photos: number };

export class SeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SeedError';
  }
}

export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** Refuses to seed twice into one database: the demo e-mail (and every member's) would collide. */
export async function assertNotSeeded(db: Kysely<Database>): Promise<void> {
  const existing = await db.selectFrom('users').select('id').where('email', '=', DEMO_EMAIL).executeTakeFirst();
  if (existing) {
    throw new SeedError(
      `This database already has demo members (${DEMO_EMAIL} exists). Seed a fresh database: drop it, or remove the embedded one in DATA_DIR.`,
    );
  }
}

// ---- one batch as one statement ---------------------------------------------------------------------------

/** A member of a batch with the rows derived from it in memory: the profile as stored, and its match row. */
type SeedEntry = { member: SeedMember; profile: ProfileRow; match: Insertable<MatchProfilesTable> | null };

type PgType = 'uuid' | 'text' | 'text[]' | 'int4' | 'int2' | 'bool' | 'date' | 'timestamptz' | 'jsonb' | 'float8';
type Column = { name: string; type: PgType; value: (entry: SeedEntry) => unknown };

/** A PostgreSQL array literal for a text[] cell: each row's list travels as one string, cast back per row. */
function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

const at = (entry: SeedEntry) => entry.member.createdAt.toISOString();
const ANSWER_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Columns of a table written from one of the entry's rows, named and typed once per column. */
function rowColumns<Row>(types: { [K in keyof Row]?: PgType }, row: (entry: SeedEntry) => Row): Column[] {
  return (Object.keys(types) as Array<keyof Row & string>).map((key) => ({
    name: snake(key),
    type: types[key] as PgType,
    value: (entry) => row(entry)[key],
  }));
}

/** The profile row exactly as the batch stores it (the match row is built from this object, not read back). */
function seedProfile(member: SeedMember): ProfileRow {
  const { personal, qualification, location, other, background, visibility } = member;
  return {
    userId: member.id,
    firstName: personal.firstName,
    lastName: personal.lastName,
    displayName: personal.displayName,
    maritalStatus: personal.maritalStatus,
    numberOfChildren: personal.numberOfChildren,
    contactNumber: personal.contactNumber,
    about: personal.aboutYourSelf,
    aboutSecond: null,
    aboutSecondLanguage: null,
    qualification: qualification.qualification,
    workingStatus: qualification.currentWorkingStatus,
    occupation: qualification.occupation,
    income: qualification.income,
    incomeCurrency: null,
    incomeAmount: null,
    incomeAud: null,
    citizenship: location.citizenShip,
    nationality: background.nationality,
    country: location.country,
    state: location.state,
    cityOfResidence: location.cityOfResidence,
    currentLocation: background.currentLocation,
    australianVisaStatus: location.austrailanVisaStatus,
    plansMoveToAustralia: null,
    religion: other.religion,
    community: other.community,
    subCommunity: other.subCommunity,
    caste: other.caste,
    gotra: background.gotra,
    motherTongue: other.motherTongue,
    ethnicity: other.ethnicity,
    dateOfBirth: other.dateOfBirth,
    timeOfBirth: other.timeOfBirth,
    placeOfBirth: other.placeOfBirth,
    horoscopeOptIn: member.horoscope !== null,
    birthCityId: member.horoscope?.cityId ?? null,
    birthLatitude: member.horoscope?.latitude ?? null,
    birthLongitude: member.horoscope?.longitude ?? null,
    birthTimeZone: member.horoscope?.timeZone ?? null,
    horoscopeChart: member.horoscope ? JSON.stringify(member.horoscope.chart) : null,
    horoscopeMoon: member.horoscope?.moon ?? null,
    heightCm: background.heightCm,
    weightKg: background.weightKg,
    bodyType: background.bodyType,
    language: background.language,
    smokingHabit: background.smokingHabit,
    drinkingHabit: background.drinkingHabit,
    diet: background.diet,
    complexion: background.complexion,
    fatherOccupation: background.fatherOccupation,
    motherOccupation: background.motherOccupation,
    numberOfSiblings: background.numberOfSiblings,
    livingWithFamily: background.livingWithFamily,
    familyDetailsVisible: visibility.familyDetailsVisible,
    personalDetailsVisible: visibility.personalDetailsVisible,
    religiousDetailsVisible: visibility.religiousDetailsVisible,
    locationDetailsVisible: visibility.locationDetailsVisible,
    educationAndFinancialDetailsVisible: visibility.educationAndFinancialDetailsVisible,
    photoVisibility: visibility.photoVisibility,
    hidden: visibility.hidden,
    createdAt: member.createdAt,
    updatedAt: member.createdAt,
  };
}

/** The member's match row, from the one writer's own rules (`matchRowFor`), given what this batch stores. */
function seedMatchRow(member: SeedMember, profile: ProfileRow, today: Date): Insertable<MatchProfilesTable> | null {
  const row = matchRowFor({
    account: {
      id: member.id,
      usertype: member.usertype,
      isPersonalFormFilled: true,
      isQualificationFormFilled: true,
      isLocationFormFilled: true,
      isImageFormFilled: true,
      isOtherFormFilled: true,
      suspendedAt: null,
      awaitingCandidateSince: null,
      lastActiveAt: member.lastActiveAt,
      createdAt: member.createdAt,
      verifiedAt: null,
    },
    profile,
    answers: answersOfValues(member.answers, member.createdAt),
    preferences: member.preferences,
    now: today,
  });
  // The Moon and Manglik status the match row carries for horoscope matching, as the profile holds them.
  return row && { ...row, horoscopeMoon: profile.horoscopeMoon, manglik: member.horoscope?.chart.manglik ?? null };
}

/**
 * Every value of a batch, one array parameter per column (`unnest($1::uuid[], $2::text[], …)`), read once into
 * the `batch` CTE that the inserts select from: the id and the dates travel once, not once per table. text[]
 * columns cannot be unnested from a two-dimensional array (unnest flattens it), so each row's list travels as an
 * array literal and is cast back; the twelve answers travel as one JSON array per member and are split by
 * question id in SQL.
 */
const BATCH_COLUMNS: readonly Column[] = [
  { name: 'id', type: 'uuid', value: (e) => e.member.id },
  { name: 'created_at', type: 'timestamptz', value: at },
  { name: 'last_active_at', type: 'timestamptz', value: (e) => e.member.lastActiveAt.toISOString() },
  { name: 'uid', type: 'text', value: (e) => e.member.uid },
  { name: 'email', type: 'text', value: (e) => e.member.email },
  { name: 'usertype', type: 'text', value: (e) => e.member.usertype },
  // Stored exactly as sign-up stores each answer: the JSON of the parsed value (q8 an object, q12 an array).
  { name: 'answers', type: 'jsonb', value: (e) => JSON.stringify(ANSWER_IDS.map((id) => e.member.answers[id])) },
];

const PROFILE_COLUMNS = rowColumns<ProfileRow>(
  {
    firstName: 'text',
    lastName: 'text',
    displayName: 'text',
    maritalStatus: 'text',
    numberOfChildren: 'int4',
    contactNumber: 'text',
    about: 'text',
    aboutSecond: 'text',
    aboutSecondLanguage: 'text',
    qualification: 'text',
    workingStatus: 'text',
    occupation: 'text',
    income: 'text',
    incomeCurrency: 'text',
    incomeAmount: 'int4',
    incomeAud: 'int4',
    citizenship: 'text',
    nationality: 'text',
    country: 'text',
    state: 'text',
    cityOfResidence: 'text',
    currentLocation: 'text',
    australianVisaStatus: 'text',
    plansMoveToAustralia: 'bool',
    religion: 'text',
    community: 'text',
    subCommunity: 'text',
    caste: 'text',
    gotra: 'text',
    motherTongue: 'text',
    ethnicity: 'text',
    dateOfBirth: 'date',
    timeOfBirth: 'text',
    placeOfBirth: 'text',
    horoscopeOptIn: 'bool',
    birthCityId: 'text',
    birthLatitude: 'float8',
    birthLongitude: 'float8',
    birthTimeZone: 'text',
    horoscopeChart: 'jsonb',
    horoscopeMoon: 'int2',
    heightCm: 'int4',
    weightKg: 'int4',
    bodyType: 'text',
    language: 'text',
    smokingHabit: 'text',
    drinkingHabit: 'text',
    diet: 'text',
    complexion: 'text',
    fatherOccupation: 'text',
    motherOccupation: 'text',
    numberOfSiblings: 'int4',
    livingWithFamily: 'bool',
    familyDetailsVisible: 'bool',
    personalDetailsVisible: 'bool',
    religiousDetailsVisible: 'bool',
    locationDetailsVisible: 'bool',
    educationAndFinancialDetailsVisible: 'bool',
    photoVisibility: 'text',
    hidden: 'bool',
  } satisfies Record<Exclude<keyof ProfileRow, 'userId' | 'createdAt' | 'updatedAt'>, PgType>,
  (entry) => entry.profile,
);

const PREFERENCE_COLUMNS = rowColumns<SeedMember['preferences']>(
  {
    genderSought: 'text[]',
    ageMin: 'int4',
    ageMax: 'int4',
    heightMinCm: 'int4',
    heightMaxCm: 'int4',
    maritalStatuses: 'text[]',
    religions: 'text[]',
    communities: 'text[]',
    motherTongues: 'text[]',
    countries: 'text[]',
    educationLevel: 'text',
    diets: 'text[]',
    smoking: 'text[]',
    drinking: 'text[]',
    horoscopeImportance: 'text',
    minGunas: 'int2',
    casteImportance: 'text',
    livingInAustralia: 'text',
    weddingGoals: 'text',
    interests: 'text[]',
    mustHave: 'text[]',
  } satisfies Record<keyof SeedMember['preferences'], PgType>,
  (entry) => entry.member.preferences,
);

/** Every column of the match table; its rows travel in their own unnest (hidden members have none). */
const MATCH_COLUMNS = rowColumns<Insertable<MatchProfilesTable>>(
  {
    userId: 'uuid',
    gender: 'text',
    birthDate: 'date',
    heightCm: 'int4',
    maritalStatus: 'text',
    hasChildren: 'bool',
    religion: 'text',
    community: 'text',
    motherTongue: 'text',
    diet: 'text',
    smoking: 'text',
    drinking: 'text',
    qualification: 'text',
    educationRank: 'int2',
    occupation: 'text',
    incomeMin: 'int4',
    country: 'text',
    state: 'text',
    interests: 'text[]',
    completeness: 'int2',
    seekGenders: 'text[]',
    prefAgeMin: 'int2',
    prefAgeMax: 'int2',
    mustHeightMin: 'int2',
    mustHeightMax: 'int2',
    mustMaritalStatuses: 'text[]',
    mustReligions: 'text[]',
    mustCommunities: 'text[]',
    mustMotherTongues: 'text[]',
    mustCountries: 'text[]',
    mustEducationRank: 'int2',
    mustDiets: 'text[]',
    mustSmoking: 'text[]',
    mustDrinking: 'text[]',
    mustLivingInAustralia: 'bool',
    mustMinGunas: 'int2',
    horoscopeMoon: 'int2',
    manglik: 'bool',
    preferences: 'jsonb',
    lastActiveAt: 'timestamptz',
    joinedAt: 'timestamptz',
    refreshedAt: 'timestamptz',
    verified: 'bool',
    usertype: 'text',
  } satisfies Record<keyof MatchProfilesTable, PgType>,
  (entry) => entry.match as Insertable<MatchProfilesTable>,
);

/** The local checkout a seeded purchase was paid through: opened two minutes before the plan started. */
const CHECKOUT_LEAD_MS = 2 * 60_000;
const checkoutOpenedAt = (e: SeedEntry) =>
  new Date((e.member.subscription?.startsAt.getTime() ?? 0) - CHECKOUT_LEAD_MS);

/**
 * A paid member's purchase: the paid local checkout and the subscription it fulfilled (the plan's name, tier, length
 * and price are read from the plans table in SQL, as a purchase records them). Its rows travel in their own unnest
 * (Standard members have none).
 */
const SUBSCRIPTION_COLUMNS: readonly Column[] = [
  { name: 'user_id', type: 'uuid', value: (e) => e.member.id },
  { name: 'plan_id', type: 'text', value: (e) => e.member.subscription?.planId },
  { name: 'checkout_id', type: 'text', value: (e) => e.member.subscription?.checkoutId },
  {
    name: 'payment_reference',
    type: 'text',
    value: (e) => localPaymentReference(e.member.subscription?.checkoutId ?? ''),
  },
  { name: 'checkout_at', type: 'timestamptz', value: checkoutOpenedAt },
  {
    name: 'checkout_expires_at',
    type: 'timestamptz',
    value: (e) => new Date(checkoutOpenedAt(e).getTime() + LOCAL_CHECKOUT_TTL_MS),
  },
  { name: 'starts_at', type: 'timestamptz', value: (e) => e.member.subscription?.startsAt },
  { name: 'ends_at', type: 'timestamptz', value: (e) => e.member.subscription?.endsAt },
  {
    name: 'billing_name',
    type: 'text',
    value: (e) => `${e.member.personal.firstName} ${e.member.personal.lastName}`.trim(),
  },
  { name: 'billing_email', type: 'text', value: (e) => e.member.email },
];

// Column names are written as SQL below; the prefix keeps the profile's and the preferences' apart in the CTE.
const PROFILE_PREFIX = 'p_';
const PREFERENCE_PREFIX = 'pp_';

function arrays(entries: readonly SeedEntry[], columns: readonly Column[]) {
  return columns.map((column) => {
    const list = column.type === 'text[]';
    const values = entries.map((entry) => {
      const value = column.value(entry);
      if (value instanceof Date) return value.toISOString();
      return list && value !== null ? textArrayLiteral(value as string[]) : value;
    });
    // A text[] cell is sent as its literal (text) and cast per row.
    const sent = list ? 'text' : column.type;
    return sql`${values}::${sql.raw(sent)}[]`;
  });
}

const cast = (column: Column, name: string) => (column.type === 'text[]' ? `${name}::text[]` : name);
const names = (columns: readonly Column[]) => columns.map((column) => column.name).join(', ');

function batchStatement(entries: readonly SeedEntry[], passwordHash: string): RawBuilder<unknown> {
  const aliases = [
    ...BATCH_COLUMNS.map((column) => column.name),
    ...PROFILE_COLUMNS.map((column) => PROFILE_PREFIX + column.name),
    ...PREFERENCE_COLUMNS.map((column) => PREFERENCE_PREFIX + column.name),
  ];
  const params = [
    ...arrays(entries, BATCH_COLUMNS),
    ...arrays(entries, PROFILE_COLUMNS),
    ...arrays(entries, PREFERENCE_COLUMNS),
  ];
  const profileValues = PROFILE_COLUMNS.map((column) => cast(column, PROFILE_PREFIX + column.name)).join(', ');
  const preferenceValues = PREFERENCE_COLUMNS.map((column) => cast(column, PREFERENCE_PREFIX + column.name)).join(', ');
  const matches = entries.filter((entry) => entry.match !== null);
  const paid = entries.filter((entry) => entry.member.subscription !== null);
  const matchValues = MATCH_COLUMNS.map((column) => cast(column, column.name)).join(', ');
  // Data-modifying CTEs all run, once, within the one statement (atomic); foreign keys are checked at its end.
  return sql`with batch as materialized (
      select * from unnest(${sql.join(params)}) as t(${sql.raw(aliases.join(', '))})
    ),
    new_users as (
      insert into users (id, uid, email, password_hash, usertype, role, is_personal_form_filled,
        is_qualification_form_filled, is_other_form_filled, is_location_form_filled, is_image_form_filled,
        last_active_at, created_at, updated_at)
      select id, uid, email, ${passwordHash}::text, usertype, 'member', true, true, true, true, true, last_active_at,
        created_at, created_at
      from batch
    ),
    new_profiles as (
      insert into profiles (user_id, ${sql.raw(names(PROFILE_COLUMNS))}, created_at, updated_at)
      select id, ${sql.raw(profileValues)}, created_at, created_at from batch
    ),
    new_answers as (
      insert into questionnaire_answers (user_id, question_id, answer, created_at, updated_at)
      select batch.id, question.n, answers -> (question.n - 1), created_at, created_at
      from batch cross join generate_series(1, 12) as question(n)
    ),
    new_matches as (
      insert into match_profiles (${sql.raw(names(MATCH_COLUMNS))})
      select ${sql.raw(matchValues)}
      from unnest(${sql.join(arrays(matches, MATCH_COLUMNS))}) as m(${sql.raw(names(MATCH_COLUMNS))})
    ),
    purchases as materialized (
      select s.*, plans.tier, plans.plan_name, plans.plan_type, plans.duration_in_months, plans.price_cents
      from unnest(${sql.join(arrays(paid, SUBSCRIPTION_COLUMNS))}) as s(${sql.raw(names(SUBSCRIPTION_COLUMNS))})
      join plans on plans.id = s.plan_id
    ),
    new_checkouts as (
      insert into checkout_sessions (id, provider, user_id, plan_id, amount_cents, state, created_at, expires_at,
        completed_at, updated_at)
      select checkout_id, 'local', user_id, plan_id, price_cents, 'paid', checkout_at, checkout_expires_at,
        starts_at, starts_at
      from purchases
    ),
    new_subscriptions as (
      insert into subscriptions (order_id, user_id, plan_id, tier, plan_name, plan_type, duration_in_months,
        amount_cents, gst_cents, provider, checkout_session_id, payment_reference, status, payment_status, starts_at,
        ends_at, billing_name, billing_email, created_at, updated_at)
      select 'ORD-' || nextval('subscription_order_number'), user_id, plan_id, tier, plan_name, plan_type,
        duration_in_months, price_cents, round(price_cents / 11.0)::int, 'local', checkout_id, payment_reference,
        'active', 'Completed', starts_at, ends_at, billing_name, billing_email, starts_at, starts_at
      from purchases
    )
    insert into partner_preferences (user_id, ${sql.raw(names(PREFERENCE_COLUMNS))}, created_at, updated_at)
    select id, ${sql.raw(preferenceValues)}, created_at, created_at from batch`;
}

/** Lets a query that was just started reach the database before the next batch is generated synchronously. */
const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve));

// ---- photos ------------------------------------------------------------------------------------------------

type PhotoOwner = { index: number; id: string; gender: Gender; photoPicks: number[]; createdAt: Date };

async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const current = next;
      next += 1;
      results[current] = await task(items[current] as T);
    }
  });
  await Promise.all(workers);
  return results;
}

function kindOf(owner: PhotoOwner): PortraitKind {
  if (owner.gender === 'Woman') return 'woman';
  if (owner.gender === 'Man') return 'man';
  return (owner.photoPicks[0] ?? 0) % 2 === 0 ? 'woman' : 'man';
}

/** Distinct pool images for one member, chosen by the member's picks. */
function poolIndexes(picks: readonly number[], size: number): number[] {
  const chosen: number[] = [];
  for (const pick of picks) {
    let index = pick % size;
    while (chosen.includes(index) && chosen.length < size) index = (index + 1) % size;
    if (!chosen.includes(index)) chosen.push(index);
  }
  return chosen;
}

/** A version-4 UUID from the seed, so a photo keeps its id (and its URL) for the same seed. */
function photoUuid(seed: number, memberIndex: number, position: number): string {
  const bytes = new Random(seed, memberIndex, position, 0xf070).bytes(16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Buffer.from(bytes).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

async function writePhotos(
  db: Kysely<Database>,
  options: SeedOptions & { photos: NonNullable<SeedOptions['photos']> },
  owners: readonly PhotoOwner[],
  progress: (phase: SeedPhase, done: number, total: number) => void,
): Promise<number> {
  const { seed, photos } = options;
  const poolSize = photos.poolSize ?? Math.min(64, Math.max(4, Math.ceil(owners.length / 8)));
  const pool: Record<PortraitKind, ProcessedPhoto[]> = { woman: [], man: [] };
  const jobs = (['woman', 'man'] as const).flatMap((kind) =>
    Array.from({ length: poolSize }, (_, index) => ({ kind, index })),
  );
  let drawn = 0;
  progress('portraits', 0, jobs.length);
  // Two at a time: sharp already spreads one image over the cores.
  const processed = await mapLimit(jobs, 2, async ({ kind, index }) => {
    const photo = await processPhoto(await renderPortrait(kind, index, seed));
    drawn += 1;
    progress('portraits', drawn, jobs.length);
    return photo;
  });
  progress('photos', 0, owners.length);
  jobs.forEach((job, position) => pool[job.kind].push(processed[position] as ProcessedPhoto));

  let stored = 0;
  let done = 0;
  const ROW_BATCH = 500;
  for (let start = 0; start < owners.length; start += ROW_BATCH) {
    const slice = owners.slice(start, start + ROW_BATCH);
    const rows = await mapLimit(slice, 8, async (owner) => {
      const images = pool[kindOf(owner)];
      const picked = poolIndexes(owner.photoPicks, images.length);
      const memberRows = await Promise.all(
        picked.map(async (poolIndex, position) => {
          const photo = images[poolIndex] as ProcessedPhoto;
          const id = photoUuid(seed, owner.index, position);
          // The same keys and row an upload writes (photos.service addPhotos), through the same storage.
          const storageKey = newStorageKey(owner.id, id);
          await Promise.all(
            PHOTO_VARIANTS.map((variant) =>
              photos.storage.put(variantKey(storageKey, variant), photo.variants[variant], 'image/webp'),
            ),
          );
          return {
            id,
            userId: owner.id,
            position,
            storageKey,
            width: photo.width,
            height: photo.height,
            bytes: PHOTO_VARIANTS.reduce((sum, variant) => sum + photo.variants[variant].length, 0),
            createdAt: new Date(owner.createdAt.getTime() + (position + 1) * 60_000),
            // The site's sample data, not new uploads: reviewed when written (never in the photo review queue).
            reviewStatus: 'approved' as const,
            reviewedAt: new Date(owner.createdAt.getTime() + (position + 1) * 60_000),
            phash: photo.phash,
          };
        }),
      );
      done += 1;
      progress('photos', done, owners.length);
      return memberRows;
    });
    const flat = rows.flat();
    if (flat.length) await db.insertInto('photos').values(flat).execute();
    stored += flat.length;
  }
  return stored;
}

// ---- the whole seed ----------------------------------------------------------------------------------------

/**
 * One connection for the whole load, tuned for it: commits do not wait for the disk (a crash loses only the
 * last batches of demo data), and, where the role is allowed to (a superuser, as on a developer machine or
 * the embedded database), foreign-key triggers are skipped the way pg_restore --disable-triggers does. Every
 * child row is written by the same statement as its parent, so the checks can never fail here; they were 40% of
 * the time of a batch (twelve answers per member). Elsewhere the checks simply run.
 */
async function withLoadConnection<T>(db: Kysely<Database>, work: (conn: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`set synchronous_commit = off`.execute(conn);
    let replica = false;
    try {
      await sql`set session_replication_role = replica`.execute(conn);
      replica = true;
    } catch {
      // Not allowed for this role: the foreign keys are checked as usual.
    }
    try {
      return await work(conn);
    } finally {
      if (replica) await sql`reset session_replication_role`.execute(conn);
      await sql`reset synchronous_commit`.execute(conn);
    }
  });
}

/** `count` load connections at once (nested, so each is released however the work ends). */
function withLoadConnections<T>(
  db: Kysely<Database>,
  count: number,
  work: (connections: Kysely<Database>[]) => Promise<T>,
): Promise<T> {
  const open = (held: Kysely<Database>[]): Promise<T> =>
    held.length >= count ? work(held) : withLoadConnection(db, (conn) => open([...held, conn]));
  return open([]);
}

export async function seedMembers(options: SeedOptions): Promise<SeedResult> {
  return withLoadConnections(options.db, Math.max(1, options.connections ?? 1), (connections) =>
    seedAll(options, connections),
  );
}

async function seedAll(options: SeedOptions, connections: Kysely<Database>[]): Promise<SeedResult> {
  const { profiles, seed, passwordHash } = options;
  const db = connections[0] as Kysely<Database>;
  const today = startOfUtcDay(options.today ?? new Date());
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const photoLimit = options.photos ? Math.min(profiles, options.photos.limit ?? DEFAULT_PHOTO_LIMIT) : 0;
  const owners: PhotoOwner[] = [];
  const progress = (phase: SeedPhase, done: number, total: number) => options.onProgress?.({ phase, done, total });

  progress('members', 0, profiles);
  // Each batch is generated while the previous ones are written: at most one statement per connection in flight.
  const free = [...connections];
  const inFlight = new Set<Promise<void>>();
  // The first batch that failed: a statement may fail while the next batch is being made, after which it is no
  // longer among those in flight, so its error is kept here and thrown once the others are done.
  let failure: { error: unknown } | null = null;
  let written = 0;
  try {
    for (let start = 0; start < profiles; start += batchSize) {
      const end = Math.min(profiles, start + batchSize);
      const entries: SeedEntry[] = [];
      for (let index = start; index < end; index += 1) {
        const member = seedMemberAt(seed, index, today);
        const profile = seedProfile(member);
        entries.push({ member, profile, match: seedMatchRow(member, profile, today) });
        if (index < photoLimit) {
          owners.push({
            index,
            id: member.id,
            gender: member.gender,
            photoPicks: member.photoPicks,
            createdAt: member.createdAt,
          });
        }
      }
      const statement = batchStatement(entries, passwordHash);
      while (free.length === 0) await Promise.race(inFlight);
      const conn = free.pop() as Kysely<Database>;
      const run: Promise<void> = statement
        .execute(conn)
        .then(() => {
          written += entries.length;
          progress('members', written, profiles);
        })
        .finally(() => {
          free.push(conn);
          inFlight.delete(run);
        });
      // Awaited later (race or the final wait); until then a failure must not count as unhandled.
      run.catch((error: unknown) => {
        failure ??= { error };
      });
      inFlight.add(run);
      await yieldToIo();
    }
    await Promise.all(inFlight);
  } finally {
    // On a failure, let the other statements finish before their connections are released.
    await Promise.allSettled(inFlight);
  }
  if (failure) throw (failure as { error: unknown }).error;

  let photos = 0;
  if (options.photos && owners.length) {
    // On the load connection: the embedded database's pool has one connection, and it is held here.
    photos = await writePhotos(db, { ...options, photos: options.photos }, owners, progress);
  }
  // Fresh statistics, so the planner knows the new tables' sizes at once.
  await sql`analyze users, profiles, questionnaire_answers, partner_preferences, photos, match_profiles`.execute(db);
  return { members: profiles, membersWithPhotos: owners.length, photos };
}
