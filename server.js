// The entry point: builds the storefront (server/main.ts, its composition root), puts it behind one
// HTTP server with the static assets, starts it, and shuts it down in order on SIGTERM or SIGINT.
import { createServer } from "node:http";
import express from "express";

const development = process.env.NODE_ENV === "development";
const port = Number.parseInt(process.env.PORT || "3000", 10);

const server = express();
server.disable("x-powered-by");

let stopping = false;

// The server build (server/main.ts with the app): in development loaded through Vite, whose
// middleware serves the browser's modules; route modules reload there on each request.
const vite = development
  ? await import("vite").then((mod) => mod.createServer({ server: { middlewareMode: true } }))
  : undefined;
/** Loads the build and creates the storefront; a bad configuration stops here, one line a variable. */
async function createStorefront() {
  try {
    const build = vite
      ? await vite.ssrLoadModule("./server/main.ts")
      : await import("./build/server/index.js");
    return { build, storefront: await build.createStorefront() };
  } catch (error) {
    if (error?.name !== "ConfigurationError") throw error;
    for (const problem of error.problems) console.error(`Invalid configuration: ${problem}`);
    process.exit(1);
  }
}
const { build, storefront } = await createStorefront();

// The client build's files, held in memory (server/static-files.ts): answered on the fast path and,
// for requests that take the full chain, by the same function behind the front door.
const files = vite ? undefined : build.staticFiles({ root: "build/client" });

server.set("trust proxy", storefront.trustProxy);
server.use(storefront.frontDoor);
if (vite) {
  server.use(vite.middlewares);
} else {
  // The one compression path (app/lib/compression.server.ts) for responses written as they go.
  server.use(build.compressStreams());
  server.use(files.middleware);
  // What memory does not hold (Range requests, files added since start): hashed assets never
  // change; everything else in public/ may, so it is cached briefly.
  server.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
  server.use(express.static("build/client", { maxAge: "1h" }));
}
server.use(storefront.app);

// Cheap answers first (server/fast-path.ts): a cached page, /healthz or a static file is answered
// before Express's chain, with the same headers and log line; anything else goes on.
const fastPath = storefront.fastPath(files);

// Then live review streams and the reviews list are served with Node's request and response alone,
// ahead of Express (light to hold open by the thousand, and to answer many times a second; see
// server/main.ts); every other request goes on to Express.
// Header and request timeouts, and caps on what one client holds (server/connection-limits.ts).
const limits = storefront.connectionLimits;
let connections;
const listener = createServer(build.httpServerOptions(limits), (req, res) => {
  if (!connections.admit(req, res) || !storefront.admitTarget(req, res)) return;
  // Once shutdown begins, every answer closes its connection, so keep-alive clients go elsewhere
  // and the server drains instead of serving the same sockets until it is killed.
  if (stopping) res.setHeader("Connection", "close");
  if (fastPath(req, res)) return;
  storefront.aheadOfExpress(req, res, (error) => {
    if (!error) return server(req, res);
    storefront.requestFailed(error, req, res);
  });
});
connections = build.limitConnections(listener, limits);
// HOST binds one interface (the address the load balancer reaches); unset, every interface.
listener.listen(port, storefront.host, () => {
  // With PORT=0 the system picks a free port; this line says which (tests read it).
  const { port: listening } = listener.address();
  const bound = storefront.host ? ` (bound to ${storefront.host} only)` : "";
  console.log(`Verdant Roots storefront listening on http://localhost:${listening}${bound}`);
  storefront.start(listening);
});

// A load balancer keeps idle connections to the store open and reuses them. Closing one the moment
// the balancer sends a request on it loses that request, so idle connections are kept longer than
// the balancer keeps an unused one (deploy/haproxy.cfg: a few seconds); the balancer closes first.
listener.keepAliveTimeout = 65_000;

/** How long shutdown may take after the drain; requests still running after most of it are cut off. */
const shutdownLimitMs = 10_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref());

async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  const drainMs = storefront.shutdownDrainMs;
  console.log(`${signal} received: closing${drainMs ? ` after a ${drainMs / 1000} s drain` : ""}`);
  setTimeout(() => {
    console.error("Shutdown took too long: exiting");
    process.exit(1);
  }, drainMs + shutdownLimitMs).unref();
  // Readiness answers 503 and every answer closes its connection, while the listener still
  // accepts: the load balancer's health checks take this process out before it stops listening,
  // so no request is ever sent to a connection it is closing.
  storefront.beginDrain();
  if (drainMs) await sleep(drainMs);
  storefront.beginClose();
  // No new connections; idle ones close now, busy ones after their answer (Connection: close).
  const drained = new Promise((resolve) => listener.close(resolve));
  listener.closeIdleConnections();
  const idle = setInterval(() => listener.closeIdleConnections(), 50);
  await Promise.race([drained, sleep(shutdownLimitMs - 2_500)]);
  clearInterval(idle);
  listener.closeAllConnections();
  // Only now, with no request left to serve, is the database closed (and never opened again).
  await storefront.close();
  process.exit(0);
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
