// `npm run bench -- capacity` (issue 28): how many requests a second `npm run stack`'s topology (nginx, two server
// processes, PostgreSQL, Redis) serves with p95 under 200 ms and no error, under an open-loop mix of member requests
// at rising rates, with the CPU time each process spent per step. The framework-overhead benchmark runs first, in
// the same run, so the figures can be compared on a busy machine. docs/performance.md#capacity.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  closeSockets,
  cpuSpent,
  freshSeededDatabase,
  KINDS,
  MIX,
  prepareMembers,
  ROOT,
  runLoad,
  sampleCpu,
  withStack,
  type LoadResult,
} from './stack-load';
import { writeResult } from './write-result';

const DATABASE = 'matrimony_capacity';
const PROFILES = Number(process.env.CAPACITY_PROFILES ?? 2000);
const PAIRS = Number(process.env.CAPACITY_PAIRS ?? 100);
const OTHERS = Number(process.env.CAPACITY_OTHERS ?? 100);
const RATES = (process.env.CAPACITY_RATES ?? '25,50,75,100,125,150,175,200,250,300').split(',').map(Number);
const STEP_SECONDS = Number(process.env.CAPACITY_STEP_SECONDS ?? 30);
const STEP_WARM_UP_SECONDS = 5;
const P95_LIMIT_MS = 200;

// ---- the framework-overhead baseline, measured now -----------------------------------------------------------

// CAPACITY_BASELINE=0 reuses bench/results/framework-overhead.json (a trial run of this benchmark only).
if (process.env.CAPACITY_BASELINE !== '0') {
  console.log('framework-overhead baseline (apps/server/bench/framework-overhead.ts)…');
  const overheadRun = spawnSync('npx', ['tsx', 'apps/server/bench/framework-overhead.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (overheadRun.status !== 0) throw new Error('framework-overhead failed');
}
const overhead = JSON.parse(readFileSync(path.join(ROOT, 'bench/results/framework-overhead.json'), 'utf8')) as {
  bare: { requestsPerSecond: number };
  app: { requestsPerSecond: number };
  ratio: number;
};
const baseline = {
  bareRequestsPerSecond: Math.round(overhead.bare.requestsPerSecond),
  appRequestsPerSecond: Math.round(overhead.app.requestsPerSecond),
  ratio: overhead.ratio,
};

const { url, seedSeconds } = await freshSeededDatabase(DATABASE, PROFILES);

type Step = LoadResult & { cpuSeconds: Record<string, number>; passed: boolean };

const steps: Step[] = await withStack(url, async (stack) => {
  const setup = await prepareMembers(stack, { pairs: PAIRS, others: OTHERS });
  const done: Step[] = [];
  try {
    console.log('warm-up: 15 s at 25 requests/s');
    await runLoad(setup, 25, 15);
    for (const rate of RATES) {
      await runLoad(setup, rate, STEP_WARM_UP_SECONDS);
      const before = sampleCpu(stack);
      const result = await runLoad(setup, rate, STEP_SECONDS);
      const cpuSeconds = cpuSpent(before, sampleCpu(stack));
      const passed =
        result.errors === 0 &&
        result.overall.p95 <= P95_LIMIT_MS &&
        result.chatDelivery.undelivered === 0 &&
        result.achievedPerSecond >= rate * 0.95;
      done.push({ ...result, cpuSeconds, passed });
      console.log(
        `${rate} req/s offered: achieved ${result.achievedPerSecond}, p50/p95/p99 ${result.overall.p50}/${result.overall.p95}/${result.overall.p99} ms, ` +
          `errors ${result.errors}, chat delivery p95 ${result.chatDelivery.p95} ms (${result.chatDelivery.undelivered} undelivered), ` +
          `CPU s ${JSON.stringify(cpuSeconds)}${passed ? '' : '  ← over the limit'}`,
      );
      for (const sample of result.errorSamples) console.log(`  error: ${sample}`);
      if (!passed) break;
    }
  } finally {
    closeSockets(setup);
  }
  return done;
});

// ---- report ---------------------------------------------------------------------------------------------------

const sustained = steps.filter((step) => step.passed).at(-1)?.offeredPerSecond ?? 0;
const cpuNames = Object.keys(steps[0]?.cpuSeconds ?? {});
const pad = (value: string | number, width: number) => String(value).padStart(width);
console.log(
  `\nCapacity: ${PROFILES} seeded members (no photos), ${PAIRS * 2 + OTHERS} signed in with a socket each ` +
    `(${PAIRS} Premium pairs connected), steps of ${STEP_SECONDS} s after ${STEP_WARM_UP_SECONDS} s at the step's rate.`,
);
console.log(
  `Mix per 100 requests: ${KINDS.map((kind) => `${MIX[kind]} ${kind}`).join(', ')}. ` +
    `Framework-overhead baseline in this run: app ${baseline.appRequestsPerSecond} req/s vs bare ${baseline.bareRequestsPerSecond} (${baseline.ratio}×).\n`,
);
console.log(
  `${pad('offered', 8)} ${pad('achieved', 9)} ${pad('p50', 7)} ${pad('p95', 7)} ${pad('p99', 7)} ${pad('errors', 7)} ${pad('chat p95', 9)} ` +
    cpuNames
      .map((name) => pad(name.startsWith('postgres (') ? 'postgres db' : name.replace(/ \(.*\)/, ''), 14))
      .join(' '),
);
for (const step of steps)
  console.log(
    `${pad(step.offeredPerSecond, 8)} ${pad(step.achievedPerSecond, 9)} ${pad(step.overall.p50, 7)} ${pad(step.overall.p95, 7)} ${pad(step.overall.p99, 7)} ` +
      `${pad(step.errors, 7)} ${pad(step.chatDelivery.p95, 9)} ` +
      cpuNames.map((name) => pad(step.cpuSeconds[name] ?? 0, 14)).join(' ') +
      (step.passed ? '' : '  ✗'),
  );
console.log(`\np95 per kind (ms):`);
console.log(`${pad('offered', 8)} ${KINDS.map((kind) => pad(kind, 14)).join(' ')}`);
for (const step of steps)
  console.log(`${pad(step.offeredPerSecond, 8)} ${KINDS.map((kind) => pad(step.byKind[kind].p95, 14)).join(' ')}`);
console.log(
  `\nHighest rate sustained with p95 ≤ ${P95_LIMIT_MS} ms and no error: ${sustained ? `${sustained} requests/s` : 'none of the steps'}`,
);

const file = writeResult('capacity', {
  name: 'capacity',
  description:
    'npm run stack topology (nginx, 2 server processes, PostgreSQL, Redis) under an open-loop mix of member requests at rising rates',
  database: { name: DATABASE, seededMembers: PROFILES, photos: false, seedSeconds: Math.round(seedSeconds) },
  members: { signedIn: PAIRS * 2 + OTHERS, premiumPairs: PAIRS, sockets: PAIRS * 2 + OTHERS },
  mixPer100: MIX,
  stepSeconds: STEP_SECONDS,
  stepWarmUpSeconds: STEP_WARM_UP_SECONDS,
  p95LimitMs: P95_LIMIT_MS,
  frameworkOverheadBaseline: baseline,
  sustainedRequestsPerSecond: sustained,
  steps,
});
console.log(`results: ${path.relative(ROOT, file)}`);
// Kept-alive connections and closed sockets' timers may hold the event loop: the benchmark is over.
process.exit(0);
