/**
 * JavaScript weight per route from the build output, checked against what Chromium really fetches
 * before hydration; plus compression and caching of responses, and when vendor scripts load.
 */
import { chromium, type Browser, type Page } from "@playwright/test";
import type { BenchContext, Part, PartResult } from "../context";
import { jsWeightBudget, type RouteWeight, type ScriptAsset } from "../js-weight/compute";
import { readRouteWeights, type ClientBuild } from "../js-weight/build-output";
import { table, type BudgetRow } from "../lib/report";
import { withStore, type Store } from "../lib/store";

/** A URL to load for each route pattern that has parameters. */
const sampleUrls: Record<string, string> = {
  "/products/:slug": "/products/bone-rock",
  "/articles/:slug": "/articles/heart-health-guide",
  "/*": "/no-such-page",
};

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
}

/** Only this machine: any other address is refused before it leaves the browser. */
async function loopbackOnly(page: Page, outside: { url: string; at: number }[]) {
  await page.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === "127.0.0.1" || url.hostname === "localhost") return route.continue();
    outside.push({ url: url.href, at: Date.now() });
    return route.abort();
  });
}

interface Observed {
  url: string;
  /** Scripts whose fetch started before the page marked itself hydrated. */
  scripts: string[];
  /** Scripts fetched after hydration (lazy chunks), within a second of it. */
  afterHydration: string[];
}

/** Records, in the page's own clock, when React marked the document hydrated. */
const hydrationProbe = `
  new MutationObserver((_, observer) => {
    if (document.documentElement?.hasAttribute("data-hydrated")) {
      window.__benchHydratedAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
`;

interface PageClock {
  origin: number;
  hydrated: number;
  load: number;
  scripts: { path: string; start: number }[];
}

async function readClock(page: Page): Promise<PageClock> {
  return page.evaluate(() => ({
    origin: performance.timeOrigin,
    hydrated: (window as unknown as { __benchHydratedAt?: number }).__benchHydratedAt ?? Number.NaN,
    load: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
      .loadEventEnd,
    scripts: performance
      .getEntriesByType("resource")
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
      .filter(({ path }) => path.startsWith("/assets/") && path.endsWith(".js")),
  }));
}

/** The /assets/*.js a first visit starts fetching before the page says it is hydrated. */
async function observeScripts(browser: Browser, store: Store, path: string): Promise<Observed> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(hydrationProbe);
    await loopbackOnly(page, []);
    await page.goto(`${store.origin}${path}`, { waitUntil: "load", timeout: 30_000 });
    await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 30_000 });
    await page.waitForTimeout(1_000);
    const clock = await readClock(page);
    if (!Number.isFinite(clock.hydrated)) throw new Error(`${path}: no hydration time recorded`);
    return {
      url: path,
      scripts: clock.scripts
        .filter((script) => script.start <= clock.hydrated)
        .map((script) => script.path),
      afterHydration: clock.scripts
        .filter((script) => script.start > clock.hydrated)
        .map((script) => script.path),
    };
  } finally {
    await context.close();
  }
}

interface VendorTiming {
  vendor: string;
  requestedMs: number;
}

/**
 * When vendor hosts are asked for anything (Klaviyo's script; Shopify's hosts never, since the cart
 * is the server's), against load and hydration.
 */
async function vendorTimings(browser: Browser, store: Store) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(hydrationProbe);
    const outside: { url: string; at: number }[] = [];
    await loopbackOnly(page, outside);
    await page.goto(`${store.origin}/products/bone-rock`, { waitUntil: "load", timeout: 30_000 });
    await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 30_000 });
    // Vendor scripts wait for load and an idle moment (at most 3 s).
    await page.waitForTimeout(4_000);
    const clock = await readClock(page);
    const html = await (await fetch(`${store.origin}/products/bone-rock`)).text();
    const blocking = [...html.matchAll(/<script\b[^>]*\bsrc="https?:\/\/[^"]+"[^>]*>/g)]
      .map((match) => match[0])
      .filter((tag) => !/\b(async|defer)\b/.test(tag) && !/type="module"/.test(tag));
    const timings: VendorTiming[] = outside
      .filter(({ url }) => /shopify|klaviyo/.test(new URL(url).hostname))
      .map(({ url, at }) => ({
        vendor: new URL(url).hostname.includes("klaviyo") ? "Klaviyo" : `Shopify (${url})`,
        requestedMs: Math.round(at - clock.origin),
      }));
    return {
      hydratedMs: Math.round(clock.hydrated),
      loadMs: Math.round(clock.load),
      timings,
      blocking,
    };
  } finally {
    await context.close();
  }
}

/** Compression and caching headers of a page and of a hashed asset. */
async function headersCheck(store: Store, assetUrl: string) {
  const get = async (path: string) => {
    const response = await fetch(`${store.origin}${path}`, {
      headers: { "accept-encoding": "br, gzip" },
    });
    await response.arrayBuffer();
    return {
      encoding: response.headers.get("content-encoding") ?? "none",
      cacheControl: response.headers.get("cache-control") ?? "none",
    };
  };
  return { page: await get("/"), asset: await get(assetUrl) };
}

const short = (url: string) => url.replace("/assets/", "");

function weightRow(
  weight: RouteWeight,
  observed: Observed | undefined,
  scripts: ReadonlyMap<string, ScriptAsset>,
): (string | number)[] {
  const within =
    weight.totalBytes <= jsWeightBudget.totalBytes && weight.ownBytes <= jsWeightBudget.ownBytes;
  let check = "—";
  let after = "—";
  if (observed) {
    const expected = new Set(weight.files);
    const extra = observed.scripts.filter((url) => !expected.has(url));
    const missing = weight.files.filter((url) => !observed.scripts.includes(url));
    check =
      extra.length || missing.length
        ? `differs: ${[...extra.map((url) => `+${short(url)}`), ...missing.map((url) => `−${short(url)}`)].join(" ")}`
        : `same ${observed.scripts.length} files`;
    after = observed.afterHydration.length
      ? observed.afterHydration
          .map((url) => `${short(url)} ${kb(scripts.get(url)?.gzipBytes ?? Number.NaN)}`)
          .join(", ")
      : "none";
  }
  return [
    `\`${weight.pattern}\``,
    weight.files.length,
    kb(weight.totalBytes),
    kb(weight.frameworkBytes),
    kb(weight.ownBytes),
    weight.ownByOrigin
      .slice(0, 4)
      .map(([origin, bytes]) => `${origin} ${kb(bytes)}`)
      .join(", "),
    within ? "yes" : "no",
    check,
    after,
  ];
}

/** Gzip bytes of what Chromium fetched before hydration, when it differs from the count. */
function observedBytes(observed: Observed, scripts: ReadonlyMap<string, ScriptAsset>): number {
  return observed.scripts.reduce((sum, url) => sum + (scripts.get(url)?.gzipBytes ?? 0), 0);
}

/** A URL to load for a route pattern. */
const urlFor = (pattern: string) => sampleUrls[pattern] ?? pattern;

/** The scripts Chromium fetches before hydration on every route, on a store without vendors. */
function observeRoutes(context: BenchContext, browser: Browser, weights: RouteWeight[]) {
  return withStore({ root: context.workspace.root, name: "js-weight" }, async (store) => {
    const observed = new Map<string, Observed>();
    for (const weight of weights) {
      context.log(`js-weight: loading ${urlFor(weight.pattern)}`);
      observed.set(weight.pattern, await observeScripts(browser, store, urlFor(weight.pattern)));
    }
    return observed;
  });
}

/** The build's largest script (the framework's chunk): a file large enough to be compressed. */
function largestScript(build: ClientBuild): string {
  return [...build.scripts.values()].reduce((a, b) => (b.rawBytes > a.rawBytes ? b : a)).url;
}

/** Vendor timings and response headers, on a store configured with a Shopify store and Klaviyo. */
function vendorChecks(context: BenchContext, browser: Browser, build: ClientBuild) {
  return withStore(
    {
      root: context.workspace.root,
      name: "js-weight-vendors",
      // Vendors configured as in the end-to-end tests; their hosts are never contacted.
      env: {
        SHOPIFY_STORE_DOMAIN: "verdant-roots-test.myshopify.com",
        SHOPIFY_STOREFRONT_TOKEN: "bench0storefront0token00000000000",
        KLAVIYO_COMPANY_ID: "VRtest",
      },
    },
    async (store) => ({
      vendors: await vendorTimings(browser, store),
      headers: await headersCheck(store, largestScript(build)),
    }),
  );
}

/** Everything measured in Chromium and over HTTP, with one browser closed after. */
async function browserChecks(context: BenchContext, build: ClientBuild, weights: RouteWeight[]) {
  const browser = await launch();
  try {
    const observed = await observeRoutes(context, browser, weights);
    const { vendors, headers } = await vendorChecks(context, browser, build);
    return { observed, vendors, headers };
  } finally {
    await browser.close();
  }
}

type Checks = Awaited<ReturnType<typeof browserChecks>>;

/**
 * What counts: the build's list, or what Chromium fetched before hydration when that is more
 * (a lazy chunk requested during hydration is downloaded before interaction too).
 */
function effectiveWeights(
  weights: RouteWeight[],
  observedByRoute: Checks["observed"],
  scripts: ClientBuild["scripts"],
) {
  return weights.map((weight) => {
    const observed = observedByRoute.get(weight.pattern);
    const seen = observed ? observedBytes(observed, scripts) : 0;
    const extra = Math.max(0, seen - weight.totalBytes);
    const extraFiles = (observed?.scripts ?? [])
      .filter((url) => !weight.files.includes(url))
      .map((url) => {
        const script = scripts.get(url);
        const origin = [...(script?.gzipByOrigin.entries() ?? [])].sort(
          (a, b) => b[1] - a[1],
        )[0]?.[0];
        return `${short(url)}${origin ? ` (${origin})` : ""} ${kb(script?.gzipBytes ?? 0)}`;
      });
    return {
      weight,
      total: weight.totalBytes + extra,
      own: weight.ownBytes + extra,
      extra,
      extraFiles,
    };
  });
}

type Effective = ReturnType<typeof effectiveWeights>[number];

/** The extra files counted, each set once with the routes that fetched it; empty when none. */
function extraNoteOf(effective: Effective[]): string {
  const withExtra = effective.filter((item) => item.extra > 0);
  // Routes that fetched the same extra files are named together, once per set of files.
  const routesByExtra = new Map<string, string[]>();
  for (const item of withExtra) {
    const files = item.extraFiles.join(", ");
    const routes = routesByExtra.get(files) ?? [];
    if (!routes.includes(item.weight.pattern)) routes.push(item.weight.pattern);
    routesByExtra.set(files, routes);
  }
  return withExtra.length
    ? ` (counting ${[...routesByExtra]
        .map(
          ([files, routes]) =>
            `${files}, requested before hydration ended but not modulepreloaded, on ${routes.map((route) => `\`${route}\``).join(", ")}`,
        )
        .join("; ")})`
    : "";
}

/** The budget rows on the JavaScript loaded before interaction, in total and of our own. */
function weightBudgets(weights: RouteWeight[], effective: Effective[]): BudgetRow[] {
  const heaviest = effective.reduce((a, b) => (b.total > a.total ? b : a));
  const heaviestOwn = effective.reduce((a, b) => (b.own > a.own ? b : a));
  const lightest = effective.reduce((a, b) => (b.total < a.total ? b : a));
  const framework = Math.max(...weights.map((weight) => weight.frameworkBytes));
  const totalMet = heaviest.total <= jsWeightBudget.totalBytes;
  const ownMet = heaviestOwn.own <= jsWeightBudget.ownBytes;
  const extraNote = extraNoteOf(effective);
  return [
    {
      budget: `JavaScript before interaction ≤ ${kb(jsWeightBudget.totalBytes)} gzip on every route`,
      measured: `${kb(lightest.total)} (\`${lightest.weight.pattern}\`) to ${kb(heaviest.total)} (\`${heaviest.weight.pattern}\`)${extraNote}; framework ${kb(framework)}`,
      status: totalMet ? "met" : "not met",
      note: totalMet
        ? undefined
        : `React, React DOM and React Router alone are ${kb(framework)}, which leaves ${kb(jsWeightBudget.totalBytes - framework)} for our code; the heaviest route carries ${kb(heaviest.own)} of it (${heaviest.weight.ownByOrigin
            .slice(0, 3)
            .map(([origin, bytes]) => `${origin} ${kb(bytes)}`)
            .join(", ")}).`,
    },
    {
      budget: `Our own code and libraries ≤ ${kb(jsWeightBudget.ownBytes)} gzip on every route`,
      measured: `up to ${kb(heaviestOwn.own)} (\`${heaviestOwn.weight.pattern}\`); ${effective.filter((item) => item.own > jsWeightBudget.ownBytes).length} of ${weights.length} routes over`,
      status: ownMet ? "met" : "not met",
      note: ownMet
        ? undefined
        : `\`${heaviestOwn.weight.pattern}\`: ${kb(heaviestOwn.weight.ownBytes)} modulepreloaded (${heaviestOwn.weight.ownByOrigin
            .slice(0, 3)
            .map(([origin, bytes]) => `${origin} ${kb(bytes)}`)
            .join(
              ", ",
            )})${heaviestOwn.extra ? ` + ${heaviestOwn.extraFiles.join(", ")} requested before hydration ended` : ""}. Every route carries about ${commonOwn(weights)} from the root layout.`,
    },
  ];
}

/** The budget rows on vendor scripts, compression and caching. */
function responseBudgets({ vendors, headers }: Checks): BudgetRow[] {
  const vendorMet =
    vendors.blocking.length === 0 &&
    vendors.timings.every((timing) => timing.vendor === "Klaviyo") &&
    vendors.timings.every(
      (timing) => timing.requestedMs >= vendors.hydratedMs && timing.requestedMs >= vendors.loadMs,
    );
  const compressed =
    /^(br|gzip)$/.test(headers.page.encoding) && /^(br|gzip)$/.test(headers.asset.encoding);
  const immutable =
    /immutable/.test(headers.asset.cacheControl) &&
    /max-age=\d{7,}/.test(headers.asset.cacheControl);
  return [
    {
      budget:
        "No request to Shopify from a product page; Klaviyo loads only after the page is interactive, never render-blocking",
      measured: vendors.timings.length
        ? `${vendors.timings.map((timing) => `${timing.vendor} requested at ${timing.requestedMs} ms`).join(", ")}; hydrated at ${vendors.hydratedMs} ms, load event at ${Math.round(vendors.loadMs)} ms; ${vendors.blocking.length} blocking vendor script tags`
        : `no vendor script requested within 4 s of load (hydrated at ${vendors.hydratedMs} ms); ${vendors.blocking.length} blocking vendor script tags`,
      note: "Product page of a store configured with a Shopify store and Klaviyo (their hosts are never contacted: the browser aborts every request off this machine); times from navigation start, in the page's clock.",
      status: vendorMet ? "met" : "not met",
    },
    {
      budget: "Responses compressed (Brotli or gzip); hashed assets cached immutably",
      measured: `page: ${headers.page.encoding}; asset: ${headers.asset.encoding}, \`${headers.asset.cacheControl}\``,
      status: compressed && immutable ? "met" : "not met",
    },
  ];
}

/** The section's Markdown: how the weights are counted, the table and Chromium's check. */
function bodyFor(
  context: BenchContext,
  build: ClientBuild,
  weights: RouteWeight[],
  observedByRoute: Checks["observed"],
): string {
  const mismatches = [...observedByRoute.entries()].filter(([pattern, observed]) => {
    const weight = weights.find((item) => item.pattern === pattern)!;
    return (
      observed.scripts.length !== weight.files.length ||
      observed.scripts.some((url) => !weight.files.includes(url))
    );
  });
  return [
    context.header("js-weight"),
    `Read from the build output. React Router's browser manifest (\`build/client/assets/manifest-*.js\`; React Router deletes Vite's \`.vite/manifest.json\` after the build unless Vite's manifest option is on) lists the client entry and every route module with its static imports: the files \`<Scripts>\` modulepreloads. A route's weight is the entry + root + route module and all their static imports; the manifest file itself is not loaded with React Router's default lazy route discovery (the HTML carries the matched routes inline; this build's mode: "${build.routeDiscovery}", the file is counted only for "initial"). Each file is gzipped at zlib's default level, as the server's compression middleware sends it. The framework share of each file comes from hidden source maps of the same build (\`react-router build --sourcemapClient hidden\`, identical JavaScript): bytes from \`react\`, \`react-dom\`, \`scheduler\`, \`react-router\` and \`@react-router/*\` (the default client entry) are framework, everything else is ours, and unmapped bundler glue is shared in proportion. The "Chromium" column compares the list with the \`/assets/*.js\` a fresh Chromium fetched before the page marked itself hydrated (\`html[data-hydrated]\`), on a store without vendor configuration.`,
    "",
    table(
      [
        "Route",
        "Files",
        "Total gzip",
        "Framework",
        "Own + libraries",
        "Largest own origins",
        `≤ ${kb(jsWeightBudget.totalBytes)} / ${kb(jsWeightBudget.ownBytes)}`,
        "Chromium (before hydration)",
        "Fetched just after hydration",
      ],
      weights.map((weight) =>
        weightRow(weight, observedByRoute.get(weight.pattern), build.scripts),
      ),
    ),
    "",
    mismatches.length
      ? `Chromium fetched a different set on ${mismatches.length} route(s): a "+" file was requested before hydration but is not in the route's modulepreload list (a dynamic import started during hydration; the budget rows count it), a "−" file is listed but was not requested before hydration.`
      : "Chromium requested exactly the files counted before hydration, on every route.",
    "",
    `"Before hydration" compares request start times (Resource Timing) with the moment \`html[data-hydrated]\` appeared, both in the page's clock; the last column lists scripts requested within a second after it (lazy chunks: they do not delay interaction and are not counted).`,
    "",
    `The same rule runs in \`npm test\` as \`bench/js-weight.test.ts\`.`,
  ].join("\n");
}

async function run(context: BenchContext): Promise<PartResult> {
  const { build, weights } = readRouteWeights(context.workspace.paths);
  const checks = await browserChecks(context, build, weights);
  const effective = effectiveWeights(weights, checks.observed, build.scripts);
  const budgets = [...weightBudgets(weights, effective), ...responseBudgets(checks)];
  return { body: bodyFor(context, build, weights, checks.observed), budgets };
}

/** Own origins every route loads (the root layout's), largest first. */
function commonOwn(weights: RouteWeight[]): string {
  const [first, ...rest] = weights;
  if (!first) return "";
  const common = first.ownByOrigin.filter(([origin]) =>
    rest.every((weight) => weight.ownByOrigin.some(([other]) => other === origin)),
  );
  const sum = common.reduce((total, [, bytes]) => total + bytes, 0);
  return `${kb(sum)}, of which ${common
    .slice(0, 6)
    .map(([origin, bytes]) => `${origin} ${kb(bytes)}`)
    .join(", ")}`;
}

export const jsWeightPart: Part = { name: "js-weight", title: "JavaScript weight", run };
