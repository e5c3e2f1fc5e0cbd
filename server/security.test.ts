import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import {
  httpsRedirectTarget,
  inlineScriptHashes,
  isValidHost,
  newCspNonce,
  policyWithHashes,
  reusablePage,
  securityHeaders,
} from "./security";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** A plain-HTTP request with a Host header of our choosing (fetch does not allow one). */
function get(port: number, path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; location?: string }>((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path, method, headers }, (response) => {
      response.resume();
      resolve({ status: response.statusCode!, location: response.headers.location });
    });
    request.on("error", reject);
    request.end();
  });
}

describe("FORCE_HTTPS", () => {
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    const env = parseEnv({
      SITE_URL: "https://shop.example.com",
      FORCE_HTTPS: "true",
      TRUST_PROXY: "loopback",
    });
    const app = express();
    app.set("trust proxy", "loopback");
    app.use(securityHeaders(env));
    app.get(["/healthz", "/readyz", "/products/x"], (_req, res) => res.send("ok"));
    app.post("/internal/owner/:operation", (_req, res) => res.json({ ok: true }));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.close();
  });

  it("redirects plain HTTP to the configured site, whatever the Host header says", async () => {
    for (const host of ["evil.example", "shop.example.com", "127.0.0.1"]) {
      const response = await get(port, "/products/x?ref=mail", {
        Host: host,
        "X-Forwarded-For": "203.0.113.9",
      });
      expect(response).toEqual({
        status: 308,
        location: "https://shop.example.com/products/x?ref=mail",
      });
    }
    expect(
      (
        await get(port, "//evil.example/x", {
          Host: "evil.example",
          "X-Forwarded-For": "203.0.113.9",
        })
      ).location,
    ).toBe("https://shop.example.com/evil.example/x");
  });

  it("lets this machine reach the health checks and the owner endpoint over plain HTTP", async () => {
    expect((await get(port, "/healthz")).status).toBe(200);
    expect((await get(port, "/readyz")).status).toBe(200);
    expect((await get(port, "/internal/owner/list-messages", {}, "POST")).status).toBe(200);
    // Pages are still redirected, also from this machine.
    expect((await get(port, "/products/x")).status).toBe(308);
  });

  it("redirects the same paths for a client elsewhere (through the trusted proxy)", async () => {
    const remote = { "X-Forwarded-For": "203.0.113.9" };
    expect((await get(port, "/healthz", remote)).location).toBe("https://shop.example.com/healthz");
    expect((await get(port, "/internal/owner/list-messages", remote, "POST")).status).toBe(308);
  });

  it("builds the target from SITE_URL's host, port included", () => {
    expect(httpsRedirectTarget({ SITE_URL: "http://shop.example.com:8443" }, "/a?b=1")).toBe(
      "https://shop.example.com:8443/a?b=1",
    );
  });
});

describe("isValidHost", () => {
  it.each([
    "localhost",
    "localhost:3000",
    "shop.example.com",
    "127.0.0.1:80",
    "[::1]",
    "[::1]:3000",
  ])("accepts %s", (host) => expect(isValidHost(host)).toBe(true));
  it.each(["x:99999", "a b", "[::1", "a/b", "a?b", "a#b", "a@b", "", ":80", "a:b"])(
    "refuses %j",
    (host) => expect(isValidHost(host)).toBe(false),
  );
});

describe("a page made fit for reuse", () => {
  it("hashes only the inline scripts that carried the response's nonce", () => {
    const html =
      '<script nonce="N1">window.a=1</script><script type="module" nonce="N1">import("/x.js")</script>' +
      '<script type="application/ld+json">{"@type":"Product"}</script><script src="/y.js" nonce="N1"></script>' +
      '<script>injected()</script><script nonce="other">alsoInjected()</script>';
    expect(inlineScriptHashes(html, "N1")).toEqual([sha("window.a=1"), sha('import("/x.js")')]);
  });

  it("drops the page's nonce attributes and allows its scripts by hash", () => {
    const page = reusablePage(
      '<script nonce="N1">go()</script><link rel="modulepreload" nonce="N1" href="/a.js">',
      "N1",
      "script-src 'self' 'nonce-N1' 'strict-dynamic'",
    );
    expect(page.html).toBe('<script>go()</script><link rel="modulepreload" href="/a.js">');
    expect(page.contentSecurityPolicy).toBe(`script-src 'self' ${sha("go()")} 'strict-dynamic'`);
    expect(reusablePage("<p></p>", "N1", undefined).contentSecurityPolicy).toBeUndefined();
  });

  it("swaps the response's nonce for the hashes", () => {
    expect(
      policyWithHashes("script-src 'self' 'nonce-abc==' 'strict-dynamic'", [
        "'sha256-x'",
        "'sha256-y'",
      ]),
    ).toBe("script-src 'self' 'sha256-x' 'sha256-y' 'strict-dynamic'");
  });
});

describe("newCspNonce", () => {
  it("gives 16 random bytes each time, never the same twice, across the pool's refills", () => {
    const nonces = Array.from({ length: 1_000 }, newCspNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    // Every byte value turns up in 16,000 random bytes; a pool left unfilled (zeros) would not.
    const bytes = new Set(nonces.flatMap((nonce) => [...Buffer.from(nonce, "base64")]));
    expect(bytes.size).toBeGreaterThan(250);
  });
});
