// A complete member written straight to the database, for the journeys' seed scripts (seed-*.mjs, run through tsx
// before the server opens the embedded database): an account with every onboarding step done and a profile.
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';

/**
 * @param {import('kysely').Kysely<any>} db
 * @param {{ uidPrefix: string, email: string, password: string, firstName: string, lastName: string, about: string }} member
 * @returns {Promise<string>} the member's id
 */
export async function seedCompleteMember(db, member) {
  const now = new Date();
  const user = await db
    .insertInto('users')
    .values({
      uid: `${member.uidPrefix}-${now.getTime()}`,
      email: member.email,
      passwordHash: await hashPassword(member.password),
      isPersonalFormFilled: true,
      isQualificationFormFilled: true,
      isLocationFormFilled: true,
      isImageFormFilled: true,
      isOtherFormFilled: true,
      createdAt: now,
      updatedAt: now,
      lastActiveAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('profiles')
    .values({
      userId: user.id,
      firstName: member.firstName,
      lastName: member.lastName,
      displayName: `${member.firstName} ${member.lastName.charAt(0)}.`,
      about: member.about,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return user.id;
}
