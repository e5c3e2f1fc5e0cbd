import { afterEach, describe, expect, it } from "vitest";
import { resetRateLimits } from "./rate-limits.server";
import { clientKey, guardWrite, isSameSite, maxBodyBytes } from "./write-guard.server";

const post = (body: BodyInit | null, headers: Record<string, string> = {}, method = "POST") =>
  new Request("http://127.0.0.1:3000/products/bone-rock", {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);

/** A body that arrives in chunks with no Content-Length, counting how much of it was pulled. */
function chunkedBody(chunks: number, chunkBytes: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= chunks) return controller.close();
      pulled += 1;
      controller.enqueue(new Uint8Array(chunkBytes).fill(0x20));
    },
  });
  return { stream, pulled: () => pulled };
}

afterEach(() => resetRateLimits());

// With DATABASE_URL the limits are counted in PostgreSQL and outlive this run: every client here is
// an address of this run's own, so a rerun within the window starts with a fresh budget.
const run = Math.floor(Math.random() * 250);
let nextHost = 1;
const freshClient = () => ({
  clientAddress: `::ffff:10.${run}.${nextHost >> 8}.${nextHost++ & 255}`,
});

describe("clientKey", () => {
  it("keys IPv4 clients of a dual-stack server by their IPv4 address", () => {
    expect(clientKey("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(clientKey("::ffff:127.0.0.2")).toBe("127.0.0.2");
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
  });
  it("keys IPv6 clients by their /56 block", () => {
    expect(clientKey("2001:db8:1:200::1")).toBe(clientKey("2001:db8:1:2ff::9"));
    expect(clientKey("2001:db8:1:200::1")).not.toBe(clientKey("2001:db8:1:300::1"));
  });
});

describe("isSameSite", () => {
  const own = ["https://shop.example.com"];
  const request = (headers: Record<string, string>) =>
    new Request("https://shop.example.com/contact", { method: "POST", headers });
  it("trusts its own Origin and refuses others", () => {
    expect(isSameSite(request({ Origin: "https://shop.example.com" }), own)).toBe(true);
    expect(isSameSite(request({ Origin: "https://evil.example" }), own)).toBe(false);
  });
  it("falls back to Sec-Fetch-Site without an Origin", () => {
    expect(isSameSite(request({ "Sec-Fetch-Site": "cross-site" }), own)).toBe(false);
    expect(isSameSite(request({ "Sec-Fetch-Site": "same-origin" }), own)).toBe(true);
    expect(isSameSite(request({}), own)).toBe(true);
  });
});

describe("guardWrite", () => {
  const context = freshClient();

  it("accepts a same-site JSON post and hands over the parsed body", async () => {
    const guarded = await guardWrite(post(JSON.stringify({ name: "Ann" })), context, "reviews");
    expect(guarded).toMatchObject({ ok: true, trapped: false, body: { kind: "json" } });
  });

  it.each(["PUT", "PATCH", "DELETE"])("answers %s with 405 and Allow", async (method) => {
    const guarded = await guardWrite(post("{}", {}, method), context, "reviews");
    expect(guarded).toMatchObject({
      ok: false,
      rejection: { status: 405, headers: { Allow: "GET, HEAD, POST" } },
    });
  });

  it("refuses a cross-site post", async () => {
    const guarded = await guardWrite(
      post("{}", { Origin: "https://evil.example" }),
      context,
      "contact",
    );
    expect(guarded).toMatchObject({ ok: false, rejection: { status: 403 } });
  });

  it("refuses a declared oversize body without reading it", async () => {
    const body = chunkedBody(100, 1024);
    const request = post(body.stream, { "Content-Length": String(maxBodyBytes + 1) });
    const guarded = await guardWrite(request, context, "reviews");
    expect(guarded).toMatchObject({ ok: false, rejection: { status: 413 } });
    expect(body.pulled()).toBeLessThanOrEqual(1); // a stream may prefetch one chunk
  });

  it("stops reading a chunked body at the limit", async () => {
    const body = chunkedBody(1000, 1024); // 1 MB offered
    const guarded = await guardWrite(post(body.stream), context, "reviews");
    expect(guarded).toMatchObject({ ok: false, rejection: { status: 413 } });
    expect(body.pulled()).toBeLessThanOrEqual(maxBodyBytes / 1024 + 2);
  });

  it("answers 415 for a body it cannot read and 400 for broken JSON", async () => {
    expect(
      await guardWrite(post("x", { "Content-Type": "text/plain" }), context, "reviews"),
    ).toMatchObject({ ok: false, rejection: { status: 415 } });
    expect(await guardWrite(post("{"), context, "reviews")).toMatchObject({
      ok: false,
      rejection: { status: 400 },
    });
  });

  it("reads URL-encoded and multipart form posts", async () => {
    const encoded = await guardWrite(
      post("name=Ann&rating=4", { "Content-Type": "application/x-www-form-urlencoded" }),
      context,
      "reviews",
    );
    expect(encoded.ok && encoded.body.kind === "form" && encoded.body.value.get("name")).toBe(
      "Ann",
    );
    const form = new FormData();
    form.set("email", "ann@example.com");
    const multipart = await guardWrite(
      new Request("http://127.0.0.1:3000/subscribe", { method: "POST", body: form }),
      context,
      "subscribe",
    );
    expect(
      multipart.ok && multipart.body.kind === "form" && multipart.body.value.get("email"),
    ).toBe("ann@example.com");
  });

  it("limits each client per form, keeps what was typed, and counts clients apart", async () => {
    const first = freshClient();
    const second = freshClient();
    const body = JSON.stringify({ name: "Ann" });
    for (let i = 0; i < 5; i++) {
      expect((await guardWrite(post(body), first, "reviews")).ok).toBe(true);
    }
    const limited = await guardWrite(post(body), first, "reviews");
    expect(limited).toMatchObject({
      ok: false,
      rejection: { status: 429, message: expect.stringMatching(/several reviews.*10 minutes/) },
      body: { kind: "json", value: { name: "Ann" } },
    });
    expect(limited.ok || Number(limited.rejection.headers!["Retry-After"])).toBeGreaterThan(590);
    expect((await guardWrite(post(body), second, "reviews")).ok).toBe(true);
    // Another form has a budget of its own.
    expect((await guardWrite(post(body), first, "contact")).ok).toBe(true);
  });

  it("reports a filled honeypot as trapped", async () => {
    const guarded = await guardWrite(
      post(JSON.stringify({ website: "spam.example" })),
      context,
      "contact",
    );
    expect(guarded).toMatchObject({ ok: true, trapped: true });
  });
});
