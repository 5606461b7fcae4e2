// Front-end budget, each page reported beside a bare React page built with the same Vite configuration in the same
// run: the home page (initial JS ≤ 100 KB gzip, Lighthouse mobile performance ≥ 95), the sign-up and onboarding
// pages (/questions, /register and the five profile steps) and the pages members use every day (each dashboard tab,
// a member's profile, the chats list, a conversation and the family page): each ≤ 150 KB gzip up front, Lighthouse mobile ≥ 90.
// Signed-in pages are measured signed in, each Lighthouse run with a Chrome profile holding a fresh session's
// cookies: the onboarding steps as a member created through the API; the member pages as the seed's demo member
// (`npm run db:seed`'s writer, 40 members with photos), on Premium, connected to a seeded member who is sent a
// message first, so the profile and the conversation are real ones. `BENCH_PAGES=/,/chats` limits the pages (a
// member page by its key: `/user-dashboard?tab=chats`, `/profile/:name/:userId`, `/chat/:userId`);
// `LIGHTHOUSE_RUNS` sets the runs.
// The public pages are measured in each language too (issue 30: `/mission`, `/hi/mission`, `/pa/mission`…), each
// Lighthouse mobile ≥ 95, and each checked to download only its own language: no script carrying another language's
// text (more than a few words of its script: the language switch names each language in its own) and no other
// language's font. `BENCH_PAGES=/hi,/pa/faqs` picks some of them.
// Uses Debian's chromium (CHROME_PATH or /usr/bin/chromium) and lighthouse from npm; never a downloaded browser.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LOCALIZED_ROUTES, PATH_LANGUAGES, pathInLanguage, routeOfPath } from '@app/shared/addresses';

const root = path.resolve(import.meta.dirname, '..');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROME)) {
  // Before the build, not after it: Lighthouse would only fail once everything else had run.
  console.error(
    `Chromium was not found at ${CHROME}: install Debian's chromium (apt-get install -y chromium) or set CHROME_PATH.`,
  );
  process.exit(1);
}
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
async function initialJs(url, distDir, cookies = []) {
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  const html = await (await fetch(url, { headers: cookie ? { cookie } : {} })).text();
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
async function lighthouseOnce(url, prepareProfile) {
  for (let attempt = 1; ; attempt += 1) {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'lh-')), 'report.json');
    const profile = mkdtempSync(path.join(tmpdir(), 'lh-profile-'));
    try {
      // A signed-in page: the profile carries the session's cookies, and Lighthouse must not clear them.
      const keepStorage = prepareProfile ? ['--disable-storage-reset'] : [];
      if (prepareProfile) await prepareProfile(profile);
      await runAsync(
        'npx',
        [
          'lighthouse',
          url,
          '--quiet',
          '--only-categories=performance',
          ...keepStorage,
          '--output=json',
          `--output-path=${out}`,
          `--chrome-flags=${FLAGS} --user-data-dir=${profile}`,
        ],
        { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ['ignore', 'ignore', 'inherit'] },
      );
      const report = JSON.parse(readFileSync(out, 'utf8'));
      if (report.runtimeError) throw new Error(report.runtimeError.message);
      // BENCH_KEEP_REPORTS=dir keeps each page's last report (to see what delays its largest paint).
      if (process.env.BENCH_KEEP_REPORTS) {
        mkdirSync(process.env.BENCH_KEEP_REPORTS, { recursive: true });
        const { pathname, search } = new URL(url);
        const name = `${pathname}${search}`.replace(/\W+/g, '_') || 'root';
        writeFileSync(path.join(process.env.BENCH_KEEP_REPORTS, `${name}.json`), JSON.stringify(report));
      }
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

async function lighthouse(url, prepareProfile) {
  const runs = [];
  // Every script and font any run fetched, for `otherLanguages`.
  const requested = new Set();
  for (let i = 0; i < RUNS; i += 1) {
    const report = await lighthouseOnce(url, prepareProfile);
    const requests = report.audits['network-requests'].details.items;
    for (const { url: fetched, resourceType } of requests) {
      if (resourceType === 'Script' || resourceType === 'Font') requested.add(fetched);
    }
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
  return { median: sorted[Math.floor(sorted.length / 2)], runs, requested: [...requested] };
}

/**
 * Each language's script (less Devanagari's full stops, । and ॥, which Punjabi uses too), and how many of its letters
 * a file may hold without holding its text: the language switch names each language in its own.
 */
const SCRIPTS = { hi: /[\u0900-\u0963\u0966-\u097F]/g, pa: /[\u0A00-\u0A7F]/g };
const FONTS = { hi: 'devanagari', pa: 'gurmukhi' };
const FEW_WORDS = 20;

/**
 * What a page in one language downloaded of the others' (issue 30 point 5): script files with more than a few words
 * in another language's script, and another language's font. Empty when it downloaded only its own.
 */
function otherLanguages(page, requested) {
  const { language } = routeOfPath(page.split('?')[0]);
  const found = [];
  for (const url of requested) {
    const { pathname } = new URL(url);
    for (const [other, letters] of Object.entries(SCRIPTS)) {
      if (other === language) continue;
      if (pathname.includes(FONTS[other])) found.push(`${pathname} (${other} font)`);
      if (pathname.endsWith('.js') && pathname.startsWith('/assets/')) {
        const count = readFileSync(path.join(appDist, pathname), 'utf8').match(letters)?.length ?? 0;
        if (count > FEW_WORDS) found.push(`${pathname} (${count} ${other} letters)`);
      }
    }
  }
  return found;
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

const SIGNUP_PAGES = ['/questions', '/register'];
const ONBOARDING_PAGES = [
  '/personal-details',
  '/qualification-details',
  '/location-details',
  '/photoupload',
  '/other-details',
];
// The member pages, by key: the dashboard's tabs (`?tab=`, My Details without one), the partner's profile and the
// conversation with them (their address is known once the data is seeded: `memberPath`), and the family page.
const DASHBOARD_TABS = [
  'discover',
  'Connections',
  'favorite-profiles',
  'billings',
  'notifications',
  'chats',
  'faqs',
  'account',
];
const MEMBER_PAGES = [
  '/user-dashboard',
  ...DASHBOARD_TABS.map((tab) => `/user-dashboard?tab=${tab}`),
  '/profile/:name/:userId',
  '/chats',
  '/chat/:userId',
  '/family',
];
// Every public page with addresses in each language (the English home page is `/`, above): the English address, then
// the Hindi and Punjabi ones.
const LANGUAGE_PAGES = [
  ...LOCALIZED_ROUTES.filter((route) => route !== '/'),
  ...PATH_LANGUAGES.flatMap((language) => LOCALIZED_ROUTES.map((route) => pathInLanguage(route, language))),
];
const SIGNED_IN = new Set(ONBOARDING_PAGES);
const only = process.env.BENCH_PAGES?.split(',').map((page) => page.trim());
const pages = ['/', ...SIGNUP_PAGES, ...ONBOARDING_PAGES, ...MEMBER_PAGES, ...LANGUAGE_PAGES].filter(
  (page) => !only || only.includes(page),
);
const memberPages = pages.filter((page) => MEMBER_PAGES.includes(page));
const DEMO = { email: 'demo@example.com', password: 'namaste-demo-2026' };

/**
 * The member pages' data, on the embedded database before the server opens it: 40 seeded members with photos, the
 * demo member on Premium (`npm run plan:grant`), and the seeded man the benchmark connects her with.
 */
function seedMemberPages() {
  const env = { ...process.env, DATA_DIR: dataDir, APP_ENV: 'test', LOG_LEVEL: 'warn' };
  run('npx', ['tsx', 'apps/server/src/seed/seed-cli.ts', '--profiles', '40'], { env, stdio: 'ignore' });
  run(
    'npx',
    ['tsx', 'apps/server/src/modules/plans/grant-cli.ts', '--email', DEMO.email, '--tier', 'Premium', '--months', '1'],
    { env, stdio: 'ignore' },
  );
  const fixture = spawnSync('npx', ['tsx', 'apps/server/bench/member-pages-fixture.ts'], { cwd: root, env });
  if (fixture.status !== 0) throw new Error(`member pages fixture failed: ${fixture.stderr}`);
  return JSON.parse(fixture.stdout.toString().trim().split('\n').pop());
}

// 2. Serve both: the app through the real server (on a throwaway database), the bare page statically.
const appDist = path.join(root, 'apps/web/dist');
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
const port = 3210;
const partner = memberPages.length ? seedMemberPages() : undefined;
const serverProcess = spawn(process.execPath, ['apps/server/dist/server.js'], {
  cwd: root,
  stdio: 'ignore',
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    APP_ENV: 'test',
    DEV_OUTBOX: '1',
    // The bench signs in once per Lighthouse run: the login limits would only measure 429s.
    RATE_LIMIT_ENABLED: 'false',
    JWT_SECRET: 'bench-'.repeat(8),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  },
});
const bareServer = await serveStatic(bareOut);
const appUrl = `http://127.0.0.1:${port}/`;
const bareUrl = `http://127.0.0.1:${bareServer.address().port}/`;

/** Creates a member through the API (the development outbox gives the code); returns a function that signs in. */
async function createMember(base) {
  const email = `bench.${Date.now().toString(36)}@example.com`;
  const password = 'bench lantern monsoon';
  const post = (url, body, headers = {}) =>
    fetch(new URL(url, base), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base.origin, ...headers },
      body: JSON.stringify(body),
    });
  const registered = await (await post('/api/v1/user/registration', { email, acceptTerms: true })).json();
  const outbox = await (await fetch(new URL(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`, base))).json();
  const code = outbox.messages[0].text.match(/\b(\d{6})\b/)[1];
  const activated = await post('/api/v1/user/activate-user', {
    activationCode: code,
    activationToken: registered.activationToken,
  });
  const proof = activated.headers.getSetCookie().find((cookie) => cookie.startsWith('token='));
  const answers = [
    [1, 'Woman'],
    [2, 'Man'],
    [3, 'I am new to it'],
    [4, 'Serious to get married soon'],
    [5, 'Just started'],
    [6, 'Myself'],
    [7, 29],
    [8, '28-36'],
    [9, 'Yes'],
    [10, "Doesn't matter"],
    [11, 'Prefer not to say'],
    [12, ['Music']],
  ].map(([questionId, answerValue]) => ({ questionId, answerValue }));
  const created = await post(
    '/api/v1/user/set-password',
    { password, answer: answers },
    { cookie: proof.split(';')[0] },
  );
  if (!created.ok) throw new Error(`bench member: set-password answered ${created.status}`);
  /** A fresh session per call: its cookies, as Chrome stores them. */
  return () => sessionCookies(base, email, password);
}

/** Signs in through the API and returns the session's cookies as Chrome stores them. */
async function sessionCookies(base, email, password) {
  const res = await fetch(new URL('/api/v1/user/login', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base.origin },
    body: JSON.stringify({ email, password, rememberMe: true }),
  });
  if (!res.ok) throw new Error(`bench member: login answered ${res.status}`);
  const { accessToken, user } = await res.json();
  const expires = Math.floor(Date.now() / 1000) + 3600;
  const cookies = res.headers.getSetCookie().map((line) => {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const [name, value] = pair.split('=');
    const pathAttr = attributes.find((a) => a.toLowerCase().startsWith('path='));
    return {
      name,
      value,
      domain: base.hostname,
      path: pathAttr ? pathAttr.slice(5) : '/',
      httpOnly: attributes.some((a) => a.toLowerCase() === 'httponly'),
      sameSite: 'Strict',
      expires,
    };
  });
  // The app keeps its access token in a readable cookie and reads it at start-up.
  cookies.push({
    name: 'access_token',
    value: accessToken,
    domain: base.hostname,
    path: '/',
    sameSite: 'Strict',
    expires,
  });
  return Object.assign(cookies, { accessToken, userId: user.userId });
}

/**
 * The demo member and the seeded partner connected (her request, his acceptance) and her first message sent,
 * through the API as members do; returns the member pages' addresses.
 */
async function connectPartner(base, partner) {
  const call = async (session, url, body) => {
    const res = await fetch(new URL(`/api/v1/${url}`, base), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: base.origin,
        authorization: `Bearer ${session.accessToken}`,
      },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`bench member pages: ${url} answered ${res.status}`);
  };
  const demo = await sessionCookies(base, DEMO.email, DEMO.password);
  const his = await sessionCookies(base, partner.email, DEMO.password);
  await call(demo, 'connection/addConnection', { receiverId: partner.userId });
  await call(his, 'connection/acceptConnection', { senderId: demo.userId });
  await call(demo, `chat/conversations/${partner.userId}/messages`, {
    text: 'Namaste! Your profile says you love hiking: we walked the Blue Mountains last spring.',
    clientMessageId: '0b6f2e7e-8f5e-4b8e-9a57-0c4a0f7c1d11',
  });
  return (page) => page.replace(':name', encodeURIComponent(partner.name)).replace(':userId', partner.userId);
}

/** Writes a session's cookies into a Chrome profile folder (Playwright's persistent context saves them on close). */
async function profileWithSession(signIn) {
  const { chromium } = await import('playwright-core');
  return async (profileDir) => {
    const context = await chromium.launchPersistentContext(profileDir, {
      executablePath: CHROME,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    await context.addCookies(await signIn());
    await context.close();
  };
}

const initial = {};
const lighthouseResults = {};
let bare;
let bareLh;
try {
  await waitForServer(`${appUrl}readyz`);
  const base = new URL(appUrl);
  const signedIn = pages.some((page) => SIGNED_IN.has(page))
    ? await profileWithSession(await createMember(base))
    : undefined;
  const memberPath = partner ? await connectPartner(base, partner) : undefined;
  const asDemo = partner ? await profileWithSession(() => sessionCookies(base, DEMO.email, DEMO.password)) : undefined;
  bare = await initialJs(bareUrl, bareOut);
  for (const page of pages) {
    const member = MEMBER_PAGES.includes(page);
    const url = new URL(member ? memberPath(page) : page, base).toString();
    const cookies = member ? await sessionCookies(base, DEMO.email, DEMO.password) : [];
    initial[page] = await initialJs(url, appDist, cookies);
    console.error(`lighthouse: ${page}…`);
    lighthouseResults[page] = await lighthouse(url, member ? asDemo : SIGNED_IN.has(page) ? signedIn : undefined);
  }
  console.error('lighthouse: bare React page…');
  bareLh = await lighthouse(bareUrl);
} finally {
  serverProcess.kill('SIGTERM');
  bareServer.close();
  rmSync(bareOut, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}

const TARGETS = {
  homeInitialJsGzipKbAtMost: 100,
  homeLighthousePerformanceAtLeast: 95,
  pageInitialJsGzipKbAtMost: 150,
  pageLighthousePerformanceAtLeast: 90,
  publicPageLighthousePerformanceAtLeast: 95,
};
const targetFor = (page) =>
  page === '/'
    ? { js: TARGETS.homeInitialJsGzipKbAtMost, lighthouse: TARGETS.homeLighthousePerformanceAtLeast }
    : {
        js: TARGETS.pageInitialJsGzipKbAtMost,
        lighthouse: LANGUAGE_PAGES.includes(page)
          ? TARGETS.publicPageLighthousePerformanceAtLeast
          : TARGETS.pageLighthousePerformanceAtLeast,
      };
const otherLanguagesFetched = Object.fromEntries(
  pages.map((page) => [page, otherLanguages(page, lighthouseResults[page].requested)]),
);
const meets = Object.fromEntries(
  pages.map((page) => [
    page,
    {
      initialJs: initial[page].gzipBytes <= targetFor(page).js * 1024,
      lighthouse: lighthouseResults[page].median.performance >= targetFor(page).lighthouse,
      onlyItsLanguage: otherLanguagesFetched[page].length === 0,
    },
  ]),
);
const result = {
  name: 'frontend-budget',
  description:
    'Initial JS as served (gzip and brotli) and Lighthouse mobile performance (median) of the home, sign-up, onboarding and member pages (onboarding and member pages measured signed in) and of every public page in each language, with what each public page fetched of another language, beside a bare React page built with the same Vite config',
  initialJs: { ...initial, bareReact: bare },
  otherLanguagesFetched,
  lighthouseMobile: {
    ...Object.fromEntries(
      Object.entries(lighthouseResults).map(([page, { median, runs }]) => [page, { median, runs }]),
    ),
    bareReact: { median: bareLh.median, runs: bareLh.runs },
    runsEach: RUNS,
  },
  targets: TARGETS,
  meets,
  environment: { node: process.version, cpus: cpus().length, lighthouse: '12.8.2', date: new Date().toISOString() },
};
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/frontend-budget.json'), `${JSON.stringify(result, null, 2)}\n`);
const met = (ok) => (ok ? 'met' : 'NOT met');
console.log(
  `bare React: ${bare.gzipKb} KB gzip (${bare.brotliKb} KB brotli), Lighthouse ${bareLh.median.performance}\n` +
    pages
      .map((page) => {
        const js = initial[page];
        const lh = lighthouseResults[page].median;
        const target = targetFor(page);
        return (
          `${page}: initial JS ${js.gzipKb} KB gzip as served (${js.gzipBytes} bytes; ${js.brotliKb} KB brotli; ${js.files.length} files), ` +
          `target ≤ ${target.js} KB: ${met(meets[page].initialJs)}; Lighthouse mobile median of ${RUNS} ${lh.performance} ` +
          `(FCP ${lh.fcpMs} ms, LCP ${lh.lcpMs} ms, TBT ${lh.tbtMs} ms, CLS ${lh.cls}), target ≥ ${target.lighthouse}: ${met(meets[page].lighthouse)}; ` +
          `only its language: ${met(meets[page].onlyItsLanguage)}${otherLanguagesFetched[page].map((file) => `\n  ${file}`).join('')}`
        );
      })
      .join('\n'),
);
