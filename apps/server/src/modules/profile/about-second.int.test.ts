import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@app/shared';
import { QueueDecisionResponseSchema, QueueEvidenceResponseSchema } from '@app/shared/console/queue';
import {
  ABOUT_SECOND_MESSAGES,
  MyDetailsResponseSchema,
  PublicProfileResponseSchema,
  type MyDetails,
} from '@app/shared/profile';
import { CheckSuspensionResponseSchema, SuspensionUpdateResponseSchema } from '@app/shared/suspension';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSignedInMember, type ProfileOverrides, type SignedInMember } from '../../../test/factories/profiles';
import { createSignedInStaff, type SignedInStaff } from '../../../test/factories/staff';
import { multipart, tempStorage } from '../photos/test-support';
import { exportLink, readZip } from '../safety/export-test-support';
import { suspendMember } from '../safety/suspension.service';

/**
 * The about text in a second language (issue 30 point 3), end to end: saving it beside the about text in My Details,
 * the rules it shares with the about text, what other members see (everyone who sees the about text, whatever their
 * own language; nobody who cannot), and that it goes wherever the about text goes: the team's evidence and removal,
 * a suspended member's correction, the copy of one's data, account deletion.
 */
let t: TestApp;
let moderator: SignedInStaff;
const disk = tempStorage();
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' }, deps: { storage: disk.storage } });
  moderator = await createSignedInStaff(t.app, { role: 'moderator' });
});
afterAll(async () => {
  await t.close();
  disk.cleanup();
});

const ABOUT = 'I teach music in Melbourne and love cooking for my family on Sundays.';
const HINDI = 'मैं मेलबर्न में संगीत पढ़ाती हूँ और रविवार को परिवार के लिए खाना बनाना पसंद करती हूँ।';
const PUNJABI = 'ਮੈਂ ਮੈਲਬੌਰਨ ਵਿੱਚ ਸੰਗੀਤ ਸਿਖਾਉਂਦੀ ਹਾਂ ਅਤੇ ਐਤਵਾਰ ਨੂੰ ਪਰਿਵਾਰ ਲਈ ਖਾਣਾ ਬਣਾਉਣਾ ਪਸੰਦ ਕਰਦੀ ਹਾਂ।';

const member = (profile: ProfileOverrides = {}) =>
  createSignedInMember(t.app, { usertype: 'Premium', profile: { about: ABOUT, ...profile } });
const withHindi = () => member({ aboutSecond: HINDI, aboutSecondLanguage: 'hi' });

function api(
  who: { headers: Record<string, string> },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url: `/api/v1/${path}`,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
const updatePersonal = (who: SignedInMember, body: Record<string, unknown>) =>
  api(who, 'PUT', 'profile/updatePersonalDetails', body);

async function myBasic(who: SignedInMember): Promise<MyDetails['basic_and_lifestyle']> {
  const res = await api(who, 'GET', 'profile/mydetails');
  expect(res.statusCode, res.body).toBe(200);
  return MyDetailsResponseSchema.parse(res.json()).data[0]!.basic_and_lifestyle;
}
const stored = (who: { id: string }) =>
  t.app.db
    .selectFrom('profiles')
    .select(['about', 'aboutSecond', 'aboutSecondLanguage'])
    .where('userId', '=', who.id)
    .executeTakeFirst();

function fieldErrors(res: LightMyRequestResponse): Array<{ path: string; message: string }> {
  expect(res.statusCode, res.body).toBe(400);
  const body = ErrorBodySchema.parse(res.json());
  expect(body.code).toBe('VALIDATION_FAILED');
  return body.errors ?? [];
}
function expectFieldError(res: LightMyRequestResponse, path: string, message?: string) {
  const error = fieldErrors(res).find((item) => item.path === path);
  expect(error, `an error on ${path} in ${res.body}`).toBeDefined();
  if (message) expect(error?.message).toBe(message);
}

describe('PUT profile/updatePersonalDetails: the about text in a second language', () => {
  it('is saved with its language, answered in the section and shown in My Details', async () => {
    const asha = await member();
    expect(await myBasic(asha)).toMatchObject({ about: ABOUT, aboutSecond: null, aboutSecondLanguage: null });

    const res = await updatePersonal(asha, { aboutSecond: `  ${HINDI}  `, aboutSecondLanguage: 'hi' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      section: 'basic_and_lifestyle',
      data: { about: ABOUT, aboutSecond: HINDI, aboutSecondLanguage: 'hi' },
    });
    expect(await stored(asha)).toEqual({ about: ABOUT, aboutSecond: HINDI, aboutSecondLanguage: 'hi' });
    expect(await myBasic(asha)).toMatchObject({ aboutSecond: HINDI, aboutSecondLanguage: 'hi' });

    // Another language and text replace both; the about text is untouched.
    const changed = await updatePersonal(asha, { aboutSecond: PUNJABI, aboutSecondLanguage: 'pa' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await stored(asha)).toEqual({ about: ABOUT, aboutSecond: PUNJABI, aboutSecondLanguage: 'pa' });

    // Other keys leave it as it is.
    expect((await updatePersonal(asha, { firstName: 'Asha' })).statusCode).toBe(200);
    expect(await stored(asha)).toMatchObject({ aboutSecond: PUNJABI, aboutSecondLanguage: 'pa' });
  });

  it('is removed by a null (or empty) pair, and the about text stays', async () => {
    const asha = await withHindi();
    const res = await updatePersonal(asha, { aboutSecond: null, aboutSecondLanguage: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(asha)).toEqual({ about: ABOUT, aboutSecond: null, aboutSecondLanguage: null });

    const again = await withHindi();
    expect((await updatePersonal(again, { aboutSecond: '   ', aboutSecondLanguage: '' })).statusCode).toBe(200);
    expect(await stored(again)).toEqual({ about: ABOUT, aboutSecond: null, aboutSecondLanguage: null });
  });

  it('refuses a language the site does not speak, and a language or text without the other', async () => {
    const asha = await withHindi();
    for (const language of ['fr', 'HI', 'hi-IN', 'xx']) {
      expectFieldError(
        await updatePersonal(asha, { aboutSecond: HINDI, aboutSecondLanguage: language }),
        'aboutSecondLanguage',
      );
    }
    expectFieldError(
      await updatePersonal(asha, { aboutSecond: HINDI }),
      'aboutSecondLanguage',
      ABOUT_SECOND_MESSAGES.together,
    );
    expectFieldError(
      await updatePersonal(asha, { aboutSecondLanguage: 'pa' }),
      'aboutSecond',
      ABOUT_SECOND_MESSAGES.together,
    );
    expectFieldError(
      await updatePersonal(asha, { aboutSecond: '', aboutSecondLanguage: 'pa' }),
      'aboutSecond',
      ABOUT_SECOND_MESSAGES.text,
    );
    expectFieldError(
      await updatePersonal(asha, { aboutSecond: PUNJABI, aboutSecondLanguage: null }),
      'aboutSecondLanguage',
      ABOUT_SECOND_MESSAGES.language,
    );
    // Nothing refused was stored.
    expect(await stored(asha)).toEqual({ about: ABOUT, aboutSecond: HINDI, aboutSecondLanguage: 'hi' });
  });

  it('is not the about text again, in the same body or against the stored one', async () => {
    const asha = await member();
    expectFieldError(
      await updatePersonal(asha, { aboutSecond: ABOUT.toUpperCase(), aboutSecondLanguage: 'hi' }),
      'aboutSecond',
      ABOUT_SECOND_MESSAGES.sameAsAbout,
    );
    const other = 'A new about text of mine, written in English for everyone who reads it.';
    expectFieldError(
      await updatePersonal(asha, { aboutYourSelf: other, aboutSecond: ` ${other}`, aboutSecondLanguage: 'pa' }),
      'aboutSecond',
      ABOUT_SECOND_MESSAGES.sameAsAbout,
    );
    // Changing the about text into the stored second text is refused the same way.
    const ravi = await withHindi();
    expectFieldError(
      await updatePersonal(ravi, { aboutYourSelf: HINDI }),
      'aboutSecond',
      ABOUT_SECOND_MESSAGES.sameAsAbout,
    );
    expect(await stored(ravi)).toEqual({ about: ABOUT, aboutSecond: HINDI, aboutSecondLanguage: 'hi' });
  });

  it('needs an about text to stand beside', async () => {
    const asha = await member({ about: null });
    expectFieldError(
      await updatePersonal(asha, { aboutSecond: HINDI, aboutSecondLanguage: 'hi' }),
      'aboutSecond',
      ABOUT_SECOND_MESSAGES.needsAbout,
    );
    // With the about text in the same body it is fine.
    const res = await updatePersonal(asha, { aboutYourSelf: ABOUT, aboutSecond: HINDI, aboutSecondLanguage: 'hi' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('takes exactly the about text’s rules: the same refusals with the same words, the same texts accepted', async () => {
    const [asha, ravi] = await Promise.all([member(), member()]);
    const samples = [
      'Too short.',
      'x'.repeat(2001),
      `${'a'.repeat(40)} <b>bold</b>`,
      `${'a'.repeat(40)}\u0007 bell`,
      // Contact details: the about text has no check of its own for them (the team's guidelines and reports decide),
      // so neither has the second text; if one is added to the about text's field, this keeps the two together.
      'Please call my father on +61 412 345 678 or write to family@example.com about me.',
      'x'.repeat(2000),
    ];
    // One member tries each sample as the about text, another (whose about text stays ABOUT) as the second text.
    for (const sample of samples) {
      const main = await updatePersonal(asha, { aboutYourSelf: sample });
      const second = await updatePersonal(ravi, { aboutSecond: sample, aboutSecondLanguage: 'pa' });
      expect(second.statusCode, `${sample.slice(0, 30)}: ${second.body}`).toBe(main.statusCode);
      if (main.statusCode === 400) {
        expect(fieldErrors(second).find((error) => error.path === 'aboutSecond')?.message).toBe(
          fieldErrors(main).find((error) => error.path === 'aboutYourSelf')?.message,
        );
      } else {
        expect((await stored(ravi))?.aboutSecond).toBe(sample.trim());
      }
    }
  });
});

describe('what other members see (POST profile/getUserDetails)', () => {
  async function visible(viewer: SignedInMember, ownerId: string) {
    const res = await api(viewer, 'POST', 'profile/getUserDetails', { userId: ownerId });
    expect(res.statusCode, res.body).toBe(200);
    return PublicProfileResponseSchema.parse(res.json()).data[0]!;
  }
  const setLanguage = (who: { id: string }, language: string) =>
    t.app.db.updateTable('users').set({ language }).where('id', '=', who.id).execute();

  it('every viewer who sees the about text gets both texts, whatever language they read the site in', async () => {
    const owner = await withHindi();
    const [english, hindi, punjabi] = await Promise.all([member(), member(), member()]);
    await setLanguage(hindi, 'hi');
    await setLanguage(punjabi, 'pa');
    for (const viewer of [english, hindi, punjabi]) {
      expect((await visible(viewer, owner.id)).basic_and_lifestyle).toMatchObject({
        about: ABOUT,
        aboutSecond: HINDI,
        aboutSecondLanguage: 'hi',
      });
    }
    // A Standard viewer, whose plan locks the detail sections, still sees the card with both texts.
    const standard = await createSignedInMember(t.app, { usertype: 'Standard' });
    expect((await visible(standard, owner.id)).basic_and_lifestyle.aboutSecond).toBe(HINDI);
  });

  it('nobody who may not see the profile gets it: blocked either way, hidden, suspended', async () => {
    const owner = await withHindi();
    const [blockedByOwner, blocker] = await Promise.all([member(), member()]);
    const now = t.clock.now();
    await t.app.db
      .insertInto('blocks')
      .values([
        { blockerId: owner.id, blockedId: blockedByOwner.id, createdAt: now },
        { blockerId: blocker.id, blockedId: owner.id, createdAt: now },
      ])
      .execute();
    for (const viewer of [blockedByOwner, blocker]) {
      const res = await api(viewer, 'POST', 'profile/getUserDetails', { userId: owner.id });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(HINDI);
    }
    const hidden = await member({ hidden: true, aboutSecond: PUNJABI, aboutSecondLanguage: 'pa' });
    const viewer = await member();
    const res = await api(viewer, 'POST', 'profile/getUserDetails', { userId: hidden.id });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(PUNJABI);
    // The owner sees their own, hidden or not.
    expect((await visible(hidden, hidden.id)).basic_and_lifestyle.aboutSecond).toBe(PUNJABI);

    await suspendMember(t.app, { userId: owner.id, reason: 'inappropriate-bio', until: null, by: null });
    const afterSuspension = await api(viewer, 'POST', 'profile/getUserDetails', { userId: owner.id });
    expect(afterSuspension.statusCode).toBe(404);
    expect(afterSuspension.body).not.toContain(HINDI);
  });

  it('a second text without an about text beside it, or in a language the site no longer speaks, is not shown', async () => {
    const viewer = await member();
    const orphan = await member();
    // Only possible by hand in the database: the service and the team always remove both together.
    await t.app.db
      .updateTable('profiles')
      .set({ about: null, aboutSecond: HINDI, aboutSecondLanguage: 'hi' })
      .where('userId', '=', orphan.id)
      .execute();
    const retired = await member({ aboutSecond: HINDI, aboutSecondLanguage: 'ta' });
    for (const owner of [orphan, retired]) {
      const basic = (await visible(viewer, owner.id)).basic_and_lifestyle;
      expect(basic).toMatchObject({ aboutSecond: null, aboutSecondLanguage: null });
    }
  });
});

describe('moderation: the second text goes where the about text goes', () => {
  async function reportOf(owner: { id: string }) {
    const reporter = await member();
    const res = await api(reporter, 'POST', 'report/report', {
      reportedUserId: owner.id,
      reason: 'inappropriate-text',
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { reportId: string }).reportId;
  }

  it('the evidence shows it, and removing the about text removes both', async () => {
    const owner = await withHindi();
    const reportId = await reportOf(owner);
    const seen = await api(moderator, 'GET', `admin-queue/item/report/${reportId}`);
    expect(seen.statusCode, seen.body).toBe(200);
    const evidence = QueueEvidenceResponseSchema.parse(seen.json());
    expect(evidence.member).toMatchObject({ about: ABOUT, aboutSecond: HINDI, aboutSecondLanguage: 'hi' });
    expect(evidence.decisions).toContain('remove-about');

    const res = await api(moderator, 'POST', 'admin-queue/decide', {
      kind: 'report',
      id: reportId,
      decision: 'remove-about',
      reason: 'Checked against the guidelines.',
    });
    expect(res.statusCode, res.body).toBe(200);
    QueueDecisionResponseSchema.parse(res.json());
    expect(await stored(owner)).toEqual({ about: null, aboutSecond: null, aboutSecondLanguage: null });
  });

  it('a second text alone can be removed (the team’s own path), and nothing to remove is a conflict', async () => {
    const owner = await member();
    await t.app.db
      .updateTable('profiles')
      .set({ about: null, aboutSecond: PUNJABI, aboutSecondLanguage: 'pa' })
      .where('userId', '=', owner.id)
      .execute();
    const remove = () =>
      api(moderator, 'POST', 'admin-userControl/delete-image-about', {
        userId: owner.id,
        target: 'about',
        reason: 'Checked against the guidelines.',
      });
    const res = await remove();
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(owner)).toEqual({ about: null, aboutSecond: null, aboutSecondLanguage: null });
    const again = await remove();
    expect(again.statusCode).toBe(409);
  });

  it('a suspended member sees it, and a corrected about text removes it for the team to review the new text alone', async () => {
    const owner = await withHindi();
    await suspendMember(t.app, { userId: owner.id, reason: 'inappropriate-bio', until: null, by: null });
    const check = await api(owner, 'POST', 'user/check-user-suspension');
    expect(check.statusCode, check.body).toBe(200);
    const screen = CheckSuspensionResponseSchema.parse(check.json());
    expect(screen.isSuspended && screen.userDetails).toMatchObject({
      aboutYourSelf: ABOUT,
      aboutSecond: HINDI,
      aboutSecondLanguage: 'hi',
    });

    const corrected = 'I have rewritten my about text: music teacher, family first, Sunday cook.';
    const body = multipart([{ name: 'aboutYourSelf', data: corrected }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/form/update-profile',
      headers: { ...owner.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(SuspensionUpdateResponseSchema.parse(res.json())).toMatchObject({
      aboutYourSelf: corrected,
      aboutSecond: null,
      aboutSecondLanguage: null,
    });
    expect(await stored(owner)).toEqual({ about: corrected, aboutSecond: null, aboutSecondLanguage: null });
  });
});

describe('the member’s own data', () => {
  it('is in the copy of their data (profile.json)', async () => {
    const owner = await withHindi();
    const asked = await api(owner, 'GET', 'user/export');
    expect(asked.statusCode, asked.body).toBe(202);
    await t.app.jobs.drain();
    const { token } = await exportLink(t.app, owner.email);
    const res = await api(owner, 'POST', 'user/export/download', { token });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const zip = await readZip(res.rawPayload);
    const profile = JSON.parse(zip.get('profile.json')?.toString('utf8') ?? '{}') as Record<string, unknown>;
    expect(profile).toMatchObject({ about: ABOUT, aboutSecond: HINDI, aboutSecondLanguage: 'hi' });
  }, 60_000);

  it('goes with the account when it is deleted', async () => {
    const owner = await withHindi();
    const res = await api(owner, 'DELETE', 'user/delete-user', { password: owner.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(owner)).toBeUndefined();
  });
});
