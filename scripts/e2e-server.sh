#!/usr/bin/env bash
# Serves the production build on a fresh embedded database for the end-to-end tests.
set -euo pipefail
port="${1:-3200}"
dir="$(mktemp -d -t store-e2e-XXXXXX)"  # a fresh embedded database every run
# shellcheck source=scripts/e2e-build.sh
source "$(dirname "$0")/e2e-build.sh"
# Each server (one per Playwright worker) sets E2E_COPY_BUILD=1: a copy of the build without the
# page cache, so none serves pages another kept from its own database, this run's or an earlier one's.
e2e_build "$port"
export DATA_DIR="$dir" SITE_URL="http://localhost:${port}" NODE_ENV=production
# Google sign-in runs its real OAuth code flow against the local OpenID provider that
# tests/e2e/google.spec.ts starts (tests/e2e/support/oidc-provider.ts).
export AUTH_GOOGLE_ID=e2e-google-client AUTH_GOOGLE_SECRET=e2e-google-secret
export AUTH_GOOGLE_ISSUER="http://127.0.0.1:${E2E_OIDC_PORT:-3211}"
# Emails go to Resend's API on a local stand-in (tests/e2e/support/inbox.ts, one per Playwright
# worker): it records each message, which is where the tests read one-time links (the back office
# hides them), and by default answers 503 so messages stay pending as if Resend were down;
# tests/e2e/admin-emails.spec.ts lets it accept them to watch real deliveries.
export RESEND_API_KEY=re_e2e_key RESEND_BASE_URL="http://127.0.0.1:${E2E_RESEND_PORT:-3212}" EMAIL_SENDS_PER_SECOND=20
unset DATABASE_URL
# The tests play many shoppers from one machine, each naming its address in X-Forwarded-For
# (tests/e2e/support/accounts.ts uniqueIp) as a proxy of ours would, so per-address rate limits
# never mix tests. A deployment with no proxy in front keeps the default 0 (the socket's address).
export TRUSTED_PROXY_HOPS=1
export NODE_OPTIONS=--max-semi-space-size=32
# Idle keep-alive connections stay open longer than a journey (Node's default closes them after
# 5 s): the tests' API client reuses sockets, and one sent at the moment the server closed it
# fails with ECONNRESET, a flake a browser would hide by retrying and a test with no retries cannot.
exec npx next start -p "$port" -H 127.0.0.1 --keepAliveTimeout 130000
