import { createServer, request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { fastPath, type CheapAnswer } from "./fast-path";
import { newCspNonce, responseHeaders } from "./security";

const env = parseEnv({ SITE_URL: "https://shop.example.com" });

/** A cheap answer for `/ready` only, as the page cache gives one for a cached page. */
const ready: CheapAnswer = (req) =>
  req.url === "/ready"
    ? (res) => {
        res.setHeader("Content-Type", "text/plain");
        res.end("fast");
      }
    : undefined;

function get(port: number, path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; body: string; headers: IncomingMessage["headers"] }>(
    (resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode!, body, headers: res.headers }));
      });
      req.on("error", reject);
      req.end();
    },
  );
}

describe("the fast path", () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  async function start(httpsOnly = false) {
    const answer = fastPath({
      answers: [ready],
      securityHeaders: responseHeaders(env),
      newCspNonce,
      httpsOnly,
      trustProxy: () => false,
    });
    server = createServer((req, res) => {
      if (answer(req, res)) return;
      res.end("full chain");
    });
    server.listen(0, "127.0.0.1");
    await new Promise((resolve) => server!.once("listening", resolve));
    return (server.address() as AddressInfo).port;
  }

  it("answers what it holds with the front door's request id and security headers", async () => {
    const port = await start();
    const first = await get(port, "/ready", { "X-Request-Id": "order-check-123" });
    expect(first.body).toBe("fast");
    expect(first.headers["x-request-id"]).toBe("order-check-123");
    expect(first.headers["x-frame-options"]).toBe("DENY");
    expect(first.headers["permissions-policy"]).toContain("camera=()");
    const nonce = /'nonce-([^']+)'/.exec(String(first.headers["content-security-policy"]))?.[1];
    expect(nonce).toBeTruthy();
    const second = await get(port, "/ready");
    expect(String(second.headers["content-security-policy"])).not.toContain(nonce);
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
  });

  it("leaves to the full chain what it does not hold or the front door must judge", async () => {
    const port = await start();
    expect((await get(port, "/other")).body).toBe("full chain");
    expect((await get(port, "/ready", {}, "POST")).body).toBe("full chain");
    expect((await get(port, "/ready", { Host: "a b" })).body).toBe("full chain");
    expect((await get(port, "/ready", { "X-Forwarded-Host": "elsewhere" })).body).toBe(
      "full chain",
    );
  });

  it("leaves plain HTTP to the front door's redirect under FORCE_HTTPS", async () => {
    const port = await start(true);
    expect((await get(port, "/ready")).body).toBe("full chain");
  });
});
