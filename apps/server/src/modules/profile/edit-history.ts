import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FamilyRelation, ProfileEdit, ProfileEditSection } from '@app/shared/family';
import { AppError, notFound } from '../../lib/app-error';
import { memberWritten } from '../../lib/after-write';
import { managerOfConfirmedProfile, type AuthUser } from '../../lib/auth/authenticate';
import { familyActorName, recordFamilyActivity } from '../family/index';
import { findProfile } from '../privacy/index';
import { upsertProfile, type Db } from './profile.repository';
import { CHART_INPUTS, horoscopeColumns } from './birth-details';
import * as repo from './edit-history.repository';

/**
 * Changes a family manager makes to a confirmed profile, which its candidate can undo (issue 29 point 4, ADR 017
 * point 12). A route that changes the profile's content says which part in its config
 * (`config: { family: 'edit', profileEdit: 'familyDetails' }`); for a manager acting for a confirmed profile, the
 * profile's editable state is read before the handler and again after a successful answer, and the fields that
 * differ are kept with their values before and after (`profile_edits`), logged in the family's activity.
 *
 * The editable state is the profile's content: the profile row's columns (not its privacy choices, which stay the
 * candidate's), the questionnaire answers, the partner preferences and the onboarding steps' completion flags. Undoing
 * puts back each field that still holds what the manager wrote; a field changed again since is kept as it is now.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route changes that part of the profile's content: a manager's change is kept for the candidate to undo. */
    profileEdit?: ProfileEditSection;
  }
  interface FastifyRequest {
    /** The profile's editable state before a manager's change (set by the edit history's preHandler). */
    profileEditBefore?: EditableState;
  }
}

/** The profile's content as one flat record: `profile.<column>`, `answer.<question>`, `preferences.<column>`, `user.<flag>`. */
type EditableState = Record<string, unknown>;
type Change = { before: unknown; after: unknown };

/** The profile row's privacy choices: not content, never changed by a manager of a confirmed profile. */
const NOT_CONTENT = new Set([
  'userId',
  'createdAt',
  'updatedAt',
  'hidden',
  'photoVisibility',
  'familyDetailsVisible',
  'personalDetailsVisible',
  'religiousDetailsVisible',
  'locationDetailsVisible',
  'educationAndFinancialDetailsVisible',
]);
/** Whether the profile and preferences rows exist (a change can create them; undoing it removes them). */
const EXISTS = 'exists';

/** Dates as ISO strings, so a state compares and stores as JSON. */
const plain = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

function rowState(prefix: string, row: Record<string, unknown> | undefined, state: EditableState): void {
  state[`${prefix}.${EXISTS}`] = row !== undefined;
  for (const [column, value] of Object.entries(row ?? {})) {
    if (!NOT_CONTENT.has(column)) state[`${prefix}.${column}`] = plain(value);
  }
}

export async function readEditableState(db: Db, profileId: string): Promise<EditableState> {
  const { profile, answers, preferences, user } = await repo.readEditableRows(db, profileId);
  const state: EditableState = {};
  rowState('profile', profile, state);
  rowState('preferences', preferences, state);
  for (const row of answers) {
    state[`answer.${row.questionId}`] = { answer: row.answer, createdAt: plain(row.createdAt) };
  }
  for (const flag of repo.STEP_FLAGS) state[`user.${flag}`] = user?.[flag] ?? false;
  return state;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function changesBetween(before: EditableState, after: EditableState): Record<string, Change> {
  const changes: Record<string, Change> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!same(before[key], after[key])) changes[key] = { before: before[key] ?? null, after: after[key] ?? null };
  }
  return changes;
}

/**
 * What the candidate is shown of a change: the fields they wrote, not what the server derived from them (the AUD
 * income, the questionnaire's age, the step flags, the chart stored from the birth details). A city of birth is
 * shown by the place of birth it writes ("Amritsar, Punjab"); its id, coordinates and zone are kept with the change.
 */
const DERIVED =
  /^(profile\.(incomeAud|birthCityId|birthLatitude|birthLongitude|birthTimeZone|horoscopeChart|horoscopeMoon)|answer\.7|user\..*|[a-z]+\.exists)$/;

/** Columns restored or kept together: a city is its id, coordinates and zone, and the place of birth it named. */
const TOGETHER = [
  [
    'profile.birthCityId',
    'profile.birthLatitude',
    'profile.birthLongitude',
    'profile.birthTimeZone',
    'profile.placeOfBirth',
  ],
];
const ANSWER_NAMES: Record<string, string> = { 'answer.12': 'hobbies' };

function presentChanges(changes: Record<string, Change>): ProfileEdit['changes'] {
  return Object.entries(changes)
    .filter(([key]) => !DERIVED.test(key))
    .map(([key, change]) => {
      const field = ANSWER_NAMES[key] ?? (key.startsWith('profile.') ? key.slice('profile.'.length) : key);
      const value = (v: unknown) =>
        key.startsWith('answer.') && v && typeof v === 'object' ? (v as { answer: unknown }).answer : v;
      return { field, before: value(change.before), after: value(change.after) };
    });
}

// ---- recording ---------------------------------------------------------------------------------------------

async function recordEdit(
  app: FastifyInstance,
  request: FastifyRequest,
  section: ProfileEditSection,
  before: EditableState,
): Promise<void> {
  const manager = managerOfConfirmedProfile(request.user);
  if (!manager) return;
  const after = await readEditableState(app.db, manager.id);
  const changes = changesBetween(before, after);
  if (Object.keys(changes).length === 0) return;
  const now = app.clock.now();
  await app.db.transaction().execute(async (trx) => {
    const id = await repo.insertEdit(trx, {
      profileId: manager.id,
      accountId: manager.accountId,
      actorName: await familyActorName(trx, manager.accountId),
      relation: manager.family.relation,
      section,
      changes,
      createdAt: now,
    });
    const fields = presentChanges(changes).map((change) => change.field);
    await recordFamilyActivity(trx, manager, 'profile_edited', { editId: id, section, fields }, now);
  });
}

/**
 * The hooks that keep a manager's changes (registered once on the API scope, before the modules whose routes name
 * `profileEdit`). The state after is read once the answer is ready and successful, before it is sent.
 */
export const profileEditHistory: FastifyPluginAsync = fp(async (app) => {
  app.addHook('preHandler', async (request) => {
    const section = request.routeOptions.config.profileEdit;
    if (!section || request.method === 'GET') return;
    const manager = managerOfConfirmedProfile(request.user);
    if (manager) request.profileEditBefore = await readEditableState(app.db, manager.id);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const section = request.routeOptions.config.profileEdit;
    const before = request.profileEditBefore;
    if (section && before && reply.statusCode < 300) await recordEdit(app, request, section, before);
    return payload;
  });
});

// ---- the candidate's view and undo ---------------------------------------------------------------------------

type EditRow = {
  id: string;
  accountId: string | null;
  actorName: string;
  relation: FamilyRelation;
  section: string;
  changes: Record<string, Change>;
  createdAt: Date;
  undoneAt: Date | null;
};

function presentEdit(row: EditRow, current: EditableState): ProfileEdit {
  const restorable = Object.entries(row.changes).some(([key, change]) => same(current[key], change.after));
  return {
    id: row.id,
    section: row.section as ProfileEditSection,
    actor: { accountId: row.accountId, name: row.actorName, relation: row.relation },
    changes: presentChanges(row.changes),
    at: row.createdAt.toISOString(),
    undoneAt: row.undoneAt?.toISOString() ?? null,
    undoable: row.undoneAt === null && restorable,
  };
}

/** GET family/edits: the changes the profile's managers made, newest first (the last 100). */
export async function listProfileEdits(app: FastifyInstance, me: AuthUser): Promise<ProfileEdit[]> {
  const [rows, current] = await Promise.all([repo.listEdits(app.db, me.id, 100), readEditableState(app.db, me.id)]);
  return rows.map((row) => presentEdit(row as EditRow, current));
}

const NOTHING_TO_UNDO = 'Everything this change wrote has been changed again since, so there is nothing left to undo.';
const ALREADY_UNDONE = 'This change has already been undone.';

/**
 * POST family/edits/{editId}/undo (the candidate): in one transaction under the profile's lock, puts back each field
 * that still holds what the manager wrote, keeps those changed since, refreshes what is derived from the profile
 * (the match table) and logs it for the family.
 */
export async function undoProfileEdit(
  app: FastifyInstance,
  me: AuthUser,
  editId: string,
): Promise<{ edit: ProfileEdit; restored: string[]; kept: string[] }> {
  const now = app.clock.now();
  return app.db.transaction().execute(async (trx) => {
    const row = (await repo.lockEdit(trx, me.id, editId)) as EditRow | undefined;
    if (!row) throw notFound('profileEdit', 'That change does not exist.');
    if (row.undoneAt) throw new AppError('CONFLICT', ALREADY_UNDONE, { reason: 'editUndone' });
    const current = await readEditableState(trx, me.id);
    const restore: Record<string, Change> = {};
    const keptKeys: string[] = [];
    for (const [key, change] of Object.entries(row.changes)) {
      if (same(current[key], change.after)) restore[key] = change;
      else keptKeys.push(key);
    }
    // A group part of which was changed again since stays whole, as it is now.
    for (const group of TOGETHER) {
      if (!group.some((key) => keptKeys.includes(key))) continue;
      for (const key of group) {
        if (restore[key]) {
          delete restore[key];
          keptKeys.push(key);
        }
      }
    }
    if (Object.keys(restore).length === 0) throw new AppError('CONFLICT', NOTHING_TO_UNDO, { reason: 'nothingToUndo' });
    await writeBack(trx, me.id, restore, now);
    // The chart follows the birth details as they now stand.
    if (CHART_INPUTS.some((column) => restore[`profile.${column}`])) {
      const profile = await findProfile(trx, me.id);
      if (profile) await upsertProfile(trx, me.id, horoscopeColumns(profile), now);
    }
    await memberWritten(trx, [me.id], now);
    await repo.markUndone(trx, editId, me.accountId, now);
    const fieldsOf = (keys: string[]) =>
      presentChanges(Object.fromEntries(keys.map((key) => [key, row.changes[key]!]))).map((change) => change.field);
    const restored = fieldsOf(Object.keys(restore));
    const kept = fieldsOf(keptKeys);
    await recordFamilyActivity(
      trx,
      me,
      'edit_undone',
      { editId, section: row.section, relation: row.relation, fields: restored },
      now,
    );
    const after = await readEditableState(trx, me.id);
    return { edit: presentEdit({ ...row, undoneAt: now }, after), restored, kept };
  });
}

/** Writes the `before` values of the given fields back, table by table. */
async function writeBack(db: Db, profileId: string, fields: Record<string, Change>, now: Date): Promise<void> {
  const profile: Record<string, unknown> = {};
  const preferences: Record<string, unknown> = {};
  const flags: Record<string, boolean> = {};
  for (const [key, { before }] of Object.entries(fields)) {
    const dot = key.indexOf('.');
    const [table, name] = [key.slice(0, dot), key.slice(dot + 1)];
    if (table === 'answer') {
      await repo.writeAnswer(db, profileId, Number(name), before as { answer: unknown; createdAt: string } | null, now);
    } else if (table === 'user') flags[name] = before === true;
    else if (table === 'profile' && name !== EXISTS) profile[name] = before;
    else if (table === 'preferences' && name !== EXISTS) preferences[name] = before;
  }
  // The profile row stays (other parts of the profile live on it): its columns take their earlier values, null when
  // the manager's change created it. Preferences the change created go again (they are derived from the
  // questionnaire until saved).
  const removePreferences = fields[`preferences.${EXISTS}`]?.before === false;
  await repo.writeRows(db, profileId, { profile, preferences: removePreferences ? 'remove' : preferences, flags }, now);
}
