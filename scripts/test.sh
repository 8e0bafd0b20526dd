#!/usr/bin/env bash
# npm test: typecheck, lint and format, catalogs, machine and unit tests, API tests (PGlite, and PostgreSQL
# when DATABASE_URL is set), then the browser tests against the built and started product.
set -euo pipefail
cd "$(dirname "$0")/.."

# A read replica of DATABASE_URL's server is for the PostgreSQL API run alone (its test makes it lag on
# purpose): the PGlite run and the browser tests' product must not read from it.
replica_url="${DATABASE_REPLICA_URL:-}"
unset DATABASE_REPLICA_URL

step() { printf '\n== %s (%s)\n' "$*" "$(date +%T)"; }

# The typecheck runs on one core: the lint and the catalogs take the other meanwhile. Its output is
# printed when it is done.
step "typecheck (the route tree generated first)"
npx tsr generate >/dev/null
typecheck_out=$(mktemp)
npx tsc --noEmit -p tsconfig.json >"$typecheck_out" 2>&1 &
typecheck=$!

step "lint and format (Biome: import boundaries, cycles, hooks rules; formatting checked, not written)"
npx biome ci --error-on-warnings

step "catalogs (extract; the unit tests then require every message translated)"
npx lingui extract --clean >/dev/null

typechecked=0
wait "$typecheck" || typechecked=$?
cat "$typecheck_out"
rm -f "$typecheck_out"
[ "$typechecked" -eq 0 ] || { echo "typecheck failed" >&2; exit "$typechecked"; }
step "typecheck done"

step "machines and units"
npx vitest run --project unit

# Two files at a time: each starts its own service and database, and a file spends much of its
# time waiting on them, so two workers finish in about 70% of the time even on two cores. Then the
# files that compare timings, one at a time (vitest.config.ts, api-alone).
step "API on PGlite"
env -u DATABASE_URL npx vitest run --project api --project api-alone --maxWorkers=2

# Again on PostgreSQL, but for the files that open their own PGlite or no database (vitest.config.ts).
if [ -n "${DATABASE_URL:-}" ]; then
  step "API on PostgreSQL"
  TEST_DATABASE_URL="$DATABASE_URL" TEST_REPLICA_URL="$replica_url" npx vitest run --project api --project api-alone --maxWorkers=2
fi

step "browser"
chrome="${CHROME_PATH:-/usr/bin/chromium}"
if [ ! -x "$chrome" ]; then
  if [ "${CI:-}" = "true" ]; then
    echo "No Chromium at $chrome: browser tests cannot run under CI=true." >&2
    exit 1
  fi
  echo "Browser tests skipped: no Chromium at $chrome (set CHROME_PATH or apt-get install chromium)."
  exit 0
fi
npm run build --silent
# The two groups at once (vitest.config.ts), each against its own started product: on two cores
# a browser test waits on Chromium and the service much of the time. Each line says its group.
group() { CHROME_PATH="$chrome" npx vitest run --project "$1" 2>&1 | sed -u "s/^/[$1] /"; }
group e2e-demo & demo=$!
group e2e-fresh & fresh=$!
failed=0
wait "$demo" || failed=1
wait "$fresh" || failed=1
step "done"
exit "$failed"
