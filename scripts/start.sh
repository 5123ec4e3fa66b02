#!/usr/bin/env bash
# npm start: builds only when there is no build or a source is newer than it (a build takes
# minutes on a small machine), then serves it. FORCE_BUILD=1 rebuilds regardless.
set -euo pipefail
cd "$(dirname "$0")/.."
sources=(app components lib db public auth.ts proxy.ts instrumentation.ts next.config.ts
  package.json package-lock.json tsconfig.json postcss.config.mjs)
stale_source() {
  [ -f .next/BUILD_ID ] || { echo "no build yet"; return 0; }
  local newer
  newer="$(find "${sources[@]}" -newer .next/BUILD_ID -type f -print -quit 2>/dev/null || true)"
  [ -n "$newer" ] && { echo "$newer changed since the last build"; return 0; }
  return 1
}
if [ "${FORCE_BUILD:-}" = 1 ] || reason="$(stale_source)"; then
  echo "Building: ${reason:-FORCE_BUILD=1}"
  npx next build
else
  echo "The build is current (npm run build to rebuild anyway); starting it."
fi
exec npm run serve
