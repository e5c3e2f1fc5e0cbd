import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
/** The client build `react-dom/client` loads in production (not among the package's exports). */
const clientModule = join(
  dirname(require.resolve("react-dom/package.json")),
  "cjs",
  "react-dom-client.production.js",
);

describe("react-dom's client (patched: patches/react-dom+19.3.1.patch)", () => {
  const RealError = globalThis.Error;
  afterEach(() => {
    globalThis.Error = RealError;
    delete require.cache[clientModule];
  });

  it("calls Error nowhere while its module is evaluated, so no stack is captured then", () => {
    // Its dependencies first: only the client module's own evaluation is counted.
    for (const dependency of ["scheduler", "react", "react-dom"]) require(dependency);
    let calls = 0;
    globalThis.Error = new Proxy(RealError, {
      apply(target, self, args: unknown[]) {
        calls++;
        return Reflect.apply(target, self, args);
      },
      construct(target, args: unknown[], newTarget) {
        calls++;
        return Reflect.construct(target, args, newTarget);
      },
    });
    delete require.cache[clientModule];
    const client = require(clientModule) as { hydrateRoot: unknown };
    globalThis.Error = RealError;
    expect(typeof client.hydrateRoot).toBe("function");
    expect(calls).toBe(0);
  });
});
