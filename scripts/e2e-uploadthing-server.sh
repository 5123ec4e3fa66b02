#!/usr/bin/env bash
# Serves the production build with UploadThing configured against the local stand-in
# (tests/support/uploadthing-standin.ts, started by playwright.uploadthing.config.ts) on a fresh
# embedded database. The same build as every other end-to-end server: the stand-in's origin is read
# when the server starts (the CSP of the upload pages in proxy.ts, from UPLOADTHING_INGEST_URL; the
# image optimiser's settings in next.config.ts, from E2E_UPLOADTHING_STANDIN), not built in.
set -euo pipefail
port="${1:-4100}"
: "${E2E_UPLOADTHING_STANDIN:?the stand-in origin, e.g. http://127.0.0.1:4150}"
: "${UPLOADTHING_TOKEN:?the stand-in token}"
export E2E_UPLOADTHING_STANDIN
dir="$(mktemp -d -t store-e2e-ut-XXXXXX)"
# shellcheck source=scripts/e2e-build.sh
source "$(dirname "$0")/e2e-build.sh"
# A copy without the page cache (E2E_COPY_BUILD=1, from playwright.uploadthing.config.ts): the
# regular run's server kept pages from another database in the build's own folder.
e2e_build "$port"
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
exec npx next start -p "$port" -H 127.0.0.1 --keepAliveTimeout 130000  # as e2e-server.sh: no ECONNRESET on reused sockets
