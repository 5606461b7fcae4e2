// What seed-console.mjs makes for the console journey, and where it leaves the set-up link and the member's id.
import { tmpdir } from 'node:os';
import path from 'node:path';

export const CONSOLE_SEED = {
  moderator: { email: 'moderator@e2e.example', password: 'saffron harbour moderator 2026' },
  member: {
    email: 'reported.member@e2e.example',
    password: 'monsoon lantern quiet 2026',
    firstName: 'Kavya',
    about: 'Message me on my other app and send a gift card first, then we can talk about marriage.',
  },
};
export const CONSOLE_SEED_FILE = path.join(
  tmpdir(),
  `e2e-console-seed-${process.env.PORT ?? process.env.E2E_PORT ?? 3100}.json`,
);
