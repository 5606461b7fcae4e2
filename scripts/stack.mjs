// `npm run stack`: the production topology on this machine (docs/deployment.md#trying-it-here-npm-run-stack).
// nginx (from deploy/nginx/matrimony.conf, plain HTTP) in front of two server processes on PostgreSQL (a database of
// its own), Redis, an S3-compatible store (s3rver) and coturn (from deploy/coturn/turnserver.conf). Everything it
// starts lives under .stack/ and stops on Ctrl-C or SIGTERM. `--build` builds the app first even when it is built;
// `--check` starts the stack, runs scripts/stack-check.mjs against it and stops it again.
import { execSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createSocket } from 'node:dgram';
import { userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import S3rver from 's3rver';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const STACK_DIR = path.join(ROOT, '.stack');
const LOGS = path.join(STACK_DIR, 'logs');
const PIDS_FILE = path.join(STACK_DIR, 'pids.json');
const SERVER_COUNT = 2;
const BUCKET = 'member-photos';
// s3rver accepts exactly these credentials.
const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/matrimony_stack';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379/3';

const log = (line) => console.log(`[stack] ${line}`);

// ---- prerequisites ------------------------------------------------------------------------------------------

/**
 * Debian's nginx and coturn: installed with apt-get when missing and apt-get is usable (root), as
 * e2e/ensure-chromium.mjs does for chromium; otherwise a clear message. Nothing else is ever downloaded.
 */
function ensureDebianPackages(wanted) {
  const missing = wanted.filter(({ binary }) => !existsSync(binary));
  if (!missing.length) return;
  const names = missing.map(({ pkg }) => pkg).join(' ');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `${missing.map(({ binary }) => binary).join(', ')} not found: install Debian's ${names} (apt-get install -y ${names}).`,
    );
  }
  log(`${names} missing: installing Debian ${names} with apt-get…`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${names}`,
    {
      stdio: 'inherit',
    },
  );
  for (const { binary } of missing)
    if (!existsSync(binary)) throw new Error(`apt-get finished but ${binary} is still missing.`);
}

function ensureBuilt(force) {
  const built =
    existsSync(path.join(ROOT, 'apps/server/dist/server.js')) &&
    existsSync(path.join(ROOT, 'apps/web/dist/index.html'));
  if (built && !force) return;
  log(force ? 'building (--build)…' : 'apps/server/dist or apps/web/dist is missing: building…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

/** The stack's secrets, generated once and kept in .stack/secrets.json (so sessions survive a restart). */
function secrets() {
  const file = path.join(STACK_DIR, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const made = {
    JWT_SECRET: randomBytes(48).toString('base64url'),
    TURN_SECRET: randomBytes(32).toString('base64url'),
  };
  writeFileSync(file, `${JSON.stringify(made, null, 2)}\n`, { mode: 0o600 });
  return made;
}

/** Creates the stack's database on its PostgreSQL server when it does not exist (never touches another one). */
async function ensureDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`STACK_DATABASE_URL: unexpected database name "${name}"`);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!found.rowCount) {
      await client.query(`create database "${name}"`);
      log(`created database ${name}`);
    }
  } finally {
    await client.end();
  }
}

// ---- ports --------------------------------------------------------------------------------------------------

const tcpFree = (port) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
const udpFree = (port) =>
  new Promise((resolve) => {
    const socket = createSocket('udp4');
    socket.once('error', () => resolve(false));
    socket.bind(port, '127.0.0.1', () => socket.close(() => resolve(true)));
  });

/** A loopback port free for TCP (and UDP with `udp`), that no other call of this run has handed out. */
const handedOut = new Set();
async function freePort({ udp = false } = {}) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = await new Promise((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port: picked } = server.address();
        server.close(() => resolve(picked));
      });
    });
    if (handedOut.has(port)) continue;
    if (udp && !(await udpFree(port))) continue;
    if (!(await tcpFree(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error('no free loopback port found');
}

// ---- rendering ----------------------------------------------------------------------------------------------

/** Removes the lines from `# BEGIN name` to `# END name` (markers included), putting `replacement` in their place. */
function replaceMarked(text, name, replacement) {
  const pattern = new RegExp(`^[ \\t]*# BEGIN ${name}\\n[\\s\\S]*?^[ \\t]*# END ${name}\\n`, 'm');
  if (!pattern.test(text)) throw new Error(`deploy file has no "# BEGIN ${name}" … "# END ${name}" block`);
  return text.replace(pattern, replacement);
}

/**
 * deploy/nginx/matrimony.conf with the stack's processes, on plain HTTP at 127.0.0.1:<port>; the processes whose
 * port is in `down` are marked down (a rolling restart takes each out before stopping it).
 */
export function renderNginxSite(source, { port, serverPorts, down = new Set() }) {
  const serverLine = (serverPort) =>
    `    server 127.0.0.1:${serverPort} max_fails=1 fail_timeout=10s${down.has(serverPort) ? ' down' : ''};\n`;
  let site = source
    .replace(/^(\s*)server 127\.0\.0\.1:\d+ (.*)$/gm, '')
    .replace(/^(upstream matrimony \{\n)/m, `$1${serverPorts.map(serverLine).join('')}`);
  site = replaceMarked(site, 'redirect', '');
  site = replaceMarked(
    site,
    'tls',
    `    # Local variant (npm run stack): plain HTTP on the loopback address.\n    listen 127.0.0.1:${port};\n    server_name 127.0.0.1 localhost;\n`,
  );
  return site.replace(/\n{3,}/g, '\n\n');
}

/** nginx's main file for the stack: everything (pid, logs, temporary files) inside .stack/nginx. */
export function renderNginxMain(site, prefix) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  // Run as root, nginx would hand its workers to "nobody", who cannot write the temporary folders in .stack.
  const user = isRoot ? `user ${userInfo().username};\n` : '';
  return `# Rendered by scripts/stack.mjs for npm run stack; do not edit (see deploy/nginx/matrimony.conf).
${user}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${LOGS}/nginx-error.log info;

events {
    worker_connections 1024;
}

http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${LOGS}/nginx-access.log;
    client_body_temp_path ${prefix}/temp/client_body;
    proxy_temp_path ${prefix}/temp/proxy;
    fastcgi_temp_path ${prefix}/temp/fastcgi;
    uwsgi_temp_path ${prefix}/temp/uwsgi;
    scgi_temp_path ${prefix}/temp/scgi;
    sendfile on;
    keepalive_timeout 65;

${site}
}
`;
}

/** Keys of deploy/coturn/turnserver.conf the local variant sets itself (or leaves out: TLS, external address). */
const COTURN_LOCAL_KEYS = new Set([
  'static-auth-secret',
  'realm',
  'listening-port',
  'tls-listening-port',
  'cert',
  'pkey',
  'min-port',
  'max-port',
  'external-ip',
  'syslog',
]);

/** deploy/coturn/turnserver.conf for this machine: loopback only, loopback peers allowed, no TLS. */
export function renderCoturn(source, { port, secret, logFile, pidFile }) {
  const kept = source
    .split('\n')
    .filter((line) => {
      const key = line.trim().split('=')[0];
      if (COTURN_LOCAL_KEYS.has(key)) return false;
      // Both peers of the local check relay through 127.0.0.1.
      return !/^denied-peer-ip=(127\.|::1$)/.test(line.trim());
    })
    .join('\n');
  return `${kept}
# ---- local variant (npm run stack): never use these lines in production.
static-auth-secret=${secret}
realm=matrimony.local
listening-ip=127.0.0.1
relay-ip=127.0.0.1
listening-port=${port}
min-port=49152
max-port=65535
no-tls
no-dtls
allow-loopback-peers
log-file=${logFile}
simple-log
pidfile=${pidFile}
`;
}

// ---- processes ----------------------------------------------------------------------------------------------

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what, check, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null)
      throw new Error(`${what}: the process exited (${child.exitCode}); see its log`);
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${timeoutMs / 1000} s`);
    await sleep(250);
  }
}

const tcpOpen = (port) => tcpFree(port).then((free) => !free);
const status = async (url) => (await fetch(url, { signal: AbortSignal.timeout(3000) })).status;

/** Leftovers of a stack that was killed without stopping (its pids, if they still run our commands). */
function stopLeftovers() {
  if (!existsSync(PIDS_FILE)) return;
  for (const { pid, name } of JSON.parse(readFileSync(PIDS_FILE, 'utf8'))) {
    let command = '';
    try {
      command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (!command.includes(STACK_DIR) && !command.includes('apps/server/dist/server.js')) continue;
    log(`stopping ${name} (pid ${pid}) left from an earlier run`);
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  rmSync(PIDS_FILE, { force: true });
}

/**
 * Starts the stack. Answers { address, processes, logs, env, stop }; `stop()` stops everything it started, in
 * order (nginx, the servers, coturn, s3rver). `serverEnv` adds or replaces settings of the server processes (a
 * benchmark's; `npm run stack` passes none).
 */
export async function startStack({ build = false, serverEnv = {} } = {}) {
  ensureDebianPackages([
    { binary: '/usr/sbin/nginx', pkg: 'nginx' },
    { binary: '/usr/bin/turnserver', pkg: 'coturn' },
  ]);
  ensureBuilt(build);
  mkdirSync(LOGS, { recursive: true });
  stopLeftovers();
  const { JWT_SECRET, TURN_SECRET } = secrets();

  const databaseUrl = process.env.STACK_DATABASE_URL || DEFAULT_DATABASE_URL;
  const redisUrl = process.env.STACK_REDIS_URL || DEFAULT_REDIS_URL;
  await ensureDatabase(databaseUrl);

  const children = [];
  let s3 = null;
  const recordPids = () =>
    writeFileSync(PIDS_FILE, JSON.stringify(children.map(({ name, child }) => ({ name, pid: child.pid }))));
  const launch = (name, command, args, options = {}) => {
    const logFile = path.join(LOGS, `${name}.log`);
    const out = openSync(logFile, 'a');
    // Its own process group: a Ctrl-C in the terminal reaches this script only, which stops things in order.
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', out, out], detached: true, ...options });
    children.push({ name, child, logFile });
    recordPids();
    return child;
  };

  let stopping = null;
  const stop = () =>
    (stopping ??= (async () => {
      const order = [
        'nginx',
        ...children.map(({ name }) => name).filter((name) => name.startsWith('server-')),
        'turnserver',
      ];
      for (const name of order) {
        const entry = children.find((candidate) => candidate.name === name);
        if (!entry || entry.child.exitCode !== null || entry.child.signalCode !== null) continue;
        const exited = new Promise((resolve) => entry.child.once('exit', resolve));
        entry.child.kill(name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
        const done = await Promise.race([exited.then(() => true), sleep(20_000).then(() => false)]);
        if (!done) {
          log(`${name} did not stop in 20 s: killing it`);
          entry.child.kill('SIGKILL');
        }
      }
      if (s3) await s3.close();
      rmSync(PIDS_FILE, { force: true });
    })());

  try {
    // S3-compatible store, in this process: the bucket in .stack/s3.
    s3 = new S3rver({
      address: '127.0.0.1',
      port: await freePort(),
      silent: true,
      directory: path.join(STACK_DIR, 's3'),
      configureBuckets: [{ name: BUCKET }],
    });
    const s3Address = await s3.run();
    const s3Endpoint = `http://127.0.0.1:${s3Address.port}`;

    // coturn.
    const turnPort = await freePort({ udp: true });
    const coturnDir = path.join(STACK_DIR, 'coturn');
    mkdirSync(coturnDir, { recursive: true });
    const coturnConf = path.join(coturnDir, 'turnserver.conf');
    writeFileSync(
      coturnConf,
      renderCoturn(readFileSync(path.join(ROOT, 'deploy/coturn/turnserver.conf'), 'utf8'), {
        port: turnPort,
        secret: TURN_SECRET,
        logFile: path.join(LOGS, 'turnserver.log'),
        pidFile: path.join(coturnDir, 'turnserver.pid'),
      }),
      { mode: 0o600 },
    );
    const turn = launch('turnserver', '/usr/bin/turnserver', ['-c', coturnConf]);
    await waitFor('turnserver', () => tcpOpen(turnPort), 15_000, turn);

    // The server processes.
    const nginxPort = await freePort();
    const address = `http://127.0.0.1:${nginxPort}`;
    const serverPorts = [];
    for (let index = 0; index < SERVER_COUNT; index += 1) serverPorts.push(await freePort());
    const env = {
      APP_ENV: 'development',
      DEV_OUTBOX: '1',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PUBLIC_URL: address,
      TRUST_PROXY: '1',
      DATA_DIR: path.join(STACK_DIR, 'data'),
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '10',
      REDIS_URL: redisUrl,
      JWT_SECRET,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3Endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
      TURN_URLS: `turn:127.0.0.1:${turnPort}?transport=udp,turn:127.0.0.1:${turnPort}?transport=tcp`,
      TURN_SECRET,
      ...serverEnv,
    };
    // Only what a process needs from this shell: none of its other settings (a developer's DATABASE_URL…).
    const base = Object.fromEntries(
      ['PATH', 'HOME', 'LANG', 'TZ', 'NODE_OPTIONS']
        .filter((key) => process.env[key])
        .map((key) => [key, process.env[key]]),
    );
    const launchServer = (index) =>
      launch(`server-${index + 1}`, process.execPath, ['apps/server/dist/server.js'], {
        env: { ...base, ...env, PORT: String(serverPorts[index]) },
      });
    const servers = serverPorts.map((_, index) => launchServer(index));
    await Promise.all(
      servers.map((child, index) =>
        waitFor(
          `server-${index + 1}`,
          async () => (await status(`http://127.0.0.1:${serverPorts[index]}/readyz`)) === 200,
          120_000,
          child,
        ),
      ),
    );

    // nginx in the foreground, as the user running this script.
    const prefix = path.join(STACK_DIR, 'nginx');
    for (const folder of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      mkdirSync(path.join(prefix, 'temp', folder), { recursive: true });
    const site = renderNginxSite(readFileSync(path.join(ROOT, 'deploy/nginx/matrimony.conf'), 'utf8'), {
      port: nginxPort,
      serverPorts,
    });
    const nginxConf = path.join(prefix, 'nginx.conf');
    writeFileSync(nginxConf, renderNginxMain(site, prefix));
    const siteSource = readFileSync(path.join(ROOT, 'deploy/nginx/matrimony.conf'), 'utf8');
    const nginxArgs = ['-p', prefix, '-c', nginxConf, '-e', path.join(LOGS, 'nginx-error.log')];
    const test = spawnSync('/usr/sbin/nginx', [...nginxArgs, '-t', '-q'], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx refused the rendered configuration ${nginxConf}:\n${test.stderr}`);
    const nginx = launch('nginx', '/usr/sbin/nginx', [...nginxArgs, '-g', 'daemon off;']);
    // Every process answers /readyz 200 through nginx: round robin reaches each of them in turn.
    await waitFor(
      'nginx',
      async () => {
        for (let round = 0; round < SERVER_COUNT * 2; round += 1)
          if ((await status(`${address}/readyz`)) !== 200) return false;
        return true;
      },
      30_000,
      nginx,
    );

    /** nginx's upstream with the processes on `down` marked down, reloaded gracefully (SIGHUP). */
    const reloadNginx = async (down) => {
      const rendered = renderNginxSite(siteSource, { port: nginxPort, serverPorts, down });
      writeFileSync(nginxConf, renderNginxMain(rendered, prefix));
      nginx.kill('SIGHUP');
      // nginx starts new workers with the new upstream; the old ones finish the requests they hold.
      await sleep(1_000);
    };

    /**
     * Restarts the server processes one after the other, as a release does: each is taken out of nginx's upstream,
     * stopped with SIGTERM (it finishes what it holds and sends its sockets elsewhere), started again, and put back
     * once its /readyz answers 200.
     */
    const rollingRestart = async ({ takeOut = process.env.STACK_TAKE_OUT === '1' } = {}) => {
      for (let index = 0; index < serverPorts.length; index += 1) {
        const name = `server-${index + 1}`;
        const port = serverPorts[index];
        if (takeOut) await reloadNginx(new Set([port]));
        const entry = children.find((candidate) => candidate.name === name);
        if (entry && entry.child.exitCode === null && entry.child.signalCode === null) {
          const exited = new Promise((resolve) => entry.child.once('exit', resolve));
          entry.child.kill('SIGTERM');
          await exited;
          children.splice(children.indexOf(entry), 1);
        }
        const child = launchServer(index);
        await waitFor(name, async () => (await status(`http://127.0.0.1:${port}/readyz`)) === 200, 120_000, child);
        if (takeOut) await reloadNginx(new Set());
        // nginx sends nothing to a process it saw fail (refused connections while it stopped) for fail_timeout (10 s):
        // the next one stops only once this one takes requests again.
        else await sleep(11_000);
        log(`${name} restarted (pid ${child.pid})`);
      }
    };

    return {
      address,
      env,
      rollingRestart,
      renderNginxMain,
      databaseUrl,
      redisUrl,
      s3Endpoint,
      bucket: BUCKET,
      s3Credentials: S3_CREDENTIALS,
      s3Directory: path.join(STACK_DIR, 's3'),
      turnPort,
      serverPorts,
      logs: LOGS,
      processes: [
        ...children.map(({ name, child, logFile }) => ({ name, pid: child.pid, logFile })),
        { name: 's3rver', pid: process.pid, logFile: null },
      ],
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function describe(stack) {
  const rows = stack.processes.map(({ name, pid, logFile }) => {
    const where =
      name === 'nginx'
        ? `${stack.address} → ${stack.serverPorts.map((port) => `127.0.0.1:${port}`).join(', ')}`
        : name.startsWith('server-')
          ? `127.0.0.1:${stack.serverPorts[Number(name.slice(7)) - 1]}`
          : name === 'turnserver'
            ? `turn:127.0.0.1:${stack.turnPort} (udp, tcp)`
            : `${stack.s3Endpoint}, bucket ${stack.bucket}, files in .stack/s3 (in this script's process)`;
    const logs =
      name === 'nginx' ? ['nginx-access.log', 'nginx-error.log'].map((file) => path.join(stack.logs, file)) : [logFile];
    const logLine = logFile
      ? `\n  ${''.padEnd(11)} log ${logs.map((file) => path.relative(ROOT, file)).join(', ')}`
      : '';
    return `  ${name.padEnd(11)} pid ${String(pid).padEnd(8)} ${where}${logLine}`;
  });
  return [
    '',
    `The site: ${stack.address}`,
    '',
    ...rows,
    `  PostgreSQL  ${stack.databaseUrl.replace(/\/\/[^@/]*@/, '//')}`,
    `  Redis       ${stack.redisUrl}`,
    '',
    'APP_ENV=development with DEV_OUTBOX=1 (production would need SMTP_URL): e-mails, sign-up codes included, are kept',
    `in the database and shown at ${stack.address}/dev/outbox.`,
    `Ctrl-C stops everything above; kill -HUP ${process.pid} restarts the server processes one after the other.`,
    '',
  ].join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => !['--build', '--check'].includes(arg));
  if (unknown.length) {
    console.error(`Unknown option ${unknown.join(' ')}. Usage: npm run stack [-- --build] [-- --check]`);
    process.exit(2);
  }
  let stack;
  let interrupted = false;
  const onSignal = (signal) => {
    if (interrupted) return;
    interrupted = true;
    log(`${signal}: stopping…`);
    void (stack ? stack.stop() : Promise.resolve()).then(() => {
      log('stopped');
      process.exit(stack ? 0 : 130);
    });
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  // SIGHUP: a rolling restart of the server processes (as a release does it), one after the other.
  let restarting = null;
  process.on('SIGHUP', () => {
    if (!stack || interrupted || restarting) return;
    log('SIGHUP: restarting the server processes one after the other…');
    restarting = stack
      .rollingRestart()
      .then(
        () => log('rolling restart done'),
        (error) => log(`rolling restart failed: ${error instanceof Error ? error.message : error}`),
      )
      .finally(() => (restarting = null));
  });

  try {
    stack = await startStack({ build: args.includes('--build') });
  } catch (error) {
    console.error(`[stack] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  if (interrupted) {
    await stack.stop();
    process.exit(130);
  }
  console.log(describe(stack));
  if (!args.includes('--check')) return;
  const { runChecks } = await import('./stack-check.mjs');
  let passed = false;
  try {
    passed = await runChecks(stack);
  } finally {
    log('stopping…');
    await stack.stop();
    log('stopped');
  }
  process.exit(passed ? 0 : 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
