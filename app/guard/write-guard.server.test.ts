import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  closeDatabase,
  databaseSettings,
  openStoreDatabase,
  provideDatabase,
} from "~/db/connection.server";
import { env } from "~/env.server";
import { resetRateLimits } from "./rate-limits.server";
import { formOrJson, rawBody } from "./request-body.server";
import {
  clientKey,
  formMethod,
  formSite,
  guardWrite,
  isSameSite,
  maxBodyBytes,
  shopForm,
  WriteRefused,
} from "./write-guard.server";

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

// As the composition root does: with DATABASE_URL the limits are counted in that database.
beforeAll(() => provideDatabase(() => openStoreDatabase(databaseSettings(env()))));
afterAll(() => closeDatabase());

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
    const guarded = await guardWrite(
      post(JSON.stringify({ name: "Ann" })),
      context,
      shopForm("reviews"),
    );
    expect(guarded).toMatchObject({ ok: true, trapped: false, body: { kind: "json" } });
  });

  it.each(["PUT", "PATCH", "DELETE"])("answers %s with 405 and Allow", async (method) => {
    const guarded = await guardWrite(post("{}", {}, method), context, shopForm("reviews"));
    expect(guarded).toMatchObject({
      ok: false,
      rejection: { status: 405, headers: { Allow: "GET, HEAD, POST" } },
    });
  });

  it("refuses a cross-site post", async () => {
    const guarded = await guardWrite(
      post("{}", { Origin: "https://evil.example" }),
      context,
      shopForm("contact"),
    );
    expect(guarded).toMatchObject({ ok: false, rejection: { status: 403 } });
  });

  it("refuses a declared oversize body without reading it", async () => {
    const body = chunkedBody(100, 1024);
    const request = post(body.stream, { "Content-Length": String(maxBodyBytes + 1) });
    const guarded = await guardWrite(request, context, shopForm("reviews"));
    expect(guarded).toMatchObject({ ok: false, rejection: { status: 413 } });
    expect(body.pulled()).toBeLessThanOrEqual(1); // a stream may prefetch one chunk
  });

  it("stops reading a chunked body at the limit", async () => {
    const body = chunkedBody(1000, 1024); // 1 MB offered
    const guarded = await guardWrite(post(body.stream), context, shopForm("reviews"));
    expect(guarded).toMatchObject({ ok: false, rejection: { status: 413 } });
    expect(body.pulled()).toBeLessThanOrEqual(maxBodyBytes / 1024 + 2);
  });

  it("answers 415 for a body it cannot read and 400 for broken JSON", async () => {
    expect(
      await guardWrite(post("x", { "Content-Type": "text/plain" }), context, shopForm("reviews")),
    ).toMatchObject({ ok: false, rejection: { status: 415 } });
    expect(await guardWrite(post("{"), context, shopForm("reviews"))).toMatchObject({
      ok: false,
      rejection: { status: 400 },
    });
  });

  it("reads URL-encoded and multipart form posts", async () => {
    const encoded = await guardWrite(
      post("name=Ann&rating=4", { "Content-Type": "application/x-www-form-urlencoded" }),
      context,
      shopForm("reviews"),
    );
    expect(encoded.ok && encoded.body.kind === "form" && encoded.body.value.get("name")).toBe(
      "Ann",
    );
    const form = new FormData();
    form.set("email", "ann@example.com");
    const multipart = await guardWrite(
      new Request("http://127.0.0.1:3000/subscribe", { method: "POST", body: form }),
      context,
      shopForm("subscribe"),
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
      expect((await guardWrite(post(body), first, shopForm("reviews"))).ok).toBe(true);
    }
    const limited = await guardWrite(post(body), first, shopForm("reviews"));
    expect(limited).toMatchObject({
      ok: false,
      rejection: { status: 429, message: expect.stringMatching(/several reviews.*10 minutes/) },
      body: { kind: "json", value: { name: "Ann" } },
    });
    expect(limited.ok || Number(limited.rejection.headers!["Retry-After"])).toBeGreaterThan(590);
    expect((await guardWrite(post(body), second, shopForm("reviews"))).ok).toBe(true);
    // Another form has a budget of its own.
    expect((await guardWrite(post(body), first, shopForm("contact"))).ok).toBe(true);
  });

  it("reads a spent client's body with the policy's reader for a refused write", async () => {
    const client = freshClient();
    const body = JSON.stringify({ name: "Ann" });
    const readers: string[] = [];
    const policy = {
      ...shopForm("reviews", async (request: Request) => {
        readers.push("full");
        return formOrJson(maxBodyBytes)(request);
      }),
      bodyWhenSpent: async (request: Request) => {
        readers.push("when spent");
        return formOrJson(maxBodyBytes)(request);
      },
    };
    for (let i = 0; i < 5; i++)
      expect((await guardWrite(post(body), client, policy)).ok).toBe(true);
    const refused = await guardWrite(post(body), client, policy);
    expect(refused).toMatchObject({
      ok: false,
      rejection: { status: 429 },
      body: { kind: "json" },
    });
    expect(readers).toEqual([...Array(5).fill("full"), "when spent"]);
  });

  it("reports a filled honeypot as trapped", async () => {
    const guarded = await guardWrite(
      post(JSON.stringify({ website: "spam.example" })),
      context,
      shopForm("contact"),
    );
    expect(guarded).toMatchObject({ ok: true, trapped: true });
  });
});

describe("a write policy's steps", () => {
  const bare = { name: "test", method: formMethod, sameSite: formSite };

  it("asks for the writer after the method and the site, and before a byte of the body", async () => {
    const asked: string[] = [];
    const policy = {
      ...bare,
      writer: (request: Request) => {
        asked.push(request.method);
        throw new Response(null, { status: 302, headers: { Location: "/owner/sign-in" } });
      },
      body: formOrJson(maxBodyBytes),
    };
    expect(await guardWrite(post("{}", {}, "PUT"), freshClient(), policy)).toMatchObject({
      rejection: { status: 405 },
    });
    expect(
      await guardWrite(post("{}", { Origin: "https://evil.example" }), freshClient(), policy),
    ).toMatchObject({ rejection: { status: 403 } });
    expect(asked).toEqual([]);
    const body = chunkedBody(100, 1024);
    const thrown = await guardWrite(post(body.stream), freshClient(), policy).catch(
      (error: unknown) => error,
    );
    expect((thrown as Response).status).toBe(302);
    expect(asked).toEqual(["POST"]);
    expect(body.pulled()).toBeLessThanOrEqual(1); // a stream may prefetch one chunk
  });

  it("answers a writer's own refusal, and hands its writer on", async () => {
    const refusing = {
      ...bare,
      writer: () => {
        throw new WriteRefused("not_configured", { status: 404, message: "Not here." });
      },
    };
    expect(await guardWrite(post("{}"), freshClient(), refusing)).toMatchObject({
      ok: false,
      rejection: { status: 404, message: "Not here." },
    });
    const named = await guardWrite(post("{}"), freshClient(), { ...bare, writer: () => "Ann" });
    expect(named).toMatchObject({ ok: true, writer: "Ann", body: undefined, trapped: false });
  });

  it("reads no body without a body step, and lets any site write where the policy says so", async () => {
    const body = chunkedBody(100, 1024);
    const guarded = await guardWrite(
      post(body.stream, { Origin: "https://mail.example", "Content-Type": "text/plain" }),
      freshClient(),
      { ...bare, sameSite: false },
    );
    expect(guarded).toMatchObject({ ok: true, body: undefined });
    expect(body.pulled()).toBeLessThanOrEqual(1);
  });

  it("reads a raw body within its limit", async () => {
    const policy = { ...bare, sameSite: false as const, body: rawBody(1024) };
    const small = await guardWrite(
      post("x".repeat(1024), { "Content-Type": "" }),
      freshClient(),
      policy,
    );
    expect(small.ok && small.body.byteLength).toBe(1024);
    expect(await guardWrite(post("x".repeat(1025)), freshClient(), policy)).toMatchObject({
      ok: false,
      rejection: { status: 413, message: "The request is larger than 1 KB." },
    });
  });

  it("spends the owner's sign-in attempts from a bucket of their own", async () => {
    const client = freshClient();
    const policy = { ...bare, rateLimit: "owner-sign-in" as const };
    for (let i = 0; i < 20; i++) {
      expect((await guardWrite(post("{}"), client, policy)).ok).toBe(true);
    }
    const limited = await guardWrite(post("{}"), client, policy);
    expect(limited).toMatchObject({
      ok: false,
      rejection: {
        status: 429,
        message: "Too many sign-in attempts. Please try again in 15 minutes.",
      },
    });
    expect(limited.ok || Number(limited.rejection.headers!["Retry-After"])).toBeGreaterThan(890);
    // The shop's forms keep their own budgets.
    expect((await guardWrite(post("{}"), client, shopForm("contact"))).ok).toBe(true);
  });
});
