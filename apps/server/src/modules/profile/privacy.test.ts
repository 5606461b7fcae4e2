import { describe, expect, it } from 'vitest';
import {
  PHOTO_ACCESS_STATUSES,
  PHOTO_VISIBILITIES,
  type PhotoAccessStatus,
  type PhotoView,
  type PhotoVisibility,
} from '@app/shared/photos';
import { USER_TYPES, type UserType } from '@app/shared/constants';
import {
  MyDetailsSchema,
  PROFILE_SECTIONS,
  PublicProfileSchema,
  type ProfileSection,
  type PublicProfile,
} from '@app/shared/profile';
import { profileEntitlements, type ProfileEntitlements } from '../../lib/entitlements';
import type { Relation } from '../relations/relations.repository';
import {
  canSeeProfile,
  decideField,
  decideFieldVisibility,
  decidePhotoAccess,
  type OwnerState,
  type SectionSwitches,
} from '../privacy/privacy';
import type { ProfileRow } from '../privacy/privacy.repository';
import { decideProfileView, sectionSwitches } from '../privacy/profile-view';
import { presentMyDetails, presentPublicProfile, profileCompletion, type MemberRecord } from './profile.presenter';
import { NO_ANSWERS, type MemberAnswers } from './profile.repository';

/**
 * The privacy rule table of docs/privacy.md, cell by cell: the three rules in privacy.ts, and the presenter's
 * output for every viewer relation, field group, section switch, photo setting, owner state and plan seam.
 */

const NOW = new Date('2026-11-23T10:00:00Z');
const OWNER_ID = '0b5f6a52-8a3c-4d7e-9f10-2a3b4c5d6e7f';
const EVERYTHING: ProfileEntitlements = { fullProfile: true, sharpPhotos: true, requiredTier: null };
const NOTHING: ProfileEntitlements = { fullProfile: false, sharpPhotos: false, requiredTier: 'Premium' };

const RELATIONS: Relation[] = [
  'self',
  'connected',
  'pending_sent',
  'pending_received',
  'none',
  'blocked',
  'unavailable',
];
/** A block, from each side: the viewer blocked the owner, or the owner blocked the viewer. */
const BLOCKS = ['blocked', 'unavailable'] as const;
type Block = (typeof BLOCKS)[number];
const OTHERS: Relation[] = ['connected', 'pending_sent', 'pending_received', 'none'];

function profileRow(overrides: Partial<ProfileRow> = {}): ProfileRow {
  return {
    userId: OWNER_ID,
    firstName: 'Asha',
    lastName: 'Kumar',
    displayName: 'Asha K.',
    maritalStatus: 'Never Married',
    numberOfChildren: 0,
    contactNumber: '+61412345678',
    about: 'I teach music in Melbourne and love cooking for my family on Sundays.',
    aboutSecond: null,
    aboutSecondLanguage: null,
    qualification: 'Master of Science (MSc)',
    workingStatus: 'working',
    occupation: 'Teacher',
    income: '75000-100000',
    incomeCurrency: null,
    incomeAmount: null,
    incomeAud: null,
    citizenship: 'AU',
    nationality: 'IN',
    country: 'AU',
    state: 'Victoria',
    cityOfResidence: 'Melbourne',
    currentLocation: 'Glen Waverley',
    australianVisaStatus: 'Australian citizen',
    plansMoveToAustralia: null,
    religion: 'Hindu',
    community: 'Tamil',
    subCommunity: 'Iyer',
    caste: 'Brahmin - Iyer',
    gotra: 'Kashyap',
    motherTongue: 'Tamil',
    ethnicity: 'South Asian',
    dateOfBirth: '1996-05-14',
    timeOfBirth: '06:45',
    placeOfBirth: 'Chennai',
    horoscopeOptIn: false,
    birthCityId: null,
    birthLatitude: null,
    birthLongitude: null,
    birthTimeZone: null,
    horoscopeChart: null,
    horoscopeMoon: null,
    heightCm: 168,
    weightKg: 60,
    bodyType: 'Slim',
    language: 'English',
    smokingHabit: 'Never smokes',
    drinkingHabit: 'Never drinks',
    diet: 'Vegetarian',
    complexion: 'Wheatish',
    fatherOccupation: 'Retired',
    motherOccupation: 'Homemaker',
    numberOfSiblings: 1,
    livingWithFamily: false,
    familyDetailsVisible: true,
    personalDetailsVisible: true,
    religiousDetailsVisible: true,
    locationDetailsVisible: true,
    educationAndFinancialDetailsVisible: true,
    photoVisibility: 'members',
    hidden: false,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

const ANSWERS: MemberAnswers = {
  ...NO_ANSWERS,
  gender: 'Woman',
  genderSought: 'Man',
  postedBy: 'Myself',
  age: { value: 30, answeredAt: NOW },
  hobbies: ['Music', 'Cooking'],
};

function owner(
  options: {
    profile?: Partial<ProfileRow> | null;
    suspended?: boolean;
    started?: boolean;
    answers?: MemberAnswers;
  } = {},
): MemberRecord {
  return {
    account: {
      id: OWNER_ID,
      usertype: 'Premium',
      suspendedAt: options.suspended ? NOW : null,
      awaitingCandidateSince: null,
      isPersonalFormFilled: options.started ?? true,
      verifiedAt: null,
    },
    profile: options.profile === null ? null : profileRow(options.profile),
    answers: options.answers ?? ANSWERS,
  };
}

const photo = (index: number, blurred: boolean): PhotoView => ({
  photoId: `photo-${index}`,
  url: blurred ? `/media/${index}/blurred` : `/media/${index}/medium`,
  thumbUrl: blurred ? `/media/${index}/blurred` : `/media/${index}/thumb`,
  ...(blurred ? {} : { largeUrl: `/media/${index}/large` }),
  blurred,
  isPrimary: index === 1,
  width: 800,
  height: 1000,
});
const SHARP = [photo(1, false), photo(2, false)];
const BLURRED = [photo(1, true), photo(2, true)];

/** The whole path of POST profile/getUserDetails without the database: decide, "list" photos as decided, present. */
function present(
  relation: Relation,
  record: MemberRecord | null = owner(),
  options: { requestStatus?: PhotoAccessStatus | null; entitlements?: ProfileEntitlements; photos?: PhotoView[] } = {},
): PublicProfile | null {
  const view = decideProfileView({
    relation,
    owner: record,
    requestStatus: options.requestStatus ?? null,
    entitlements: options.entitlements ?? EVERYTHING,
  });
  if (!view.visible || !record) return null;
  const photos = options.photos ?? (view.photoAccess.granted ? SHARP : BLURRED);
  const output = presentPublicProfile({ view, owner: record, photos, now: NOW });
  // Nothing the public schema does not list (the serializer would strip it, but it must not be produced).
  expect(PublicProfileSchema.parse(output)).toEqual(output);
  return output;
}

function visibleTo(relation: Relation, record?: MemberRecord | null, options?: Parameters<typeof present>[2]) {
  const output = present(relation, record, options);
  if (!output) throw new Error(`expected the profile to be visible to ${relation}`);
  return output;
}

// ---------------------------------------------------------------------------------------------------------
// The rule table (docs/privacy.md), with every switch on and photos set to "members".

type Row = {
  lastName: boolean;
  birthDetails: boolean;
  exactLocation: boolean;
  contactNumber: boolean;
  connection: Pick<PublicProfile, 'connection_status' | 'connectionType'>;
  sharp: Record<PhotoVisibility, boolean>;
};
const TABLE: Record<Exclude<Relation, Block>, Row> = {
  self: {
    lastName: true,
    birthDetails: true,
    exactLocation: true,
    contactNumber: true,
    connection: { connection_status: 'no connection', connectionType: 'none' },
    sharp: { members: true, connections: true, on_request: true },
  },
  connected: {
    lastName: true,
    birthDetails: true,
    exactLocation: true,
    contactNumber: false,
    connection: { connection_status: 'accepted', connectionType: 'none' },
    sharp: { members: true, connections: true, on_request: false },
  },
  pending_sent: {
    lastName: false,
    birthDetails: false,
    exactLocation: false,
    contactNumber: false,
    connection: { connection_status: 'pending', connectionType: 'sender' },
    sharp: { members: true, connections: false, on_request: false },
  },
  pending_received: {
    lastName: false,
    birthDetails: false,
    exactLocation: false,
    contactNumber: false,
    connection: { connection_status: 'pending', connectionType: 'receiver' },
    sharp: { members: true, connections: false, on_request: false },
  },
  none: {
    lastName: false,
    birthDetails: false,
    exactLocation: false,
    contactNumber: false,
    connection: { connection_status: 'no connection', connectionType: 'none' },
    sharp: { members: true, connections: false, on_request: false },
  },
};

describe('the presenter, relation by relation (every switch on)', () => {
  it.each(BLOCKS)('%s (a block, either direction): no profile at all', (relation) => {
    expect(present(relation)).toBeNull();
  });

  describe.each(Object.entries(TABLE) as Array<[Exclude<Relation, Block>, Row]>)('%s', (relation, row) => {
    // Built inside each test: the presenter's schema check is an assertion.
    const output = () => visibleTo(relation);

    it('shows the basic card, interests and tier', () => {
      expect(output().userId).toBe(OWNER_ID);
      expect(output().userType).toBe('Premium');
      expect(output().isSelf).toBe(relation === 'self');
      expect(output().basic_and_lifestyle).toMatchObject({
        userId: OWNER_ID,
        firstName: 'Asha',
        displayName: 'Asha K.',
        gender: 'Woman',
        age: 30,
        about: 'I teach music in Melbourne and love cooking for my family on Sundays.',
        religion: 'Hindu',
        maritalStatus: 'Never Married',
        numberOfChildren: 0,
        postedBy: 'Myself',
      });
      expect(output().interest_and_hobbies).toEqual(['Music', 'Cooking']);
    });

    it(`last name: ${row.lastName ? 'shown' : 'absent'}`, () => {
      if (row.lastName) expect(output().basic_and_lifestyle.lastName).toBe('Kumar');
      else expect(output().basic_and_lifestyle).not.toHaveProperty('lastName');
    });

    it('every section is present, with its display values', () => {
      for (const section of PROFILE_SECTIONS) expect(output()).toHaveProperty(section);
      expect(output().family_details).toEqual({
        fatherOccupation: 'Retired',
        motherOccupation: 'Homemaker',
        numberOfSiblings: 1,
        livingWithFamily: 'No',
      });
      expect(output().personal_background).toMatchObject({
        height: '5 ft 6 in (168 cm)',
        heightCm: 168,
        weight: '60 kg',
        weightKg: 60,
      });
      expect(output().location_background).toMatchObject({
        country: 'Australia',
        countryCode: 'AU',
        state: 'Victoria',
        nationality: 'India',
        citizenShip: 'Australia',
      });
    });

    it(`income (inside education and financial): shown`, () => {
      expect(output().education_and_financial).toMatchObject({
        income: '75000-100000',
        incomeLabel: 'AU$75,000 – AU$100,000',
      });
    });

    it(`birth details: ${row.birthDetails ? 'shown' : 'absent'}`, () => {
      const religious = output().religious_background;
      expect(religious?.religion).toBe('Hindu');
      for (const key of ['dateOfBirth', 'timeOfBirth', 'placeOfBirth'] as const) {
        if (row.birthDetails) expect(religious?.[key]).toBe(profileRow()[key]);
        else expect(religious).not.toHaveProperty(key);
      }
    });

    it(`exact location: ${row.exactLocation ? 'shown' : 'absent'}`, () => {
      const location = output().location_background;
      if (row.exactLocation) {
        expect(location).toMatchObject({ currentLocation: 'Glen Waverley', cityOfResidence: 'Melbourne' });
      } else {
        expect(location).not.toHaveProperty('currentLocation');
        expect(location).not.toHaveProperty('cityOfResidence');
      }
    });

    it(`contact number: ${row.contactNumber ? 'shown' : 'absent'}`, () => {
      if (row.contactNumber) expect(output().contactNumber).toBe('+61412345678');
      else expect(output()).not.toHaveProperty('contactNumber');
    });

    it('connection status from the relation', () => {
      expect({ connection_status: output().connection_status, connectionType: output().connectionType }).toEqual(
        row.connection,
      );
    });

    it.each(PHOTO_VISIBILITIES)('photos set to %s (no request made)', (photoVisibility) => {
      const result = visibleTo(relation, owner({ profile: { photoVisibility } }));
      const sharp = row.sharp[photoVisibility];
      expect(result.photoAccess.granted).toBe(sharp);
      expect(result.photos.every((item) => item.blurred === !sharp)).toBe(true);
      expect(result.photos).toHaveLength(2);
      expect(result.profileImage).toEqual(result.photos.map((item) => item.url));
      if (!sharp) expect(result.photos.some((item) => 'largeUrl' in item)).toBe(false);
    });

    it('never carries e-mail, uid, fcmToken or a password', () => {
      const text = JSON.stringify(output());
      for (const key of ['email', 'uid', 'fcmToken', 'password', 'hidden', 'suspended']) {
        expect(text).not.toContain(`"${key}"`);
      }
    });
  });
});

describe('section switches', () => {
  const column: Record<ProfileSection, keyof ProfileRow> = {
    family_details: 'familyDetailsVisible',
    personal_background: 'personalDetailsVisible',
    religious_background: 'religiousDetailsVisible',
    location_background: 'locationDetailsVisible',
    education_and_financial: 'educationAndFinancialDetailsVisible',
  };

  describe.each(PROFILE_SECTIONS)('%s switched off', (section) => {
    const record = owner({ profile: { [column[section]]: false } });

    it.each(OTHERS)('is absent (not empty) for %s; the other sections stay', (relation) => {
      const output = visibleTo(relation, record);
      expect(output).not.toHaveProperty(section);
      for (const other of PROFILE_SECTIONS.filter((item) => item !== section)) expect(output).toHaveProperty(other);
    });

    it('is still there for the owner', () => {
      expect(visibleTo('self', record)).toHaveProperty(section);
    });
  });

  it.each(OTHERS)('religious section off: the basic card does not show the religion to %s either', (relation) => {
    const output = visibleTo(relation, owner({ profile: { religiousDetailsVisible: false } }));
    expect(output.basic_and_lifestyle.religion).toBeNull();
    expect(output).not.toHaveProperty('religious_background');
  });

  it('religious section off: the owner still sees their religion', () => {
    const output = visibleTo('self', owner({ profile: { religiousDetailsVisible: false } }));
    expect(output.basic_and_lifestyle.religion).toBe('Hindu');
    expect(output.religious_background?.dateOfBirth).toBe('1996-05-14');
  });

  it('every switch off: a connected member sees the basic card, interests and photos only', () => {
    const output = visibleTo(
      'connected',
      owner({
        profile: {
          familyDetailsVisible: false,
          personalDetailsVisible: false,
          religiousDetailsVisible: false,
          locationDetailsVisible: false,
          educationAndFinancialDetailsVisible: false,
        },
      }),
    );
    expect(Object.keys(output).sort()).toEqual(
      [
        'basic_and_lifestyle',
        'connectionType',
        'connection_status',
        'interest_and_hobbies',
        'isSelf',
        'photoAccess',
        'photos',
        'planLocks',
        'profileImage',
        'userId',
        'userType',
        'verified',
      ].sort(),
    );
    // The last name stays a connection's privilege, whatever the switches.
    expect(output.basic_and_lifestyle.lastName).toBe('Kumar');
  });
});

describe('photos by setting, relation and request', () => {
  const requestStatuses: Array<PhotoAccessStatus | null> = [null, ...PHOTO_ACCESS_STATUSES];
  const cases = RELATIONS.filter((relation) => !(BLOCKS as readonly Relation[]).includes(relation)).flatMap(
    (relation) =>
      PHOTO_VISIBILITIES.flatMap((photoVisibility) =>
        requestStatuses.map((requestStatus) => ({ relation, photoVisibility, requestStatus })),
      ),
  );

  it.each(cases)(
    '$relation, $photoVisibility, request $requestStatus',
    ({ relation, photoVisibility, requestStatus }) => {
      const expected =
        relation === 'self' ||
        photoVisibility === 'members' ||
        (photoVisibility === 'connections' && relation === 'connected') ||
        (photoVisibility === 'on_request' && requestStatus === 'granted');
      const reason = expected ? null : photoVisibility === 'connections' ? 'connections_only' : 'on_request';
      const output = visibleTo(relation, owner({ profile: { photoVisibility } }), { requestStatus });
      expect(output.photoAccess).toEqual({
        granted: expected,
        reason,
        // The viewer's request is reported for "on request" photos only, and never to the owner.
        requestStatus: photoVisibility === 'on_request' && relation !== 'self' ? requestStatus : null,
      });
      expect(output.photos.map((item) => item.blurred)).toEqual(expected ? [false, false] : [true, true]);
    },
  );

  it('a viewer without access never receives a sharp photo, whatever the listing returned', () => {
    const output = visibleTo('none', owner({ profile: { photoVisibility: 'connections' } }), {
      photos: [...SHARP, ...BLURRED],
    });
    expect(output.photos).toHaveLength(2);
    expect(output.photos.every((item) => item.blurred && !('largeUrl' in item))).toBe(true);
    expect(JSON.stringify(output)).not.toContain('/medium');
    expect(JSON.stringify(output)).not.toContain('/large');
  });

  it('no photos: empty lists, access still decided', () => {
    const output = visibleTo('none', owner(), { photos: [] });
    expect(output.photos).toEqual([]);
    expect(output.profileImage).toEqual([]);
    expect(output.photoAccess.granted).toBe(true);
  });
});

describe('the owner state: what answers the one 404', () => {
  const states: Array<[string, MemberRecord | null]> = [
    ['nonexistent (or deleted)', null],
    ['suspended', owner({ suspended: true })],
    ['hidden', owner({ profile: { hidden: true } })],
    ['not started (first step not saved)', owner({ started: false })],
    ['flag set but no profile row', owner({ profile: null })],
  ];

  describe.each(states)('%s', (name, record) => {
    it.each(OTHERS.concat(BLOCKS))('is not visible to %s', (relation) => {
      expect(present(relation, record)).toBeNull();
    });
    it(`is ${record ? 'visible' : 'not visible'} to the owner`, () => {
      const output = present('self', record);
      if (record) expect(output?.isSelf).toBe(true);
      else expect(output).toBeNull();
    });
  });

  it('the owner with no profile row sees an empty card, not an error', () => {
    const output = visibleTo('self', owner({ profile: null, started: false }));
    expect(output.basic_and_lifestyle.firstName).toBeNull();
    expect(output.basic_and_lifestyle.age).toBe(30); // from the questionnaire
    expect(output.photoAccess.granted).toBe(true);
  });
});

describe('plans (profileEntitlements)', () => {
  it.each(OTHERS)('without fullProfile, %s sees no detail section and is told so (the owner sees all)', (relation) => {
    const entitlements: ProfileEntitlements = { fullProfile: false, sharpPhotos: true, requiredTier: 'Premium' };
    const output = visibleTo(relation, owner(), { entitlements });
    for (const section of PROFILE_SECTIONS) expect(output).not.toHaveProperty(section);
    expect(output.planLocks).toMatchObject({ fullProfile: true, sharpPhotos: false, requiredTier: 'Premium' });
    // Every section the owner shares is listed as withheld by the plan, with its fields …
    expect(output.planLocks.withheld.map((entry) => entry.section)).toEqual(PROFILE_SECTIONS);
    // … except the religion, which the card shows: the owner's choice (their switch), not a plan feature.
    expect(output.basic_and_lifestyle.religion).toBe('Hindu');
    const religious = output.planLocks.withheld.find((entry) => entry.section === 'religious_background');
    expect(religious?.fields).toContain('caste');
    expect(religious?.fields).not.toContain('religion');
    const self = visibleTo('self', owner(), { entitlements });
    for (const section of PROFILE_SECTIONS) expect(self).toHaveProperty(section);
    expect(self.planLocks).toEqual({ fullProfile: false, sharpPhotos: false, requiredTier: null, withheld: [] });
  });

  it.each(OTHERS)('without fullProfile, %s is shown no section field, cards included (decideField)', (relation) => {
    const view = decideProfileView({ relation, owner: owner(), requestStatus: null, entitlements: NOTHING });
    if (!view.visible) throw new Error('expected a visible profile');
    expect(Object.values(view.fields.sections).some(Boolean)).toBe(false);
    for (const [section, key] of [
      ['location_background', 'country'],
      ['education_and_financial', 'occupation'],
      ['personal_background', 'heightCm'],
      ['religious_background', 'community'],
    ] as const) {
      expect(decideField(view.fields, section, key), `${section}.${key}`).toBe('plan');
    }
    expect(decideField(view.fields, 'basic_and_lifestyle', 'religion')).toBe('shown');
    // Birth details and the exact location: an upgrade shows them to a connection only.
    const birth = decideField(view.fields, 'religious_background', 'dateOfBirth');
    const suburb = decideField(view.fields, 'location_background', 'currentLocation');
    expect([birth, suburb]).toEqual(relation === 'connected' ? ['plan', 'plan'] : ['connection', 'connection']);
    const switchedOff = decideProfileView({
      relation,
      owner: owner({ profile: { locationDetailsVisible: false } }),
      requestStatus: null,
      entitlements: NOTHING,
    });
    if (!switchedOff.visible) throw new Error('expected a visible profile');
    // The owner's choice comes first: a section they hide is not the plan's to sell.
    expect(decideField(switchedOff.fields, 'location_background', 'country')).toBe('owner');
    expect(switchedOff.planLocks.withheld.map((entry) => entry.section)).not.toContain('location_background');
  });

  it.each(OTHERS)(
    'without sharpPhotos, %s gets blurred photos with reason "plan" where the owner allows',
    (relation) => {
      const entitlements: ProfileEntitlements = { fullProfile: true, sharpPhotos: false, requiredTier: 'Exclusive' };
      const output = visibleTo(relation, owner(), { entitlements });
      expect(output.photoAccess).toEqual({ granted: false, reason: 'plan', requestStatus: null });
      expect(output.photos.every((item) => item.blurred)).toBe(true);
      expect(output.planLocks).toEqual({
        fullProfile: false,
        sharpPhotos: true,
        requiredTier: 'Exclusive',
        withheld: [],
      });
    },
  );

  it('without sharpPhotos, a photo the owner would not show anyway keeps the owner’s reason', () => {
    const entitlements: ProfileEntitlements = { fullProfile: true, sharpPhotos: false, requiredTier: 'Exclusive' };
    const output = visibleTo('none', owner({ profile: { photoVisibility: 'connections' } }), { entitlements });
    expect(output.photoAccess.reason).toBe('connections_only');
  });

  it('the owner always sees their own sharp photos, whatever their plan', () => {
    const output = visibleTo('self', owner(), { entitlements: NOTHING });
    expect(output.photoAccess.granted).toBe(true);
  });

  // Who sees whom in full (the shared table in @app/shared/plans): Standard nobody; Premium Standard and
  // Premium members; Exclusive everyone. Exclusive members' full profiles: Exclusive members only.
  const FULL: Record<UserType, Record<UserType, boolean>> = {
    Standard: { Standard: false, Premium: false, Exclusive: false },
    Premium: { Standard: true, Premium: true, Exclusive: false },
    Exclusive: { Standard: true, Premium: true, Exclusive: true },
  };
  const PAIRS = USER_TYPES.flatMap((viewer) => USER_TYPES.map((ownerTier) => [viewer, ownerTier] as const));

  it.each(PAIRS)('a %s viewer and a %s member', (viewerTier, ownerTier) => {
    const full = FULL[viewerTier][ownerTier];
    const entitlements = profileEntitlements(viewerTier, ownerTier);
    expect(entitlements).toEqual({
      fullProfile: full,
      sharpPhotos: full,
      requiredTier: full ? null : ownerTier === 'Exclusive' ? 'Exclusive' : 'Premium',
    });
    const record = owner();
    record.account.usertype = ownerTier;
    const output = visibleTo('none', record, { entitlements });
    for (const section of PROFILE_SECTIONS) expect(Object.hasOwn(output, section)).toBe(full);
    expect(output.photos.every((item) => item.blurred)).toBe(!full);
    expect(output.planLocks?.fullProfile).toBe(!full);
  });
});

// ---------------------------------------------------------------------------------------------------------
// The three rules on their own (the photo route calls them directly).

describe('canSeeProfile', () => {
  const fine: OwnerState = { exists: true, suspended: false, hidden: false, started: true };
  const states: Array<[string, OwnerState, boolean, boolean]> = [
    // name, state, visible to others, visible to self
    ['visible', fine, true, true],
    ['nonexistent', { ...fine, exists: false }, false, false],
    ['suspended', { ...fine, suspended: true }, false, true],
    ['hidden', { ...fine, hidden: true }, false, true],
    ['not started', { ...fine, started: false }, false, true],
  ];
  it.each(states)('%s', (_name, state, others, self) => {
    for (const relation of OTHERS) expect(canSeeProfile(relation, state)).toBe(others);
    expect(canSeeProfile('self', state)).toBe(self);
    for (const relation of BLOCKS) expect(canSeeProfile(relation, state)).toBe(false);
  });
});

describe('decidePhotoAccess', () => {
  it('refuses a blocked viewer even when asked directly, whatever the setting', () => {
    for (const relation of BLOCKS) {
      for (const photoVisibility of PHOTO_VISIBILITIES) {
        expect(
          decidePhotoAccess({ relation, photoVisibility, requestStatus: 'granted', entitlements: EVERYTHING }),
        ).toEqual({ granted: false, reason: null });
      }
    }
  });

  it('a declined or pending request is not access', () => {
    for (const requestStatus of ['pending', 'declined'] as const) {
      expect(
        decidePhotoAccess({
          relation: 'connected',
          photoVisibility: 'on_request',
          requestStatus,
          entitlements: EVERYTHING,
        }),
      ).toEqual({ granted: false, reason: 'on_request' });
    }
  });
});

describe('decideFieldVisibility', () => {
  const on = sectionSwitches(profileRow());

  it('contact number: a connection sees it only with consent (the connections issue passes contactGranted)', () => {
    expect(decideFieldVisibility({ relation: 'connected', switches: on, entitlements: EVERYTHING }).contactNumber).toBe(
      false,
    );
    expect(
      decideFieldVisibility({ relation: 'connected', switches: on, entitlements: EVERYTHING, contactGranted: true })
        .contactNumber,
    ).toBe(true);
    for (const relation of ['pending_sent', 'pending_received', 'none', ...BLOCKS] as const) {
      expect(
        decideFieldVisibility({ relation, switches: on, entitlements: EVERYTHING, contactGranted: true }).contactNumber,
      ).toBe(false);
    }
  });

  it('birth details and exact location follow their section for a connection', () => {
    const off = { ...on, religious_background: false, location_background: false };
    const fields = decideFieldVisibility({ relation: 'connected', switches: off, entitlements: EVERYTHING });
    expect(fields).toMatchObject({ birthDetails: false, exactLocation: false, religion: false, lastName: true });
  });

  it('only the known sections, and a missing switch means hidden', () => {
    const odd = { family_details: true, extra_section: true } as unknown as SectionSwitches;
    const fields = decideFieldVisibility({ relation: 'none', switches: odd, entitlements: EVERYTHING });
    expect(fields.sections).toEqual({
      family_details: true,
      personal_background: false,
      religious_background: false,
      location_background: false,
      education_and_financial: false,
    });
  });

  it('blocked sees nothing, self sees everything', () => {
    const blocked = decideFieldVisibility({ relation: 'blocked', switches: on, entitlements: EVERYTHING });
    expect(Object.values(blocked.sections).some(Boolean)).toBe(false);
    expect([
      blocked.lastName,
      blocked.religion,
      blocked.birthDetails,
      blocked.exactLocation,
      blocked.contactNumber,
    ]).toEqual([false, false, false, false, false]);
    const self = decideFieldVisibility({
      relation: 'self',
      switches: { ...on, family_details: false },
      entitlements: NOTHING,
    });
    expect(Object.values(self.sections).every(Boolean)).toBe(true);
    expect([self.lastName, self.religion, self.birthDetails, self.exactLocation, self.contactNumber]).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });
});

// ---------------------------------------------------------------------------------------------------------
// The owner's own view and completion.

describe('presentMyDetails', () => {
  it('every section with display values, switches, interests without "None"', () => {
    const details = presentMyDetails({
      record: owner({ profile: { livingWithFamily: true, familyDetailsVisible: false } }),
      photos: SHARP,
      now: NOW,
    });
    expect(MyDetailsSchema.parse(details)).toEqual(details);
    expect(details.basic_and_lifestyle).toMatchObject({ lastName: 'Kumar', age: 30, gender: 'Woman' });
    expect(details.family_details.livingWithFamily).toBe('Yes');
    expect(details.toggleStatus).toEqual({
      family_details: false,
      personal_details: true,
      religious_details: true,
      location_details: true,
      education_and_financial_details: true,
    });
    expect(details.profileImage).toEqual(['/media/1/medium', '/media/2/medium']);
    expect(details.contactNumber).toBe('+61412345678');
    expect(details.education_and_financial).toMatchObject({
      workingStatus: 'working',
      currentWorkingStatus: 'working',
    });
    const none = presentMyDetails({
      record: owner({ answers: { ...ANSWERS, hobbies: ['None'] } }),
      photos: [],
      now: NOW,
    });
    expect(none.interest_and_hobbies).toEqual([]);
  });

  it('age comes from the date of birth when there is one, else from the questionnaire', () => {
    const withDate = presentMyDetails({
      record: owner({ profile: { dateOfBirth: '1990-11-24' } }),
      photos: [],
      now: NOW,
    });
    expect(withDate.basic_and_lifestyle.age).toBe(35); // the 36th birthday is tomorrow
    const without = presentMyDetails({ record: owner({ profile: { dateOfBirth: null } }), photos: [], now: NOW });
    expect(without.basic_and_lifestyle.age).toBe(30);
  });
});

describe('profileCompletion', () => {
  it('a complete profile is 100% with nothing missing', () => {
    const result = profileCompletion(presentMyDetails({ record: owner(), photos: [], now: NOW }));
    expect(result).toEqual({ percentage: 100, missing: [] });
  });

  it('nothing at all is 0% and lists every field with a label', () => {
    const result = profileCompletion(
      presentMyDetails({ record: owner({ profile: null, answers: NO_ANSWERS }), photos: [], now: NOW }),
    );
    expect(result.percentage).toBe(0);
    expect(result.missing).toHaveLength(9 + 4 + 8 + 8 + 5 + 4 + 1);
    expect(result.missing).toContainEqual({ section: 'religious_background', field: 'gotra', label: 'Gotra' });
    expect(result.missing).toContainEqual({
      section: 'family_details',
      field: 'fatherOccupation',
      label: 'Father’s occupation',
    });
  });

  it('weights each section by its share of fields, floored', () => {
    // Missing: gotra (15/8) and one family field (10/4): 100 − 1.875 − 2.5 = 95.625.
    const result = profileCompletion(
      presentMyDetails({ record: owner({ profile: { gotra: null, numberOfSiblings: null } }), photos: [], now: NOW }),
    );
    expect(result.percentage).toBe(95);
    expect(result.missing.map((item) => item.field)).toEqual(['numberOfSiblings', 'gotra']);
  });
});
