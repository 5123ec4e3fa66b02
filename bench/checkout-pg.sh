#!/usr/bin/env bash
# The checkout budgets on PostgreSQL: a fresh database, `next start` on it (the build must exist),
# bench/checkout.ts against it, then everything removed again.
# Usage: bash bench/checkout-pg.sh [seconds]
set -uo pipefail
cd "$(dirname "$0")/.."
port=3302
db="bench_checkout_$$"
export PGHOST=127.0.0.1 PGUSER=postgres
psql -qc "CREATE DATABASE $db" postgres || exit 1
url="postgres://postgres@127.0.0.1:5432/$db"
secret="bench-only-secret-$$-0123456789abcdef0123456789"
# As a deploy does: migrate and seed once on the (direct) URL, then start the server. STAGING=true:
# a bench database, not the real shop, so the demo seed and the local gateway are allowed.
DATABASE_URL="$url" STAGING=true SEED=demo SEED_ADMIN_PASSWORD=Bench-admin-pass-1 SEED_CUSTOMER_PASSWORD=Bench-customer-pass-1 \
  npm run --silent db:seed >/dev/null || exit 1
NODE_ENV=production DATABASE_URL="$url" AUTH_SECRET="$secret" LOCAL_GATEWAY=true STAGING=true \
  SEED_ADMIN_PASSWORD=Bench-admin-pass-1 SEED_CUSTOMER_PASSWORD=Bench-customer-pass-1 \
  SITE_URL="http://127.0.0.1:$port" NODE_OPTIONS=--max-semi-space-size=32 \
  npx next start -p "$port" -H 127.0.0.1 >/tmp/bench-server-pg.log 2>&1 &
server=$!
for _ in $(seq 1 120); do curl -fs "http://127.0.0.1:$port/api/v1/health" >/dev/null && break; sleep 1; done
DATABASE_URL="$url" AUTH_SECRET="$secret" npx tsx --conditions=react-server bench/checkout.ts "http://127.0.0.1:$port" "${1:-20}"
status=$?
# Killing the npx wrapper leaves next-server running: stop whatever listens on the port.
kill $(ss -ltnpH "sport = :$port" | grep -o 'pid=[0-9]*' | cut -d= -f2 | sort -u) "$server" 2>/dev/null
wait "$server" 2>/dev/null
psql -qc "DROP DATABASE IF EXISTS $db WITH (FORCE)" postgres
exit $status
