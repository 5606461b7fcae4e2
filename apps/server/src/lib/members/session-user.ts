import type { Selectable } from 'kysely';
import type { SessionUser } from '@app/shared/auth';
import type { UsersTable } from '../../db/schema';

/**
 * The signed-in member as every session answer describes them (login, refresh, `user/me`, and the answers that
 * change what onboarding has left: photos, profile steps): who they are, their plan and role, and which steps
 * they have filled. One presenter, in the kernel, so the modules that answer with it need not import sign-in.
 */
export function toSessionUser(
  user: Pick<
    Selectable<UsersTable>,
    | 'id'
    | 'uid'
    | 'email'
    | 'usertype'
    | 'role'
    | 'isPersonalFormFilled'
    | 'isQualificationFormFilled'
    | 'isLocationFormFilled'
    | 'isImageFormFilled'
    | 'isOtherFormFilled'
  >,
): SessionUser {
  return {
    userId: user.id,
    uid: user.uid,
    email: user.email,
    usertype: user.usertype,
    role: user.role,
    isPersonalFormFilled: user.isPersonalFormFilled,
    isQualificationFormFilled: user.isQualificationFormFilled,
    isLocationFormFilled: user.isLocationFormFilled,
    isImageFormFilled: user.isImageFormFilled,
    isOtherFormFilled: user.isOtherFormFilled,
  };
}
