#!/usr/bin/env bash
# Every test: unit and integration (vitest), then a production build and the end-to-end
# tests in Chromium, then the UploadThing journey against its local stand-in on the same build
# (the stand-in's origin is read when its server starts, not built in). On the embedded PGlite
# unless DATABASE_URL is set. The pooler and many-instance tests need PgBouncer and haproxy:
# .ci/run starts them. Prints each step's time at the end (scripts/step-times.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/step-times.sh
source scripts/step-times.sh
trap 'print_step_times "npm test step times" $?' EXIT

# The end-to-end tests drive Debian's Chromium (Playwright's own download does not reach this
# network): install it when it is missing and we may (root, apt), or stop before the first test
# saying what to run.
chrome="${CHROME_PATH:-/usr/bin/chromium}"
if [ ! -x "$chrome" ]; then
  if [ -n "${CHROME_PATH:-}" ]; then
    echo "CHROME_PATH=$CHROME_PATH is not an executable Chromium; point it at one, or unset it and run: apt-get install -y chromium" >&2
    exit 1
  elif [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    step "installing Debian's chromium (the end-to-end tests need /usr/bin/chromium)"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "The end-to-end tests need Chromium at /usr/bin/chromium (or CHROME_PATH). Run, then npm test again:" >&2
    echo "  sudo apt-get install -y chromium" >&2
    exit 1
  fi
fi

step 'vitest: unit and integration'
npx vitest run
step 'next build'
npx next build
step 'playwright: end-to-end'
npx playwright test
step 'playwright: the UploadThing journey (the same build)'
npx playwright test -c playwright.uploadthing.config.ts
