import { sql, type Kysely, type RawBuilder } from 'kysely';
import { PHOTO_VARIANTS } from '@app/shared/photos';
import type { FileStorage } from '../../lib/storage/index';
import { refreshMatchProfiles } from '../../modules/discover/match-profile';
import { newStorageKey, variantKey } from '../../modules/photos/photo-files';
import { processPhoto, type ProcessedPhoto } from '../../modules/photos/photo-pipeline';
import type { Database } from '../schema';
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

type Column = { name: string; type: string; value: (member: SeedMember) => unknown };

/** A PostgreSQL array literal for a text[] cell: each row's list travels as one string, cast back per row. */
function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

const at = (member: SeedMember) => member.createdAt.toISOString();
const ANSWER_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/**
 * Every value of a batch, one array parameter per column (`unnest($1::uuid[], $2::text[], …)`), read once into
 * the `batch` CTE that the four inserts select from: the id and the dates travel once, not once per table. text[]
 * columns cannot be unnested from a two-dimensional array (unnest flattens it), so each row's list travels as an
 * array literal and is cast back; the twelve answers travel as one JSON array per member and are split by
 * question id in SQL.
 */
const BATCH_COLUMNS: readonly Column[] = [
  { name: 'id', type: 'uuid', value: (m) => m.id },
  { name: 'created_at', type: 'timestamptz', value: at },
  { name: 'last_active_at', type: 'timestamptz', value: (m) => m.lastActiveAt.toISOString() },
  { name: 'uid', type: 'text', value: (m) => m.uid },
  { name: 'email', type: 'text', value: (m) => m.email },
  { name: 'usertype', type: 'text', value: (m) => m.usertype },
  // Stored exactly as sign-up stores each answer: the JSON of the parsed value (q8 an object, q12 an array).
  { name: 'answers', type: 'jsonb', value: (m) => JSON.stringify(ANSWER_IDS.map((id) => m.answers[id])) },
];

const PROFILE_COLUMNS: readonly Column[] = [
  { name: 'first_name', type: 'text', value: (m) => m.personal.firstName },
  { name: 'last_name', type: 'text', value: (m) => m.personal.lastName },
  { name: 'display_name', type: 'text', value: (m) => m.personal.displayName },
  { name: 'marital_status', type: 'text', value: (m) => m.personal.maritalStatus },
  { name: 'number_of_children', type: 'int4', value: (m) => m.personal.numberOfChildren },
  { name: 'contact_number', type: 'text', value: (m) => m.personal.contactNumber },
  { name: 'about', type: 'text', value: (m) => m.personal.aboutYourSelf },
  { name: 'qualification', type: 'text', value: (m) => m.qualification.qualification },
  { name: 'working_status', type: 'text', value: (m) => m.qualification.currentWorkingStatus },
  { name: 'occupation', type: 'text', value: (m) => m.qualification.occupation },
  { name: 'income', type: 'text', value: (m) => m.qualification.income },
  { name: 'citizenship', type: 'text', value: (m) => m.location.citizenShip },
  { name: 'nationality', type: 'text', value: (m) => m.background.nationality },
  { name: 'country', type: 'text', value: (m) => m.location.country },
  { name: 'state', type: 'text', value: (m) => m.location.state },
  { name: 'city_of_residence', type: 'text', value: (m) => m.location.cityOfResidence },
  { name: 'current_location', type: 'text', value: (m) => m.background.currentLocation },
  { name: 'australian_visa_status', type: 'text', value: (m) => m.location.austrailanVisaStatus },
  { name: 'religion', type: 'text', value: (m) => m.other.religion },
  { name: 'community', type: 'text', value: (m) => m.other.community },
  { name: 'sub_community', type: 'text', value: (m) => m.other.subCommunity },
  { name: 'caste', type: 'text', value: (m) => m.other.caste },
  { name: 'gotra', type: 'text', value: (m) => m.background.gotra },
  { name: 'mother_tongue', type: 'text', value: (m) => m.other.motherTongue },
  { name: 'ethnicity', type: 'text', value: (m) => m.other.ethnicity },
  { name: 'date_of_birth', type: 'date', value: (m) => m.other.dateOfBirth },
  { name: 'time_of_birth', type: 'text', value: (m) => m.other.timeOfBirth },
  { name: 'place_of_birth', type: 'text', value: (m) => m.other.placeOfBirth },
  { name: 'height_cm', type: 'int4', value: (m) => m.background.heightCm },
  { name: 'weight_kg', type: 'int4', value: (m) => m.background.weightKg },
  { name: 'body_type', type: 'text', value: (m) => m.background.bodyType },
  { name: 'language', type: 'text', value: (m) => m.background.language },
  { name: 'smoking_habit', type: 'text', value: (m) => m.background.smokingHabit },
  { name: 'drinking_habit', type: 'text', value: (m) => m.background.drinkingHabit },
  { name: 'diet', type: 'text', value: (m) => m.background.diet },
  { name: 'complexion', type: 'text', value: (m) => m.background.complexion },
  { name: 'father_occupation', type: 'text', value: (m) => m.background.fatherOccupation },
  { name: 'mother_occupation', type: 'text', value: (m) => m.background.motherOccupation },
  { name: 'number_of_siblings', type: 'int4', value: (m) => m.background.numberOfSiblings },
  { name: 'living_with_family', type: 'bool', value: (m) => m.background.livingWithFamily },
  { name: 'family_details_visible', type: 'bool', value: (m) => m.visibility.familyDetailsVisible },
  { name: 'personal_details_visible', type: 'bool', value: (m) => m.visibility.personalDetailsVisible },
  { name: 'religious_details_visible', type: 'bool', value: (m) => m.visibility.religiousDetailsVisible },
  { name: 'location_details_visible', type: 'bool', value: (m) => m.visibility.locationDetailsVisible },
  {
    name: 'education_and_financial_details_visible',
    type: 'bool',
    value: (m) => m.visibility.educationAndFinancialDetailsVisible,
  },
  { name: 'photo_visibility', type: 'text', value: (m) => m.visibility.photoVisibility },
  { name: 'hidden', type: 'bool', value: (m) => m.visibility.hidden },
];

const PREFERENCE_COLUMNS: readonly Column[] = [
  { name: 'gender_sought', type: 'text[]', value: (m) => m.preferences.genderSought },
  { name: 'age_min', type: 'int4', value: (m) => m.preferences.ageMin },
  { name: 'age_max', type: 'int4', value: (m) => m.preferences.ageMax },
  { name: 'height_min_cm', type: 'int4', value: (m) => m.preferences.heightMinCm },
  { name: 'height_max_cm', type: 'int4', value: (m) => m.preferences.heightMaxCm },
  { name: 'marital_statuses', type: 'text[]', value: (m) => m.preferences.maritalStatuses },
  { name: 'religions', type: 'text[]', value: (m) => m.preferences.religions },
  { name: 'communities', type: 'text[]', value: (m) => m.preferences.communities },
  { name: 'mother_tongues', type: 'text[]', value: (m) => m.preferences.motherTongues },
  { name: 'countries', type: 'text[]', value: (m) => m.preferences.countries },
  { name: 'education_level', type: 'text', value: (m) => m.preferences.educationLevel },
  { name: 'diets', type: 'text[]', value: (m) => m.preferences.diets },
  { name: 'smoking', type: 'text[]', value: (m) => m.preferences.smoking },
  { name: 'drinking', type: 'text[]', value: (m) => m.preferences.drinking },
  { name: 'horoscope_importance', type: 'text', value: (m) => m.preferences.horoscopeImportance },
  { name: 'caste_importance', type: 'text', value: (m) => m.preferences.casteImportance },
  { name: 'living_in_australia', type: 'text', value: (m) => m.preferences.livingInAustralia },
  { name: 'wedding_goals', type: 'text', value: (m) => m.preferences.weddingGoals },
  { name: 'interests', type: 'text[]', value: (m) => m.preferences.interests },
  { name: 'must_have', type: 'text[]', value: (m) => m.preferences.mustHave },
];

// Column names are written as SQL below; the prefix keeps the profile's and the preferences' apart in the CTE.
const PROFILE_PREFIX = 'p_';
const PREFERENCE_PREFIX = 'pp_';

function arrays(members: readonly SeedMember[], columns: readonly Column[]) {
  return columns.map((column) => {
    const list = column.type === 'text[]';
    const values = members.map((member) => {
      const value = column.value(member);
      return list ? textArrayLiteral(value as string[]) : value;
    });
    // A text[] cell is sent as its literal (text) and cast per row.
    const sent = list ? 'text' : column.type;
    return sql`${values}::${sql.raw(sent)}[]`;
  });
}

const cast = (column: Column, name: string) => (column.type === 'text[]' ? `${name}::text[]` : name);

function batchStatement(members: readonly SeedMember[], passwordHash: string): RawBuilder<unknown> {
  const aliases = [
    ...BATCH_COLUMNS.map((column) => column.name),
    ...PROFILE_COLUMNS.map((column) => PROFILE_PREFIX + column.name),
    ...PREFERENCE_COLUMNS.map((column) => PREFERENCE_PREFIX + column.name),
  ];
  const params = [
    ...arrays(members, BATCH_COLUMNS),
    ...arrays(members, PROFILE_COLUMNS),
    ...arrays(members, PREFERENCE_COLUMNS),
  ];
  const profileNames = PROFILE_COLUMNS.map((column) => column.name).join(', ');
  const profileValues = PROFILE_COLUMNS.map((column) => cast(column, PROFILE_PREFIX + column.name)).join(', ');
  const preferenceNames = PREFERENCE_COLUMNS.map((column) => column.name).join(', ');
  const preferenceValues = PREFERENCE_COLUMNS.map((column) => cast(column, PREFERENCE_PREFIX + column.name)).join(', ');
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
      insert into profiles (user_id, ${sql.raw(profileNames)}, created_at, updated_at)
      select id, ${sql.raw(profileValues)}, created_at, created_at from batch
    ),
    new_answers as (
      insert into questionnaire_answers (user_id, question_id, answer, created_at, updated_at)
      select batch.id, question.n, answers -> (question.n - 1), created_at, created_at
      from batch cross join generate_series(1, 12) as question(n)
    )
    insert into partner_preferences (user_id, ${sql.raw(preferenceNames)}, created_at, updated_at)
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
  let written = 0;
  try {
    for (let start = 0; start < profiles; start += batchSize) {
      const end = Math.min(profiles, start + batchSize);
      const members: SeedMember[] = [];
      for (let index = start; index < end; index += 1) {
        const member = seedMemberAt(seed, index, today);
        members.push(member);
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
      const statement = batchStatement(members, passwordHash);
      while (free.length === 0) await Promise.race(inFlight);
      const conn = free.pop() as Kysely<Database>;
      const run: Promise<void> = statement
        .execute(conn)
        // The match table follows its sources through its one writer, batch by batch.
        .then(() =>
          refreshMatchProfiles(
            conn,
            members.map((member) => member.id),
            today,
          ),
        )
        .then(() => {
          written += members.length;
          progress('members', written, profiles);
        })
        .finally(() => {
          free.push(conn);
          inFlight.delete(run);
        });
      // Awaited later (race or the final wait); until then a failure must not count as unhandled.
      run.catch(() => undefined);
      inFlight.add(run);
      await yieldToIo();
    }
    await Promise.all(inFlight);
  } finally {
    // On a failure, let the other statements finish before their connections are released.
    await Promise.allSettled(inFlight);
  }

  let photos = 0;
  if (options.photos && owners.length) {
    // On the load connection: the embedded database's pool has one connection, and it is held here.
    photos = await writePhotos(db, { ...options, photos: options.photos }, owners, progress);
  }
  // Fresh statistics, so the planner knows the new tables' sizes at once.
  await sql`analyze users, profiles, questionnaire_answers, partner_preferences, photos, match_profiles`.execute(db);
  return { members: profiles, membersWithPhotos: owners.length, photos };
}
