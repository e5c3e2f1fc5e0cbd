import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { expect, test } from "./test";

// The cheap answers (server/fast-path.ts) are given before Express's chain only to a plain GET
// with no query string; the same request with a query no page reads takes the full chain (the
// front door, compression, the static files and the page cache behind Express) to the same
// answer. For every route the fast path serves, both must carry the same headers.

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  bytes: number;
}

/** One request with exactly these headers (no client adds its own), its body read and counted. */
function get(origin: string, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${origin}${path}`, { headers }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () =>
        resolve({ status: response.statusCode!, headers: response.headers, bytes }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}

/**
 * The headers that must match: all but Date and the request id (each response's own), with each
 * per-response nonce in the policy replaced by a marker.
 */
function comparable(headers: IncomingHttpHeaders): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name === "date" || name === "x-request-id") continue;
    kept[name] =
      name === "content-security-policy" && typeof value === "string"
        ? value.replace(/'nonce-[^']+'/g, "'nonce-…'")
        : value;
  }
  return kept;
}

const encodings: Record<string, Record<string, string>> = {
  "Brotli and gzip accepted": { "Accept-Encoding": "gzip, deflate, br" },
  "gzip accepted": { "Accept-Encoding": "gzip" },
  "no Accept-Encoding": {},
};

const pageRoutes = [
  "/",
  "/mens-health",
  "/products/bone-rock",
  "/articles/heart-health-guide",
  "/privacy-policy",
  "/faq",
];

/** The path with a query no page reads: the same answer, through the full chain. */
const fullChain = (path: string) => `${path}${path.includes("?") ? "&" : "?"}via=full-chain`;

/** A hashed script the home page loads, and the icon from public/. */
async function staticRoutes(origin: string): Promise<string[]> {
  const html = await (await fetch(`${origin}/`)).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  expect(asset, "the home page names a hashed script").toBeTruthy();
  return [asset!, "/favicon.svg"];
}

async function expectSameAnswers(origin: string, path: string) {
  for (const [label, headers] of Object.entries(encodings)) {
    const full = await get(origin, fullChain(path), headers);
    const fast = await get(origin, path, headers);
    expect(full.status, `${path}, ${label}: status through the full chain`).toBe(200);
    expect(comparable(fast.headers), `${path}, ${label}`).toEqual(comparable(full.headers));
    expect(fast.status).toBe(full.status);
    expect(fast.bytes, `${path}, ${label}: body length`).toBe(full.bytes);
    expect(fast.headers["x-request-id"]).toBeTruthy();
    expect(fast.headers["x-request-id"]).not.toBe(full.headers["x-request-id"]);

    // A conditional request gets 304 both ways, with the same headers.
    const etag = fast.headers.etag;
    expect(etag, `${path}: a validator`).toBeTruthy();
    const conditional = { ...headers, "If-None-Match": etag! };
    const fullAgain = await get(origin, fullChain(path), conditional);
    const fastAgain = await get(origin, path, conditional);
    expect(fullAgain.status, `${path}, ${label}: conditional through the full chain`).toBe(304);
    expect(fastAgain.status, `${path}, ${label}: conditional on the fast path`).toBe(304);
    expect(comparable(fastAgain.headers)).toEqual(comparable(fullAgain.headers));
  }
}

test("a cached page's headers are the same on the fast path and through the full chain", async ({
  baseURL,
}) => {
  test.setTimeout(60_000);
  for (const path of pageRoutes) {
    // Rendered (and kept) once; the page cache keeps it once it is compressed.
    await get(baseURL!, fullChain(path), {});
    await expect
      .poll(async () => (await get(baseURL!, path, {})).headers.etag, { message: path })
      .toBeTruthy();
    await expectSameAnswers(baseURL!, path);
  }
});

test("/healthz and static files answer the same on the fast path and through the full chain", async ({
  baseURL,
}) => {
  // /healthz reports the outbox's backlog and when the worker last counted it (every few seconds,
  // and at once when a test beside this one sends a message), so the body, its length and its
  // ETag can change between two requests: compared again until both paths answer the same count.
  await expect(() => expectSameAnswers(baseURL!, "/healthz")).toPass({ timeout: 15_000 });
  for (const path of await staticRoutes(baseURL!)) {
    await expectSameAnswers(baseURL!, path);
  }
});

test("a cached review-list page answers with the headers of its first, uncached, answer", async ({
  baseURL,
}) => {
  // The list is answered ahead of Express by its own handler; its first page is serialized and
  // compressed once and then reused until the product's reviews change.
  const path = "/api/reviews?reviewKey=bone-rock";
  for (const [label, headers] of Object.entries(encodings)) {
    const first = await get(baseURL!, path, headers);
    const again = await get(baseURL!, path, headers);
    expect(first.status).toBe(200);
    expect(comparable(again.headers), label).toEqual(comparable(first.headers));
    expect(again.bytes).toBe(first.bytes);
  }
});

test("the fast path chooses Brotli between equally accepted encodings and says it varies", async ({
  baseURL,
}) => {
  await get(baseURL!, "/faq", {});
  await expect.poll(async () => (await get(baseURL!, "/faq", {})).headers.etag).toBeTruthy();
  const brotli = await get(baseURL!, "/faq", { "Accept-Encoding": "gzip, deflate, br" });
  expect(brotli.headers["content-encoding"]).toBe("br");
  expect(brotli.headers.vary).toBe("Accept-Encoding");
  const plain = await get(baseURL!, "/faq", {});
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(Number(plain.headers["content-length"])).toBe(plain.bytes);
});

test("a page served on the fast path is dropped when its reviews change", async ({ baseURL }) => {
  const path = "/products/bone-rock";
  const html = async () => {
    const response = await fetch(`${baseURL}${path}`);
    return { etag: response.headers.get("etag"), text: await response.text() };
  };
  await html();
  await expect.poll(async () => (await html()).etag).toBeTruthy();
  const name = `Fast path ${Date.now().toString(36)}`;
  expect((await html()).text).not.toContain(name);
  const posted = await fetch(`${baseURL}/api/reviews`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      reviewKey: "bone-rock",
      name,
      rating: 5,
      reviewText: "Read again at once from the page served before Express.",
    }),
  });
  expect(posted.status).toBe(201);
  // The next plain request renders the page again (no cached copy holds the old one).
  expect((await html()).text).toContain(name);
});
