// Run by start-server.mjs (through tsx, which loads the server's TypeScript) before the server opens the embedded
// database, for the console journey (console.spec.ts): a moderator made by `npm run staff:create`'s own code (the
// journey opens its one-time set-up link), and one complete member with an about text, who will be reported.
import { writeFileSync } from 'node:fs';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { connectDatabase } from '../apps/server/src/db/connect.ts';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import { runStaffCreate } from '../apps/server/src/modules/staff/staff-command.ts';
import { CONSOLE_SEED, CONSOLE_SEED_FILE } from './console-seed.ts';

const config = loadConfig();
const handle = await connectDatabase(config);
try {
  const now = new Date();
  const user = await handle.db
    .insertInto('users')
    .values({
      uid: `e2e-reported-${now.getTime()}`,
      email: CONSOLE_SEED.member.email,
      passwordHash: await hashPassword(CONSOLE_SEED.member.password),
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
  await handle.db
    .insertInto('profiles')
    .values({
      userId: user.id,
      firstName: CONSOLE_SEED.member.firstName,
      lastName: 'Menon',
      displayName: `${CONSOLE_SEED.member.firstName} M.`,
      about: CONSOLE_SEED.member.about,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  const printed = await runStaffCreate(
    handle.db,
    { email: CONSOLE_SEED.moderator.email, role: 'moderator' },
    { now, publicUrl: config.PUBLIC_URL },
  );
  const link = printed.split('\n').find((line) => line.includes('/admin/setup#token='));
  if (!link) throw new Error(`staff:create printed no link:\n${printed}`);
  writeFileSync(CONSOLE_SEED_FILE, JSON.stringify({ link, memberId: user.id }), { mode: 0o600 });
} finally {
  await handle.close();
}
