// Front-end budget (issue: home page initial JS ≤ 100 KB gzip, Lighthouse performance ≥ 95 on the mobile
// preset), each reported beside a bare React page built with the same Vite configuration in the same run.
// Uses Debian's chromium (CHROME_PATH or /usr/bin/chromium) and lighthouse from npm; never a downloaded browser.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

const run = (cmd, args, opts = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
};

/**
 * The JavaScript a page loads up front, as the browser sees it: the HTML served for `url` (by our server, with its
 * per-page modulepreload links), then each entry script and modulepreload, fetched as a browser that reads gzip
 * would (`gzipKb`, the budget's measure) and as one that reads brotli (`brotliKb`, what current browsers get).
 * `gzip9Kb` is each file compressed by zlib at level 9, for comparison with builds that are not precompressed.
 */
async function initialJs(url, distDir) {
  const html = await (await fetch(url)).text();
  const files = [
    ...new Set([...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1])),
  ];
  const bytes = { gzip: 0, br: 0, gzip9: 0, raw: 0 };
  for (const file of files) {
    for (const encoding of ['gzip', 'br']) bytes[encoding] += await wireBytes(new URL(`/${file}`, url), encoding);
    const content = readFileSync(path.join(distDir, file));
    bytes.raw += content.length;
    bytes.gzip9 += gzipSync(content, { level: 9 }).length;
  }
  // KB here are 1,024 bytes, as Lighthouse and Chrome DevTools count them; the exact byte counts are kept too.
  const kb = (n) => +(n / 1024).toFixed(1);
  return {
    files,
    gzipKb: kb(bytes.gzip),
    brotliKb: kb(bytes.br),
    gzip9Kb: kb(bytes.gzip9),
    rawKb: kb(bytes.raw),
    gzipBytes: bytes.gzip,
    brotliBytes: bytes.br,
  };
}

/** Bytes on the wire for one response to a browser that reads `encoding` (node:http does not decode bodies). */
function wireBytes(url, encoding) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`${url}: HTTP ${response.statusCode}`));
      let total = 0;
      response.on('data', (chunk) => (total += chunk.length));
      response.on('end', () => resolve(total));
    }).on('error', reject);
  });
}

/** A static server for the bare page that, like ours, sends the build's .br / .gz files to browsers that read them. */
function serveStatic(dir) {
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    const file = path.join(dir, url.pathname === '/' ? 'index.html' : url.pathname);
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ]) {
      if (accepts.includes(encoding) && existsSync(file + suffix)) {
        res.writeHead(200, { 'content-type': type, 'content-encoding': encoding, vary: 'accept-encoding' });
        res.end(readFileSync(file + suffix));
        return;
      }
    }
    try {
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': type });
      res.end(body);
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

/** One Lighthouse run (mobile preset, the default); a run that Chrome failed to trace is tried once more. */
async function lighthouseOnce(url) {
  for (let attempt = 1; ; attempt += 1) {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'lh-')), 'report.json');
    const profile = mkdtempSync(path.join(tmpdir(), 'lh-profile-'));
    try {
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
      if (report.runtimeError) throw new Error(report.runtimeError.message);
      return report;
    } catch (error) {
      if (attempt >= 2) throw error;
      console.error(`lighthouse: ${error.message}; trying again`);
    } finally {
      rmSync(profile, { recursive: true, force: true });
      rmSync(path.dirname(out), { recursive: true, force: true });
    }
  }
}

async function lighthouse(url) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const report = await lighthouseOnce(url);
    const requests = report.audits['network-requests'].details.items;
    runs.push({
      performance: Math.round(report.categories.performance.score * 100),
      fcpMs: Math.round(report.audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
      cls: Number(report.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      speedIndexMs: Math.round(report.audits['speed-index'].numericValue),
      // Every script the page fetched during the run, up front or just after (as Chrome received them).
      allScriptsKb: +(
        requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + r.transferSize, 0) / 1024
      ).toFixed(1),
    });
  }
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return { median: sorted[Math.floor(sorted.length / 2)], runs };
}

async function waitForServer(url) {
  for (let i = 0; i < 60; i += 1) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // Not listening yet: try again shortly.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

// 1. Build the app and the bare page with the same Vite configuration (so both are precompressed alike).
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
  { stdio: 'ignore' },
);

// 2. Serve both: the app through the real server (on a throwaway database), the bare page statically.
const appDist = path.join(root, 'apps/web/dist');
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
const bareServer = await serveStatic(bareOut);
const appUrl = `http://127.0.0.1:${port}/`;
const bareUrl = `http://127.0.0.1:${bareServer.address().port}/`;

let app;
let bare;
let appLh;
let bareLh;
try {
  await waitForServer(`${appUrl}readyz`);
  app = await initialJs(appUrl, appDist);
  bare = await initialJs(bareUrl, bareOut);
  console.error('lighthouse: home page…');
  appLh = await lighthouse(appUrl);
  console.error('lighthouse: bare React page…');
  bareLh = await lighthouse(bareUrl);
} finally {
  serverProcess.kill('SIGTERM');
  bareServer.close();
  rmSync(bareOut, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}

const TARGETS = { homeInitialJsGzipKbAtMost: 100, homeLighthousePerformanceAtLeast: 95 };
const result = {
  name: 'frontend-budget',
  description:
    'Home page initial JS as served (gzip and brotli) and Lighthouse mobile performance (median), beside a bare React page built with the same Vite config',
  initialJs: { home: app, bareReact: bare },
  lighthouseMobile: { home: appLh, bareReact: bareLh, runsEach: RUNS },
  targets: TARGETS,
  meets: {
    initialJs: app.gzipBytes <= TARGETS.homeInitialJsGzipKbAtMost * 1024,
    lighthouse: appLh.median.performance >= TARGETS.homeLighthousePerformanceAtLeast,
  },
  environment: { node: process.version, cpus: cpus().length, lighthouse: '12.8.2', date: new Date().toISOString() },
};
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/frontend-budget.json'), `${JSON.stringify(result, null, 2)}\n`);
const met = (ok) => (ok ? 'met' : 'NOT met');
console.log(
  `home initial JS ${app.gzipKb} KB gzip as served (${app.gzipBytes} bytes; ${app.brotliKb} KB brotli; ${app.files.length} files); ` +
    `bare React ${bare.gzipKb} KB gzip (${bare.brotliKb} KB brotli); target ≤ ${TARGETS.homeInitialJsGzipKbAtMost} KB gzip: ${met(result.meets.initialJs)}\n` +
    `Lighthouse mobile performance, median of ${RUNS}: home ${appLh.median.performance} (FCP ${appLh.median.fcpMs} ms, LCP ${appLh.median.lcpMs} ms, ` +
    `TBT ${appLh.median.tbtMs} ms, CLS ${appLh.median.cls}), bare React ${bareLh.median.performance}; ` +
    `target ≥ ${TARGETS.homeLighthousePerformanceAtLeast}: ${met(result.meets.lighthouse)}`,
);
