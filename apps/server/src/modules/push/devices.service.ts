import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { deleteMemberDevices, deleteSessionDevices, findMemberUid, upsertDevice } from './push.repository';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * POST user/updateFcmToken: one row per device token, bound to the member who sent it last and to the session it
 * was sent in: signing out of that session forgets the device, so a shared browser stops receiving the member's
 * pushes (the web app registers the token again at its next sign-in).
 */
export async function updateFcmToken(
  app: FastifyInstance,
  auth: { id: string; sessionId: string },
  input: { fcmToken: string; uid: string; userStatus: string },
): Promise<void> {
  const user = await findMemberUid(app.db, auth.id);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.', { reason: 'generic' });
  if (input.uid !== user.uid)
    throw new AppError('FORBIDDEN', 'That device registration is for a different account.', {
      reason: 'deviceOtherAccount',
    });
  await upsertDevice(app.db, {
    userId: user.id,
    uid: user.uid,
    fcmToken: input.fcmToken,
    userStatus: input.userStatus,
    sessionId: auth.sessionId,
    now: app.clock.now(),
  });
}

/** A session ended (sign-out): the devices registered in it receive no more of the member's pushes. */
export async function forgetSessionDevices(db: Executor, sessionId: string): Promise<void> {
  await deleteSessionDevices(db, sessionId);
}

/**
 * Every device of the member is forgotten: their sessions all ended (a new password), or the account is erased
 * (registered as the push module's account eraser, in the erasure's transaction).
 */
export async function forgetMemberDevices(db: Executor, userId: string): Promise<void> {
  await deleteMemberDevices(db, userId);
}
