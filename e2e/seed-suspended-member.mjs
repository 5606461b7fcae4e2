// Run by start-server.mjs (through tsx, which loads the server's TypeScript) before the server opens the embedded
// database: one complete member, suspended for their about text, for the suspension journey (suspension.spec.ts).
// Suspended through the operator command's own code (`npm run member:suspend`), so the e-mail job is queued too.
import { loadConfig } from '../apps/server/src/config/env.ts';
import { connectDatabase } from '../apps/server/src/db/connect.ts';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import { runSuspensionCommand } from '../apps/server/src/modules/safety/suspension-command.ts';

export const SUSPENDED_MEMBER = {
  email: 'suspended.member@e2e.example',
  password: 'quiet harbour lantern 2026',
  about: 'Reported about text that the team asked me to change before anything else.',
};

const handle = await connectDatabase(loadConfig());
try {
  const now = new Date();
  const user = await handle.db
    .insertInto('users')
    .values({
      uid: `e2e-suspended-${now.getTime()}`,
      email: SUSPENDED_MEMBER.email,
      passwordHash: await hashPassword(SUSPENDED_MEMBER.password),
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
      firstName: 'Meera',
      lastName: 'Rao',
      displayName: 'Meera R.',
      about: SUSPENDED_MEMBER.about,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
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
