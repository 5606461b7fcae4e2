// Makes sure Debian's chromium is installed before the browser journeys run: installs it with apt-get when it
// is missing and apt-get is usable (root), otherwise stops with a clear message. Never downloads a browser.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (process.env.CHROME_PATH || !isRoot || !hasApt) {
  console.error(
    `Chromium was not found at ${path}. Install Debian's chromium (apt-get install -y chromium) ` +
      'or set CHROME_PATH to a Chromium binary, then run the tests again.',
  );
  process.exit(1);
}
console.log('Chromium is missing: installing Debian chromium with apt-get…');
execSync(
  'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium fonts-liberation',
  {
    stdio: 'inherit',
  },
);
if (!existsSync(path)) {
  console.error(`apt-get finished but ${path} is still missing.`);
  process.exit(1);
}
