// `npm run bench`: every benchmark in turn (never part of `npm test`); results go to bench/results/*.json.
// Pass names to run some: `npm run bench -- framework-overhead`.
import { spawnSync } from 'node:child_process';

const BENCHMARKS = {
  capacity: ['npx', ['tsx', 'apps/server/bench/capacity.ts']],
  chat: ['npx', ['tsx', 'apps/server/bench/chat.ts']],
  discover: ['npx', ['tsx', 'apps/server/bench/discover.ts']],
  'framework-overhead': ['npx', ['tsx', 'apps/server/bench/framework-overhead.ts']],
  faults: ['npx', ['tsx', 'apps/server/bench/faults.ts']],
  'frontend-budget': ['npx', ['tsx', 'scripts/bench-frontend.mjs']],
  realtime: ['npx', ['tsx', 'apps/server/bench/realtime.ts']],
  'rolling-restart': ['npx', ['tsx', 'apps/server/bench/rolling-restart.ts']],
  'seed-million': ['npx', ['tsx', 'apps/server/bench/seed-million.ts']],
  webhooks: ['npx', ['tsx', 'apps/server/bench/webhooks.ts']],
};

const wanted = process.argv.slice(2);
const names = wanted.length ? wanted : Object.keys(BENCHMARKS);
let failed = 0;
for (const name of names) {
  const entry = BENCHMARKS[name];
  if (!entry) {
    console.error(`Unknown benchmark "${name}". Known: ${Object.keys(BENCHMARKS).join(', ')}`);
    failed += 1;
    continue;
  }
  console.log(`== ${name}`);
  const status = spawnSync(entry[0], entry[1], { stdio: 'inherit' }).status;
  if (status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
