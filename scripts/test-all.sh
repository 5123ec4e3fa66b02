#!/usr/bin/env bash
# Every test: unit and integration (vitest), then a production build and the end-to-end
# tests in Chromium, then the UploadThing journey against its local stand-in (a build of its
# own: the stand-in's origin is built into the CSP and image settings). On the embedded PGlite
# unless DATABASE_URL is set. The pooler and many-instance tests need PgBouncer and haproxy:
# .ci/run starts them.
set -euo pipefail
cd "$(dirname "$0")/.."
npx vitest run
npx next build
npx playwright test
rm -rf .next-e2e-uploadthing
npx playwright test -c playwright.uploadthing.config.ts
