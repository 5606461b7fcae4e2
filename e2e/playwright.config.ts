import { defineConfig } from '@playwright/test';
import { chromiumPath } from './chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${PORT}`;

/**
 * Journeys in Debian's chromium against the built app, served by the real server on a fresh embedded
 * database (a temporary DATA_DIR), with the development outbox so tests can read e-mailed codes.
 */
export default defineConfig({
  testDir: './specs',
  outputDir: '../test-results/e2e-artifacts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  // CI runs on two shared cores: a lazily loaded page can take longer than Playwright's default 5 s to appear.
  // A real failure still fails, later.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  use: {
    baseURL,
    // Without these, an action or a navigation waits for as long as the test may run (180 s in safety.spec.ts): a
    // click on something that never appears (a menu that did not open) or a page whose load never ends fails as
    // "Test timeout … exceeded" without naming the step. With them it fails at that step, saying what it awaited.
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    // Notifications allowed in every context (contexts a spec makes itself get this too, unless it gives permissions of
    // its own, as fixtures/premium-pair.ts does, with notifications among them). Otherwise each load of a
    // member page asks for them when the browser is next idle (lib/push/start-push.ts) and, refused, says so in an
    // `alert()`: a click or a navigation Playwright sends while that alert is up can be lost (a `goto` that never
    // ended, a click that did nothing, now and then).
    permissions: ['notifications'],
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Calls (chat.spec.ts): chromium's own test camera and microphone, no permission prompt, and host ICE
        // candidates by address (two pages of one browser on 127.0.0.1, no mDNS responder here).
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        '--disable-features=WebRtcHideLocalIpsWithMdns',
      ],
    },
  },
  webServer: {
    command: 'node e2e/start-server.mjs',
    cwd: '..',
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    // SIGTERM first (not SIGKILL), so start-server.mjs removes what it made: its DATA_DIR and, with E2E_DATABASE_URL,
    // its database on that server.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: { PORT: String(PORT) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
