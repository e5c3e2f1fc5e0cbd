// Entry point: the live review streams, then the front door (logs, security headers, health, write
// guard), static assets and the built app. Everything but this wiring lives in server/*.ts, built
// with the app.
import { createServer } from "node:http";
import compression from "compression";
import express from "express";

const development = process.env.NODE_ENV === "development";
const port = Number.parseInt(process.env.PORT || "3000", 10);

const server = express();
server.disable("x-powered-by");

let stopping = false;

let store;
if (development) {
  const vite = await import("vite").then((mod) =>
    mod.createServer({ server: { middlewareMode: true } }),
  );
  const load = () => vite.ssrLoadModule("./server/app.ts");
  store = await load();
  server.set("trust proxy", store.trustProxy);
  server.use(store.frontDoor);
  server.use(vite.middlewares);
  server.use(async (req, res, next) => {
    try {
      return await (await load()).app(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  store = await import("./build/server/index.js");
  server.set("trust proxy", store.trustProxy);
  server.use(store.frontDoor);
  server.use(compression());
  // Hashed assets never change; everything else in public/ may, so it is cached briefly.
  server.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
  server.use(express.static("build/client", { maxAge: "1h" }));
  server.use(store.app);
}

// Live review streams and the reviews list are served with Node's request and response alone,
// ahead of Express (light to hold open by the thousand, and to answer many times a second; see
// server/app.ts); every other request goes on to Express.
// Header and request timeouts, and caps on what one client holds (server/connection-limits.ts).
const limits = store.connectionLimitSettings;
let connections;
const listener = createServer(store.httpServerOptions(limits), (req, res) => {
  if (!connections.admit(req, res)) return;
  // Once shutdown begins, every answer closes its connection, so keep-alive clients go elsewhere
  // and the server drains instead of serving the same sockets until it is killed.
  if (stopping) res.setHeader("Connection", "close");
  store.aheadOfExpress(req, res, (error) => {
    if (!error) return server(req, res);
    console.error("Request failed ahead of Express:", error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});
connections = store.limitConnections(listener, limits);
listener.listen(port, () => {
  // With PORT=0 the system picks a free port; this line says which (tests read it).
  const { port: listening } = listener.address();
  console.log(`Verdant Roots storefront listening on http://localhost:${listening}`);
  // Lets `npm run owner` reach this store's data while it holds the embedded database.
  store
    .announceOwnerEndpoint(listening)
    .catch((error) => console.error("Owner tools endpoint unavailable:", error.message));
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
  const drainMs = store.shutdownDrainMs;
  console.log(`${signal} received: closing${drainMs ? ` after a ${drainMs / 1000} s drain` : ""}`);
  setTimeout(() => {
    console.error("Shutdown took too long: exiting");
    process.exit(1);
  }, drainMs + shutdownLimitMs).unref();
  // Readiness answers 503 and every answer closes its connection, while the listener still
  // accepts: the load balancer's health checks take this process out before it stops listening,
  // so no request is ever sent to a connection it is closing.
  store.beginDrain();
  if (drainMs) await sleep(drainMs);
  store.beginClose();
  // No new connections; idle ones close now, busy ones after their answer (Connection: close).
  const drained = new Promise((resolve) => listener.close(resolve));
  listener.closeIdleConnections();
  const idle = setInterval(() => listener.closeIdleConnections(), 50);
  await Promise.race([drained, sleep(shutdownLimitMs - 2_500)]);
  clearInterval(idle);
  listener.closeAllConnections();
  // Only now, with no request left to serve, is the database closed (and never opened again).
  await store.closeApp();
  process.exit(0);
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
