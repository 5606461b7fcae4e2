import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES, type UserType } from '@app/shared/constants';
import { FavouritesResponseSchema, type MemberCard } from '@app/shared/discover';
import { TIER_ENTITLEMENTS } from '@app/shared/plans';
import {
  PROFILE_SECTIONS,
  PublicProfileResponseSchema,
  type ProfileSection,
  type PublicProfile,
} from '@app/shared/profile';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createMember } from '../../../test/factories/profiles';
import { signIn } from '../../../test/factories/users';
import { api, type Member } from '../photos/test-support';

/**
 * One decision per (viewer, member, field) behind the profile page and every card (issue 26): for each viewer's
 * tier, each member's tier and several sets of the member's section switches, the card (favourites, drawn by the
 * card presenter every list uses) and the profile (POST profile/getUserDetails) show exactly the fields the rule
 * of docs/privacy.md gives — the owner's switch for the section, then the viewer's plan for the owner's tier
 * (`TIER_ENTITLEMENTS`), the card's religion by the religious switch alone — and nothing the profile lists as
 * withheld by the plan (`planLocks.withheld`) is in either answer.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
});
afterAll(async () => {
  await t.close();
});

const SWITCH_COLUMNS = {
  family_details: 'familyDetailsVisible',
  personal_background: 'personalDetailsVisible',
  religious_background: 'religiousDetailsVisible',
  location_background: 'locationDetailsVisible',
  education_and_financial: 'educationAndFinancialDetailsVisible',
} as const satisfies Record<ProfileSection, string>;

type Switches = Record<ProfileSection, boolean>;
const all = (on: boolean): Switches => Object.fromEntries(PROFILE_SECTIONS.map((section) => [section, on])) as Switches;
const SWITCH_SETS: Array<[string, Switches]> = [
  ['every section shown', all(true)],
  ['every section hidden', all(false)],
  ['location and religion hidden', { ...all(true), location_background: false, religious_background: false }],
  ['only location and education shown', { ...all(false), location_background: true, education_and_financial: true }],
];

/** Each card field and the profile field it shows (section, key). */
const CARD_FIELDS = [
  ['heightCm', 'personal_background', 'heightCm'],
  ['height', 'personal_background', 'height'],
  ['country', 'location_background', 'country'],
  ['countryCode', 'location_background', 'countryCode'],
  ['state', 'location_background', 'state'],
  ['religion', 'basic_and_lifestyle', 'religion'],
  ['community', 'religious_background', 'community'],
  ['occupation', 'education_and_financial', 'occupation'],
  ['maritalStatus', 'basic_and_lifestyle', 'maritalStatus'],
  ['age', 'basic_and_lifestyle', 'age'],
  ['gender', 'basic_and_lifestyle', 'gender'],
] as const satisfies ReadonlyArray<readonly [keyof MemberCard, ProfileSection | 'basic_and_lifestyle', string]>;

/** The rule, from the docs' table and the entitlement table, for a field of another member. */
function expectedShown(
  viewer: UserType,
  owner: UserType,
  switches: Switches,
  section: ProfileSection | 'basic_and_lifestyle',
  key: string,
): boolean {
  if (section === 'basic_and_lifestyle') return key === 'religion' ? switches.religious_background : true;
  return switches[section] && TIER_ENTITLEMENTS[viewer].fullProfileOf.includes(owner);
}

/** The value the profile answer shows for a field, or undefined when it is not in the answer. */
function profileValue(profile: PublicProfile, section: ProfileSection | 'basic_and_lifestyle', key: string): unknown {
  const part = profile[section] as Record<string, unknown> | undefined;
  if (!part || !Object.hasOwn(part, key)) return undefined;
  return part[key];
}

async function memberOf(tier: UserType, switches?: Switches): Promise<Member> {
  const profile = switches
    ? Object.fromEntries(PROFILE_SECTIONS.map((section) => [SWITCH_COLUMNS[section], switches[section]]))
    : {};
  const created = await createMember(t.app, { usertype: tier, profile });
  return { ...created, session: await signIn(t.app, created.email) };
}

async function profileFor(viewer: Member, ownerId: string): Promise<PublicProfile> {
  const res = await api(t.app, viewer, 'POST', 'profile/getUserDetails', { userId: ownerId });
  expect(res.statusCode, res.body).toBe(200);
  const [profile] = PublicProfileResponseSchema.parse(res.json()).data;
  return profile!;
}

async function cardFor(viewer: Member, ownerId: string): Promise<MemberCard> {
  await api(t.app, viewer, 'POST', 'profile/favorite/toggleFav', { favoritedUserId: ownerId });
  const res = await api(t.app, viewer, 'GET', 'profile/favorite/getFavProfile');
  const card = FavouritesResponseSchema.parse(res.json()).data.find((item) => item.userId === ownerId)?.profile;
  expect(card, 'the member is in the favourites list').toBeDefined();
  return card!;
}

const CASES = USER_TYPES.flatMap((viewer) =>
  USER_TYPES.flatMap((owner) => SWITCH_SETS.map(([label, switches]) => [viewer, owner, label, switches] as const)),
);

describe('the card and the profile page come from one decision', () => {
  const viewers = new Map<UserType, Member>();
  beforeAll(async () => {
    for (const tier of USER_TYPES) viewers.set(tier, await memberOf(tier));
  });

  it.each(CASES)('viewer %s, member %s, %s', async (viewerTier, ownerTier, _label, switches) => {
    const viewer = viewers.get(viewerTier)!;
    const owner = await memberOf(ownerTier, switches);
    const [profile, card] = [await profileFor(viewer, owner.id), await cardFor(viewer, owner.id)];

    for (const [cardKey, section, key] of CARD_FIELDS) {
      const shown = expectedShown(viewerTier, ownerTier, switches, section, key);
      const where = `${cardKey} (${section}.${key})`;
      const onProfile = profileValue(profile, section, key);
      // The rule says shown: the same value on both; hidden: absent from the profile and null on the card.
      if (shown) {
        expect(onProfile, `${where} on the profile`).not.toBeUndefined();
        expect(card[cardKey], `${where} on the card`).toEqual(onProfile);
      } else {
        if (section !== 'basic_and_lifestyle') expect(onProfile, `${where} on the profile`).toBeUndefined();
        else expect(onProfile ?? null, `${where} on the profile`).toBeNull();
        expect(card[cardKey], `${where} on the card`).toBeNull();
      }
    }

    // What the profile says the plan withholds is what the rule withholds by plan (switch on, plan off) …
    const planAllows = TIER_ENTITLEMENTS[viewerTier].fullProfileOf.includes(ownerTier);
    const withheld = profile.planLocks.withheld;
    expect(withheld.map((entry) => entry.section)).toEqual(
      PROFILE_SECTIONS.filter((section) => switches[section] && !planAllows),
    );
    // … and none of it is in the profile or on the card.
    for (const { section, fields } of withheld) {
      expect(fields.length, section).toBeGreaterThan(0);
      for (const key of fields) {
        expect(profileValue(profile, section, key), `${section}.${key} on the profile`).toBeUndefined();
        for (const [cardKey, cardSection, sourceKey] of CARD_FIELDS) {
          if (cardSection === section && sourceKey === key) expect(card[cardKey], `${cardKey} on the card`).toBeNull();
        }
      }
      // The religion the basic card shows (by the owner's switch) is never listed as withheld, nor what is for
      // accepted connections only (no plan shows it to this viewer, who is not one).
      if (section === 'religious_background') {
        for (const key of ['religion', 'dateOfBirth', 'timeOfBirth', 'placeOfBirth']) expect(fields).not.toContain(key);
      }
      if (section === 'location_background') {
        for (const key of ['currentLocation', 'cityOfResidence']) expect(fields).not.toContain(key);
      }
    }
  });

  it.each(USER_TYPES)('%s member, their own profile: every field, nothing withheld', async (tier) => {
    const owner = await memberOf(tier, all(false));
    const profile = await profileFor(owner, owner.id);
    for (const section of PROFILE_SECTIONS) expect(profile).toHaveProperty(section);
    for (const [, section, key] of CARD_FIELDS) {
      expect(profileValue(profile, section, key), `${section}.${key}`).not.toBeUndefined();
    }
    expect(profile.planLocks.withheld).toEqual([]);
  });
});
