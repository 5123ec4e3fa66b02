#!/usr/bin/env bash
# Serves the production build on a fresh embedded database for the end-to-end tests.
set -euo pipefail
port="${1:-3200}"
dir="$(mktemp -d -t store-e2e-XXXXXX)"  # a fresh embedded database every run
[ -f .next/BUILD_ID ] || npx next build
export DATA_DIR="$dir" SITE_URL="http://127.0.0.1:${port}" NODE_ENV=production
unset DATABASE_URL
export NODE_OPTIONS=--max-semi-space-size=32
exec npx next start -p "$port" -H 127.0.0.1
