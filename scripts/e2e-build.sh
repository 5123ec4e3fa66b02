#!/usr/bin/env bash
# Sourced by the end-to-end servers (scripts/e2e-server.sh, scripts/e2e-uploadthing-server.sh):
# `e2e_build <port>` makes sure the one production build ($NEXT_DIST_DIR, else .next) exists,
# building it once, whichever server gets here first while the others wait. With E2E_COPY_BUILD=1
# the server gets a copy of it without the page cache (NEXT_DIST_DIR points there; Next reads it at
# start, next.config.ts), so it never serves pages another server kept from its own database (as
# launch.spec.ts copies it for its empty shop).
e2e_build() {
  local port="$1" built="${NEXT_DIST_DIR:-.next}"
  (
    flock 9
    [ -f "$built/BUILD_ID" ] || npx next build
  ) 9>"${built%/}.build-lock"
  if [ "${E2E_COPY_BUILD:-}" = 1 ]; then
    local copy=".next-e2e-$port"
    # --delete-excluded: a copy left by an earlier run loses the pages it kept too (they name the
    # earlier build's chunks, which this copy no longer has).
    rsync -a --delete --delete-excluded --exclude cache --exclude route-cache "$built/" "$copy/"
    export NEXT_DIST_DIR="$copy"
  fi
}
