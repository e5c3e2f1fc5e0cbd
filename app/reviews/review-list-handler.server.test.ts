import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import type { ReviewListAnswer } from "~/reviews/review-list-answer.server";
import { emptyReviewPage } from "~/reviews/review-types";
import { reviewListHandler, type ReviewListOptions } from "./review-list-handler.server";
import { compileTrustProxy } from "~/lib/plain-request.server";
import { httpsRedirectTarget, newCspNonce, responseHeaders } from "../../server/security";

const env = parseEnv({ SITE_URL: "https://shop.example.com" });

/** A first page big enough to be compressed (over 1 KB of JSON). */
function bigPage() {
  const page = emptyReviewPage();
  page.reviews = Array.from({ length: 20 }, (_, index) => ({
    id: index + 1,
    reviewKey: "bone-rock",
    name: `Shopper ${index}`,
    rating: 5,
    reviewText: "Tastes fine, easy to take with breakfast every day.",
    createdAt: "2026-11-01T10:00:00.000Z",
    helpful: 0,
    verified: false,
    photos: [],
  }));
  return page;
}

interface Served {
  origin: string;
  /** Requests the handler passed on, as "METHOD path". */
  passedOn: string[];
  errors: unknown[];
  close: () => Promise<void>;
}

const servers: Served[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((served) => served.close()));
});

async function serve(
  answer: ReviewListOptions["answer"],
  front: Partial<ReviewListOptions> = {},
): Promise<Served> {
  const handler = reviewListHandler({
    answer,
    securityHeaders: responseHeaders(env),
    newCspNonce,
    ...front,
  });
  const passedOn: string[] = [];
  const errors: unknown[] = [];
  const server = http.createServer((request, response) =>
    handler(request, response, (error) => {
      if (error) errors.push(error);
      else passedOn.push(`${request.method} ${request.url}`);
      response.writeHead(error ? 500 : 299).end();
    }),
  );
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const served = {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    passedOn,
    errors,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  servers.push(served);
  return served;
}

/** A raw request (fetch would decompress, and cannot send HEAD bodies' headers as they are). */
function request(url: string, options: http.RequestOptions = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const sent = http.request(url, options, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      sent.on("error", reject);
      sent.end();
    },
  );
}

const ok = (body: object): ReviewListAnswer => ({ status: 200, body: body as never });

describe("the reviews list ahead of Express", () => {
  it("answers GET /api/reviews with the answer for its query, and the front door's headers", async () => {
    const queries: string[] = [];
    const served = await serve(async (params) => {
      queries.push(params.toString());
      return ok(emptyReviewPage("highest"));
    });
    const response = await request(
      `${served.origin}/api/reviews?reviewKey=bone-rock&sort=highest`,
      { headers: { "X-Request-Id": "given-request-id-1" } },
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body.toString())).toEqual(emptyReviewPage("highest"));
    expect(queries).toEqual(["reviewKey=bone-rock&sort=highest"]);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers["content-length"]).toBe(String(response.body.length));
    expect(response.headers["x-request-id"]).toBe("given-request-id-1");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["permissions-policy"]).toContain("camera=()");
    expect(response.headers["content-security-policy"]).toMatch(
      /script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/,
    );
    expect(served.passedOn).toEqual([]);
  });

  it("refusals keep their status and message", async () => {
    const served = await serve(async () => ({ status: 404, body: { error: "Unknown product." } }));
    const response = await request(`${served.origin}/api/reviews?reviewKey=nope`);
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body.toString())).toEqual({ error: "Unknown product." });
  });

  it("passes on other paths, spellings and methods", async () => {
    const served = await serve(async () => ok(emptyReviewPage()));
    for (const [method, path] of [
      ["POST", "/api/reviews"],
      ["PUT", "/api/reviews?reviewKey=bone-rock"],
      ["GET", "/api/reviews/"],
      ["GET", "/API/Reviews?reviewKey=bone-rock"],
      ["GET", "/api/reviews.data?reviewKey=bone-rock"],
      ["GET", "/api/reviews/bone-rock/stream"],
      ["GET", "/"],
    ] as const) {
      expect((await request(`${served.origin}${path}`, { method })).status).toBe(299);
    }
    expect(served.passedOn).toHaveLength(7);
  });

  it("answers HEAD with the headers alone", async () => {
    const served = await serve(async () => ok(bigPage()));
    const response = await request(`${served.origin}/api/reviews?reviewKey=bone-rock`, {
      method: "HEAD",
    });
    expect(response.status).toBe(200);
    expect(response.body.length).toBe(0);
    expect(Number(response.headers["content-length"])).toBeGreaterThan(1024);
  });

  it("compresses a body over 1 KB as the client accepts, and serializes a kept page once", async () => {
    const page = bigPage();
    let serialized = 0;
    const counted = { ...page, toJSON: () => (serialized++, page) };
    const served = await serve(async () => ok(counted));
    const url = `${served.origin}/api/reviews?reviewKey=bone-rock`;
    const plain = await request(url);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    const brotli = await request(url, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    const gzip = await request(url, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(Number(gzip.headers["content-length"])).toBe(gzip.body.length);
    const refused = await request(url, { headers: { "Accept-Encoding": "br;q=0, gzip;q=0" } });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    // The same page object for every request: its JSON was made once.
    expect(serialized).toBe(1);
  });

  it("leaves a small body uncompressed", async () => {
    const served = await serve(async () => ok(emptyReviewPage()));
    const response = await request(`${served.origin}/api/reviews?reviewKey=bone-rock`, {
      headers: { "Accept-Encoding": "gzip, br" },
    });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(response.body.toString())).toEqual(emptyReviewPage());
  });

  it("with FORCE_HTTPS, redirects plain HTTP to the site's https URL unless a trusted proxy says https", async () => {
    const served = await serve(async () => ok(emptyReviewPage()), {
      trustProxy: compileTrustProxy("loopback"),
      httpsUrl: (url) => httpsRedirectTarget(env, url),
    });
    const plain = await request(`${served.origin}/api/reviews?reviewKey=bone-rock`, {
      headers: { Host: "evil.example" },
    });
    expect(plain.status).toBe(308);
    expect(plain.headers.location).toBe("https://shop.example.com/api/reviews?reviewKey=bone-rock");
    const proxied = await request(`${served.origin}/api/reviews?reviewKey=bone-rock`, {
      headers: { "X-Forwarded-Proto": "https" },
    });
    expect(proxied.status).toBe(200);
  });

  it("hands a failure to the server's error handling instead of answering half", async () => {
    const served = await serve(async () => {
      throw new Error("boom");
    });
    const response = await request(`${served.origin}/api/reviews?reviewKey=bone-rock`);
    expect(response.status).toBe(500);
    expect(served.errors).toHaveLength(1);
  });
});
