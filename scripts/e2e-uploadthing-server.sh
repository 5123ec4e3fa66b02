#!/usr/bin/env bash
# Serves a production build with UploadThing configured against the local stand-in
# (tests/support/uploadthing-standin.ts, started by playwright.uploadthing.config.ts) on a fresh
# embedded database. The build goes to .next-e2e-uploadthing (next.config.ts), because the
# stand-in's origin is built into the CSP and the image optimiser's settings.
set -euo pipefail
port="${1:-4100}"
: "${E2E_UPLOADTHING_STANDIN:?the stand-in origin, e.g. http://127.0.0.1:4150}"
: "${UPLOADTHING_TOKEN:?the stand-in token}"
export E2E_UPLOADTHING_STANDIN
dir="$(mktemp -d -t store-e2e-ut-XXXXXX)"
[ -f .next-e2e-uploadthing/BUILD_ID ] || nice -n 10 npx next build
export DATA_DIR="$dir" SITE_URL="http://localhost:${port}" NODE_ENV=production
export UPLOADTHING_INGEST_URL="$E2E_UPLOADTHING_STANDIN" UPLOADTHING_API_URL="$E2E_UPLOADTHING_STANDIN"
# The stand-in calls the app back here (the SDK would otherwise derive it from the request's host).
export UPLOADTHING_CALLBACK_URL="http://127.0.0.1:${port}/api/uploadthing"
unset DATABASE_URL
# The tests play many shoppers from one machine, each naming its address in X-Forwarded-For
# (tests/e2e/support/accounts.ts uniqueIp) as a proxy of ours would, so per-address rate limits
# never mix tests. A deployment with no proxy in front keeps the default 0 (the socket's address).
export TRUSTED_PROXY_HOPS=1
export NODE_OPTIONS=--max-semi-space-size=32
exec npx next start -p "$port" -H 127.0.0.1
