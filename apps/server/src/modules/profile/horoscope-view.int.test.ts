import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KOOTA_NAMES } from '@app/shared/horoscope';
import { PublicProfileResponseSchema, type PublicProfile } from '@app/shared/profile';
import type { ConnectionStatusColumn } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { setHoroscope } from '../../../test/factories/horoscope';
import { createMember } from '../../../test/factories/profiles';
import { signIn, VALID_ANSWERS } from '../../../test/factories/users';

/**
 * POST profile/getUserDetails `horoscope` (issue 31, docs/horoscope.md "On the profile", docs/privacy.md): Guna
 * Milan between two members who both opted in with a certain Moon, shown to any viewer who may see the profile;
 * each koota's `params` and the member's Moon to connections only; absent in every other case, with nothing else in
 * the answer changed.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
});
afterAll(async () => t.close());

// Moons as stored: nakshatra × 12 + rashi. Ashwini in Mesha, Bharani in Mesha.
const ASHWINI_MESHA = 0;
const BHARANI_MESHA = 12;

type Member = Awaited<ReturnType<typeof createMember>> & { headers: { authorization: string } };
async function member(gender: 'Woman' | 'Man'): Promise<Member> {
  const answers = gender === 'Man' ? { ...VALID_ANSWERS, 1: 'Man' as const, 2: 'Woman' as const } : VALID_ANSWERS;
  const created = await createMember(t.app, { usertype: 'Premium', answers });
  return { ...created, headers: (await signIn(t.app, created.email)).headers };
}

async function visible(viewer: Member, userId: string): Promise<PublicProfile> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/profile/getUserDetails',
    headers: viewer.headers,
    payload: { userId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return PublicProfileResponseSchema.parse(res.json()).data[0] as PublicProfile;
}

async function connect(senderId: string, receiverId: string, status: ConnectionStatusColumn = 'accepted') {
  const now = t.clock.now();
  await t.app.db
    .insertInto('connections')
    .values({ senderId, receiverId, status, createdAt: now, updatedAt: now })
    .execute();
}

/** A woman (Ashwini, Manglik) looking at a man (Bharani, not Manglik), both opted in. */
async function pair() {
  const [woman, man] = [await member('Woman'), await member('Man')];
  await setHoroscope(t.app, woman.id, { moon: ASHWINI_MESHA, manglik: true });
  await setHoroscope(t.app, man.id, { moon: BHARANI_MESHA, manglik: false });
  return { woman, man };
}

describe('the horoscope on a profile', () => {
  it('shows both opted-in members the same score out of 36, each koota with a plain sentence, and the Manglik result', async () => {
    const { woman, man } = await pair();
    const seen = (await visible(woman, man.id)).horoscope!;
    // The woman is the bride, whoever looks: varna 1 (both kshatriya), vashya 2, tara 3, yoni 2 (horse and
    // elephant), graha maitri 5 (Mars rules both), gana 6 (deva bride, manushya groom), bhakoot 7, nadi 8 = 34.
    expect(seen).toMatchObject({ score: 34, max: 36, direction: 'woman_as_bride' });
    expect(seen.kootas.map((koota) => [koota.name, koota.points, koota.max])).toEqual([
      ['varna', 1, 1],
      ['vashya', 2, 2],
      ['tara', 3, 3],
      ['yoni', 2, 4],
      ['graha_maitri', 5, 5],
      ['gana', 6, 6],
      ['bhakoot', 7, 7],
      ['nadi', 8, 8],
    ]);
    expect(seen.kootas.map((koota) => koota.name)).toEqual([...KOOTA_NAMES]);
    for (const koota of seen.kootas) {
      expect(koota.note).toMatch(/^[A-Z].+\.$/);
      expect(koota.note).not.toMatch(/\b(bad|poor|good|excellent)\b/i);
    }
    expect(seen.kootas.find((koota) => koota.name === 'yoni')).toMatchObject({ reason: 'neutral' });
    expect(seen.manglik).toEqual({ viewer: true, member: false, compatible: false });

    const fromHim = (await visible(man, woman.id)).horoscope!;
    expect(fromHim).toMatchObject({ score: 34, direction: 'woman_as_bride' });
    expect(fromHim.manglik).toEqual({ viewer: false, member: true, compatible: false });
  });

  it('names the member’s Moon and each koota’s parameters to an accepted connection only', async () => {
    const { woman, man } = await pair();
    const stranger = (await visible(woman, man.id)).horoscope!;
    expect(stranger.member).toBeUndefined();
    for (const koota of stranger.kootas) expect(koota.params).toBeUndefined();

    await connect(woman.id, man.id, 'pending');
    const pending = (await visible(woman, man.id)).horoscope!;
    expect(pending.member).toBeUndefined();
    expect(pending.kootas.every((koota) => koota.params === undefined)).toBe(true);

    await t.app.db.updateTable('connections').set({ status: 'accepted' }).where('senderId', '=', woman.id).execute();
    const connected = (await visible(woman, man.id)).horoscope!;
    expect(connected.member).toEqual({ rashi: 'mesha', nakshatra: 'bharani' });
    expect(connected.kootas.find((koota) => koota.name === 'yoni')?.params).toEqual({
      bride: 'horse',
      groom: 'elephant',
    });
    expect(connected.kootas.every((koota) => koota.params !== undefined)).toBe(true);
    // The same score and sentences either way: only the names of the member's birth details are added.
    expect(connected.score).toBe(stranger.score);
    expect(connected.kootas.map((koota) => koota.note)).toEqual(stranger.kootas.map((koota) => koota.note));
  });

  it('is absent, and nothing else differs, when either member did not opt in or a Moon is not certain', async () => {
    const { woman, man } = await pair();
    const { horoscope, ...withScore } = await visible(woman, man.id);
    expect(horoscope).toBeDefined();

    await setHoroscope(t.app, woman.id, { moon: ASHWINI_MESHA, manglik: true, optIn: false });
    const viewerOut = await visible(woman, man.id);
    expect(viewerOut).not.toHaveProperty('horoscope');
    expect(viewerOut).toEqual(withScore);

    await setHoroscope(t.app, woman.id, { moon: ASHWINI_MESHA, manglik: true });
    await setHoroscope(t.app, man.id, { moon: BHARANI_MESHA, optIn: false });
    const memberOut = await visible(woman, man.id);
    expect(memberOut).not.toHaveProperty('horoscope');
    expect(memberOut).toEqual(withScore);

    // Opted in, but the Moon's nakshatra or rashi is not certain (an unknown time of birth): no Moon stored.
    await setHoroscope(t.app, man.id, { moon: null });
    expect(await visible(woman, man.id)).not.toHaveProperty('horoscope');
  });

  it('is never shown on one’s own profile', async () => {
    const { woman } = await pair();
    expect(await visible(woman, woman.id)).not.toHaveProperty('horoscope');
  });
});
