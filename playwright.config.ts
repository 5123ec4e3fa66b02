import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3200);
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
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
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
  webServer: {
    // A production build on a fresh embedded database, as the README starts it.
    command: `bash scripts/e2e-server.sh ${PORT}`,
    url: `http://127.0.0.1:${PORT}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
