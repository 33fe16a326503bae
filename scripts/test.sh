#!/usr/bin/env bash
# npm test: every test on the embedded database (PGlite), stage by stage, each stage timed.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stages.sh
trap summary EXIT
stage "typecheck" npm run typecheck
stage "lint (ESLint + Prettier)" npm run lint
stage "unit tests" npm run test:unit
stage "server suite (PGlite)" npm run test:server
# The journeys share one built app and one server (playwright.config.ts webServer).
stage "web build" npm run build
stage "journeys (Playwright)" npx playwright test -c e2e/playwright.config.ts
