#!/usr/bin/env bash
# Measures every budget against `next build && next start` on fresh embedded databases.
# Usage: npm run bench   (writes JSON lines to stdout and Lighthouse reports to bench/results/)
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 NODE_ENV=production
unset DATABASE_URL
status=0
wait_for() { for _ in $(seq 1 120); do curl -fs "$1/api/v1/health" >/dev/null && return 0; sleep 1; done; echo "server at $1 did not start"; return 1; }

npx next build >/dev/null || { echo "build failed"; exit 1; }
# The controls: bare Next.js pages (bench/control: `/`, text only, and `/photo`, the product page's
# first photograph through next/image), served beside the store so each budget is measured against
# what the framework itself costs, in the same minute of this shared machine.
# Built with webpack: Turbopack takes the repository root (where the lockfile is) as its root and
# compiles the store's instrumentation.ts and proxy.ts into the control (Next 16.4).
(cd bench/control && npx next build --webpack >/dev/null) || { echo "control build failed"; exit 1; }
(cd bench/control && exec npx next start -p 3399 -H 127.0.0.1 >/tmp/bench-control.log 2>&1) &
control=$!
for _ in $(seq 1 60); do curl -fs http://127.0.0.1:3399/ >/dev/null && break; sleep 1; done

catalog_dir="$(mktemp -d -t bench-catalog-XXXXXX)"
DATA_DIR="$catalog_dir" SITE_URL=http://127.0.0.1:3300 NODE_OPTIONS=--max-semi-space-size=32 npx next start -p 3300 -H 127.0.0.1 >/tmp/bench-server.log 2>&1 &
server=$!
wait_for http://127.0.0.1:3300 || exit 1
node bench/api-load.mjs http://127.0.0.1:3300 20 "$(ss -ltnpH "sport = :3300" | grep -o "pid=[0-9]*" | cut -d= -f2 | head -1)" http://127.0.0.1:3399 || status=1
node bench/suggest-load.mjs http://127.0.0.1:3300 20 || status=1
node bench/login.mjs http://127.0.0.1:3300 20 || status=1
node bench/cart.mjs http://127.0.0.1:3300 15 || status=1
for page in / /products /products/fiorita; do node bench/page-weight.mjs http://127.0.0.1:3300 "$page" || status=1; done
node bench/catalogue-load.mjs http://127.0.0.1:3300 http://127.0.0.1:3399 10 || status=1
node bench/lighthouse.mjs http://127.0.0.1:3300 http://127.0.0.1:3399 / /products /products/fiorita || status=1
# Where the main-thread time goes at phone speed, beside the control (a diagnosis; no budget of its own).
node bench/main-thread.mjs http://127.0.0.1:3399/ http://127.0.0.1:3300/ http://127.0.0.1:3300/products http://127.0.0.1:3300/products/fiorita || status=1
kill "$server"; wait "$server" 2>/dev/null
kill $(ss -ltnpH "sport = :3399" | grep -o 'pid=[0-9]*' | cut -d= -f2 | sort -u) "$control" 2>/dev/null; wait "$control" 2>/dev/null

big_dir="$(mktemp -d -t bench-10k-XXXXXX)"
DATA_DIR="$big_dir" npx tsx --conditions=react-server bench/seed-10k.ts 10000 || exit 1
DATA_DIR="$big_dir" SITE_URL=http://127.0.0.1:3301 NODE_OPTIONS=--max-semi-space-size=32 npx next start -p 3301 -H 127.0.0.1 >/tmp/bench-server-10k.log 2>&1 &
server=$!
wait_for http://127.0.0.1:3301 || exit 1
node bench/search-10k.mjs http://127.0.0.1:3301 || status=1
kill "$server"; wait "$server" 2>/dev/null

# The admin orders list with 50,000 orders.
orders_dir="$(mktemp -d -t bench-orders-XXXXXX)"
DATA_DIR="$orders_dir" npx tsx --conditions=react-server bench/seed-orders.ts 50000 || exit 1
DATA_DIR="$orders_dir" SITE_URL=http://127.0.0.1:3303 NODE_OPTIONS=--max-semi-space-size=32 npx next start -p 3303 -H 127.0.0.1 >/tmp/bench-server-orders.log 2>&1 &
server=$!
wait_for http://127.0.0.1:3303 || exit 1
node bench/admin-orders.mjs http://127.0.0.1:3303 || status=1
kill $(ss -ltnpH "sport = :3303" | grep -o 'pid=[0-9]*' | cut -d= -f2 | sort -u) "$server" 2>/dev/null; wait "$server" 2>/dev/null
rm -rf "$catalog_dir" "$big_dir" "$orders_dir"

# Checkout on PostgreSQL (the deployment's database; on PGlite a race proves nothing).
bash bench/checkout-pg.sh 20 || status=1
# Not run here: what each Vercel function carries, from a `vercel build` of a clean copy
# (docs/performance.md, "Functions on Vercel"): node bench/vercel-functions.mjs <that copy>
exit $status
