// The bare Node limit for the static-limit benchmark: node:http answering a few pages' Brotli bytes
// from memory, nothing else. Started as its own process: node bare-node-server.mjs <manifest.json>
// <port>, where the manifest maps each path to the file holding its bytes.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [manifestFile, port] = process.argv.slice(2);
/** @type {{ path: string, file: string }[]} */
const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
const pages = new Map(manifest.map(({ path, file }) => [path, readFileSync(file)]));

const server = createServer((req, res) => {
  const body = pages.get(req.url ?? "/");
  if (!body) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Encoding": "br",
    "Content-Length": body.length,
    Vary: "Accept-Encoding",
  });
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), "127.0.0.1", () => console.log(`listening on ${port}`));
