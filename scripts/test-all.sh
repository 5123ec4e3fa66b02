#!/usr/bin/env bash
# Every test: unit and integration (vitest), then a production build and the end-to-end
# tests in Chromium. On the embedded PGlite unless DATABASE_URL is set.
set -euo pipefail
cd "$(dirname "$0")/.."
npx vitest run
npx next build
npx playwright test
