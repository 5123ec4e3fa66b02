#!/usr/bin/env bash
# A second, throwaway PostgreSQL with TLS on, for tests/integration/db-tls.test.ts: what a
# managed provider's server looks like to the store (its certificate signed by a CA of its own).
#
#   bash scripts/pg-tls.sh start|stop|status
#
# start: makes with openssl a CA, a server certificate for 127.0.0.1 and localhost signed by it,
# and a second, unrelated CA; creates a cluster in $PG_TLS_DIR (default /tmp/store-pg-tls) with
# ssl=on on 127.0.0.1:$PG_TLS_PORT (default 5442), accepting TLS connections only (trust for
# postgres; SCRAM for the role store_scram, to exercise channel binding); writes the settings the
# test reads to $PG_TLS_DIR/pg-tls.env:
#   PG_TLS_URL               postgres://postgres@127.0.0.1:5442/postgres (no sslmode: each test adds its own)
#   PG_TLS_CA_FILE           the CA that signed the server's certificate (PEM)
#   PG_TLS_OTHER_CA_FILE     a CA that did not
#   PG_TLS_SCRAM_URL         the same server as store_scram with its password (a test-only secret)
# stop: stops the cluster and deletes the folder. Needs Debian's PostgreSQL (any version in
# /usr/lib/postgresql) and openssl; as root it runs PostgreSQL as the postgres user.
set -euo pipefail

PG_TLS_DIR="${PG_TLS_DIR:-/tmp/store-pg-tls}"
PG_TLS_PORT="${PG_TLS_PORT:-5442}"
PG_BIN="/usr/lib/postgresql/$(ls /usr/lib/postgresql | sort -V | tail -1)/bin"
DATA="$PG_TLS_DIR/data"
SCRAM_PASSWORD="scram-test-only-0f3a"

as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

make_certificates() {
  local d="$PG_TLS_DIR/certs"
  mkdir -p "$d"
  # The provider's CA, and the server certificate it signs (SANs: 127.0.0.1 and localhost).
  openssl req -x509 -newkey rsa:2048 -nodes -sha256 -days 2 -subj "/CN=Store test database CA" \
    -keyout "$d/ca.key" -out "$d/ca.pem" 2>/dev/null
  openssl req -newkey rsa:2048 -nodes -sha256 -subj "/CN=127.0.0.1" \
    -keyout "$d/server.key" -out "$d/server.csr" 2>/dev/null
  printf 'subjectAltName=IP:127.0.0.1,DNS:localhost\nbasicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n' >"$d/server.ext"
  openssl x509 -req -sha256 -days 2 -in "$d/server.csr" -CA "$d/ca.pem" -CAkey "$d/ca.key" -CAcreateserial \
    -extfile "$d/server.ext" -out "$d/server.crt" 2>/dev/null
  # An unrelated CA: verify-full against it must fail.
  openssl req -x509 -newkey rsa:2048 -nodes -sha256 -days 2 -subj "/CN=Some other CA" \
    -keyout "$d/other-ca.key" -out "$d/other-ca.pem" 2>/dev/null
  chmod 600 "$d"/*.key
}

ready() { "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$PG_TLS_PORT" -t 1 >/dev/null 2>&1; }

running() { [ -f "$DATA/postmaster.pid" ] && as_postgres "$PG_BIN/pg_ctl" -D "$DATA" status >/dev/null 2>&1; }

start() {
  if running; then
    echo "::: PostgreSQL with TLS already running on 127.0.0.1:$PG_TLS_PORT ($PG_TLS_DIR)"
    return 0
  fi
  if ss -ltnH "sport = :$PG_TLS_PORT" | grep -q .; then
    echo "port $PG_TLS_PORT is taken by something else:" >&2
    ss -ltnpH "sport = :$PG_TLS_PORT" >&2
    return 1
  fi
  rm -rf "$PG_TLS_DIR"
  mkdir -p "$PG_TLS_DIR"
  make_certificates
  [ "$(id -u)" -eq 0 ] && chown -R postgres: "$PG_TLS_DIR"
  as_postgres "$PG_BIN/initdb" -D "$DATA" -U postgres --auth=trust --no-sync -E UTF8 >"$PG_TLS_DIR/initdb.log" 2>&1
  cat >>"$DATA/postgresql.conf" <<EOF
listen_addresses = '127.0.0.1'
port = $PG_TLS_PORT
unix_socket_directories = '$PG_TLS_DIR'
ssl = on
ssl_cert_file = '$PG_TLS_DIR/certs/server.crt'
ssl_key_file = '$PG_TLS_DIR/certs/server.key'
max_connections = 30
shared_buffers = 32MB
fsync = off
synchronous_commit = off
full_page_writes = off
password_encryption = 'scram-sha-256'
EOF
  # TLS or nothing, as a managed provider: a plaintext attempt finds no entry.
  cat >"$DATA/pg_hba.conf" <<EOF
local   all  all                      trust
hostssl all  store_scram 127.0.0.1/32 scram-sha-256
hostssl all  all         127.0.0.1/32 trust
EOF
  as_postgres "$PG_BIN/pg_ctl" -D "$DATA" -l "$PG_TLS_DIR/postgres.log" -w -t 30 start >/dev/null
  for _ in $(seq 1 50); do ready && break; sleep 0.2; done
  as_postgres "$PG_BIN/psql" -q -h "$PG_TLS_DIR" -p "$PG_TLS_PORT" -U postgres -d postgres \
    -c "create role store_scram login password '$SCRAM_PASSWORD'" >/dev/null
  cat >"$PG_TLS_DIR/pg-tls.env" <<EOF
PG_TLS_URL=postgres://postgres@127.0.0.1:$PG_TLS_PORT/postgres
PG_TLS_SCRAM_URL=postgres://store_scram:$SCRAM_PASSWORD@127.0.0.1:$PG_TLS_PORT/postgres
PG_TLS_CA_FILE=$PG_TLS_DIR/certs/ca.pem
PG_TLS_OTHER_CA_FILE=$PG_TLS_DIR/certs/other-ca.pem
EOF
  chmod 644 "$PG_TLS_DIR/pg-tls.env" "$PG_TLS_DIR/certs/"*.pem
  echo "::: PostgreSQL $(basename "$(dirname "$PG_BIN")") with TLS on 127.0.0.1:$PG_TLS_PORT; settings in $PG_TLS_DIR/pg-tls.env"
}

stop() {
  if running; then
    as_postgres "$PG_BIN/pg_ctl" -D "$DATA" -m fast -w stop >/dev/null
    echo "::: PostgreSQL with TLS stopped"
  fi
  rm -rf "$PG_TLS_DIR"
}

case "${1:-start}" in
  start) start ;;
  stop) stop ;;
  status) if running; then echo "running on 127.0.0.1:$PG_TLS_PORT"; else echo "not running"; exit 1; fi ;;
  *) echo "usage: $0 start|stop|status" >&2; exit 2 ;;
esac
