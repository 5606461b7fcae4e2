import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EDIT_NEEDS_BROWSE,
  FamilyActivityResponseSchema,
  ProfileEditsResponseSchema,
  ProfileEditUndoResponseSchema,
} from '@app/shared/family';
import { DiscoverResponseSchema } from '@app/shared/discover';
import { MyDetailsResponseSchema, PreferencesResponseSchema } from '@app/shared/profile';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { candidateAndMother, codeOf, familyApi } from '../family/test-support';
import { createSignedInMember } from '../../../test/factories/profiles';
import { VALID_ANSWERS } from '../../../test/factories/users';

/**
 * Changes a family helper makes to a confirmed profile (issue 29 point 4): only with the `edit` right, each kept with
 * what it changed, listed to the candidate and undone by them; fields changed again since are kept.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
});
afterAll(async () => t.close());
const call = (...args: Parameters<ReturnType<typeof familyApi>>) => familyApi(t.app)(...args);

async function familyDetails(headers: { authorization: string }) {
  const res = await call('GET', 'profile/mydetails', headers);
  expect(res.statusCode, res.body).toBe(200);
  return MyDetailsResponseSchema.parse(res.json()).data[0]!.family_details;
}

async function edits(headers: { authorization: string }) {
  const res = await call('GET', 'family/edits', headers);
  expect(res.statusCode, res.body).toBe(200);
  return ProfileEditsResponseSchema.parse(res.json()).data;
}

/** The age range a member seeks, as the match table (ADR 008) holds it for the reverse check. */
const matchAgeRange = (userId: string) =>
  t.app.db
    .selectFrom('matchProfiles')
    .select(['prefAgeMin', 'prefAgeMax'])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();

/** Every member Discover shows `headers`' member, newest first, all pages. */
async function discovered(headers: { authorization: string }): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null | undefined;
  for (let page = 0; page < 20; page += 1) {
    const res = await call(
      'GET',
      `profile/filtered-profiles?sortBy=newest${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = DiscoverResponseSchema.parse(res.json());
    ids.push(...body.profiles.map((card) => card.userId));
    cursor = body.nextCursor;
    if (!cursor) return ids;
  }
  throw new Error('Discover did not end within 20 pages');
}

describe('a helper editing a confirmed profile', () => {
  it('needs the edit right; privacy choices stay the candidate’s', async () => {
    const { acting } = await candidateAndMother(t.app, ['browse']);
    const refused = await call('PUT', 'profile/updateFamilyDetails', acting, { fatherOccupation: 'Professional' });
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('FAMILY_NOT_ALLOWED');

    const editor = await candidateAndMother(t.app, ['browse', 'edit']);
    const toggle = await call('POST', 'toggle/toggle', editor.acting, { section: 'family_details', status: false });
    expect(toggle.statusCode).toBe(403);
    const visibility = await call('PUT', 'photos/setVisibility', editor.acting, { photoVisibility: 'connections' });
    expect(visibility.statusCode).toBe(403);
    // The list of changes and undoing them are the candidate's.
    expect((await call('GET', 'family/edits', editor.acting)).statusCode).toBe(403);
  });

  it('is kept with what it changed, logged, and undone by the candidate', async () => {
    const { candidate, acting } = await candidateAndMother(t.app, ['browse', 'edit']);
    await call('PUT', 'profile/updateFamilyDetails', candidate.headers, {
      fatherOccupation: 'Employed',
      numberOfSiblings: null,
    });
    // The candidate's own change is not a helper's: nothing to undo.
    expect(await edits(candidate.headers)).toEqual([]);

    const saved = await call('PUT', 'profile/updateFamilyDetails', acting, {
      fatherOccupation: 'Professional',
      numberOfSiblings: 2,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [edit] = await edits(candidate.headers);
    expect(edit).toMatchObject({
      section: 'familyDetails',
      actor: { name: 'Sunita', relation: 'mother' },
      undoable: true,
      undoneAt: null,
    });
    expect(edit!.changes).toEqual(
      expect.arrayContaining([
        { field: 'fatherOccupation', before: 'Employed', after: 'Professional' },
        { field: 'numberOfSiblings', before: null, after: 2 },
      ]),
    );
    expect(edit!.changes).toHaveLength(2);

    const activity = await call('GET', 'family/activity', candidate.headers);
    const logged = FamilyActivityResponseSchema.parse(activity.json()).data.find((a) => a.kind === 'profile_edited');
    expect(logged?.detail).toMatchObject({ editId: edit!.id, section: 'familyDetails' });
    expect(logged?.actor.relation).toBe('mother');

    const undone = await call('POST', `family/edits/${edit!.id}/undo`, candidate.headers);
    expect(undone.statusCode, undone.body).toBe(200);
    const result = ProfileEditUndoResponseSchema.parse(undone.json()).data;
    expect(result.restored.sort()).toEqual(['fatherOccupation', 'numberOfSiblings']);
    expect(result.kept).toEqual([]);
    expect(result.edit.undoable).toBe(false);
    expect(await familyDetails(candidate.headers)).toMatchObject({
      fatherOccupation: 'Employed',
      numberOfSiblings: null,
    });

    const again = await call('POST', `family/edits/${edit!.id}/undo`, candidate.headers);
    expect(again.statusCode).toBe(409);
    const log = FamilyActivityResponseSchema.parse((await call('GET', 'family/activity', candidate.headers)).json());
    expect(log.data[0]).toMatchObject({ kind: 'edit_undone', detail: { editId: edit!.id } });
  });

  it('keeps fields changed again since, and says so; with nothing left, there is nothing to undo', async () => {
    const { candidate, acting } = await candidateAndMother(t.app, ['browse', 'edit']);
    await call('PUT', 'profile/updateFamilyDetails', candidate.headers, { fatherOccupation: null });
    await call('PUT', 'profile/updateFamilyDetails', acting, {
      fatherOccupation: 'Professional',
      motherOccupation: 'Homemaker',
    });
    const [edit] = await edits(candidate.headers);
    await call('PUT', 'profile/updateFamilyDetails', candidate.headers, { motherOccupation: 'Business owner' });

    const undone = await call('POST', `family/edits/${edit!.id}/undo`, candidate.headers);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(ProfileEditUndoResponseSchema.parse(undone.json()).data).toMatchObject({
      restored: ['fatherOccupation'],
      kept: ['motherOccupation'],
    });
    expect(await familyDetails(candidate.headers)).toMatchObject({
      fatherOccupation: null,
      motherOccupation: 'Business owner',
    });

    await call('PUT', 'profile/updateFamilyDetails', acting, { fatherOccupation: 'Employed' });
    const [second] = await edits(candidate.headers);
    await call('PUT', 'profile/updateFamilyDetails', candidate.headers, { fatherOccupation: 'Retired' });
    expect((await edits(candidate.headers))[0]).toMatchObject({ id: second!.id, undoable: false });
    const nothing = await call('POST', `family/edits/${second!.id}/undo`, candidate.headers);
    expect(nothing.statusCode).toBe(409);
    expect(codeOf(nothing)).toBe('CONFLICT');
  });

  it('covers the partner preferences, and another profile’s change cannot be undone from here', async () => {
    const { candidate, acting } = await candidateAndMother(t.app, ['browse', 'edit']);
    const before = PreferencesResponseSchema.parse((await call('GET', 'preferences/', candidate.headers)).json());
    const patched = await call('PATCH', 'preferences/', acting, { ageMin: 30, ageMax: 33 });
    expect(patched.statusCode, patched.body).toBe(200);
    const [edit] = await edits(candidate.headers);
    expect(edit).toMatchObject({ section: 'partnerPreferences' });
    expect(edit!.changes.map((change) => change.field).sort()).toEqual(['preferences.ageMax', 'preferences.ageMin']);

    const other = await candidateAndMother(t.app, ['browse', 'edit']);
    const elsewhere = await call('POST', `family/edits/${edit!.id}/undo`, other.candidate.headers);
    expect(elsewhere.statusCode).toBe(404);

    expect((await call('POST', `family/edits/${edit!.id}/undo`, candidate.headers)).statusCode).toBe(200);
    const after = PreferencesResponseSchema.parse((await call('GET', 'preferences/', candidate.headers)).json());
    expect(after.preferences.lookingPartnerAge).toBe(before.preferences.lookingPartnerAge);
  });

  it('undone, refreshes the match table: Discover shows the candidate to whom it did before the change', async () => {
    const { candidate, acting } = await candidateAndMother(t.app, ['browse', 'edit']);
    // A man of 31 seeking a woman of 24–32: the candidate (29, seeking 28–36) and he match both ways.
    const man = await createSignedInMember(t.app, {
      answers: { ...VALID_ANSWERS, 1: 'Man', 2: 'Woman', 7: 31, 8: { min: 24, max: 32 } },
    });
    expect(await matchAgeRange(candidate.id)).toEqual({ prefAgeMin: 28, prefAgeMax: 36 });
    expect(await discovered(man.headers)).toContain(candidate.id);

    // The mother narrows the ages sought to 33–38: he no longer fits her side.
    const patched = await call('PATCH', 'preferences/', acting, { ageMin: 33, ageMax: 38 });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await matchAgeRange(candidate.id)).toEqual({ prefAgeMin: 33, prefAgeMax: 38 });
    expect(await discovered(man.headers)).not.toContain(candidate.id);

    const [edit] = await edits(candidate.headers);
    const undone = await call('POST', `family/edits/${edit!.id}/undo`, candidate.headers);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await matchAgeRange(candidate.id)).toEqual({ prefAgeMin: 28, prefAgeMax: 36 });
    expect(await discovered(man.headers)).toContain(candidate.id);
  });
});

describe('the edit right', () => {
  it('comes with browse: changing a profile means reading it', async () => {
    const candidate = await createSignedInMember(t.app);
    const res = await call('POST', 'family/invite', candidate.headers, {
      email: 'someone@example.com',
      relation: 'sister',
      rights: ['edit'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ path: 'rights', message: EDIT_NEEDS_BROWSE }],
    });
  });
});
