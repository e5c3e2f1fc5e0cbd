/**
 * The static limit: the store's cached pages against the very same Brotli bytes served by Debian's
 * nginx (one worker, `brotli_static`) and by a bare node:http server answering them from memory,
 * side by side in one run, at 32 connections with Brotli accepted.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { BenchContext, Part, PartResult } from "../context";
import { measure, type LoadResult } from "../lib/load";
import { describeShares, profileUnderLoad, type ProfileSummary } from "../lib/profile";
import { table, type BudgetRow } from "../lib/report";
import { withStore } from "../lib/store";
import { freePort } from "../../tests/harness/store-process";
import { projectRoot } from "../../tests/harness/production-build";

const staticLimitPages = [
  { label: "Home", path: "/" },
  { label: "Category", path: "/mens-health" },
  { label: "Product", path: "/products/bone-rock" },
  { label: "Article", path: "/articles/heart-health-guide" },
  { label: "FAQ", path: "/faq" },
] as const;

const connections = 32;
const headers = { accept: "text/html", "accept-encoding": "br" };
const nginxModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

type Server = "store" | "nginx" | "bare";

const rps = (value: number) => Math.round(value).toLocaleString("en-US");
const ms = (value: number) => `${value.toFixed(2)} ms`;
const ratio = (value: number) => value.toFixed(2);

/** A page's raw bytes as the store sends them to a client accepting Brotli (never decoded). */
function rawPage(origin: string, path: string) {
  return new Promise<{ body: Buffer; encoding?: string; etag?: string }>((resolve, reject) => {
    const req = request(`${origin}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          body: Buffer.concat(chunks),
          encoding: res.headers["content-encoding"],
          etag: res.headers.etag,
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** The cached page's Brotli bytes (the first request renders it; the cache keeps it compressed). */
async function cachedBytes(origin: string, path: string): Promise<Buffer> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const page = await rawPage(origin, path);
    if (page.etag && page.encoding === "br") return page.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} never came from the page cache with Brotli`);
}

/** Where each page's files go under nginx's root: `/` as index.html, others as <path>.html. */
const fileOf = (path: string) => (path === "/" ? "/index.html" : `${path}.html`);

function nginxConfig(root: string, port: number): string {
  return `load_module ${nginxModule};
worker_processes 1;
daemon off;
pid ${root}/nginx.pid;
error_log ${root}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  types { text/html html; }
  charset utf-8;
  keepalive_requests 1000000;
  keepalive_timeout 65s;
  client_body_temp_path ${root}/tmp;
  proxy_temp_path ${root}/tmp;
  fastcgi_temp_path ${root}/tmp;
  uwsgi_temp_path ${root}/tmp;
  scgi_temp_path ${root}/tmp;
  server {
    listen 127.0.0.1:${port};
    root ${root}/pages;
    brotli_static on;
    location = / { try_files /index.html =404; }
    location / { try_files $uri.html =404; }
  }
}
`;
}

/** Starts a child and waits until `origin` answers `path`. */
async function started(child: ChildProcess, origin: string, path: string, name: string) {
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${output}`);
    try {
      const page = await rawPage(origin, path);
      if (page.encoding === "br") return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} never answered ${path} with Brotli: ${output}`);
}

/**
 * Each page on each server in turn (store, nginx, bare Node, then the next page), so a swing in the
 * machine's load falls on the three alike rather than on whichever server was measured then.
 */
async function measureInTurn(
  context: BenchContext,
  origins: Record<Server, string>,
  seconds: number,
): Promise<Record<Server, LoadResult[]>> {
  const results: Record<Server, LoadResult[]> = { store: [], nginx: [], bare: [] };
  for (const page of staticLimitPages) {
    for (const name of ["store", "nginx", "bare"] as const) {
      context.log(`static-limit: ${name} ${page.path}`);
      const url = `${origins[name]}${page.path}`;
      await measure({ url, connections, seconds: 1, headers });
      results[name].push(await measure({ url, connections, seconds, headers }));
    }
  }
  return results;
}

/** Makes sure Debian's nginx with brotli_static is installed. */
function ensureNginx(): void {
  const ensure = spawnSync(process.execPath, [join(projectRoot, "scripts", "ensure-nginx.mjs")], {
    stdio: "inherit",
  });
  if (ensure.status !== 0) throw new Error("nginx with brotli_static is not available");
}

/**
 * Writes each cached page's Brotli bytes under `root` for nginx, with a manifest for the bare
 * Node server; returns each page's size.
 */
async function writePages(root: string, origin: string): Promise<number[]> {
  const manifest: { path: string; file: string }[] = [];
  const bytes: number[] = [];
  for (const page of staticLimitPages) {
    const body = await cachedBytes(origin, page.path);
    bytes.push(body.length);
    const file = join(root, "pages", `${fileOf(page.path)}.br`);
    mkdirSync(dirname(file), { recursive: true, mode: 0o755 });
    writeFileSync(file, body);
    // brotli_static needs the uncompressed file beside it to exist (it is never sent here).
    writeFileSync(file.slice(0, -3), "");
    manifest.push({ path: page.path, file });
  }
  writeFileSync(join(root, "manifest.json"), JSON.stringify(manifest));
  return bytes;
}

/** Checks that nginx and the bare Node server send each page's bytes as the store does. */
async function checkSameBytes(origins: string[], bytes: number[]): Promise<void> {
  for (const [index, page] of staticLimitPages.entries()) {
    for (const origin of origins) {
      const served = await rawPage(origin, page.path);
      if (served.body.length !== bytes[index])
        throw new Error(`${origin} served ${served.body.length} bytes for ${page.path}`);
    }
  }
}

/**
 * Starts nginx and the bare Node server on the pages written under `root`, checks they serve the
 * same bytes, and measures the three servers in turn; both are stopped after.
 */
async function measureServers(
  context: BenchContext,
  root: string,
  storeOrigin: string,
  bytes: number[],
  seconds: number,
) {
  const nginxPort = await freePort();
  writeFileSync(join(root, "nginx.conf"), nginxConfig(root, nginxPort));
  const nginx = spawn("/usr/sbin/nginx", ["-c", join(root, "nginx.conf"), "-p", root], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const barePort = await freePort();
  const bare = spawn(
    process.execPath,
    [
      join(projectRoot, "bench", "static-limit", "bare-node-server.mjs"),
      join(root, "manifest.json"),
      String(barePort),
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  try {
    const origins = {
      store: storeOrigin,
      nginx: `http://127.0.0.1:${nginxPort}`,
      bare: `http://127.0.0.1:${barePort}`,
    };
    await started(nginx, origins.nginx, "/faq", "nginx");
    await started(bare, origins.bare, "/faq", "the bare Node server");
    // The same bytes from each.
    await checkSameBytes([origins.nginx, origins.bare], bytes);
    return await measureInTurn(context, origins, seconds);
  } finally {
    nginx.kill("SIGQUIT");
    bare.kill();
  }
}

/** The store's process again under `--cpu-prof`, serving Home at 32 connections. */
function profileStore(context: BenchContext) {
  context.log("static-limit: the store again under --cpu-prof (Home, 32 connections)");
  return profileUnderLoad(
    { root: context.workspace.root, name: "static-limit-profile" },
    async (origin, profileSeconds) => {
      await cachedBytes(origin, "/");
      return measure({ url: `${origin}/`, connections, seconds: profileSeconds, headers });
    },
    context.seconds(5),
  );
}

/** A row per page: its size, each server's figures, and the store's ratios to the others. */
function rowsOf(figures: Record<Server, LoadResult[]> & { bytes: number[] }) {
  return staticLimitPages.map((page, index) => {
    const store = figures.store[index]!;
    const nginx = figures.nginx[index]!;
    const bare = figures.bare[index]!;
    return {
      page,
      bytes: figures.bytes[index]!,
      store,
      nginx,
      bare,
      ofNginx: store.requestsPerSecond / nginx.requestsPerSecond,
      ofBare: store.requestsPerSecond / bare.requestsPerSecond,
      p99OfNginx: store.p99 / nginx.p99,
    };
  });
}

type Row = ReturnType<typeof rowsOf>[number];

/** The budget rows: the store against nginx and bare Node, rate and p99. */
function budgetsFor(
  rows: Row[],
  profile: ProfileSummary,
  load: number,
  cores: number,
): BudgetRow[] {
  const list = (pick: (row: Row) => number) =>
    rows.map((row) => `${row.page.label} ${ratio(pick(row))}`).join(", ");
  const nginxMet = rows.every((row) => row.ofNginx >= 0.5);
  const bareMet = rows.every((row) => row.ofBare >= 0.8);
  const p99Met = rows.every((row) => row.p99OfNginx <= 2);
  // What the store's own process spent its time on, and what the fast path already leaves out.
  const unmetNote = `Profile of the store serving Home: ${describeShares(profile.origins.slice(0, 4))}; top functions ${describeShares(profile.frames.slice(0, 5))}. Already done: cached pages, /healthz and static files answered before Express (no Express request, router walk, request logger or disk lookup), helmet's headers worked out once at start, each page compressed once. Load average ${load.toFixed(1)} on ${cores} cores when measured.`;
  return [
    {
      budget: "Every cached page ≥ 0.5 of nginx's rate for the same bytes (32 connections, br)",
      measured: list((row) => row.ofNginx),
      status: nginxMet ? "met" : "not met",
      note: nginxMet ? undefined : unmetNote,
    },
    {
      budget: "Every cached page ≥ 0.8 of a bare node:http server's rate for the same bytes",
      measured: list((row) => row.ofBare),
      status: bareMet ? "met" : "not met",
      note: bareMet ? undefined : unmetNote,
    },
    {
      budget: "Every cached page's p99 within 2× nginx's",
      measured: list((row) => row.p99OfNginx),
      status: p99Met ? "met" : "not met",
      note: p99Met ? undefined : unmetNote,
    },
  ];
}

/** The section's Markdown: how it was measured, the table, failures and the profile. */
function bodyFor(
  context: BenchContext,
  seconds: number,
  rows: Row[],
  profile: ProfileSummary,
  loads: { before: number[]; after: number[] },
): string {
  const failures = rows.reduce(
    (sum, row) => sum + row.store.failures + row.nginx.failures + row.bare.failures,
    0,
  );
  return [
    context.header("static-limit"),
    `Each page is first rendered and kept by the store's page cache; its Brotli bytes, exactly as the store sends them, are then served by Debian's nginx (${nginxVersion()}, one worker, \`brotli_static on\`, \`access_log off\`, \`keepalive_requests\` lifted) and by a bare \`node:http\` server holding them in memory (\`bench/static-limit/bare-node-server.mjs\`, its own process). The store runs from the production build on an embedded database (LOG_LEVEL=warn, read budget and connection cap lifted for the one load address). autocannon on loopback, ${connections} connections, \`Accept-Encoding: br\`, ${seconds} s per measurement after a 1 s warm-up, one server at a time, each page on the three servers in turn; the load generator shares the machine's ${context.machine.cores} cores with the server measured. Load average (1, 5, 15 min) before: ${loads.before.map((value) => value.toFixed(2)).join(", ")}; after: ${loads.after.map((value) => value.toFixed(2)).join(", ")}.`,
    "",
    table(
      [
        "Page",
        "Path",
        "Brotli bytes",
        "Store req/s",
        "Store p99",
        "nginx req/s",
        "nginx p99",
        "Bare Node req/s",
        "Bare Node p99",
        "Store ÷ nginx",
        "Store ÷ bare Node",
        "p99 ÷ nginx's",
      ],
      rows.map((row) => [
        row.page.label,
        `\`${row.page.path}\``,
        row.bytes.toLocaleString("en-US"),
        rps(row.store.requestsPerSecond),
        ms(row.store.p99),
        rps(row.nginx.requestsPerSecond),
        ms(row.nginx.p99),
        rps(row.bare.requestsPerSecond),
        ms(row.bare.p99),
        ratio(row.ofNginx),
        ratio(row.ofBare),
        ratio(row.p99OfNginx),
      ]),
    ),
    "",
    `Failed requests (non-2xx, errors, timeouts) across all ${rows.length * 3} measurements: ${failures}.`,
    "",
    `The store again on a second process under \`node --cpu-prof\`, Home at ${connections} connections for ${context.seconds(5)} s after a 1 s warm-up (${profile.seconds.toFixed(1)} s sampled). Where the time went: ${describeShares(profile.origins)}. Top functions by self time: ${describeShares(profile.frames.slice(0, 8))}.`,
  ].join("\n");
}

async function run(context: BenchContext): Promise<PartResult> {
  const seconds = context.seconds(6);
  ensureNginx();
  const root = mkdtempSync(join(tmpdir(), "verdant-bench-static-limit-"));
  // nginx's worker runs as an unprivileged user when started by root: it must read the pages.
  chmodSync(root, 0o755);
  mkdirSync(join(root, "tmp"));
  const loadBefore = loadavg();
  try {
    const figures = await withStore(
      { root: context.workspace.root, name: "static-limit" },
      async (store) => {
        const bytes = await writePages(root, store.origin);
        const figures = await measureServers(context, root, store.origin, bytes, seconds);
        return { bytes, ...figures };
      },
    );
    const loadAfter = loadavg();
    const profile = await profileStore(context);
    const rows = rowsOf(figures);
    const budgets = budgetsFor(rows, profile, loadBefore[0]!, context.machine.cores);
    const loads = { before: loadBefore, after: loadAfter };
    return { body: bodyFor(context, seconds, rows, profile, loads), budgets };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

function nginxVersion(): string {
  const result = spawnSync("/usr/sbin/nginx", ["-v"], { encoding: "utf8" });
  return /nginx\/[\d.]+/.exec(result.stderr)?.[0] ?? "nginx";
}

export const staticLimitPart: Part = {
  name: "static-limit",
  title: "Cached pages against the static limit",
  run,
};
