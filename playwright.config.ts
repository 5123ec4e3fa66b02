import { defineConfig } from '@playwright/test';
import { E2E_WORKERS, e2ePorts } from './tests/e2e/support/ports';

// This process's server: worker n's own in a worker, the first one in the runner (./tests/e2e/support/ports.ts).
const PORT = e2ePorts().server;
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export default defineConfig({
  testDir: 'tests/e2e',
  // A journey's whole budget; CI's two workers share two cores with their two servers, so a long
  // journey gets more there (no retries, so a slow machine must not read as a failure).
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: 10_000 },
  // Spec files are shared out among the workers; a file's tests run in order in one worker.
  fullyParallel: false,
  // Each worker has a server, a database and stand-ins of its own (webServer below), so specs
  // never see each other's writes: tests/e2e/README.md says what a spec may assume.
  workers: E2E_WORKERS,
  // No retries, in CI too: a test that fails once fails the run, so a flaky one is seen and fixed.
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // localhost, not 127.0.0.1: Next rewrites loopback addresses to localhost in a route handler's
    // URL, and the Google OAuth redirect URI must match the origin the browser uses.
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // One production server per worker, each on a fresh embedded database (scripts/e2e-server.sh,
  // as the README starts one); each serves a copy of the build without its page cache, and none
  // serves the build itself: Next writes the pages it regenerates into the build it serves, so a
  // second run on the same build would otherwise serve the first run's pages (another database's
  // size ids, stock and reviews).
  webServer: Array.from({ length: E2E_WORKERS }, (_, slot) => {
    const ports = e2ePorts(slot);
    return {
      command: `bash scripts/e2e-server.sh ${ports.server}`,
      url: `http://127.0.0.1:${ports.server}/api/v1/health`,
      env: {
        E2E_RESEND_PORT: String(ports.resend),
        E2E_OIDC_PORT: String(ports.oidc),
        E2E_COPY_BUILD: '1',
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe' as const,
    };
  }),
});
