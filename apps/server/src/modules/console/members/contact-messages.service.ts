import type { FastifyInstance } from 'fastify';
import type { ContactMessagesResponse } from '@app/shared/console/members';
import { recordStaffAction } from '../../staff/index';
import { staffActor, type StaffUser } from '../../staff/index';
import { decodeKeyset, encodeKeyset } from './keyset';
import { listContactMessageRows } from './members.repository';

/**
 * The contact inbox (GET admin-contacts/messages, and the reference's contact/get-contact): messages from the
 * public form, newest first, keyset paging. Each page read is recorded once ('contact-messages.viewed', with the
 * ids shown, never their text), in the transaction that reads it.
 */
export async function listContactMessages(
  app: FastifyInstance,
  staff: StaffUser,
  input: { cursor?: string | undefined; limit: number },
): Promise<Omit<ContactMessagesResponse, 'success'>> {
  const after = decodeKeyset(input.cursor);
  return app.db.transaction().execute(async (trx) => {
    const rows = await listContactMessageRows(trx, after, input.limit + 1);
    const page = rows.slice(0, input.limit);
    await recordStaffAction(trx, staffActor(staff), {
      action: 'contact-messages.viewed',
      subjectKind: 'contact-messages',
      detail: { count: page.length, messageIds: page.map((row) => row.id), firstPage: !after },
    });
    const last = page[page.length - 1];
    return {
      messages: page.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      nextCursor: rows.length > input.limit && last ? encodeKeyset(last) : null,
    };
  });
}
