/**
 * Page rendering under load: each page against the same HTML served as a static file by the same
 * server (the physical limit), at 1 and 32 connections; and a cold product-page render.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BenchContext, Part, PartResult } from "../context";
import { measure, type LoadResult } from "../lib/load";
import { describeShares, profileClock, summarizeProfile } from "../lib/profile";
import { table, type BudgetRow } from "../lib/report";
import { postReviews } from "../lib/seed";
import { withStore, type Store } from "../lib/store";

const benchPages = [
  { name: "home", label: "Home", path: "/", fixed: true },
  { name: "category", label: "Category", path: "/mens-health", fixed: true },
  { name: "product", label: "Product (200 reviews)", path: "/products/bone-rock", fixed: false },
  { name: "article", label: "Article", path: "/articles/heart-health-guide", fixed: true },
] as const;

const productReviewKey = "bone-rock";
/** Reviews flow to this product in the second soak, so the product page's cache stays warm. */
const otherReviewKey = "organic-greens";
/** One review posted every this many milliseconds during a soak. */
const soakReviewEveryMs = 100;
const seededReviews = 200;
const connectionCounts = [1, 32] as const;
const storeEnv = { RATE_LIMIT_WRITES: "100000" };
/** Browsers ask for HTML; no Accept-Encoding, so page and static file both go out uncompressed. */
const headers = { accept: "text/html" };

interface PageFigures {
  page: (typeof benchPages)[number];
  dynamic: Record<number, LoadResult>;
  static: Record<number, LoadResult>;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const rps = (value: number) => Math.round(value).toLocaleString("en-US");
const percent = (ratio: number) => `${Math.round(ratio * 100)} %`;

async function reviewCount(store: Store): Promise<number> {
  const response = await fetch(`${store.origin}/api/reviews?reviewKey=${productReviewKey}`);
  const page = (await response.json()) as { summary: { count: number } };
  return page.summary.count;
}

/**
 * Product-page paths no cache serves: each names the page's default review sort (a parameter the
 * page reads, so the page cache renders it for the request and never keeps it) and a query of its
 * own besides.
 */
function coldPaths(): () => string {
  let sequence = 0;
  return () =>
    `/products/${productReviewKey}?reviewSort=newest&cold=${Date.now().toString(36)}-${sequence++}`;
}

/** The product page rendered for every request, one connection at a time (5,000 at most). */
const coldRenders = (store: Store, seconds: number, path: () => string) =>
  measure({
    url: store.origin,
    connections: 1,
    seconds,
    maxRequests: 5_000,
    headers,
    pathFor: path,
  });

/** One request for the product page after a soak: its status and time, or that none came. */
async function probe(store: Store): Promise<string> {
  const started = performance.now();
  try {
    const response = await fetch(`${store.origin}/products/${productReviewKey}`, {
      headers,
      signal: AbortSignal.timeout(5_000),
    });
    await response.arrayBuffer();
    return `${response.status} in ${ms(performance.now() - started)}`;
  } catch (error) {
    return `no answer (${error instanceof Error ? error.message : String(error)})`;
  }
}

/**
 * The product page read at 32 connections while reviews keep arriving, either for this product
 * (each one drops its cached page, which the next request rebuilds) or for another product (the
 * cached page stays).
 */
async function soak(store: Store, reviewKey: string, seconds: number) {
  let posting = true;
  let posted = 0;
  const poster = (async () => {
    while (posting) {
      const response = await fetch(`${store.origin}/api/reviews`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          reviewKey,
          name: `Soak ${posted}`,
          rating: 5,
          reviewText: "Posted while the page is being read.",
        }),
      });
      await response.arrayBuffer();
      if (response.ok) posted += 1;
      await new Promise((resolve) => setTimeout(resolve, soakReviewEveryMs));
    }
  })();
  try {
    const result = await measure({
      url: `${store.origin}/products/${productReviewKey}`,
      connections: 32,
      seconds,
      headers,
    });
    return { result, posted, probe: await probe(store) };
  } finally {
    posting = false;
    await poster;
  }
}

/**
 * Cold renders and both soaks again on a second store under `node --cpu-prof`: where the server's
 * time goes rendering the product page, and while the page's own reviews flow against while
 * another product's do.
 */
async function profiledRuns(context: BenchContext, seconds: number) {
  const profileDir = mkdtempSync(join(tmpdir(), "verdant-bench-pages-profile-"));
  try {
    const windows = await withStore(
      {
        root: context.workspace.root,
        name: "pages-profile",
        env: storeEnv,
        nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profileDir}`],
      },
      async (store) => {
        context.log("pages: cold renders and both soaks again under --cpu-prof");
        await postReviews(store.origin, productReviewKey, seededReviews);
        const coldStart = profileClock();
        await coldRenders(store, seconds, coldPaths());
        const url = `${store.origin}/products/${productReviewKey}`;
        await measure({ url, connections: 32, seconds: 1, headers });
        const start = profileClock();
        await soak(store, productReviewKey, seconds);
        const middle = profileClock();
        await soak(store, otherReviewKey, seconds);
        return {
          cold: { from: coldStart, to: start },
          own: { from: start, to: middle },
          other: { from: middle, to: profileClock() },
        };
      },
    );
    return {
      cold: summarizeProfile(profileDir, windows.cold),
      own: summarizeProfile(profileDir, windows.own),
      other: summarizeProfile(profileDir, windows.other),
    };
  } finally {
    rmSync(profileDir, { recursive: true, force: true });
  }
}

/** Saves a page's HTML as a static file the store serves, and returns its URL. */
async function staticCopy(
  store: Store,
  staticDir: string,
  page: PageFigures["page"],
  html: string,
) {
  writeFileSync(join(staticDir, `${page.name}.html`), html);
  const staticUrl = `${store.origin}/bench-static/${page.name}.html`;
  const check = await fetch(staticUrl);
  await check.text();
  if (!check.ok) throw new Error(`The static copy ${staticUrl} answered ${check.status}`);
  return staticUrl;
}

/** Each page and its static copy at every connection count, after a short warm-up each. */
async function measurePages(
  context: BenchContext,
  store: Store,
  staticDir: string,
  seconds: number,
) {
  const figures: PageFigures[] = [];
  let warmProductHtmlBytes = 0;
  for (const page of benchPages) {
    const response = await fetch(`${store.origin}${page.path}`, { headers });
    const html = await response.text();
    if (!response.ok) throw new Error(`${page.path} answered ${response.status}`);
    if (page.name === "product") warmProductHtmlBytes = Buffer.byteLength(html);
    const staticUrl = await staticCopy(store, staticDir, page, html);

    const result: PageFigures = { page, dynamic: {}, static: {} };
    for (const connections of connectionCounts) {
      context.log(`pages: ${page.path} and its static copy at ${connections} connection(s)`);
      // A short warm-up: the page cache, the JIT and the connections.
      await measure({ url: `${store.origin}${page.path}`, connections, seconds: 1, headers });
      result.dynamic[connections] = await measure({
        url: `${store.origin}${page.path}`,
        connections,
        seconds,
        headers,
      });
      await measure({ url: staticUrl, connections, seconds: 1, headers });
      result.static[connections] = await measure({
        url: staticUrl,
        connections,
        seconds,
        headers,
      });
    }
    figures.push(result);
  }
  return { figures, warmProductHtmlBytes };
}

/**
 * On a store with the product's reviews posted: every page against its static copy, cold product
 * renders, and the product page while reviews flow to it and to another product.
 */
function measureStore(context: BenchContext, seconds: number) {
  const staticDir = join(context.workspace.paths.clientDir, "bench-static");
  return withStore(
    { root: context.workspace.root, name: "pages", env: storeEnv },
    async (store) => {
      context.log(`pages: posting ${seededReviews} reviews for ${productReviewKey}`);
      await postReviews(store.origin, productReviewKey, seededReviews);
      const count = await reviewCount(store);
      if (count !== seededReviews)
        throw new Error(`Expected ${seededReviews} reviews, found ${count}`);

      mkdirSync(staticDir, { recursive: true });
      try {
        const { figures, warmProductHtmlBytes } = await measurePages(
          context,
          store,
          staticDir,
          seconds,
        );

        context.log("pages: cold product renders");
        const coldPath = coldPaths();
        await coldRenders(store, 1, coldPath);
        const cold = await coldRenders(store, seconds, coldPath);

        context.log("pages: product page while its own reviews flow");
        const ownReviews = await soak(store, productReviewKey, seconds);
        context.log("pages: product page while another product's reviews flow");
        const otherReviews = await soak(store, otherReviewKey, seconds);
        return { figures, cold, warmProductHtmlBytes, soaks: { ownReviews, otherReviews } };
      } finally {
        rmSync(staticDir, { recursive: true, force: true });
      }
    },
  );
}

type Measured = Awaited<ReturnType<typeof measureStore>>;
type Profiles = Awaited<ReturnType<typeof profiledRuns>>;

/** A row per page and connection count: the page, its static copy, and their ratio. */
function pageRows(figures: PageFigures[]) {
  return figures.flatMap((figure) =>
    connectionCounts.map((connections) => {
      const dynamic = figure.dynamic[connections]!;
      const fixed = figure.static[connections]!;
      return [
        figure.page.label,
        `\`${figure.page.path}\``,
        connections,
        rps(dynamic.requestsPerSecond),
        ms(dynamic.p50),
        ms(dynamic.p99),
        rps(fixed.requestsPerSecond),
        ms(fixed.p50),
        ms(fixed.p99),
        percent(dynamic.requestsPerSecond / fixed.requestsPerSecond),
        dynamic.failures + fixed.failures,
      ];
    }),
  );
}

const ratioAt32 = (figure: PageFigures) =>
  figure.dynamic[32]!.requestsPerSecond / figure.static[32]!.requestsPerSecond;

/** The budget rows on fixed pages and the warm product page against their static copies. */
function staticBudgets(figures: PageFigures[]): BudgetRow[] {
  const fixedPages = figures.filter((figure) => figure.page.fixed);
  const product = figures.find((figure) => figure.page.name === "product")!;
  const worstFixed = fixedPages.reduce((a, b) => (ratioAt32(b) < ratioAt32(a) ? b : a));
  const fixedMet = fixedPages.every((figure) => ratioAt32(figure) >= 0.5);
  const productMet = ratioAt32(product) >= 0.5;
  return [
    {
      budget: "Fixed pages (Home, category, article) ≥ 50 % of the static-file limit",
      measured: `at 32 connections: ${fixedPages.map((figure) => `${figure.page.label} ${percent(ratioAt32(figure))}`).join(", ")}; at 1: ${fixedPages.map((figure) => `${figure.page.label} ${percent(figure.dynamic[1]!.requestsPerSecond / figure.static[1]!.requestsPerSecond)}`).join(", ")}`,
      status: fixedMet ? "met" : "not met",
      note: fixedMet
        ? undefined
        : `${worstFixed.page.label} answers ${rps(worstFixed.dynamic[32]!.requestsPerSecond)} req/s against ${rps(worstFixed.static[32]!.requestsPerSecond)} for its static copy.`,
    },
    {
      budget: "Warm product page (200 reviews) ≥ 50 % of the static-file limit",
      measured: `${percent(ratioAt32(product))} at 32 connections (${rps(product.dynamic[32]!.requestsPerSecond)} vs ${rps(product.static[32]!.requestsPerSecond)} req/s), ${percent(product.dynamic[1]!.requestsPerSecond / product.static[1]!.requestsPerSecond)} at 1`,
      status: productMet ? "met" : "not met",
      note: productMet
        ? undefined
        : `It answers ${rps(product.dynamic[32]!.requestsPerSecond)} req/s against ${rps(product.static[32]!.requestsPerSecond)} for its static copy.`,
    },
  ];
}

/** The budget rows on cold renders and on the product page while its own reviews flow. */
function renderBudgets(
  { cold, soaks, warmProductHtmlBytes }: Measured,
  profiles: Profiles,
): BudgetRow[] {
  const coldMet = cold.p50 <= 15;
  const soakRatio =
    soaks.ownReviews.result.requestsPerSecond / soaks.otherReviews.result.requestsPerSecond;
  const soaked = [soaks.ownReviews, soaks.otherReviews];
  const unanswered = soaked.some((soak) => soak.result.requests === 0);
  const soakMet =
    soakRatio >= 0.75 && !unanswered && soaked.every((soak) => soak.result.failures === 0);
  return [
    {
      budget: "Cold product-page render (200 reviews) p50 ≤ 15 ms at 1 connection",
      measured: `p50 ${ms(cold.p50)}, p99 ${ms(cold.p99)} (${cold.requests} renders)`,
      status: coldMet ? "met" : "not met",
      note: coldMet
        ? undefined
        : `Each render reads the product's first review page and summary, and every product's rating for the related cards (from memory once read), then renders ${Math.round(warmProductHtmlBytes / 1000)} KB of HTML; the load generator shares the two cores. Profile of the server during cold renders (a second store, under \`--cpu-prof\`): ${describeShares(profiles.cold.origins.slice(0, 5))}; top functions: ${describeShares(profiles.cold.frames.slice(0, 4))}.`,
    },
    {
      budget: `Product page while its own reviews change (one every ${soakReviewEveryMs} ms) ≥ 75 % of the rate with reviews on another product, at 32 connections`,
      measured: `${percent(soakRatio)}: ${rps(soaks.ownReviews.result.requestsPerSecond)} vs ${rps(soaks.otherReviews.result.requestsPerSecond)} req/s; p99 ${ms(soaks.ownReviews.result.p99)} vs ${ms(soaks.otherReviews.result.p99)}`,
      status: soakMet ? "met" : "not met",
      note: soakMet
        ? undefined
        : `${unanswered ? `A soak got no answer at all (probes after each: ${soaked.map((soak) => soak.probe).join("; ")}). ` : ""}Each review drops the cached page, so the requests that follow wait for one rebuild (render and compression, one at a time, compression off the event loop). Profile of the server (a second store, under \`--cpu-prof\`) while its own reviews flow: ${describeShares(profiles.own.origins.slice(0, 5))}; while another product's do: ${describeShares(profiles.other.origins.slice(0, 5))}.`,
    },
  ];
}

/** A row per soak: where the reviews went, and how the product page answered meanwhile. */
function soakRows(soaks: Measured["soaks"]) {
  return (
    [
      ["Its own reviews", soaks.ownReviews],
      ["Another product's reviews", soaks.otherReviews],
    ] as const
  ).map(([label, soak]) => [
    label,
    soak.posted,
    rps(soak.result.requestsPerSecond),
    ms(soak.result.p50),
    ms(soak.result.p99),
    ms(soak.result.max),
    soak.result.failures,
    soak.probe,
  ]);
}

/** A row per profiled load: where the server's time went. */
function profileRows(profiles: Profiles) {
  return (
    [
      ["Cold renders (1 connection, no reviews posted)", profiles.cold],
      ["Its own reviews", profiles.own],
      ["Another product's reviews", profiles.other],
    ] as const
  ).map(([label, profile]) => [
    label,
    `${profile.seconds.toFixed(1)} s`,
    describeShares(profile.origins),
    describeShares(profile.frames.slice(0, 5)),
  ]);
}

/** The section's Markdown: how it was measured and the tables. */
function bodyFor(
  context: BenchContext,
  seconds: number,
  { figures, cold, warmProductHtmlBytes, soaks }: Measured,
  profiles: Profiles,
): string {
  return [
    context.header("pages"),
    `The store runs from the production build on an embedded database with ${seededReviews} reviews posted for \`${productReviewKey}\` through \`POST /api/reviews\` (RATE_LIMIT_WRITES=100000, LOG_LEVEL=warn). autocannon on loopback, ${seconds} s per measurement after a 1 s warm-up, \`Accept: text/html\` and no \`Accept-Encoding\` (page and static copy both go out uncompressed). The static limit is each page's own HTML, saved to \`build/client/bench-static/<name>.html\` and served by the same server's \`express.static\` (through the same front door: logging, security headers, compression middleware), measured right after the page. Latency is per response (p50 = median), requests/s counts successful responses. A ratio above 100 % means the page is answered faster than \`express.static\` answers the same bytes: an in-memory page cache sends a ready buffer, while \`express.static\` stats and streams the file on every request.`,
    "",
    table(
      [
        "Page",
        "Path",
        "Connections",
        "Page req/s",
        "Page p50",
        "Page p99",
        "Static req/s",
        "Static p50",
        "Static p99",
        "Page ÷ static",
        "Failed",
      ],
      pageRows(figures),
    ),
    "",
    `**Cold product render** (\`/products/${productReviewKey}\`, ${seededReviews} reviews, 1 connection): p50 ${ms(cold.p50)}, p99 ${ms(cold.p99)}, ${rps(cold.requestsPerSecond)} req/s over ${cold.requests} requests. "Cold" means the page is rendered for the request, never served from a page cache: every request names the page's default review sort and a query of its own (\`?reviewSort=newest&cold=<unique>\`): the HTML cache (\`server/page-cache.ts\`) renders a request carrying a parameter the page reads for that request and never keeps it; the process itself is warm (JIT, database connection), as a server is between two reviews. The warm page is ${Math.round(warmProductHtmlBytes / 1000)} KB of HTML.`,
    "",
    `**While reviews flow** (\`/products/${productReviewKey}\`, 32 connections, ${seconds} s, a review posted through \`POST /api/reviews\` every ${soakReviewEveryMs} ms by one more client): with the reviews going to this product every review drops the cached page and the next request rebuilds it (one rebuild at a time, compressed off the event loop); with them going to \`${otherReviewKey}\` the cached page stays.`,
    "",
    table(
      [
        "Reviews posted to",
        "Reviews posted",
        "Page req/s",
        "p50",
        "p99",
        "max",
        "Failed",
        "One request after",
      ],
      soakRows(soaks),
    ),
    "",
    `Cold renders and both soaks again for ${context.seconds(5)} s each on a second store under \`node --cpu-prof\` (after the same ${seededReviews} reviews): for the samples taken during each, the share of sampled time by origin and the top functions by self time.`,
    "",
    table(
      ["Load", "Sampled", "Where the time went", "Top functions (self time)"],
      profileRows(profiles),
    ),
  ].join("\n");
}

async function run(context: BenchContext): Promise<PartResult> {
  const seconds = context.seconds(8);
  const measured = await measureStore(context, seconds);
  const profiles = await profiledRuns(context, context.seconds(5));
  const budgets = [...staticBudgets(measured.figures), ...renderBudgets(measured, profiles)];
  return { body: bodyFor(context, seconds, measured, profiles), budgets };
}

export const pagesPart: Part = { name: "pages", title: "Page rendering under load", run };
