#!/usr/bin/env bash
# `npm test`: every check, in order, each step's duration printed as it ends.
set -euo pipefail
cd "$(dirname "$0")/.."

step() {
  local name=$1
  shift
  local started=$SECONDS
  echo "::: ${name}"
  "$@"
  echo "::: ${name} took $((SECONDS - started)) s"
}

total=$SECONDS
step lint npm run -s lint
step layers npm run -s lint:layers
step format npm run -s format:check
step typecheck npm run -s typecheck
# After the typecheck, whose `react-router typegen` writes the route types knip resolves.
step dead-code npm run -s dead-code
step chromium node scripts/ensure-chromium.mjs
step haproxy node scripts/ensure-haproxy.mjs
step build npm run -s build:test
step unit npm run -s test:unit
step e2e npx playwright test
echo "::: npm test took $((SECONDS - total)) s"
