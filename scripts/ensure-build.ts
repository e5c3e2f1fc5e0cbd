// The one production build a test run uses: built when missing or older than the sources, with
// hidden client source maps (kept outside build/client) for the JavaScript-weight test. The
// browser tests serve the same build, so `npm test` builds once.
import { ensureAnalysableBuild } from "../tests/harness/production-build";

await ensureAnalysableBuild(undefined, (line) => console.log(`[build] ${line}`));
