// `npm run stack -- --check`: checks a running stack (scripts/stack.mjs) from the outside, through nginx only, and
// prints PASS or FAIL per check: a member signs up in chromium (the code read from the dev outbox), the client's
// address survives a forged X-Forwarded-For, a socket connects, a photo lands in the S3 store, /metrics is not
// served, a call connects relayed through coturn with the TURN credentials the server issues, and two members chat
// and call each other in the app (the call forced through coturn). Not part of
// `npm test` (it needs nginx, coturn, PostgreSQL and Redis on this machine).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { io } from 'socket.io-client';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const PASSWORD = 'monsoon garden lantern';
/** Every demo member's password (npm run db:seed). */
const DEMO_PASSWORD = 'namaste-demo-2026';
const FORGED_ADDRESS = '203.0.113.9';
/** The check's client address: a loopback address that is not nginx's (127.0.0.1). */
const CLIENT_ADDRESS = '127.0.0.2';

/** A JSON POST sent from `localAddress` (fetch cannot choose it); resolves with the status and the parsed body. */
function postFrom(localAddress, url, body, headers) {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = httpRequest(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, body: text ? JSON.parse(text) : null }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function poll(what, read, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: nothing after ${timeoutMs / 1000} s`);
    await sleep(300);
  }
}

/** The questionnaire, register, the code from the outbox, the password (e2e/fixtures/accounts.ts's journey). */
async function signUpInBrowser(page, address, email) {
  await page.goto(`${address}/questions`);
  await page.getByRole('button', { name: 'Let’s begin' }).click();
  const next = () => page.getByRole('button', { name: /^Continue/ }).click();
  await page.getByRole('group', { name: 'Who is this profile for?' }).getByLabel('Myself').check();
  await next();
  await page
    .getByRole('group', { name: /how would you describe yourself/ })
    .getByLabel('A woman')
    .check();
  await page
    .getByRole('group', { name: /who would you like to meet/ })
    .getByLabel('A man')
    .check();
  await next();
  await page.getByRole('radio', { name: 'No, this is my first time' }).check();
  await next();
  await page.getByRole('radio').first().check();
  await next();
  await page.getByRole('radio').first().check();
  await next();
  await page.getByRole('combobox').selectOption('29');
  await next();
  // The partner's age range: wait for its second list, so the first is not the previous step's (own age) list.
  const [from, to] = [page.getByRole('combobox').first(), page.getByRole('combobox').nth(1)];
  await to.waitFor();
  await from.selectOption('28');
  await to.selectOption('36');
  await next();
  for (let i = 0; i < 3; i += 1) {
    await page.getByRole('radio').first().check();
    await next();
  }
  await page.getByRole('checkbox', { name: 'Music' }).check();
  await page.getByRole('checkbox', { name: 'Cooking' }).check();
  await page.getByRole('button', { name: 'Continue to create your account' }).click();
  await page.waitForURL(/\/register$/);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Send my code' }).click();
  await page.waitForURL(/\/verification$/);
  // The code, from the development outbox's API through nginx (the e-mail is in the database, so whichever
  // process answers has it).
  const code = await poll('the sign-up code in the outbox', async () => {
    const response = await fetch(`${address}/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
    const body = await response.json();
    return body.messages?.[0]?.text.match(/\b(\d{6})\b/)?.[1];
  });
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(/\/create-password$/);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Re-enter the password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await page.waitForURL(/\/personal-details$/);
  return code;
}

/** Two peer connections in one page, relay candidates only, with the given ICE servers; a message crosses. */
async function relayCall(page, iceServers) {
  // Runs in the page: the browser's own RTCPeerConnection.
  return page.evaluate(async (servers) => {
    /* global RTCPeerConnection */
    const config = { iceServers: servers, iceTransportPolicy: 'relay' };
    const caller = new RTCPeerConnection(config);
    const callee = new RTCPeerConnection(config);
    caller.onicecandidate = (event) => event.candidate && void callee.addIceCandidate(event.candidate);
    callee.onicecandidate = (event) => event.candidate && void caller.addIceCandidate(event.candidate);
    const received = new Promise((resolve) => {
      callee.ondatachannel = ({ channel }) => {
        channel.onmessage = (event) => resolve(event.data);
      };
    });
    const channel = caller.createDataChannel('check');
    channel.onopen = () => channel.send('hello through TURN');
    await caller.setLocalDescription();
    await callee.setRemoteDescription(caller.localDescription);
    await callee.setLocalDescription();
    await caller.setRemoteDescription(callee.localDescription);
    const deadline = Date.now() + 15_000;
    while (caller.connectionState !== 'connected' && Date.now() < deadline) {
      if (caller.connectionState === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const state = caller.connectionState;
    let pair = null;
    if (state === 'connected') {
      const stats = [...(await caller.getStats()).values()];
      const transport = stats.find((stat) => stat.type === 'transport');
      const selected = stats.find((stat) => stat.id === transport?.selectedCandidatePairId);
      const local = stats.find((stat) => stat.id === selected?.localCandidateId);
      const remote = stats.find((stat) => stat.id === selected?.remoteCandidateId);
      pair = {
        local: `${local?.candidateType} ${local?.address}:${local?.port} (${local?.relayProtocol ?? local?.protocol})`,
        remote: `${remote?.candidateType} ${remote?.address}:${remote?.port}`,
        relayed: local?.candidateType === 'relay' && remote?.candidateType === 'relay',
      };
    }
    const message =
      state === 'connected' ? await Promise.race([received, new Promise((r) => setTimeout(r, 5000))]) : null;
    caller.close();
    callee.close();
    return { state, pair, message };
  }, iceServers);
}

/** Runs a command of the repository with the stack's settings (its database, storage and secrets). */
function runWithStackEnv(stack, script, args) {
  const run = spawnSync('npx', ['tsx', script, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...stack.env, LOG_LEVEL: 'warn' },
  });
  if (run.status !== 0) throw new Error(`${script} ${args.join(' ')} failed: ${run.stderr || run.stdout}`);
}

/**
 * Two demo members, a woman and a man, both on Premium (the operator's grant) and connected (her request, his
 * answer, through nginx): the seed's demo members are written into the stack's database the first time.
 */
async function connectedPair(stack, database) {
  const demo = `select u.id, u.email from users u join match_profiles m on m.user_id = u.id
    where u.email like '%@demo.example' and m.gender = $1 order by u.email limit 1`;
  let [her, him] = [(await database.query(demo, ['Woman'])).rows[0], (await database.query(demo, ['Man'])).rows[0]];
  if (!her || !him) {
    runWithStackEnv(stack, 'apps/server/src/seed/seed-cli.ts', ['--profiles', '20', '--no-photos']);
    [her, him] = [(await database.query(demo, ['Woman'])).rows[0], (await database.query(demo, ['Man'])).rows[0]];
  }
  if (!her || !him) throw new Error('the seed gave no woman and man to pair');
  for (const member of [her, him]) {
    runWithStackEnv(stack, 'apps/server/src/modules/plans/grant-cli.ts', [
      '--email',
      member.email,
      '--tier',
      'Premium',
      '--months',
      '1',
    ]);
    const response = await fetch(`${stack.address}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.address },
      body: JSON.stringify({ email: member.email, password: DEMO_PASSWORD }),
    });
    if (response.status !== 200) throw new Error(`${member.email} could not sign in (${response.status})`);
    member.token = (await response.json()).accessToken;
  }
  const post = (member, route, body) =>
    fetch(`${stack.address}/api/v1/${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json', origin: stack.address },
      body: JSON.stringify(body),
    });
  // Already connected on an earlier run: both answers are refusals, and they stay connected.
  await post(her, 'connection/addConnection', { receiverId: him.id });
  await post(him, 'connection/acceptConnection', { senderId: her.id });
  return { her, him };
}

/**
 * The app's own calls, relay only: every RTCPeerConnection the page makes gets `iceTransportPolicy: 'relay'`, so a
 * call between two pages on this machine can only connect through coturn, with the credentials the server issued.
 * The page keeps its connections (`window.__peerConnections`) so the check can read the pair they chose.
 */
function forceRelay() {
  /* global window */
  const Native = window.RTCPeerConnection;
  window.__peerConnections = [];
  window.RTCPeerConnection = function RelayOnly(config = {}, ...rest) {
    const connection = new Native({ ...config, iceTransportPolicy: 'relay' }, ...rest);
    window.__peerConnections.push(connection);
    return connection;
  };
  window.RTCPeerConnection.prototype = Native.prototype;
  Object.setPrototypeOf(window.RTCPeerConnection, Native);
}

/** The candidate types of the pair the page's last peer connection chose, e.g. `relay ↔ relay`. */
async function chosenPair(page) {
  return page.evaluate(async () => {
    const connection = window.__peerConnections.at(-1);
    if (!connection) return 'no peer connection';
    const stats = [...(await connection.getStats()).values()];
    const transport = stats.find((stat) => stat.type === 'transport');
    const selected = stats.find((stat) => stat.id === transport?.selectedCandidatePairId);
    const type = (id) => stats.find((stat) => stat.id === id)?.candidateType;
    return `${type(selected?.localCandidateId)} ↔ ${type(selected?.remoteCandidateId)}`;
  });
}

/** Signs `member` in through the site's own form in a new browser context. */
async function signedInPage(browser, address, member) {
  const context = await browser.newContext({ permissions: ['camera', 'microphone'] });
  await context.addInitScript(forceRelay);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(`${address}/login`);
  await page.getByLabel('E-mail address').fill(member.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

/**
 * The production files of deploy/ as written, checked by their own programs: nginx's site with TLS (`nginx -t`,
 * with a stand-in certificate and the ffdhe2048 group where Let's Encrypt's and Mozilla's files would be) and the
 * systemd units (`systemd-analyze verify`, which names every line it cannot read).
 */
export function checkDeployFiles(renderNginxMain) {
  const folder = path.join(ROOT, '.stack', 'deploy-check');
  rmSync(folder, { recursive: true, force: true });
  for (const sub of ['tls', 'temp/client_body', 'temp/proxy', 'temp/fastcgi', 'temp/uwsgi', 'temp/scgi'])
    mkdirSync(path.join(folder, sub), { recursive: true });
  const tls = path.join(folder, 'tls');
  const run = (command, args) => {
    const result = spawnSync(command, args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stderr || result.stdout}`);
    return `${result.stdout}${result.stderr}`;
  };
  run('openssl', [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
    ...['-subj', '/CN=example.com', '-keyout', path.join(tls, 'privkey.pem'), '-out', path.join(tls, 'fullchain.pem')],
  ]);
  writeFileSync(path.join(tls, 'chain.pem'), readFileSync(path.join(tls, 'fullchain.pem')));
  run('openssl', [
    'genpkey',
    '-genparam',
    '-algorithm',
    'DH',
    '-pkeyopt',
    'group:ffdhe2048',
    '-out',
    path.join(tls, 'ffdhe2048.pem'),
  ]);
  const site = readFileSync(path.join(ROOT, 'deploy/nginx/matrimony.conf'), 'utf8')
    .replaceAll('/etc/letsencrypt/live/example.com', tls)
    .replaceAll('/etc/nginx/ffdhe2048.pem', path.join(tls, 'ffdhe2048.pem'));
  const conf = path.join(folder, 'nginx.conf');
  writeFileSync(conf, renderNginxMain(site, folder));
  const nginx = spawnSync('/usr/sbin/nginx', ['-t', '-p', folder, '-c', conf, '-e', path.join(folder, 'error.log')], {
    encoding: 'utf8',
  });
  if (nginx.status !== 0) throw new Error(`nginx -t refused deploy/nginx/matrimony.conf:\n${nginx.stderr}`);
  const units = ['matrimony@.service', 'matrimony-migrate.service'].map((unit) =>
    path.join(ROOT, 'deploy/systemd', unit),
  );
  const verified = spawnSync('systemd-analyze', ['verify', ...units], { encoding: 'utf8' });
  const complaints = `${verified.stdout}${verified.stderr}`.trim();
  if (verified.error) throw new Error(`systemd-analyze: ${verified.error.message}`);
  if (verified.status !== 0 || complaints) throw new Error(`systemd-analyze verify: ${complaints}`);
  rmSync(folder, { recursive: true, force: true });
  return 'nginx -t accepts the TLS site (TLS 1.2–1.3, stand-in certificate); systemd-analyze verify finds nothing in matrimony@.service and matrimony-migrate.service';
}

/** Runs every check against `stack` (startStack's answer); true when all passed. */
export async function runChecks(stack) {
  const { address } = stack;
  const results = [];
  const check = async (name, run) => {
    try {
      const detail = await run();
      results.push({ name, ok: true });
      console.log(`PASS  ${name}${detail ? ` — ${detail}` : ''}`);
    } catch (error) {
      results.push({ name, ok: false });
      console.log(`FAIL  ${name} — ${error instanceof Error ? error.message : error}`);
    }
  };
  const email = `stack.${Date.now().toString(36)}@example.com`;
  const database = new pg.Client({ connectionString: stack.databaseUrl });
  await database.connect();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-sync',
      // A camera and a microphone for the call, without asking.
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  });
  const page = await browser.newPage();
  page.setDefaultTimeout(20_000);
  let session = null;

  try {
    console.log('');
    await check('sign-up in chromium through nginx (code from the dev outbox)', async () => {
      let code;
      try {
        code = await signUpInBrowser(page, address, email);
      } catch (error) {
        const shot = path.join(ROOT, '.stack/logs/check-sign-up.png');
        await page.screenshot({ path: shot, fullPage: true }).catch(() => {});
        throw new Error(
          `${error instanceof Error ? error.message.split('\n')[0] : error} at ${page.url()} (${path.relative(ROOT, shot)})`,
        );
      }
      return `${email}, code ${code} read from ${address}/api/v1/dev/outbox, landed on /personal-details`;
    });

    await check('client address behind nginx (X-Forwarded-For)', async () => {
      // From 127.0.0.2, another loopback address than nginx's own (127.0.0.1), so the two can be told apart.
      const response = await postFrom(
        CLIENT_ADDRESS,
        `${address}/api/v1/user/login`,
        { email, password: PASSWORD },
        {
          origin: address,
          'x-forwarded-for': FORGED_ADDRESS,
        },
      );
      const body = response.body;
      if (response.status !== 200 || !body.accessToken) throw new Error(`login answered ${response.status}`);
      session = { token: body.accessToken, userId: body.user.userId };
      const { rows } = await database.query(
        'select type, ip from audit_events where user_id = $1 order by created_at desc limit 1',
        [session.userId],
      );
      const recorded = rows[0]?.ip;
      if (recorded !== CLIENT_ADDRESS)
        throw new Error(`the server recorded ${recorded}, not ${CLIENT_ADDRESS} (forged ${FORGED_ADDRESS})`);
      return `sign-in from ${CLIENT_ADDRESS} sent "X-Forwarded-For: ${FORGED_ADDRESS}"; the server recorded ${recorded} (${rows[0].type}), the address nginx saw, not nginx's own`;
    });

    await check('socket through nginx (WebSocket upgrade, Socket.IO handshake)', async () => {
      if (!session) throw new Error('no session (sign-in failed)');
      const socket = io(address, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token: session.token },
        reconnection: false,
      });
      try {
        await new Promise((resolve, reject) => {
          socket.once('connect', resolve);
          socket.once('connect_error', reject);
          setTimeout(() => reject(new Error('no connection in 10 s')), 10_000);
        });
        return `connected, socket id ${socket.id}, transport ${socket.io.engine.transport.name}`;
      } finally {
        socket.disconnect();
      }
    });

    await check('photo upload lands in the S3 store (s3rver)', async () => {
      if (!session) throw new Error('no session (sign-in failed)');
      const form = new FormData();
      const jpeg = readFileSync(path.join(ROOT, 'e2e/fixtures/portrait.jpg'));
      form.append('profileImage', new Blob([jpeg], { type: 'image/jpeg' }), 'portrait.jpg');
      const response = await fetch(`${address}/api/v1/form/profileImageUpload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session.token}`, origin: address },
        body: form,
      });
      if (response.status !== 200) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
      const s3 = new S3Client({
        region: 'us-east-1',
        endpoint: stack.s3Endpoint,
        forcePathStyle: true,
        credentials: stack.s3Credentials,
      });
      try {
        const listed = await s3.send(new ListObjectsV2Command({ Bucket: stack.bucket }));
        const keys = (listed.Contents ?? []).map(({ Key }) => Key).filter((key) => key.includes(session.userId));
        if (!keys.length) throw new Error(`no object of member ${session.userId} in bucket ${stack.bucket}`);
        return `${keys.length} objects in bucket ${stack.bucket}, e.g. ${keys[0]}`;
      } finally {
        s3.destroy();
      }
    });

    await check('/metrics is not served through nginx', async () => {
      const response = await fetch(`${address}/metrics`);
      if (response.status !== 404) throw new Error(`answered ${response.status}`);
      const server = response.headers.get('server') ?? '';
      return `404 (from ${server.startsWith('nginx') ? 'nginx' : server || 'unknown'})`;
    });

    await check('call relayed through coturn with the credentials the server issues', async () => {
      if (!session) throw new Error('no session (sign-in failed)');
      // Calls need Premium: the operator's complimentary grant (npm run plan:grant) on the stack's database.
      const grant = spawnSync(
        'npx',
        ['tsx', 'apps/server/src/modules/plans/grant-cli.ts', '--email', email, '--tier', 'Premium', '--months', '1'],
        { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...stack.env, LOG_LEVEL: 'warn' } },
      );
      if (grant.status !== 0) throw new Error(`plan:grant failed: ${grant.stderr || grant.stdout}`);
      const response = await fetch(`${address}/api/v1/call/ice-servers`, {
        headers: { authorization: `Bearer ${session.token}` },
      });
      const body = await response.json();
      if (response.status !== 200)
        throw new Error(`call/ice-servers answered ${response.status}: ${JSON.stringify(body)}`);
      const turn = body.iceServers.find((server) => server.username);
      if (!turn) throw new Error(`no TURN server in ${JSON.stringify(body.iceServers)}`);
      const call = await relayCall(page, body.iceServers);
      if (call.state !== 'connected' || !call.pair?.relayed)
        throw new Error(`connection ${call.state}, pair ${JSON.stringify(call.pair)}`);
      if (call.message !== 'hello through TURN')
        throw new Error(`connected, but the message did not arrive (${call.message})`);
      // The same with a credential coturn must refuse: no relay, no connection.
      const forged = await relayCall(
        page,
        body.iceServers.map((server) => (server.username ? { ...server, credential: 'not-the-credential' } : server)),
      );
      if (forged.state === 'connected') throw new Error('a forged TURN credential connected too');
      return `issued ${turn.urls.join(', ')} for ${turn.username}; connectionState connected, pair ${call.pair.local} ↔ ${call.pair.remote}, a data channel message crossed; a forged credential: ${forged.state}`;
    });

    // stack.mjs hands its renderer over: this file cannot import it (stack.mjs imports this one while it runs).
    await check('the production files in deploy/ as written', async () => checkDeployFiles(stack.renderNginxMain));

    await check('chat and a video call in chromium through nginx, the call relayed through coturn', async () => {
      const { her, him } = await connectedPair(stack, database);
      const [herPage, hisPage] = [await signedInPage(browser, address, her), await signedInPage(browser, address, him)];
      try {
        await herPage.goto(`${address}/chat/${him.id}`);
        await hisPage.goto(`${address}/chat/${her.id}`);
        const text = `Hello from the stack check, ${Date.now().toString(36)}`;
        const composer = hisPage.getByRole('textbox', { name: /^Message to / });
        await composer.fill(text);
        await composer.press('Enter');
        // It reaches her open conversation live (she may be on the other process: Redis carries it).
        await herPage
          .getByRole('region', { name: /^Messages with / })
          .getByText(text)
          .waitFor();

        await hisPage.getByRole('button', { name: 'Video call' }).click();
        const ringing = herPage.getByRole('alertdialog', { name: 'Incoming video call' });
        await ringing.getByRole('button', { name: 'Accept' }).click();
        const calls = [hisPage, herPage].map((page) => page.locator('[data-call-state]'));
        for (const call of calls) {
          await poll('the call to connect', async () => (await call.getAttribute('data-call-state')) === 'connected');
          await poll('media to flow', async () => Number((await call.getAttribute('data-inbound-bytes')) ?? 0) > 0);
        }
        const pairs = [await chosenPair(hisPage), await chosenPair(herPage)];
        if (pairs.some((pair) => pair !== 'relay ↔ relay')) throw new Error(`the call chose ${pairs.join(', ')}`);
        await hisPage.getByRole('button', { name: 'End call' }).click();
        return `${him.email} wrote to ${her.email}, who saw it live; his video call connected with media both ways, each side's pair ${pairs[0]}`;
      } finally {
        await herPage.context().close();
        await hisPage.context().close();
      }
    });
  } finally {
    await browser.close();
    await database.end();
  }
  const failed = results.filter(({ ok }) => !ok).length;
  console.log(`\n${results.length - failed} passed, ${failed} failed`);
  return failed === 0;
}
