import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@app/shared';
import { FavouritesResponseSchema } from '@app/shared/discover';
import { FamilyActivityResponseSchema, FamilyNotesResponseSchema } from '@app/shared/family';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { candidateAndMother, codeOf, familyApi, type Headers } from './test-support';
import { createSignedInMember } from '../../../test/factories/profiles';
import { NOT_ON_SHORTLIST } from './family-notes.service';

/**
 * The family's one shortlist (issue 29 point 5, ADR 017): the profile's favourites, and on each of them a note and
 * reaction from each person on the profile, seen by the candidate and its managers and by nobody else.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
});
afterAll(async () => t.close());
const call = (...args: Parameters<ReturnType<typeof familyApi>>) => familyApi(t.app)(...args);

const star = async (headers: Headers, favoritedUserId: string, isFavourite = true) => {
  const res = await call('POST', 'profile/favorite/toggleFav', headers, { favoritedUserId, isFavourite });
  expect([200, 201], res.body).toContain(res.statusCode);
};
const note = (headers: Headers, body: object) => call('POST', 'family/notes', headers, body);
const shortlist = async (headers: Headers) => {
  const res = await call('GET', 'profile/favorite/getFavProfile', headers);
  expect(res.statusCode, res.body).toBe(200);
  return FavouritesResponseSchema.parse(res.json()).data;
};
const notesOn = async (headers: Headers, userId: string) =>
  (await shortlist(headers)).find((entry) => entry.userId === userId)?.notes;

describe('the family shortlist', () => {
  it('carries a note and reaction from each person, seen by the candidate and her family only', async () => {
    const { candidate, acting } = await candidateAndMother(t.app, ['browse', 'shortlist']);
    const rahul = await createSignedInMember(t.app, { profile: { firstName: 'Rahul', displayName: null } });

    // The mother stars Rahul for the profile, and notes him.
    await star(acting, rahul.id);
    const written = await note(acting, { userId: rahul.id, text: '  Good family values  ', reaction: 'like' });
    expect(written.statusCode, written.body).toBe(200);
    expect(FamilyNotesResponseSchema.parse(written.json()).data).toEqual([
      expect.objectContaining({ authorRelation: 'mother', authorName: 'Sunita', text: 'Good family values' }),
    ]);

    // The candidate sees it on her favourites, and adds her own.
    expect(await notesOn(candidate.headers, rahul.id)).toEqual([
      expect.objectContaining({ authorRelation: 'mother', authorName: 'Sunita', reaction: 'like' }),
    ]);
    const own = await note(candidate.headers, { userId: rahul.id, text: 'Let us talk first', reaction: 'unsure' });
    expect(own.statusCode, own.body).toBe(200);
    const both = await notesOn(acting, rahul.id);
    expect(both?.map((entry) => [entry.authorRelation, entry.authorName, entry.text, entry.reaction])).toEqual([
      ['self', 'Anjali', 'Let us talk first', 'unsure'],
      ['mother', 'Sunita', 'Good family values', 'like'],
    ]);

    // Posting again replaces the person's note (one each); a reaction alone is a note too.
    expect((await note(acting, { userId: rahul.id, text: '', reaction: 'dislike' })).statusCode).toBe(200);
    expect((await notesOn(candidate.headers, rahul.id))?.map((entry) => [entry.text, entry.reaction])).toEqual([
      ['Let us talk first', 'unsure'],
      ['', 'dislike'],
    ]);

    // Another member who stars Rahul too sees no notes: they are the profile's.
    const stranger = await createSignedInMember(t.app);
    await star(stranger.headers, rahul.id);
    expect(await notesOn(stranger.headers, rahul.id)).toEqual([]);
    // Nor does Rahul, whose own list is empty.
    expect(await shortlist(rahul.headers)).toEqual([]);

    // The log says who wrote, with the reaction, never the text.
    const log = FamilyActivityResponseSchema.parse((await call('GET', 'family/activity', candidate.headers)).json());
    const notes = log.data.filter((entry) => entry.kind === 'note_written');
    expect(notes.map((entry) => [entry.actor.name, entry.actor.relation, entry.detail.reaction])).toEqual([
      ['Sunita', 'mother', 'dislike'],
      ['Anjali', null, 'unsure'],
      ['Sunita', 'mother', 'like'],
    ]);
    expect(JSON.stringify(log.data)).not.toContain('Good family values');
  });

  it('removes a note sent empty with no reaction, and every note when the favourite goes', async () => {
    const { candidate, acting } = await candidateAndMother(t.app, ['shortlist']);
    const rahul = await createSignedInMember(t.app);
    await star(candidate.headers, rahul.id);
    await note(acting, { userId: rahul.id, text: 'Call his parents', reaction: null });
    await note(candidate.headers, { userId: rahul.id, text: 'Yes', reaction: 'like' });

    const removed = await note(acting, { userId: rahul.id, text: '   ' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(FamilyNotesResponseSchema.parse(removed.json()).data.map((entry) => entry.authorRelation)).toEqual(['self']);
    const log = FamilyActivityResponseSchema.parse((await call('GET', 'family/activity', candidate.headers)).json());
    expect(log.data[0]).toMatchObject({ kind: 'note_removed', actor: { relation: 'mother' } });

    // Un-starred and starred again: the notes went with the favourite.
    await star(acting, rahul.id, false);
    expect(
      await t.app.db.selectFrom('familyNotes').selectAll().where('profileId', '=', candidate.id).execute(),
    ).toEqual([]);
    await star(acting, rahul.id);
    expect(await notesOn(candidate.headers, rahul.id)).toEqual([]);
    // The mother's shortlist changes are in the log (the candidate's own star is not).
    const after = FamilyActivityResponseSchema.parse((await call('GET', 'family/activity', candidate.headers)).json());
    expect(after.data.slice(0, 2).map((entry) => [entry.kind, entry.detail.userId])).toEqual([
      ['shortlist_added', rahul.id],
      ['shortlist_removed', rahul.id],
    ]);
    expect(after.data.filter((entry) => entry.kind.startsWith('shortlist_'))).toHaveLength(2);
  });

  it('goes with a manager who is removed', async () => {
    const { candidate, mother, acting } = await candidateAndMother(t.app, ['shortlist']);
    const rahul = await createSignedInMember(t.app);
    await star(candidate.headers, rahul.id);
    await note(acting, { userId: rahul.id, text: 'Kind', reaction: 'like' });
    expect((await call('DELETE', `family/members/${mother.id}`, candidate.headers)).statusCode).toBe(200);
    expect(await notesOn(candidate.headers, rahul.id)).toEqual([]);
  });

  it('refuses a manager without the shortlist right, a member not on the shortlist, and bad input', async () => {
    const { candidate, acting } = await candidateAndMother(t.app, ['browse']);
    const rahul = await createSignedInMember(t.app);
    const notStarred = await createSignedInMember(t.app);
    await star(candidate.headers, rahul.id);

    const refused = await note(acting, { userId: rahul.id, text: 'Hmm' });
    expect([refused.statusCode, codeOf(refused)]).toEqual([403, 'FAMILY_NOT_ALLOWED']);

    const missing = await note(candidate.headers, { userId: notStarred.id, text: 'Nice' });
    expect(missing.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(missing.json()).message).toBe(NOT_ON_SHORTLIST);

    const bad = await note(candidate.headers, { userId: 'rahul', text: 'x'.repeat(501), reaction: 'love', extra: 1 });
    expect(bad.statusCode).toBe(400);
    const paths = ErrorBodySchema.parse(bad.json()).errors?.map((error) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['userId', 'text', 'reaction']));
    expect((await note(candidate.headers, { userId: rahul.id })).statusCode).toBe(400);
  });
});
