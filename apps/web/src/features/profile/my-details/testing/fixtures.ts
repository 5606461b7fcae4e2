import type { PhotoView } from '@app/shared/photos';
import type { MyDetails, PartnerPreferences, PublicProfile } from '@app/shared/profile';

/** Realistic profile data for the web tests, shaped exactly as the shared response schemas say. */

export const MEMBER_ID = '0b9f2c1e-4d5a-4b6c-8d7e-1f2a3b4c5d6e';
export const OTHER_ID = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

export function buildPhoto(overrides: Partial<PhotoView> = {}): PhotoView {
  const id = overrides.photoId ?? 'a1b2c3d4-0000-4000-8000-000000000001';
  return {
    photoId: id,
    url: `/api/v1/media/${id}/medium.webp?sig=x`,
    thumbUrl: `/api/v1/media/${id}/thumb.webp?sig=x`,
    largeUrl: `/api/v1/media/${id}/large.webp?sig=x`,
    blurred: false,
    isPrimary: true,
    width: 800,
    height: 1000,
    ...overrides,
  };
}

export function buildMyDetails(overrides: Partial<MyDetails> = {}): MyDetails {
  return {
    userId: MEMBER_ID,
    usertype: 'Standard',
    profileImage: [],
    photos: [],
    photoVisibility: 'members',
    horoscope: { optIn: false, chart: null },
    toggleStatus: {
      family_details: true,
      personal_details: true,
      religious_details: true,
      location_details: false,
      education_and_financial_details: true,
    },
    basic_and_lifestyle: {
      userId: MEMBER_ID,
      firstName: 'Priya',
      lastName: 'Sharma',
      displayName: 'Priya S',
      gender: 'Woman',
      age: 29,
      about: 'Family-minded software engineer in Melbourne who loves classical music and weekend hikes.',
      aboutSecond: null,
      aboutSecondLanguage: null,
      religion: 'Hindu',
      maritalStatus: 'Never Married',
      numberOfChildren: 0,
      postedBy: 'Myself',
    },
    family_details: {
      fatherOccupation: 'Business owner',
      motherOccupation: 'Homemaker',
      numberOfSiblings: 2,
      livingWithFamily: 'No',
    },
    personal_background: {
      height: '5 ft 5 in (165 cm)',
      heightCm: 165,
      weight: '58 kg',
      weightKg: 58,
      bodyType: 'Athletic',
      language: 'Hindi',
      smokingHabbit: 'Never smokes',
      drinkingHabbit: 'Drinks socially',
      diet: 'Vegetarian',
      complexion: null,
    },
    religious_background: {
      religion: 'Hindu',
      community: 'Punjabi',
      subCommunity: null,
      caste: 'Khatri',
      gotra: 'Kashyap',
      dateOfBirth: '1996-04-12',
      timeOfBirth: '06:45',
      placeOfBirth: 'Amritsar',
      horoscopeOptIn: false,
      cityOfBirth: null,
      motherTongue: 'Punjabi',
    },
    location_background: {
      country: 'Australia',
      countryCode: 'AU',
      state: 'Victoria',
      currentLocation: 'Carlton',
      cityOfResidence: 'Melbourne',
      nationality: 'India',
      nationalityCode: 'IN',
      citizenShip: 'Australia',
      citizenShipCode: 'AU',
      residencyVisaStatus: 'Australian citizen',
      austrailanVisaStatus: 'Australian citizen',
    },
    education_and_financial: {
      qualification: 'Master of Engineering / Technology (ME, MTech)',
      occupation: 'Software Engineer',
      workingStatus: 'working',
      currentWorkingStatus: 'working',
      income: '100000-150000',
      incomeLabel: 'AU$100,000 – AU$150,000',
    },
    interest_and_hobbies: ['Music', 'Cooking', 'Theater'],
    contactNumber: '+61412345678',
    ...overrides,
  };
}

export function buildPreferences(overrides: Partial<PartnerPreferences> = {}): PartnerPreferences {
  return {
    genderSought: ['Man'],
    ageMin: 28,
    ageMax: 35,
    heightMinCm: 170,
    heightMaxCm: null,
    maritalStatuses: ['Never Married'],
    religions: ['Hindu', 'Sikh'],
    communities: [],
    motherTongues: [],
    countries: ['AU', 'NZ'],
    educationLevel: 'bachelor',
    diets: ['Vegetarian'],
    smoking: ['Never smokes'],
    drinking: [],
    horoscopeImportance: "Doesn't matter",
    casteImportance: "Doesn't matter",
    livingInAustralia: 'Yes',
    weddingGoals: 'Should understand each other first',
    interests: ['Music', 'Cinema'],
    minGunas: null,
    mustHave: ['religions', 'livingInAustralia'],
    ...overrides,
  };
}

/** Another member as the viewer sees them: by default everything shared, connected, photos visible. */
export function buildPublicProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  const mine = buildMyDetails();
  return {
    userId: OTHER_ID,
    userType: 'Premium',
    isSelf: false,
    profileImage: [],
    photos: [
      buildPhoto({ photoId: 'b1000000-0000-4000-8000-000000000001', isPrimary: true }),
      buildPhoto({ photoId: 'b1000000-0000-4000-8000-000000000002', isPrimary: false }),
    ],
    photoAccess: { granted: true, reason: null, requestStatus: null },
    basic_and_lifestyle: {
      userId: OTHER_ID,
      firstName: 'Arjun',
      lastName: 'Mehta',
      displayName: null,
      gender: 'Man',
      age: 32,
      about: 'Doctor in Sydney. Close to my parents and my sister; I cook on Sundays and run along the harbour.',
      aboutSecond: null,
      aboutSecondLanguage: null,
      religion: 'Hindu',
      maritalStatus: 'Never Married',
      numberOfChildren: 0,
      postedBy: 'Child',
    },
    family_details: mine.family_details,
    personal_background: { ...mine.personal_background, heightCm: 180, height: '5 ft 11 in (180 cm)' },
    religious_background: mine.religious_background,
    location_background: { ...mine.location_background, state: 'New South Wales', cityOfResidence: 'Sydney' },
    education_and_financial: { ...mine.education_and_financial, occupation: 'Doctor' },
    interest_and_hobbies: ['Cooking', 'Sports'],
    connection_status: 'accepted',
    connectionType: 'none',
    planLocks: { fullProfile: false, sharpPhotos: false, requiredTier: null, withheld: [] },
    ...overrides,
  };
}

export const COUNTRIES = [
  { id: 'AU', value: 'Australia' },
  { id: 'IN', value: 'India' },
  { id: 'NZ', value: 'New Zealand' },
  { id: 'GB', value: 'United Kingdom' },
];
export const STATES: Record<string, Array<{ id: string; value: string }>> = {
  AU: [
    { id: 'NSW', value: 'New South Wales' },
    { id: 'VIC', value: 'Victoria' },
  ],
  NZ: [
    { id: 'AUK', value: 'Auckland' },
    { id: 'WGN', value: 'Wellington' },
  ],
};
