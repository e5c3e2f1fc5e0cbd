/**
 * The JavaScript-weight budget, checked on the production build in `npm test`: every
 * route sends at most 146 KB gzip of JavaScript before it is interactive, and at most 38 KB of it
 * beyond React, React DOM and React Router. The build is made here when it is missing or stale.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  budgetViolations,
  consoleJsWeightBudget,
  describeScript,
  describeViolation,
  jsWeightBudget,
  originOf,
  packageOf,
  routeWeights,
  scriptsForRoute,
  type ClientManifest,
  type RouteWeight,
  type ScriptAsset,
} from "./js-weight/compute";
import {
  clientScriptNames,
  parseManifestScript,
  readRouteWeights,
  readSourceMap,
} from "./js-weight/build-output";
import { buildPaths, ensureAnalysableBuild } from "../tests/harness/production-build";

const manifest: ClientManifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/react.js"] },
  routes: {
    root: { id: "root", path: "", module: "/assets/root.js", imports: ["/assets/react.js"] },
    "routes/home": {
      id: "routes/home",
      parentId: "root",
      index: true,
      module: "/assets/home.js",
      imports: ["/assets/shared.js"],
    },
    "routes/product": {
      id: "routes/product",
      parentId: "root",
      path: "products/:slug",
      module: "/assets/product.js",
      imports: ["/assets/shared.js", "/assets/zod.js"],
    },
    "routes/api.reviews": {
      id: "routes/api.reviews",
      parentId: "root",
      path: "api/reviews",
      module: "/assets/api.js",
      hasDefaultExport: false,
    },
  },
};

function script(url: string, gzipBytes: number, frameworkShare = 0): ScriptAsset {
  return {
    url,
    rawBytes: gzipBytes * 3,
    gzipBytes,
    frameworkShare,
    gzipByOrigin: new Map([[frameworkShare === 1 ? "react" : `app/${url}`, gzipBytes]]),
  };
}

const scripts = new Map(
  [
    script("/assets/manifest.js", 1_000, 1),
    script("/assets/entry.js", 60_000, 1),
    script("/assets/react.js", 40_000, 1),
    script("/assets/root.js", 10_000),
    script("/assets/home.js", 5_000),
    script("/assets/shared.js", 20_000),
    script("/assets/product.js", 10_000),
    script("/assets/zod.js", 6_000),
    script("/assets/api.js", 0),
  ].map((asset) => [asset.url, asset]),
);

describe("JavaScript weight computation", () => {
  const productScripts = [
    "/assets/entry.js",
    "/assets/react.js",
    "/assets/root.js",
    "/assets/product.js",
    "/assets/shared.js",
    "/assets/zod.js",
  ];

  it("follows <Scripts>: entry and its imports, then root and route with their imports", () => {
    expect(scriptsForRoute(manifest, "routes/product")).toEqual(productScripts);
  });

  it("adds the manifest file when route discovery is not lazy", () => {
    expect(scriptsForRoute(manifest, "routes/product", "/assets/manifest.js")).toEqual([
      "/assets/manifest.js",
      ...productScripts,
    ]);
  });

  it("weighs page routes only, counting each file once", () => {
    const weights = routeWeights(manifest, scripts, "/assets/manifest.js");
    expect(weights.map((weight) => [weight.pattern, weight.totalBytes, weight.ownBytes])).toEqual([
      ["/", 136_000, 35_000],
      ["/products/:slug", 147_000, 46_000],
    ]);
    expect(weights[1]!.frameworkBytes).toBe(101_000);
    expect(weights[1]!.ownByOrigin[0]).toEqual(["app//assets/shared.js", 20_000]);
  });

  it("reports a route over either budget, and only those", () => {
    const weights = routeWeights(manifest, scripts, "/assets/manifest.js");
    const violations = budgetViolations(weights, { totalBytes: 150_000, ownBytes: 45_000 });
    expect(violations).toEqual([
      {
        routeId: "routes/product",
        pattern: "/products/:slug",
        rule: "own",
        bytes: 46_000,
        limit: 45_000,
      },
    ]);
    expect(describeViolation(violations[0]!)).toBe(
      "/products/:slug (routes/product) sends 46.0 KB gzip beyond the framework; the budget is 45.0 KB",
    );
    expect(budgetViolations(weights, { totalBytes: 140_000, ownBytes: 50_000 })).toEqual([
      expect.objectContaining({ routeId: "routes/product", rule: "total", bytes: 147_000 }),
    ]);
  });

  it("splits a file between framework and own code by its source map", () => {
    const asset = describeScript({
      url: "/assets/entry.js",
      code: "aaabbb",
      gzipBytes: 60,
      map: {
        version: 3,
        sources: ["../../node_modules/react-dom/cjs/x.js", "../../app/root.tsx"],
        mappings: "AAAA,GCAA",
      },
    });
    expect(asset.frameworkShare).toBe(0.5);
    expect(Object.fromEntries(asset.gzipByOrigin)).toEqual({ "react-dom": 30, "app/root.tsx": 30 });
  });

  it("counts a file without a map as our own code unless told otherwise", () => {
    expect(describeScript({ url: "/a.js", code: "x", gzipBytes: 9 }).frameworkShare).toBe(0);
    const manifestScript = describeScript({
      url: "/m.js",
      code: "x",
      gzipBytes: 9,
      fallbackIsFramework: true,
    });
    expect(manifestScript.frameworkShare).toBe(1);
  });

  it("names packages and app folders", () => {
    expect(packageOf("../../node_modules/react-router/dist/index.mjs")).toBe("react-router");
    expect(packageOf("../node_modules/.pnpm/x/node_modules/@radix-ui/react-slot/dist/i.mjs")).toBe(
      "@radix-ui/react-slot",
    );
    expect(packageOf("../../app/root.tsx")).toBeUndefined();
    expect(originOf("../../../app/components/reviews/list.tsx")).toBe("app/components/reviews");
    expect(originOf("../../../app/root.tsx")).toBe("app/root.tsx");
  });

  it("reads React Router's manifest script", () => {
    expect(
      parseManifestScript('window.__reactRouterManifest={"entry":{"module":"/e.js"},"routes":{}};'),
    ).toEqual({
      entry: { module: "/e.js" },
      routes: {},
    });
  });
});

describe("JavaScript weight of the production build", () => {
  let weights: RouteWeight[] = [];

  beforeAll(async () => {
    await ensureAnalysableBuild(undefined, (line) => console.log(`[js-weight] ${line}`));
    weights = readRouteWeights().weights;
  }, 300_000);

  it("weighs every page of the route table", () => {
    const patterns = weights.map((weight) => weight.pattern);
    for (const pattern of [
      "/",
      "/mens-health",
      "/products/:slug",
      "/articles/:slug",
      "/search",
      "/favorites",
      "/*",
    ]) {
      expect(patterns).toContain(pattern);
    }
    expect(patterns).not.toContain("/api/reviews");
    expect(patterns).not.toContain("/api/search");
    // React, React DOM and React Router are found in the maps (about 110 KB gzip in 2026).
    for (const weight of weights) expect(weight.frameworkBytes).toBeGreaterThan(60_000);
  });

  it("marks the framework chunk, and only it, for eager compilation (V8's compile hint)", () => {
    const { clientAssetsDir } = buildPaths();
    const hinted = clientScriptNames().filter((file) =>
      readFileSync(join(clientAssetsDir, file), "utf8").startsWith(
        "//# allFunctionsCalledOnLoad\n",
      ),
    );
    expect(hinted).toEqual([expect.stringMatching(/^framework-[\w-]+\.js$/)]);
    // Its map moved down the hint's line, so bytes are still credited to the right sources.
    expect(readSourceMap(hinted[0]!)?.mappings).toMatch(/^;[^;]/);
  });

  it("ships React Router's production build to the browser, none of its development build", () => {
    const sources = clientScriptNames().flatMap((file) => readSourceMap(file)?.sources ?? []);
    const reactRouter = sources.filter((source) => source?.includes("node_modules/react-router/"));
    expect(reactRouter).toContainEqual(expect.stringContaining("react-router/dist/production/"));
    expect(reactRouter.filter((source) => source?.includes("/dist/development/"))).toEqual([]);
  });

  it("loads the passkey code on the owner sign-in and invite pages only", () => {
    const owner = weights.filter((weight) => weight.pattern.startsWith("/owner"));
    expect(owner.map((weight) => weight.pattern)).toEqual(
      expect.arrayContaining(["/owner/sign-in", "/owner/invite/:token", "/owner/people"]),
    );
    const withPasskeys = weights
      .filter((weight) => weight.files.some((file) => /passkey/.test(file)))
      .map((weight) => weight.pattern)
      .sort();
    expect(withPasskeys).toEqual(["/owner/invite/:token", "/owner/sign-in"]);
  });

  it("leaves the review schema (zod) out of the product page until the review form is used", () => {
    const product = weights.find((weight) => weight.pattern === "/products/:slug")!;
    const origins = product.ownByOrigin.map(([origin]) => origin);
    expect(origins).toContain("app/reviews");
    expect(origins).not.toContain("zod");
  });

  it(`keeps the owner console's routes within their own ${consoleJsWeightBudget.totalBytes / 1000} KB gzip, ${consoleJsWeightBudget.ownBytes / 1000} KB beyond the framework`, () => {
    const consoleRoutes = weights.filter((weight) => /^\/owner(\/|$)/.test(weight.pattern));
    expect(consoleRoutes.length).toBeGreaterThanOrEqual(8);
    expect(budgetViolations(consoleRoutes, consoleJsWeightBudget).map(describeViolation)).toEqual(
      [],
    );
  });

  it(`keeps every route within ${jsWeightBudget.totalBytes / 1000} KB gzip, ${jsWeightBudget.ownBytes / 1000} KB of it beyond the framework`, () => {
    expect(budgetViolations(weights).map(describeViolation)).toEqual([]);
  });
});
