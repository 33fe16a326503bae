#!/usr/bin/env bash
# npm test: every test on the embedded database (PGlite), stage by stage, each stage timed.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stages.sh
trap summary EXIT
# tsc and ESLint are single-threaded, and so is the server suite's one vitest worker on two cores: each pair shares
# the machine (scripts/stages.sh together), each stage still timed on its own.
together "typecheck::npm run typecheck" "lint (ESLint + Prettier)::npm run lint"
stage "unit tests" npm run test:unit
# The journeys share one built app and one server (playwright.config.ts webServer).
together "server suite (PGlite)::npm run test:server" "web build::npm run build"
stage "journeys (Playwright)" npx playwright test -c e2e/playwright.config.ts
