import { defineConfig } from '@playwright/test';
import { chromiumArgs } from './playwright.config';

/**
 * The browser smoke through the cluster's proxy (scripts/cluster.sh start, then
 * npm run test:cluster:browser). No web server of its own: the cluster is already running, and
 * every request the browser makes goes round-robin to the next instance.
 */
export default defineConfig({
  testDir: 'tests/cluster',
  testMatch: '**/*.spec.ts',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: process.env.CLUSTER_URL ?? 'http://localhost:4200',
    browserName: 'chromium',
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
