import { COMPLETION_FLAGS, type CompletionFlag } from '@app/shared/routes';
import { buildUser, reply } from '../../../../testing/render-app';

type Flags = Partial<Record<CompletionFlag, boolean>>;

/** A signed-in member whose profile has only the given steps filled. */
export function memberWith(flags: Flags = {}) {
  const none = Object.fromEntries(COMPLETION_FLAGS.map((flag) => [flag, false])) as Record<CompletionFlag, boolean>;
  return buildUser({ ...none, ...flags });
}

/** The answer of a step save: the server's message and the member with their flags now. */
export function savedReply(message: string, flags: Flags) {
  return reply(201, { success: true, message, user: memberWith(flags) });
}

/** A 400 naming fields, as the server's validator sends it. */
export function fieldErrorsReply(errors: Array<{ path: string; message: string }>) {
  return reply(400, {
    success: false,
    code: 'VALIDATION_FAILED',
    message: errors[0]?.message ?? 'Invalid',
    errors,
  });
}

export const serverDown = reply(500, {
  success: false,
  code: 'INTERNAL',
  message: 'Something went wrong on our side. Please try again.',
});
