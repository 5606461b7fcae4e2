// Run by start-server.mjs (through tsx, which loads the server's TypeScript) before the server opens the embedded
// database, for the console journey (console.spec.ts): a moderator made by `npm run staff:create`'s own code (the
// journey opens its one-time set-up link), and one complete member with an about text, who will be reported.
import { writeFileSync } from 'node:fs';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { connectDatabase } from '../apps/server/src/db/connect.ts';
import { runStaffCreate } from '../apps/server/src/modules/staff/staff-command.ts';
import { CONSOLE_SEED, CONSOLE_SEED_FILE } from './console-seed.ts';
import { seedCompleteMember } from './seed-member.mjs';

const config = loadConfig();
const handle = await connectDatabase(config);
try {
  const now = new Date();
  const memberId = await seedCompleteMember(handle.db, {
    uidPrefix: 'e2e-reported',
    email: CONSOLE_SEED.member.email,
    password: CONSOLE_SEED.member.password,
    firstName: CONSOLE_SEED.member.firstName,
    lastName: 'Menon',
    about: CONSOLE_SEED.member.about,
  });
  const printed = await runStaffCreate(
    handle.db,
    { email: CONSOLE_SEED.moderator.email, role: 'moderator' },
    { now, publicUrl: config.PUBLIC_URL },
  );
  const link = printed.split('\n').find((line) => line.includes('/admin/setup#token='));
  if (!link) throw new Error(`staff:create printed no link:\n${printed}`);
  writeFileSync(CONSOLE_SEED_FILE, JSON.stringify({ link, memberId }), { mode: 0o600 });
} finally {
  await handle.close();
}
