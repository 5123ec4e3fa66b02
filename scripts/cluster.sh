#!/usr/bin/env bash
# The store as a deployment runs it: several short-lived instances behind a load balancer, on
# one PostgreSQL reached through a transaction-mode pooler. On this machine:
#   a fresh database on 127.0.0.1:5432, migrated and seeded on that direct URL (npm run db:seed);
#   three `next start` instances of the existing build (.next) on 127.0.0.1:4201-4203 with
#   DATABASE_URL = PgBouncer (127.0.0.1:6432, scripts/ci-services.sh);
#   haproxy round-robin on 127.0.0.1:4200 (the public origin, SITE_URL=http://localhost:4200).
#
#   bash scripts/cluster.sh start|stop|status
#   set -a; source /tmp/store-cluster/cluster.env; set +a   # then the cluster tests
#
# Everything lives in $CLUSTER_DIR (default /tmp/store-cluster): haproxy's config, the pids,
# each instance's log, and cluster.env (the URLs, the shared AUTH_SECRET, the seed accounts).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=ci-services.sh
source scripts/ci-services.sh

CLUSTER_DIR="${CLUSTER_DIR:-/tmp/store-cluster}"
CLUSTER_PROXY_PORT="${CLUSTER_PROXY_PORT:-4200}"
CLUSTER_PORTS="${CLUSTER_PORTS:-4201 4202 4203}"
# Each instance's pg pool: small, as on Vercel where many instances share the pooler.
CLUSTER_POOL_MAX="${CLUSTER_POOL_MAX:-4}"
DIRECT_BASE="postgres://postgres@127.0.0.1:5432"
POOLED_BASE="postgres://postgres@127.0.0.1:${PGBOUNCER_PORT}"
export NEXT_TELEMETRY_DISABLED=1

haproxy_bin() { command -v haproxy || echo /usr/sbin/haproxy; }

# The settings every instance shares (a deployment's environment variables).
instance_env() {
  local db="$1"
  printf '%s\n' \
    "NODE_ENV=production" \
    "DATABASE_URL=$POOLED_BASE/$db" \
    "DATABASE_URL_UNPOOLED=$DIRECT_BASE/$db" \
    "DATABASE_POOL_MAX=$CLUSTER_POOL_MAX" \
    "AUTH_SECRET=$AUTH_SECRET" \
    "AUTH_TRUST_HOST=true" \
    "SITE_URL=http://localhost:$CLUSTER_PROXY_PORT" \
    "TRUSTED_PROXY_HOPS=1" \
    "LOCAL_GATEWAY=true" \
    "STAGING=true" \
    "SEED_ADMIN_PASSWORD=$CLUSTER_ADMIN_PASSWORD" \
    "SEED_CUSTOMER_PASSWORD=$CLUSTER_CUSTOMER_PASSWORD" \
    "NODE_OPTIONS=--max-semi-space-size=32"
}

# A fresh database (prefix cluster_), migrated and seeded on the direct URL, as a deployment's
# build step does; prints its name.
cluster_create_database() {
  local db
  db="cluster_$(head -c 6 /dev/urandom | od -An -tx1 | tr -d ' \n')"
  psql -q "$DIRECT_BASE/postgres" -c "CREATE DATABASE $db" >&2
  # The pooled URL is DATABASE_URL, as in the deployment; the scripts migrate on the direct one.
  # STAGING=true: a test cluster, not the real shop, so the demo shop may be seeded (lib/deployment.ts).
  env DATABASE_URL="$POOLED_BASE/$db" DATABASE_URL_UNPOOLED="$DIRECT_BASE/$db" STAGING=true SEED=demo \
    SEED_ADMIN_PASSWORD="$CLUSTER_ADMIN_PASSWORD" SEED_CUSTOMER_PASSWORD="$CLUSTER_CUSTOMER_PASSWORD" \
    npm run --silent db:seed >&2
  echo "$db"
}

cluster_drop_database() {
  psql -q "$DIRECT_BASE/postgres" -c "DROP DATABASE IF EXISTS $1 WITH (FORCE)" >/dev/null
}

# Starts one instance in its own process group (next start's server process outlives a plain
# kill of its parent) and records the group's id.
cluster_start_instance() {
  local db="$1" port="$2"
  # shellcheck disable=SC2046
  setsid env $(instance_env "$db") node_modules/.bin/next start -p "$port" -H 127.0.0.1 \
    >"$CLUSTER_DIR/instance-$port.log" 2>&1 </dev/null &
  echo $! >"$CLUSTER_DIR/instance-$port.pid"
}

cluster_stop_instance() {
  local port="$1" pidfile="$CLUSTER_DIR/instance-$1.pid" pid
  [ -s "$pidfile" ] || return 0
  pid="$(cat "$pidfile")"
  if kill -0 "$pid" 2>/dev/null; then
    kill -TERM -- "-$pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL -- "-$pid" 2>/dev/null || true
  fi
  rm -f "$pidfile"
}

wait_healthy() {
  local url="$1" seconds="${2:-120}"
  for _ in $(seq 1 $((seconds * 5))); do
    curl -fs -o /dev/null "$url/api/v1/health" && return 0
    sleep 0.2
  done
  return 1
}

cluster_start_proxy() {
  local servers="" i=0
  for port in $CLUSTER_PORTS; do
    i=$((i + 1))
    servers+="  server i$i 127.0.0.1:$port check inter 1s fall 2 rise 1"$'\n'
  done
  cat >"$CLUSTER_DIR/haproxy.cfg" <<EOF
global
  maxconn 2000
  pidfile $CLUSTER_DIR/haproxy.pid

defaults
  mode http
  timeout connect 5s
  timeout client 60s
  timeout server 60s
  # Appends the client's address to x-forwarded-for; the instances take that last entry
  # (TRUSTED_PROXY_HOPS=1), never one the client wrote itself, for rate limits and audit.
  option forwardfor

frontend store
  bind 127.0.0.1:$CLUSTER_PROXY_PORT
  default_backend instances

backend instances
  # Every request to the next instance, no stickiness: a session must work on any of them.
  balance roundrobin
  option httpchk GET /api/v1/health
  http-check expect status 200
  # Which instance answered, for the tests to see the spread.
  http-response set-header x-served-by %s
$servers
EOF
  "$(haproxy_bin)" -q -c -f "$CLUSTER_DIR/haproxy.cfg" >/dev/null
  "$(haproxy_bin)" -q -D -f "$CLUSTER_DIR/haproxy.cfg" -p "$CLUSTER_DIR/haproxy.pid"
}

cluster_stop_proxy() {
  local pidfile="$CLUSTER_DIR/haproxy.pid"
  if [ -s "$pidfile" ]; then
    for pid in $(cat "$pidfile"); do kill -TERM "$pid" 2>/dev/null || true; done
  fi
  rm -f "$pidfile"
}

cluster_start() {
  [ -f .next/BUILD_ID ] || { echo "::: no production build: next build (once)"; nice -n 10 npx next build; }
  services_start
  cluster_stop
  mkdir -p "$CLUSTER_DIR"
  AUTH_SECRET="cluster-$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')"
  CLUSTER_ADMIN_PASSWORD="Cluster-admin-$(head -c 4 /dev/urandom | od -An -tx1 | tr -d ' \n')"
  CLUSTER_CUSTOMER_PASSWORD="Cluster-customer-$(head -c 4 /dev/urandom | od -An -tx1 | tr -d ' \n')"
  echo "::: cluster database: migrate and seed on the direct URL"
  local db
  db="$(cluster_create_database)"
  echo "$db" >"$CLUSTER_DIR/database"
  echo "::: cluster: $(echo "$CLUSTER_PORTS" | wc -w) instances of next start on the pooler"
  for port in $CLUSTER_PORTS; do cluster_start_instance "$db" "$port"; done
  local urls=()
  for port in $CLUSTER_PORTS; do
    if ! wait_healthy "http://127.0.0.1:$port" 120; then
      echo "instance on port $port did not become healthy; its log:" >&2
      tail -n 30 "$CLUSTER_DIR/instance-$port.log" >&2
      cluster_stop
      return 1
    fi
    urls+=("http://127.0.0.1:$port")
  done
  cluster_start_proxy
  wait_healthy "http://127.0.0.1:$CLUSTER_PROXY_PORT" 20 || { echo "haproxy did not answer" >&2; cluster_stop; return 1; }
  (
    umask 077
    cat >"$CLUSTER_DIR/cluster.env" <<EOF
CLUSTER_URL=http://localhost:$CLUSTER_PROXY_PORT
CLUSTER_INSTANCE_URLS=$(IFS=,; echo "${urls[*]}")
CLUSTER_DATABASE_URL=$DIRECT_BASE/$db
CLUSTER_POOLED_URL=$POOLED_BASE/$db
AUTH_SECRET=$AUTH_SECRET
CLUSTER_ADMIN_EMAIL=admin@maisonaurelle.test
CLUSTER_ADMIN_PASSWORD=$CLUSTER_ADMIN_PASSWORD
CLUSTER_CUSTOMER_EMAIL=customer@maisonaurelle.test
CLUSTER_CUSTOMER_PASSWORD=$CLUSTER_CUSTOMER_PASSWORD
EOF
  )
  echo "::: cluster up: http://localhost:$CLUSTER_PROXY_PORT → ${urls[*]} (database $db; settings in $CLUSTER_DIR/cluster.env)"
}

cluster_stop() {
  [ -d "$CLUSTER_DIR" ] || return 0
  cluster_stop_proxy
  for port in $CLUSTER_PORTS; do cluster_stop_instance "$port"; done
  if [ -s "$CLUSTER_DIR/database" ]; then
    cluster_drop_database "$(cat "$CLUSTER_DIR/database")"
    rm -f "$CLUSTER_DIR/database"
    echo "::: cluster stopped"
  fi
  rm -f "$CLUSTER_DIR/cluster.env"
}

cluster_status() {
  [ -s "$CLUSTER_DIR/cluster.env" ] || { echo "cluster not running"; return 1; }
  local status=0
  for port in $CLUSTER_PORTS; do
    if curl -fs -o /dev/null "http://127.0.0.1:$port/api/v1/health"; then echo "instance :$port healthy"; else echo "instance :$port DOWN"; status=1; fi
  done
  if curl -fs -o /dev/null "http://127.0.0.1:$CLUSTER_PROXY_PORT/api/v1/health"; then echo "proxy :$CLUSTER_PROXY_PORT healthy"; else echo "proxy DOWN"; status=1; fi
  return $status
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  case "${1:-}" in
    start) cluster_start ;;
    stop) cluster_stop ;;
    status) cluster_status ;;
    *) echo "usage: $0 start|stop|status" >&2; exit 2 ;;
  esac
fi
