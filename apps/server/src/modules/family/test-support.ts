import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ErrorBodySchema } from '@app/shared';
import { FamilySwitchResponseSchema, type FamilyRelation, type FamilyRight } from '@app/shared/family';
import { createSignedInMember } from '../../../test/factories/profiles';

/** Helpers of the family tests (used by *.int.test.ts only). */

export type Headers = { authorization: string };

/** One API call with bearer headers. */
export function familyApi(app: FastifyInstance) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    headers: Headers,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    app.inject({ method, url: `/api/v1/${path}`, headers, ...(payload ? { payload } : {}) });
}

export const codeOf = (res: { json: () => unknown }) => ErrorBodySchema.parse(res.json()).code;

/** The token from the newest family invitation e-mailed to `email` (it rides in the link's fragment). */
export async function invitationToken(app: FastifyInstance, email: string): Promise<string> {
  const mail = await app.db
    .selectFrom('emailOutbox')
    .select('text')
    .where('toAddress', '=', email)
    .where('template', '=', 'family-invitation')
    .orderBy('createdAt', 'desc')
    .executeTakeFirstOrThrow();
  const token = /\/family\/invitation#([\w-]+)/.exec(mail.text)?.[1];
  expect(token, mail.text).toBeDefined();
  return token!;
}

/**
 * `candidate` invites `helper` as `relation` with `rights`; the helper accepts and switches to the candidate's
 * profile. Answers the helper's headers and access token acting for it.
 */
export async function joinFamily(
  app: FastifyInstance,
  candidate: { headers: Headers; id: string },
  helper: { headers: Headers; email: string },
  relation: FamilyRelation,
  rights: FamilyRight[],
): Promise<{ acting: Headers; accessToken: string }> {
  const call = familyApi(app);
  const invited = await call('POST', 'family/invite', candidate.headers, { email: helper.email, relation, rights });
  expect(invited.statusCode, invited.body).toBe(201);
  const accepted = await call('POST', 'family/accept', helper.headers, {
    token: await invitationToken(app, helper.email),
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const switched = await call('POST', 'family/switch', helper.headers, { profileId: candidate.id });
  expect(switched.statusCode, switched.body).toBe(200);
  const { accessToken } = FamilySwitchResponseSchema.parse(switched.json());
  return { acting: { authorization: `Bearer ${accessToken}` }, accessToken };
}

/** A candidate (Anjali) and her mother (Sunita), both members, the mother acting for Anjali's profile with `rights`. */
export async function candidateAndMother(app: FastifyInstance, rights: FamilyRight[]) {
  const candidate = await createSignedInMember(app, { profile: { firstName: 'Anjali', displayName: null } });
  const mother = await createSignedInMember(app, { profile: { firstName: 'Sunita', displayName: null } });
  const { acting, accessToken } = await joinFamily(app, candidate, mother, 'mother', rights);
  return { candidate, mother, acting, accessToken };
}
