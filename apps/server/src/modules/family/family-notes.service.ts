import type { FastifyInstance } from 'fastify';
import type { FamilyNote, FamilyReaction } from '@app/shared/family';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth/authenticate';
import { memberLabel } from '../../lib/members/display-name';
import { recordFamilyActivity } from './family.service';
import * as repo from './family.repository';

/**
 * The family's shortlist (issue 29 point 5, ADR 017): the profile's favourites are the family's one shortlist, and
 * on each of them every person on the profile (the candidate and its managers) keeps one note and reaction, seen by
 * those people and nobody else. A note lives on the favourite (the table refers to it): un-starring the member
 * removes its notes in the same statement.
 */

type Db = Kysely<Database> | Transaction<Database>;

export const NOT_ON_SHORTLIST = 'This member is not on your shortlist. Please add them to your favourites first.';

/**
 * The notes on each of these favourites of the profile: the candidate's first, then the managers' oldest first. A
 * favourite without notes has no entry.
 */
export async function loadFavouriteNotes(
  db: Db,
  profileId: string,
  favouriteUserIds: readonly string[],
): Promise<Map<string, FamilyNote[]>> {
  const notes = new Map<string, FamilyNote[]>();
  if (favouriteUserIds.length === 0) return notes;
  for (const row of await repo.listNotes(db, profileId, favouriteUserIds)) {
    const note: FamilyNote = {
      authorRelation: row.accountId === profileId ? 'self' : (row.relation ?? 'relative'),
      authorName: memberLabel(row),
      text: row.text,
      reaction: row.reaction,
      updatedAt: row.updatedAt.toISOString(),
    };
    notes.set(row.favouriteUserId, [...(notes.get(row.favouriteUserId) ?? []), note]);
  }
  return notes;
}

/**
 * POST family/notes: the caller's note and reaction on a member of the profile's shortlist. Sent again, it replaces
 * the caller's last; empty text and no reaction remove it. Answers the member's notes after the change. The log
 * records that a note was written or removed, and the reaction, never the text (the log keeps what it records).
 */
export async function writeFamilyNote(
  app: FastifyInstance,
  me: AuthUser,
  input: { userId: string; text: string; reaction?: FamilyReaction | null | undefined },
): Promise<{ notes: FamilyNote[]; removed: boolean }> {
  const now = app.clock.now();
  const reaction = input.reaction ?? null;
  const removing = input.text === '' && reaction === null;
  return app.db.transaction().execute(async (trx) => {
    if (!(await repo.findFavouriteForNote(trx, me.id, input.userId)))
      throw new AppError('NOT_FOUND', NOT_ON_SHORTLIST, { reason: 'notOnShortlist' });
    if (removing) {
      if (await repo.deleteNote(trx, me.id, input.userId, me.accountId)) {
        await recordFamilyActivity(trx, me, 'note_removed', { userId: input.userId }, now);
      }
    } else {
      await repo.upsertNote(trx, {
        profileId: me.id,
        favouriteUserId: input.userId,
        accountId: me.accountId,
        text: input.text,
        reaction,
        now,
      });
      await recordFamilyActivity(
        trx,
        me,
        'note_written',
        { userId: input.userId, reaction, withText: input.text !== '' },
        now,
      );
    }
    const notes = (await loadFavouriteNotes(trx, me.id, [input.userId])).get(input.userId) ?? [];
    return { notes, removed: removing };
  });
}
