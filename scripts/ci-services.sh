#!/usr/bin/env bash
# The services a deployment puts around the store, for CI and the cluster tests on one machine:
# PgBouncer in transaction mode on 127.0.0.1:6432 in front of the local PostgreSQL
# (127.0.0.1:5432, trust, user postgres), as a managed PostgreSQL's pooled URL behaves, and
# Debian's haproxy installed for scripts/cluster.sh.
#
#   bash scripts/ci-services.sh start|stop|status
#   source scripts/ci-services.sh; services_start; …; services_stop
#
# Idempotent: starting twice leaves the running PgBouncer alone. Its config, pid and log live
# in $CI_SERVICES_DIR (default /tmp/store-ci-services), a fixed path so `stop` finds the pid.
set -euo pipefail

CI_SERVICES_DIR="${CI_SERVICES_DIR:-/tmp/store-ci-services}"
PGBOUNCER_PORT="${PGBOUNCER_PORT:-6432}"
PG_HOST="${PG_HOST:-127.0.0.1}"
PG_PORT="${PG_PORT:-5432}"
# Small pools, like a managed pooler's per-database limit: the store must live with them.
PGBOUNCER_POOL_SIZE="${PGBOUNCER_POOL_SIZE:-8}"

services_install() {
  local missing=()
  command -v pgbouncer >/dev/null || [ -x /usr/sbin/pgbouncer ] || missing+=(pgbouncer)
  command -v haproxy >/dev/null || [ -x /usr/sbin/haproxy ] || missing+=(haproxy)
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "::: installing Debian's ${missing[*]}"
  local sudo=()
  [ "$(id -u)" -eq 0 ] || sudo=(sudo)
  "${sudo[@]}" apt-get update -qq
  # The package's own systemd service would take port 6432 with the distribution's config.
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
  for unit in "${missing[@]}"; do
    if [ -d /run/systemd/system ]; then
      "${sudo[@]}" systemctl disable --now "$unit" >/dev/null 2>&1 || true
    else
      "${sudo[@]}" service "$unit" stop >/dev/null 2>&1 || true
    fi
  done
}

pgbouncer_bin() { command -v pgbouncer || echo /usr/sbin/pgbouncer; }

pgbouncer_pid() {
  local pidfile="$CI_SERVICES_DIR/pgbouncer.pid"
  [ -s "$pidfile" ] || return 1
  local pid
  pid="$(cat "$pidfile")"
  kill -0 "$pid" 2>/dev/null || return 1
  echo "$pid"
}

pgbouncer_write_config() {
  mkdir -p "$CI_SERVICES_DIR"
  # Trust mode still looks the user up in auth_file.
  printf '"postgres" ""\n' >"$CI_SERVICES_DIR/userlist.txt"
  cat >"$CI_SERVICES_DIR/pgbouncer.ini" <<EOF
[databases]
; Any database name passes through to the same server (each test makes its own database).
* = host=$PG_HOST port=$PG_PORT

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $PGBOUNCER_PORT
unix_socket_dir =
auth_type = trust
auth_file = $CI_SERVICES_DIR/userlist.txt
admin_users = postgres
pool_mode = transaction
default_pool_size = $PGBOUNCER_POOL_SIZE
min_pool_size = 0
reserve_pool_size = 0
max_client_conn = 1000
; Server connections over every database: PostgreSQL here allows 100, shared with other work.
max_user_connections = 40
server_idle_timeout = 30
ignore_startup_parameters = extra_float_digits
logfile = $CI_SERVICES_DIR/pgbouncer.log
pidfile = $CI_SERVICES_DIR/pgbouncer.pid
log_connections = 0
log_disconnections = 0
EOF
}

pgbouncer_ready() { pg_isready -q -h 127.0.0.1 -p "$PGBOUNCER_PORT" -d postgres -U postgres -t 1; }

services_start() {
  services_install
  if ! pg_isready -q -h "$PG_HOST" -p "$PG_PORT"; then
    echo "::: starting PostgreSQL"
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | sort -V | tail -1)" main start
  fi
  if pgbouncer_pid >/dev/null && pgbouncer_ready; then
    echo "::: PgBouncer already running on 127.0.0.1:$PGBOUNCER_PORT (pid $(pgbouncer_pid))"
    return 0
  fi
  if ss -ltnH "sport = :$PGBOUNCER_PORT" | grep -q .; then
    echo "port $PGBOUNCER_PORT is taken by something other than our PgBouncer:" >&2
    ss -ltnpH "sport = :$PGBOUNCER_PORT" >&2
    return 1
  fi
  pgbouncer_write_config
  rm -f "$CI_SERVICES_DIR/pgbouncer.pid"
  # PgBouncer refuses to run as root: run it as postgres, which then must own its folder.
  if [ "$(id -u)" -eq 0 ]; then
    chown -R postgres: "$CI_SERVICES_DIR"
    runuser -u postgres -- "$(pgbouncer_bin)" -d "$CI_SERVICES_DIR/pgbouncer.ini"
  else
    "$(pgbouncer_bin)" -d "$CI_SERVICES_DIR/pgbouncer.ini"
  fi
  for _ in $(seq 1 50); do
    if pgbouncer_ready; then
      echo "::: PgBouncer (transaction mode) on 127.0.0.1:$PGBOUNCER_PORT → $PG_HOST:$PG_PORT (pid $(pgbouncer_pid))"
      return 0
    fi
    sleep 0.2
  done
  echo "PgBouncer did not start; its log:" >&2
  tail -n 20 "$CI_SERVICES_DIR/pgbouncer.log" >&2 || true
  return 1
}

services_stop() {
  local pid
  if pid="$(pgbouncer_pid)"; then
    kill -TERM "$pid"
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -0 "$pid" 2>/dev/null && kill -KILL "$pid"
    echo "::: PgBouncer stopped"
  fi
  rm -f "$CI_SERVICES_DIR/pgbouncer.pid"
}

services_status() {
  if pgbouncer_pid >/dev/null && pgbouncer_ready; then
    echo "PgBouncer running on 127.0.0.1:$PGBOUNCER_PORT (pid $(pgbouncer_pid))"
  else
    echo "PgBouncer not running"
    return 1
  fi
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  case "${1:-start}" in
    start) services_start ;;
    stop) services_stop ;;
    status) services_status ;;
    *) echo "usage: $0 start|stop|status" >&2; exit 2 ;;
  esac
fi
