#!/usr/bin/env bash
# `npm test`: every check and every test. Lint, types, unit tests, one production build, then the
# integration suite against that build on SQLite and again on PostgreSQL. Ends with one line
# "N passed, N failed" summing every Vitest run.
set -uo pipefail
cd "$(dirname "$0")/.."

results=$(mktemp -d)
status=0
step() {
  echo
  echo "=== $1"
}

step 'lint and typecheck (side by side: each mostly one core)'
npm run --silent lint > "$results/lint.log" 2>&1 &
lint=$!
npm run --silent typecheck > "$results/typecheck.log" 2>&1 &
typecheck=$!
wait $lint || status=1
cat "$results/lint.log"
wait $typecheck || status=1
cat "$results/typecheck.log"

step 'unit tests'
npx vitest run --project unit --reporter=default --reporter=json --outputFile="$results/unit.json" || status=1

step 'build'
if [ "${SKIP_BUILD:-0}" != "1" ]; then
  npm run --silent build || { echo 'build failed'; status=1; }
fi

# The two database runs go side by side: each is one test file at a time (fileParallelism: false)
# against servers of its own, so one alone leaves a core mostly idle (about 14 minutes each alone
# on 2 cores, docs/decisions/0019-test-run-time.md). Their logs are printed when both are done.
if [ -f .next/BUILD_ID ]; then
  step 'integration and browser (e2e) tests on SQLite, and integration tests on PostgreSQL, side by side'
  # Files that need no particular database run once, in the PostgreSQL run below, so that the two
  # runs take about as long (this one also has the browser tests; decision 0019). The two attack
  # files' database side is covered on both by the data tests.
  once_only=(tests/integration/microCache.test.ts tests/integration/rateLimit.test.ts
    tests/integration/security/oddRequests.test.ts
    tests/integration/security/priceFeedBodies.test.ts
    tests/integration/security/priceLeaks.test.ts)
  TEST_DB=sqlite npx vitest run --project integration "${once_only[@]/#/--exclude=}" \
    --reporter=default --reporter=json \
    --outputFile="$results/integration-sqlite.json" > "$results/sqlite.log" 2>&1 &
  sqlite=$!

  pg_status=0
  if pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null || node -e "require('net').connect(5432,'127.0.0.1').on('connect',()=>process.exit(0)).on('error',()=>process.exit(1))"; then
    # The data tests again, with the five run only here; the start script's process handling runs
    # in the SQLite run only.
    TEST_DB=postgres npx vitest run --project integration tests/integration \
      --exclude tests/integration/startScript.test.ts \
      --reporter=default --reporter=json --outputFile="$results/integration-postgres.json" \
      > "$results/postgres.log" 2>&1 &
    postgres=$!
    wait $postgres || pg_status=1
  elif [ -n "${CI:-}" ]; then
    echo 'PostgreSQL is not reachable on 127.0.0.1:5432' > "$results/postgres.log"
    pg_status=1
  else
    echo 'skipped: PostgreSQL is not reachable on 127.0.0.1:5432 (apt-get install postgresql; user postgres, trust auth); CI runs it' > "$results/postgres.log"
  fi
  wait $sqlite || status=1
  [ $pg_status = 0 ] || status=1

  step 'integration and browser (e2e) tests on SQLite'
  cat "$results/sqlite.log"
  step 'integration tests on PostgreSQL'
  cat "$results/postgres.log"
fi

node scripts/summarize-results.mjs "$results"/*.json || status=1
rm -rf "$results"
exit $status
