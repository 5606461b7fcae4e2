// For `npm run bench -- frontend-budget`'s signed-in member pages: on the benchmark's seeded embedded database
// (DATA_DIR, before the server starts), the demo member's partner to be for the profile and conversation pages — a
// seeded man with a complete profile — printed as one JSON line `{ email, userId, name }`. The benchmark then connects
// the two and sends a message through the API, as members do.
import { loadConfig } from '../src/config/env';
import { openCliDatabase } from '../src/lib/cli/database';

const db = await openCliDatabase(loadConfig());
try {
  const row = await db.db
    .selectFrom('matchProfiles')
    .innerJoin('users', 'users.id', 'matchProfiles.userId')
    .innerJoin('profiles', 'profiles.userId', 'users.id')
    .select(['users.email', 'users.id', 'profiles.firstName'])
    .where('matchProfiles.gender', '=', 'Man')
    .orderBy('users.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  console.log(JSON.stringify({ email: row.email, userId: row.id, name: row.firstName }));
} finally {
  await db.close();
}
