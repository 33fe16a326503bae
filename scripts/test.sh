#!/usr/bin/env bash
# npm test: every test on the embedded database (PGlite), stage by stage, each stage timed. With PG_SUITE_DATABASE_URL
# set (.ci/run does), the server suite runs a second time on that PostgreSQL database, right after the PGlite one.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stages.sh
trap summary EXIT
# tsc and ESLint are single-threaded: they share the machine (scripts/stages.sh together), each still timed on its own.
together "typecheck::npm run typecheck" "lint (ESLint + Prettier)::npm run lint"
stage "unit tests" npm run test:unit
stage "web build" npm run build
# The journeys need only the built app. One stream of them (one browser, one server) uses about one core: they run as
# two streams at once, each with its own server, data folder, OIDC provider and output folder, the spec files split by
# their measured durations (E2E_STREAM in e2e/playwright.config.ts, e2e/durations.json); the server suites (one vitest
# worker each) run beside them rather than before and after them.
lanes=("server suite (PGlite)::npm run test:server")
if [ -n "${PG_SUITE_DATABASE_URL:-}" ]; then
  # Each test context gets its own copy of a template database (apps/server/test/preparedDatabase.ts), so the PostgreSQL
  # suite is a lane of its own from the start rather than after the PGlite one: the lanes end together instead of one
  # lane running alone on a core at the end. One worker each (vitest's default on two cores).
  lanes+=("server suite (PostgreSQL)::DATABASE_URL='$PG_SUITE_DATABASE_URL' npm run test:server -- --maxWorkers=${PG_SUITE_WORKERS:-1}")
fi
journeys() { echo "journeys $1/2 (Playwright)::E2E_STREAM=$1/2 npx playwright test -c e2e/playwright.config.ts"; }
together "$(journeys 1)" "$(journeys 2)" "${lanes[@]}"
