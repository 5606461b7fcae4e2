// Run by start-server.mjs (through tsx, which loads the server's TypeScript) before the server opens the embedded
// database: one complete member, suspended for their about text, for the suspension journey (suspension.spec.ts).
// Suspended through the operator command's own code (`npm run member:suspend`), so the e-mail job is queued too.
import { loadConfig } from '../apps/server/src/config/env.ts';
import { connectDatabase } from '../apps/server/src/db/connect.ts';
import { seedCompleteMember } from './seed-member.mjs';
import { runSuspensionCommand } from '../apps/server/src/modules/safety/suspension-command.ts';
import { registerMemberWriteHooks } from '../apps/server/src/modules/member-write-hooks.ts';

export const SUSPENDED_MEMBER = {
  email: 'suspended.member@e2e.example',
  password: 'quiet harbour lantern 2026',
  about: 'Reported about text that the team asked me to change before anything else.',
};

// As `npm run member:suspend` does: the suspension refreshes the member's match row through the after-write hook.
registerMemberWriteHooks();
const handle = await connectDatabase(loadConfig());
try {
  await seedCompleteMember(handle.db, {
    uidPrefix: 'e2e-suspended',
    email: SUSPENDED_MEMBER.email,
    password: SUSPENDED_MEMBER.password,
    firstName: 'Meera',
    lastName: 'Rao',
    about: SUSPENDED_MEMBER.about,
  });
  console.log(
    await runSuspensionCommand(handle.db, {
      command: 'suspend',
      email: SUSPENDED_MEMBER.email,
      reason: 'inappropriate-bio',
      until: null,
    }),
  );
} finally {
  await handle.close();
}
