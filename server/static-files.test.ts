import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticFiles } from "./static-files";

function get(port: number, path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; body: Buffer; headers: IncomingMessage["headers"] }>(
    (resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode!, body: Buffer.concat(chunks), headers: res.headers }),
        );
      });
      req.on("error", reject);
      req.end();
    },
  );
}

describe("static files held in memory", () => {
  const root = mkdtempSync(join(tmpdir(), "verdant-static-"));
  const script = `export const x = "${"a".repeat(4000)}";\n`;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    mkdirSync(join(root, "assets"));
    writeFileSync(join(root, "assets", "entry-abc123.js"), script);
    writeFileSync(join(root, "favicon.svg"), "<svg/>");
    writeFileSync(join(root, "photo.png"), Buffer.alloc(3000, 7));
    writeFileSync(join(root, ".secret"), "no");
    const files = staticFiles({ root });
    server = createServer((req, res) => {
      const serve = files.fastAnswer(req);
      if (serve) return serve(res);
      files.middleware(req, res, () => res.writeHead(404).end("not held"));
    });
    server.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("serves a hashed asset for a year, Brotli-compressed when accepted, with a validator", async () => {
    const plain = await get(port, "/assets/entry-abc123.js");
    expect(plain.status).toBe(200);
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(plain.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const brotli = await get(port, "/assets/entry-abc123.js?v=2", {
      "Accept-Encoding": "gzip, br",
    });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(Number(brotli.headers["content-length"])).toBe(brotli.body.length);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);
    const again = await get(port, "/assets/entry-abc123.js", {
      "If-None-Match": plain.headers.etag!,
    });
    expect(again.status).toBe(304);
    const since = await get(port, "/assets/entry-abc123.js", {
      "If-Modified-Since": plain.headers["last-modified"]!,
    });
    expect(since.status).toBe(304);
  });

  it("sends small and binary files as they are, briefly cached, and HEAD without a body", async () => {
    const icon = await get(port, "/favicon.svg", { "Accept-Encoding": "br" });
    expect(icon.headers["content-encoding"]).toBeUndefined();
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
    const photo = await get(port, "/photo.png", { "Accept-Encoding": "br" });
    expect(photo.headers["content-encoding"]).toBeUndefined();
    expect(photo.headers.vary).toBeUndefined();
    expect(photo.body.length).toBe(3000);
    const head = await get(port, "/photo.png", {}, "HEAD");
    expect(head.headers["content-length"]).toBe("3000");
    expect(head.body.length).toBe(0);
  });

  it("leaves dotfiles, unknown paths, Range requests and writes to what comes after", async () => {
    expect((await get(port, "/.secret")).body.toString()).toBe("not held");
    expect((await get(port, "/nothing.js")).body.toString()).toBe("not held");
    expect((await get(port, "/photo.png", { Range: "bytes=0-9" })).body.toString()).toBe(
      "not held",
    );
    expect((await get(port, "/photo.png", {}, "POST")).body.toString()).toBe("not held");
  });
});
