// Front-end budget (issue: home page initial JS ≤ 100 KB gzip, Lighthouse performance ≥ 95 on the mobile
// preset), each reported beside a bare React page built with the same Vite configuration in the same run.
// Uses Debian's chromium (CHROME_PATH or /usr/bin/chromium) and lighthouse from npm; never a downloaded browser.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

const run = (cmd, args, opts = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
};

/** Sum of the gzip sizes of the scripts an HTML page loads up front (entry + modulepreloads). */
function initialJs(distDir, html) {
  const files = [...html.matchAll(/(?:src|href)="\/?((?:\.\/)?assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const unique = [...new Set(files)];
  const bytes = unique.map((file) => gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length);
  return { files: unique, gzipBytes: bytes.reduce((a, b) => a + b, 0) };
}

function serveStatic(dir) {
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    const file = path.join(dir, url.pathname === '/' ? 'index.html' : url.pathname);
    try {
      const body = readFileSync(file);
      const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
      res.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip' });
      res.end(gzipSync(body));
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Runs a child process without blocking this one (the baseline page is served from this process). */
function runAsync(cmd, args, opts) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, ...opts });
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`));
    });
  });
}

async function lighthouse(url) {
  const scores = [];
  for (let i = 0; i < RUNS; i += 1) {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'lh-')), 'report.json');
    const profile = mkdtempSync(path.join(tmpdir(), 'lh-profile-'));
    await runAsync(
      'npx',
      [
        'lighthouse',
        url,
        '--quiet',
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        `--chrome-flags=${FLAGS} --user-data-dir=${profile}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const report = JSON.parse(readFileSync(out, 'utf8'));
    scores.push({
      performance: Math.round(report.categories.performance.score * 100),
      lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
      cls: Number(report.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      fcpMs: Math.round(report.audits['first-contentful-paint'].numericValue),
    });
    rmSync(profile, { recursive: true, force: true });
  }
  const sorted = [...scores].sort((a, b) => a.performance - b.performance);
  return { median: sorted[Math.floor(sorted.length / 2)], runs: scores };
}

// 1. Build the app and the bare page with the same Vite configuration.
run('npm', ['run', 'build']);
const bareOut = mkdtempSync(path.join(tmpdir(), 'bare-react-'));
run(
  'npx',
  [
    'vite',
    'build',
    '--config',
    'apps/web/vite.config.ts',
    '--outDir',
    bareOut,
    '--emptyOutDir',
    '--base',
    '/',
    path.join(root, 'bench/bare-react'),
  ],
  {
    stdio: 'ignore',
  },
);

const appDist = path.join(root, 'apps/web/dist');
const app = initialJs(appDist, readFileSync(path.join(appDist, 'index.html'), 'utf8'));
const bare = initialJs(bareOut, readFileSync(path.join(bareOut, 'index.html'), 'utf8'));

// 2. Serve both (the app through the real server, on a throwaway database) and run Lighthouse.
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
const port = 3210;
const serverProcess = spawn(process.execPath, ['apps/server/dist/server.js'], {
  cwd: root,
  stdio: 'ignore',
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    APP_ENV: 'test',
    JWT_SECRET: 'bench-'.repeat(8),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  },
});
for (let i = 0; i < 60; i += 1) {
  try {
    if ((await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2000) })).ok) break;
  } catch {
    // Not listening yet: try again shortly.
  }
  await new Promise((r) => setTimeout(r, 500));
}
const bareServer = await serveStatic(bareOut);
const bareUrl = `http://127.0.0.1:${bareServer.address().port}/`;

let appLh;
let bareLh;
try {
  console.error('lighthouse: home page…');
  appLh = await lighthouse(`http://127.0.0.1:${port}/`);
  console.error('lighthouse: bare React page…');
  bareLh = await lighthouse(bareUrl);
} finally {
  serverProcess.kill('SIGTERM');
  bareServer.close();
  rmSync(bareOut, { recursive: true, force: true });
}

const result = {
  name: 'frontend-budget',
  description:
    'Home page initial JS (gzip) and Lighthouse mobile performance, beside a bare React page (same Vite config)',
  initialJsGzipKb: { home: +(app.gzipBytes / 1024).toFixed(1), bareReact: +(bare.gzipBytes / 1024).toFixed(1) },
  initialJsFiles: { home: app.files, bareReact: bare.files },
  lighthouseMobile: { home: appLh, bareReact: bareLh, runsEach: RUNS },
  targets: { homeInitialJsGzipKbAtMost: 100, homeLighthousePerformanceAtLeast: 95 },
  meets: {
    initialJs: app.gzipBytes / 1024 <= 100,
    lighthouse: appLh.median.performance >= 95,
  },
  environment: { node: process.version, cpus: cpus().length, lighthouse: '12.8.2', date: new Date().toISOString() },
};
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/frontend-budget.json'), `${JSON.stringify(result, null, 2)}\n`);
rmSync(dataDir, { recursive: true, force: true });
console.log(
  `home initial JS ${result.initialJsGzipKb.home} KB gzip (bare React ${result.initialJsGzipKb.bareReact} KB; target ≤ 100: ${result.meets.initialJs ? 'met' : 'NOT met'})\n` +
    `Lighthouse mobile performance: home ${appLh.median.performance} (LCP ${appLh.median.lcpMs} ms, TBT ${appLh.median.tbtMs} ms, CLS ${appLh.median.cls}), ` +
    `bare React ${bareLh.median.performance} (target ≥ 95: ${result.meets.lighthouse ? 'met' : 'NOT met'})`,
);
