#!/usr/bin/env bash
# `npm test`: every test. The checks that need no browser run in two lanes side by side (lint and
# typecheck are single-threaded, so on two cores each gets one), then the browser tests get the
# machine to themselves. Each step prints its wall time; a failing step prints its whole output.
set -uo pipefail
cd "$(dirname "$0")/.."
logs=$(mktemp -d)

step() {
  local name=$1 start=$SECONDS
  shift
  if "$@" >"$logs/$name.log" 2>&1; then
    echo "✓ $name ($((SECONDS - start)) s)"
  else
    echo "✗ $name ($((SECONDS - start)) s)"
    cat "$logs/$name.log"
    return 1
  fi
}

# The browser tests run against the built app: the unit lane builds it at its end, for the mock's
# address the browser tests will use, and then the one-origin app (VITE_API_URL=/) for the demo
# console's spec, whose servers are its own. (Both builds sit in that lane because it is the
# shorter one: lint and the contract tests take about as long as typecheck, unit tests and builds.)
export E2E_MOCK_PORT=${E2E_MOCK_PORT:-4311} E2E_BUILD=1
export E2E_BUILD_DIR="$logs/web-build" E2E_CONSOLE_BUILD_DIR="$logs/web-build-one-origin"
build_web() {
  VITE_API_URL="http://127.0.0.1:$E2E_MOCK_PORT" npm run build -w @mbo/web -- --outDir "$E2E_BUILD_DIR" --emptyOutDir --logLevel warn
}
build_one_origin() {
  VITE_API_URL=/ npm run build -w @mbo/web -- --outDir "$E2E_CONSOLE_BUILD_DIR" --emptyOutDir --logLevel warn
}

started=$SECONDS
# The contract lane ends with Specmatic's test of the mock from openapi.json alone (about a minute).
( step lint npm run lint && step contract npm run test:contract && step specmatic npm run test:specmatic ) &
checks=$!
( step typecheck npm run typecheck && step unit npm run test:unit && step build build_web && step build-one-origin build_one_origin ) &
units=$!
failed=0
wait "$checks" || failed=1
wait "$units" || failed=1
if [ "$failed" -ne 0 ]; then
  echo "Checks failed after $((SECONDS - started)) s; the browser tests did not run." >&2
  exit 1
fi

e2e_start=$SECONDS
npm run test:e2e || exit 1
echo "✓ e2e ($((SECONDS - e2e_start)) s); every test passed in $((SECONDS - started)) s"

# Lighthouse is not part of `npm test`: its figures move with the machine's load, and its runs cost
# two minutes of a CI that must stay short. `npm run lighthouse` runs every route and fails on a
# missed target.
