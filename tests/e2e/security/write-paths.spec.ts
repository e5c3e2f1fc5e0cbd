import { expect, test } from "../test";
import { freshDataDir, startStore, type StoreProcess } from "../../harness/store-process";
import {
  contentTypes,
  formEncoder,
  freshClients,
  ownerClient,
  send,
  type RawResponse,
} from "./client";

// Every spelling of every write path, every method and every content type, sent as an attacker
// would (raw paths, chosen source addresses, no proxy) to a production build with the default limits.

interface WriteForm {
  name: string;
  limit: number;
  paths: string[];
  fields: (tag: string) => Record<string, string>;
  stored: (owner: ReturnType<typeof ownerClient>) => Promise<number>;
}

const forms: WriteForm[] = [
  {
    name: "review",
    limit: 5,
    paths: ["/products/bone-rock", "/api/reviews"],
    fields: (tag) => ({ reviewKey: "bone-rock", name: `R ${tag}`, rating: "4", reviewText: tag }),
    stored: async (owner) => (await owner<unknown[]>("list-reviews", {})).length,
  },
  {
    name: "contact",
    limit: 5,
    paths: ["/contact", "/api/contact"],
    fields: (tag) => ({ name: `C ${tag}`, email: "c@example.com", phone: "", message: tag }),
    stored: async (owner) => (await owner<unknown[]>("list-messages", {})).length,
  },
  {
    name: "sign-up",
    limit: 10,
    paths: ["/subscribe", "/api/subscribe"],
    fields: (tag) => ({ email: `s-${tag.replace(/\W/g, "")}@example.com` }),
    stored: async (owner) => (await owner<unknown[]>("list-subscribers", {})).length,
  },
];

/** The same path as a router that ignores case, decodes `%xx` and serves `.data` would see it. */
function spellings(path: string): string[] {
  const segments = path.split("/");
  const last = segments.at(-1)!;
  const encoded = [
    ...segments.slice(0, -1),
    `%${last.charCodeAt(0).toString(16)}${last.slice(1)}`,
  ].join("/");
  const mixed = segments.map((s) => (s ? s[0]!.toUpperCase() + s.slice(1) : s)).join("/");
  return [
    path,
    path.toUpperCase(),
    mixed,
    encoded,
    `${path}/`,
    `${path}.data`,
    `${path}?index`,
    `${path}?_data=routes%2Fproduct`,
  ];
}

const encode = formEncoder("----verdant-test-boundary");

/** A fresh loopback source address per use, so each case has a rate-limit budget of its own. */
const freshClient = freshClients(2);

let store: StoreProcess;
let owner: ReturnType<typeof ownerClient>;
let origin: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000); // a cold start on a busy machine
  const dataDir = freshDataDir();
  store = await startStore(0, { DATA_DIR: dataDir, RATE_LIMIT_WRITES: "5" });
  owner = ownerClient(store.baseURL, dataDir);
  origin = store.baseURL;
});

test.afterAll(async () => {
  store?.child.kill("SIGTERM");
  await store?.exited;
});

const neverServerError = (response: RawResponse, what: string) =>
  expect(response.status, `${what}: ${response.body.slice(0, 200)}`).toBeLessThan(500);

test("a cross-site post, by any spelling, method or content type, is refused and stores nothing", async () => {
  test.setTimeout(180_000);
  for (const form of forms) {
    const before = await form.stored(owner);
    for (const path of form.paths.flatMap(spellings)) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        for (const type of contentTypes) {
          const { body, contentType } = encode(form.fields(`x ${path} ${method}`), type);
          const response = await send(store.baseURL, {
            method,
            path,
            body,
            from: freshClient(),
            headers: { "Content-Type": contentType, Origin: "https://evil.example" },
          });
          const what = `${method} ${path} (${type})`;
          neverServerError(response, what);
          // 400: React Router's own origin check on a page's document post, before the action.
          expect([400, 403, 404, 405], what).toContain(response.status);
        }
      }
    }
    expect(await form.stored(owner), form.name).toBe(before);
  }
});

test("other methods than POST never write, from this site either", async () => {
  for (const form of forms) {
    const before = await form.stored(owner);
    for (const path of form.paths.flatMap(spellings)) {
      for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS", "TRACE"]) {
        const { body, contentType } = encode(form.fields(`m ${path}`), "urlencoded");
        const response = await send(store.baseURL, {
          method,
          path,
          body: method === "TRACE" ? "" : body,
          from: freshClient(),
          headers: { "Content-Type": contentType, Origin: origin },
        });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.allow, `${method} ${path}`).toBe("GET, HEAD, POST");
      }
    }
    expect(await form.stored(owner), form.name).toBe(before);
  }
});

test("an oversized body is refused before the server reads it", async () => {
  for (const form of forms) {
    for (const path of form.paths.flatMap(spellings)) {
      const started = Date.now();
      // 64 MB declared, 1 KB sent: a server that waited for the body would never answer.
      const response = await send(store.baseURL, {
        path,
        body: `{"name":"${"x".repeat(1000)}`,
        declaredLength: 64 * 1024 * 1024,
        from: freshClient(),
        headers: { "Content-Type": "application/json", Origin: origin },
      });
      neverServerError(response, path);
      expect([413, 404], path).toContain(response.status);
      expect(Date.now() - started, path).toBeLessThan(5_000);
    }
  }
});

test("every spelling and content type of a form spends the same rate-limit budget", async () => {
  test.setTimeout(300_000);
  for (const form of forms) {
    const [page, api] = form.paths as [string, string];
    for (const path of [page, api].flatMap(spellings)) {
      for (const type of contentTypes) {
        const client = freshClient();
        for (let i = 0; i < form.limit; i++) {
          const { body, contentType } = encode(form.fields(`${client} ${i}`), "json");
          const spent = await send(store.baseURL, {
            path: api,
            body,
            from: client,
            headers: { "Content-Type": contentType, Origin: origin },
          });
          expect(spent.status, `${form.name} ${i + 1} of ${form.limit}`).toBe(201);
        }
        const before = await form.stored(owner);
        const { body, contentType } = encode(form.fields(`${client} over`), type);
        const response = await send(store.baseURL, {
          path,
          body,
          from: client,
          headers: { "Content-Type": contentType, Origin: origin },
        });
        const what = `${path} (${type}) after ${form.limit} posts`;
        neverServerError(response, what);
        // Either the variant is the form (and over budget) or it is no route at all.
        expect([429, 404], what).toContain(response.status);
        // React Router re-encodes a JSON route's answer to a `.data` request without its headers.
        if (response.status === 429 && !(path.startsWith("/api") && path.endsWith(".data"))) {
          expect(Number(response.headers["retry-after"]), what).toBeGreaterThan(0);
        }
        expect(await form.stored(owner), what).toBe(before);
      }
    }
  }
});

test("a second client address still posts after the first is limited (no proxy configured)", async () => {
  const review = (name: string) =>
    encode({ reviewKey: "organic-greens", name, rating: "5", reviewText: "Fresh." }, "json");
  const post = (from: string, name: string) =>
    send(store.baseURL, {
      path: "/api/reviews",
      from,
      body: review(name).body,
      headers: { "Content-Type": "application/json" },
    });
  for (let i = 0; i < 5; i++) expect((await post("127.0.0.1", `First ${i}`)).status).toBe(201);
  const limited = await post("127.0.0.1", "First over");
  expect(limited.status).toBe(429);
  expect(JSON.parse(limited.body).error).toMatch(/several reviews in a short time/);
  expect((await post("127.0.0.2", "Second")).status).toBe(201);
});

test("a POST to a page that takes no writes answers 405, and nothing logs a stack trace", async () => {
  for (const path of ["/faq", "/FAQ", "/", "/articles", "/favicon.svg", "/products/bone-rock/x"]) {
    const response = await send(store.baseURL, {
      path,
      body: "a=1",
      from: freshClient(),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    });
    neverServerError(response, path);
    expect([404, 405], path).toContain(response.status);
  }
  expect(store.output()).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
});

test("odd Referer headers and methods never break an answer or lead off the site", async () => {
  for (const referer of ["http://[", "http://host//evil.example/x", "//evil.example/", "\u0000"]) {
    const response = await send(store.baseURL, {
      path: "/subscribe",
      body: "email=referer%40example.com",
      from: freshClient(),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: origin,
        Referer: referer.replace("\u0000", "%00"),
      },
    });
    neverServerError(response, referer);
    const location = response.headers.location;
    if (typeof location === "string") expect(location, referer).toMatch(/^\/(?!\/)/);
  }
  for (const method of ["TRACE", "OPTIONS", "PROPFIND"]) {
    const response = await send(store.baseURL, { method, path: "/", from: freshClient() });
    expect(response.status, method).toBe(405);
    expect(response.headers.allow, method).toBe("GET, HEAD, POST");
  }
  expect(store.output()).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
});
