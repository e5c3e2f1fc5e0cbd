// Entry point: serves static assets and hands every other request to the built app.
import compression from "compression";
import express from "express";

const development = process.env.NODE_ENV === "development";
const port = Number.parseInt(process.env.PORT || "3000", 10);

const server = express();
let closeApp = async () => {};
server.disable("x-powered-by");
server.use(compression());

if (development) {
  const vite = await import("vite").then((mod) =>
    mod.createServer({ server: { middlewareMode: true } }),
  );
  server.use(vite.middlewares);
  server.use(async (req, res, next) => {
    try {
      const source = await vite.ssrLoadModule("./server/app.ts");
      return await source.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
  closeApp = async () => (await vite.ssrLoadModule("./server/app.ts")).closeApp();
} else {
  // Hashed assets never change; everything else in public/ may, so it is cached briefly.
  server.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
  server.use(express.static("build/client", { maxAge: "1h" }));
  const build = await import("./build/server/index.js");
  server.use(build.app);
  closeApp = build.closeApp;
}

const listener = server.listen(port, () => {
  console.log(`Verdant Roots storefront listening on http://localhost:${port}`);
});

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: closing`);
  setTimeout(() => process.exit(1), 10_000).unref();
  const closed = new Promise((resolve) => listener.close(resolve));
  listener.closeIdleConnections?.();
  await closeApp();
  await closed;
  process.exit(0);
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
