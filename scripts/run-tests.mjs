// `npm test`: every suite on the embedded defaults — Vitest (shared, server unit, server integration on PGlite,
// web) and the Playwright journeys in Debian chromium against the built app — then one total line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const failures = [];
const vitest = run('npx', [
  'vitest',
  'run',
  '--project',
  'shared',
  '--project',
  'server-unit',
  '--project',
  'server-int',
  '--project',
  'web',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}/vitest.json`,
]);
if (vitest !== 0) failures.push('vitest');

if (process.env.SKIP_E2E === '1') {
  console.log('SKIP_E2E=1: the browser journeys were not run.');
} else {
  const build = run('npm', ['run', 'build']);
  if (build !== 0) failures.push('build');
  else if (run('npm', ['run', 'test', '-w', '@app/e2e'], { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }) !== 0)
    failures.push('e2e');
}

const summary = run('node', ['scripts/test-summary.mjs', results]);
if (failures.length) console.error(`Failed: ${failures.join(', ')}`);
process.exit(failures.length || summary !== 0 ? 1 : 0);
