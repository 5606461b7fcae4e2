import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionUser } from '@app/shared/auth';
import type { ErrorCode } from '@app/shared/errors';
import {
  ProfileEditParamsSchema,
  ProfileEditsResponseSchema,
  ProfileEditUndoResponseSchema,
  type ProfileEditSection,
} from '@app/shared/family';
import {
  BirthCitySchema,
  EducationAndFinancialSchema,
  FamilyDetailsSchema,
  GetUserDetailsInputSchema,
  LocationBackgroundSchema,
  LocationDetailsInputSchema,
  MyDetailsResponseSchema,
  MyDetailsSchema,
  OtherDetailsInputSchema,
  PersonalBackgroundSchema,
  PersonalDetailsInputSchema,
  ProfilePercentageResponseSchema,
  PublicProfileResponseSchema,
  QualificationDetailsInputSchema,
  OwnReligiousBackgroundSchema,
  SectionUpdatedResponseSchema,
  StepSavedResponseSchema,
  ToggleInputSchema,
  ToggleResponseSchema,
  UpdateContactInputSchema,
  UpdateDateOfBirthInputSchema,
  UpdateEducationAndFinancialInputSchema,
  UpdateFamilyDetailsInputSchema,
  UpdateInterestsInputSchema,
  UpdateLocationDetailsInputSchema,
  UpdatePersonalBackgroundInputSchema,
  UpdatePersonalDetailsInputSchema,
  UpdateReligiousBackgroundInputSchema,
  type ToggleSection,
} from '@app/shared/profile';
import { BODY, SIGNED_IN, errorResponses } from '../../lib/error-responses';
import { requireUser } from '../../lib/auth/authenticate';
import * as service from './profile.service';
import { listProfileEdits, undoProfileEdit } from './edit-history';

const security = [{ bearer: [] }];

const nullable = z.string().nullable();
/** GET form/*: what a revisited step shows, in the step's own keys (null: nothing saved yet). */
const STEP_VALUE_SCHEMAS = {
  personal: z.object({
    firstName: nullable,
    lastName: nullable,
    displayName: nullable,
    maritalStatus: nullable,
    numberOfChildren: z.number().int().nullable(),
    contactNumber: nullable,
    aboutYourSelf: nullable,
  }),
  qualification: z.object({
    qualification: nullable,
    currentWorkingStatus: nullable,
    occupation: nullable,
    income: nullable,
    /** Only when the member gave an amount in a currency (the band is then the AUD equivalent's). */
    incomeCurrency: z.string().optional(),
    incomeAmount: z.number().int().optional(),
  }),
  location: z.object({
    citizenShip: nullable,
    country: nullable,
    state: nullable,
    austrailanVisaStatus: nullable,
    /** Only once answered (members living outside Australia). */
    plansMoveToAustralia: z.boolean().optional(),
    cityOfResidence: nullable,
  }),
  other: z.object({
    religion: nullable,
    community: nullable,
    caste: nullable,
    motherTongue: nullable,
    dateOfBirth: nullable,
    timeOfBirth: nullable,
    placeOfBirth: nullable,
    /** The city of birth chosen from `GET dropdown/cities` (the form sends its `id` back), and the opt-in. */
    cityOfBirth: BirthCitySchema.nullable(),
    horoscopeOptIn: z.boolean(),
    subCommunity: nullable,
    ethnicity: nullable,
  }),
};

const SECTION_LABELS: Record<ToggleSection, string> = {
  family_details: 'family details',
  personal_details: 'personal background',
  religious_details: 'religious background',
  location_details: 'location',
  education_and_financial_details: 'education and financial details',
};

const sectionResponse = <T extends z.ZodType>(data: T) => SectionUpdatedResponseSchema.extend({ data });

/**
 * The member profile: onboarding steps (form/*), My Details and its section updates (profile/*), section
 * switches (toggle/toggle) and another member's profile (profile/getUserDetails). Reference paths, all signed in.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: [app.authenticate] };

  // ---- onboarding steps --------------------------------------------------------------------------------
  const step = <S extends z.ZodType>(
    path: string,
    key: keyof typeof STEP_VALUE_SCHEMAS,
    body: S,
    save: (app: FastifyInstance, userId: string, input: z.output<S>) => Promise<SessionUser>,
    message: string,
    /** What the save can answer besides the body's checks. */
    codes: ErrorCode[] = [],
  ) => {
    app.post(
      path,
      {
        ...signedIn,
        config: { family: 'edit', profileEdit: key },
        schema: {
          tags: ['form'],
          security,
          summary: `Save the ${key} step (again to change it); sets its completion flag`,
          body,
          response: { 200: StepSavedResponseSchema, ...errorResponses(...SIGNED_IN, ...BODY, ...codes) },
        },
      },
      async (request) => {
        const user = await save(app, requireUser(request).id, request.body as z.output<S>);
        return { success: true as const, message, user };
      },
    );
    app.get(
      path,
      {
        ...signedIn,
        config: { family: 'edit' },
        schema: {
          tags: ['form'],
          security,
          summary: `The saved ${key} step, to prefill the form (null when not saved yet)`,
          response: {
            200: z.object({ success: z.literal(true), data: STEP_VALUE_SCHEMAS[key].nullable() }),
            ...errorResponses(...SIGNED_IN),
          },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.stepValues(app, requireUser(request).id, key),
      }),
    );
  };
  step(
    '/form/personalDetails',
    'personal',
    PersonalDetailsInputSchema,
    service.savePersonalDetails,
    'Your personal details are saved.',
  );
  step(
    '/form/qualificationDetails',
    'qualification',
    QualificationDetailsInputSchema,
    service.saveQualificationDetails,
    'Your qualification details are saved.',
  );
  step(
    '/form/locationDetails',
    'location',
    LocationDetailsInputSchema,
    service.saveLocationDetails,
    'Your location details are saved.',
  );
  step(
    '/form/otherDetails',
    'other',
    OtherDetailsInputSchema,
    service.saveOtherDetails,
    'Your other details are saved.',
    ['RATE_LIMITED'], // a changed date of birth counts as a correction
  );

  // ---- My Details --------------------------------------------------------------------------------------
  app.get(
    '/profile/mydetails',
    {
      ...signedIn,
      config: { family: 'browse' },
      schema: {
        tags: ['profile'],
        security,
        summary: 'My profile, every section',
        response: { 200: MyDetailsResponseSchema, ...errorResponses(...SIGNED_IN) },
      },
    },
    async (request) => ({ success: true as const, data: [await service.myDetails(app, requireUser(request).id)] }),
  );

  // The serializer checks each answer against `data` (the section's schema) and strips anything else.
  const section = <S extends z.ZodType>(
    path: string,
    profileEdit: ProfileEditSection,
    body: S,
    data: z.ZodType,
    update: (app: FastifyInstance, userId: string, input: z.output<S>) => Promise<{ section: string; data: unknown }>,
    message: string,
    /** What the update can answer besides the body's checks. */
    codes: ErrorCode[] = [],
  ) => {
    app.put(
      path,
      {
        ...signedIn,
        config: { family: 'edit', profileEdit },
        schema: {
          tags: ['profile'],
          security,
          summary: 'Update one My Details section; answers the section as it is now',
          body,
          response: { 200: sectionResponse(data), ...errorResponses(...SIGNED_IN, ...BODY, ...codes) },
        },
      },
      async (request) => ({
        success: true as const,
        message,
        ...(await update(app, requireUser(request).id, request.body as z.output<S>)),
      }),
    );
  };
  section(
    '/profile/updatePersonalDetails',
    'basicAndLifestyle',
    UpdatePersonalDetailsInputSchema,
    MyDetailsSchema.shape.basic_and_lifestyle,
    service.updatePersonalDetails,
    'Your personal details are updated.',
  );
  section(
    '/profile/updateFamilyDetails',
    'familyDetails',
    UpdateFamilyDetailsInputSchema,
    FamilyDetailsSchema,
    service.updateFamilyDetails,
    'Your family details are updated.',
  );
  section(
    '/profile/updatePersonalBackground',
    'personalBackground',
    UpdatePersonalBackgroundInputSchema,
    PersonalBackgroundSchema,
    service.updatePersonalBackground,
    'Your personal background is updated.',
  );
  section(
    '/profile/updateReligiousBackground',
    'religiousBackground',
    UpdateReligiousBackgroundInputSchema,
    OwnReligiousBackgroundSchema,
    service.updateReligiousBackground,
    'Your religious background is updated.',
  );
  section(
    '/profile/updateDateOfBirth',
    'dateOfBirth',
    UpdateDateOfBirthInputSchema,
    OwnReligiousBackgroundSchema,
    service.updateDateOfBirth,
    'Your date of birth is corrected.',
    ['RATE_LIMITED'], // DATE_OF_BIRTH_CORRECTIONS_PER_YEAR
  );
  section(
    '/profile/updateLocationDetails',
    'location',
    UpdateLocationDetailsInputSchema,
    LocationBackgroundSchema,
    service.updateLocationDetails,
    'Your location details are updated.',
  );
  section(
    '/profile/updateEducationAndFinancialDetails',
    'educationAndFinancial',
    UpdateEducationAndFinancialInputSchema,
    EducationAndFinancialSchema,
    service.updateEducationAndFinancial,
    'Your education and financial details are updated.',
  );

  app.put(
    '/profile/updateInterstAndHobbies',
    {
      ...signedIn,
      config: { family: 'edit', profileEdit: 'interests' },
      schema: {
        tags: ['profile'],
        security,
        summary: 'Replace my interests and hobbies (reference spelling of the path)',
        body: UpdateInterestsInputSchema,
        response: { 200: sectionResponse(z.array(z.string())), ...errorResponses(...SIGNED_IN, ...BODY) },
      },
    },
    async (request) => {
      const result = await service.updateInterests(app, requireUser(request).id, request.body.hobbies);
      return { success: true as const, message: 'Your interests are updated.', ...result };
    },
  );

  const ContactParams = z.object({ userId: z.string().max(100) });
  app.get(
    '/profile/contact/:userId',
    {
      ...signedIn,
      schema: {
        tags: ['profile'],
        security,
        summary: 'My contact number (my own id only)',
        params: ContactParams,
        response: {
          200: z.object({ success: z.literal(true), contactNumber: z.string().nullable() }),
          ...errorResponses(...SIGNED_IN, 'VALIDATION_FAILED', 'NOT_FOUND'),
        },
      },
    },
    async (request) => ({
      success: true as const,
      contactNumber: await service.contactNumber(app, requireUser(request).id, request.params.userId),
    }),
  );

  app.put(
    '/profile/contact/:userId',
    {
      ...signedIn,
      schema: {
        tags: ['profile'],
        security,
        summary: 'Change my contact number (my own id only)',
        params: ContactParams,
        body: UpdateContactInputSchema,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), contactNumber: z.string() }),
          ...errorResponses(...SIGNED_IN, ...BODY, 'NOT_FOUND'),
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Your contact number is updated.',
      contactNumber: await service.updateContactNumber(
        app,
        requireUser(request).id,
        request.params.userId,
        request.body.contactNumber,
      ),
    }),
  );

  app.post(
    '/toggle/toggle',
    {
      ...signedIn,
      config: { family: 'prepare' },
      schema: {
        tags: ['profile'],
        security,
        summary: 'Show or hide one section of my profile from other members',
        body: ToggleInputSchema,
        response: { 200: ToggleResponseSchema, ...errorResponses(...SIGNED_IN, ...BODY) },
      },
    },
    async (request) => {
      const { section, status } = request.body;
      const stored = await service.toggleSection(app, requireUser(request).id, section, status);
      return {
        success: true as const,
        message: stored
          ? `Your ${SECTION_LABELS[section]} section is now visible to other members.`
          : `Your ${SECTION_LABELS[section]} section is now hidden from other members.`,
        data: { section, status: stored },
      };
    },
  );

  app.get(
    '/profile/getProfilePercentage',
    {
      ...signedIn,
      config: { family: 'browse' },
      schema: {
        tags: ['profile'],
        security,
        summary: 'How complete my profile is, and what is missing',
        response: { 200: ProfilePercentageResponseSchema, ...errorResponses(...SIGNED_IN) },
      },
    },
    async (request) => ({ success: true as const, ...(await service.profilePercentage(app, requireUser(request).id)) }),
  );

  app.get(
    '/profile/getuserImage',
    {
      ...signedIn,
      config: { family: 'browse' },
      schema: {
        tags: ['profile'],
        security,
        summary: 'My primary photo (medium size), or null',
        response: {
          200: z.object({ success: z.literal(true), data: z.string().nullable() }),
          ...errorResponses(...SIGNED_IN),
        },
      },
    },
    async (request) => ({ success: true as const, data: await service.primaryPhotoUrl(app, requireUser(request).id) }),
  );

  // ---- another member ----------------------------------------------------------------------------------
  app.post(
    '/profile/getUserDetails',
    {
      ...signedIn,
      config: { family: 'browse' },
      schema: {
        tags: ['profile'],
        security,
        summary: "A member's profile as I may see it (the same 404 for every profile I may not see)",
        body: GetUserDetailsInputSchema,
        response: { 200: PublicProfileResponseSchema, ...errorResponses(...SIGNED_IN, ...BODY, 'NOT_FOUND') },
      },
    },
    async (request) => ({
      success: true as const,
      data: [await service.viewProfile(app, requireUser(request), request.body.userId)],
    }),
  );

  // ---- changes family helpers made (issue 29 point 4) -----------------------------------------------------------
  app.get(
    '/family/edits',
    {
      ...signedIn,
      schema: {
        tags: ['family'],
        security,
        summary: 'The changes my family helpers made to my profile, newest first, and whether each can be undone',
        response: { 200: ProfileEditsResponseSchema, ...errorResponses(...SIGNED_IN) },
      },
    },
    async (request) => ({ success: true as const, data: await listProfileEdits(app, requireUser(request)) }),
  );

  app.post(
    '/family/edits/:editId/undo',
    {
      ...signedIn,
      schema: {
        tags: ['family'],
        security,
        summary: 'Undo a change a family helper made: each field it wrote goes back, unless changed again since',
        params: ProfileEditParamsSchema,
        response: {
          200: ProfileEditUndoResponseSchema,
          ...errorResponses(...SIGNED_IN, 'VALIDATION_FAILED', 'NOT_FOUND', 'CONFLICT'),
        },
      },
    },
    async (request) => {
      const result = await undoProfileEdit(app, requireUser(request), request.params.editId);
      return {
        success: true as const,
        message: result.kept.length
          ? 'The change is undone, except for what has been changed again since.'
          : 'The change is undone.',
        data: result,
      };
    },
  );
};
