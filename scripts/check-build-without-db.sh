#!/usr/bin/env bash
# A Vercel production build with no database and no secret must succeed, and the built server
# must answer every path with the 503 page (or 503 JSON for the API) naming DATABASE_URL and
# AUTH_SECRET, never a value (issue 26; docs/decisions.md, "The build needs no database").
#
#   bash scripts/check-build-without-db.sh
#
# Builds `npm run vercel-build` with VERCEL=1 VERCEL_ENV=production into its own folder
# ($NEXT_DIST_DIR, default .next-nodb), starts `next start` on a spare port, checks, stops the
# server and deletes the folder. NODB_KEEP_BUILD=1 keeps the folder (and reuses it next time).
set -euo pipefail
cd "$(dirname "$0")/.."

DIST="${NEXT_DIST_DIR:-.next-nodb}"
PORT="${NODB_PORT:-3391}"
LOG="$(mktemp -t nodb-server.XXXXXX)"
server_pid=""
# next build adds its folder's type paths to tsconfig.json: put the file back afterwards.
tsconfig_copy="$(mktemp)"
cp tsconfig.json "$tsconfig_copy"

cleanup() {
  # The server runs in a process group of its own (setsid): npx, npm and next-server all stop.
  if [ -n "$server_pid" ] && kill -0 -- "-$server_pid" 2>/dev/null; then
    kill -TERM -- "-$server_pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 -- "-$server_pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL -- "-$server_pid" 2>/dev/null || true
  fi
  rm -f "$LOG"
  cmp -s "$tsconfig_copy" tsconfig.json || cp "$tsconfig_copy" tsconfig.json
  rm -f "$tsconfig_copy"
  [ "${NODB_KEEP_BUILD:-}" = 1 ] || rm -rf "$DIST"
}
trap cleanup EXIT

# NEXT_SKIP_TYPECHECK=1: this build only proves it needs no database; .ci/run type-checks once
# already (npm run typecheck), and the check takes ~100 s less on two cores.
# Nothing of the machine's database settings may leak in: the build must stand on its own.
no_db_env=(env -u DATABASE_URL -u POSTGRES_URL -u DATABASE_URL_UNPOOLED -u POSTGRES_URL_NON_POOLING
  -u DIRECT_URL -u AUTH_SECRET -u PGSSLMODE -u DATABASE_CA_CERT
  VERCEL=1 VERCEL_ENV=production NEXT_DIST_DIR="$DIST" NEXT_SKIP_TYPECHECK="${NEXT_SKIP_TYPECHECK:-1}" NEXT_TELEMETRY_DISABLED=1 DATA_DIR=/nonexistent-nodb)

started=$(date +%s)
if [ "${NODB_KEEP_BUILD:-}" = 1 ] && [ -f "$DIST/BUILD_ID" ]; then
  echo "::: reusing the build in $DIST"
else
  echo "::: npm run vercel-build with VERCEL=1 VERCEL_ENV=production, no DATABASE_URL, no AUTH_SECRET ($DIST)"
  "${no_db_env[@]}" npm run --silent vercel-build
fi
built=$(date +%s)

if ss -ltnH "sport = :$PORT" | grep -q .; then
  echo "port $PORT is taken (set NODB_PORT):" >&2
  ss -ltnpH "sport = :$PORT" >&2
  exit 1
fi
echo "::: next start on 127.0.0.1:$PORT"
setsid "${no_db_env[@]}" npx next start -H 127.0.0.1 -p "$PORT" >"$LOG" 2>&1 &
server_pid=$!
for _ in $(seq 1 150); do
  curl -s -o /dev/null "http://127.0.0.1:$PORT/" && break
  kill -0 "$server_pid" 2>/dev/null || { echo "next start exited:" >&2; cat "$LOG" >&2; exit 1; }
  sleep 0.2
done

failures=0
# The answer at the end of any redirects (proxy.ts sends a guest on /account or /admin to /login
# first, from the credential alone, before the rewrite to the 503 page).
check() {
  local method="$1" path="$2" want_type="$3" data="${4:-}"
  local body out status type
  body="$(mktemp)"
  local args=(-s -L -o "$body" -X "$method" -H 'accept: text/html,application/json' -w '%{http_code} %{content_type}')
  [ -n "$data" ] && args+=(-H 'content-type: application/json' -H "origin: http://127.0.0.1:$PORT" --data "$data")
  out="$(curl "${args[@]}" "http://127.0.0.1:$PORT$path" || true)"
  status="${out%% *}"
  type="${out#* }"
  local problems=()
  [ "$status" = 503 ] || problems+=("status $status, not 503")
  [[ "$type" == "$want_type"* ]] || problems+=("content-type '$type', not $want_type")
  grep -q 'DATABASE_URL' "$body" || problems+=("does not name DATABASE_URL")
  grep -q 'AUTH_SECRET' "$body" || problems+=("does not name AUTH_SECRET")
  if grep -Eq 'postgres(ql)?://|nonexistent-nodb' "$body"; then problems+=("shows a value"); fi
  rm -f "$body"
  if [ ${#problems[@]} -eq 0 ]; then
    echo "ok   $method $path → 503 $want_type"
  else
    echo "FAIL $method $path: ${problems[*]}" >&2
    failures=$((failures + 1))
  fi
}

check GET / text/html
check GET /products text/html
check GET '/products?category=men' text/html
check GET /products/some-perfume text/html
check GET /account text/html
check GET /admin text/html
check GET /login text/html
check GET /api/v1/products application/json
check GET /api/v1/health application/json
check POST /api/v1/auth/login application/json '{"email":"a@b.in","password":"x"}'

if grep -Eiq 'postgres(ql)?://' "$LOG"; then
  echo "FAIL the server's log shows a connection string" >&2
  failures=$((failures + 1))
fi
echo "::: build $((built - started)) s, checks $(($(date +%s) - built)) s"
if [ "$failures" -ne 0 ]; then
  echo "::: server log:" >&2
  tail -n 40 "$LOG" >&2
  exit 1
fi
echo "::: the build needs no database, and the server names what to set"
