import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/*
 * The end-to-end journey with UploadThing configured against the local stand-in: its own server
 * (scripts/e2e-uploadthing-server.sh: the regular run's build, $NEXT_DIST_DIR or .next, copied
 * without its page cache; UPLOADTHING_* pointing at the stand-in) and only
 * tests/e2e/uploadthing.spec.ts, which the regular run skips.
 *
 *   E2E_PORT=4100 E2E_UPLOADTHING_PORT=4150 npx playwright test -c playwright.uploadthing.config.ts
 */
const PORT = Number(process.env.E2E_PORT ?? 3300);
const STANDIN_PORT = Number(process.env.E2E_UPLOADTHING_PORT ?? 3350);
const STANDIN = `http://127.0.0.1:${STANDIN_PORT}`;
// The stand-in's keys; the app's token carries the same ones (the SDK signs with the API key).
const TOKEN = Buffer.from(JSON.stringify({ apiKey: 'sk_e2e_standin_0123456789', appId: 'e2eapp', regions: ['local'] })).toString('base64');

// Read by the spec (in the workers too) to know the stand-in is there.
process.env.E2E_UPLOADTHING_STANDIN = STANDIN;

export default defineConfig({
  ...base,
  testMatch: 'uploadthing.spec.ts',
  // One file, one server (its own, below).
  workers: 1,
  use: { ...base.use, baseURL: `http://localhost:${PORT}` },
  webServer: [
    {
      command: 'npx tsx tests/support/uploadthing-standin.ts',
      url: `${STANDIN}/health`,
      env: { UT_STANDIN_PORT: String(STANDIN_PORT), UPLOADTHING_TOKEN: TOKEN },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'pipe',
    },
    {
      command: `bash scripts/e2e-uploadthing-server.sh ${PORT}`,
      url: `http://127.0.0.1:${PORT}/api/v1/health`,
      env: { E2E_UPLOADTHING_STANDIN: STANDIN, UPLOADTHING_TOKEN: TOKEN, E2E_COPY_BUILD: '1' },
      reuseExistingServer: false,
      timeout: 600_000,
      stdout: 'pipe',
    },
  ],
});
