import { expect, test } from "../test";
import { freePort, freshDataDir, startStore, type StoreProcess } from "../../harness/store-process";
import { inviteOwner } from "../support/owner-console";
import { SoftwarePasskey } from "../support/software-passkey";
import {
  contentTypes,
  formEncoder,
  freshClients,
  ownerClient,
  send,
  type ContentType,
  type RawResponse,
} from "./client";

// Odd requests sent as an attacker would, to a production build: control characters in every
// field of every form, API and console input; malformed Host headers; Origin: null; methods a path
// does not serve; a filled honeypot. Each gets a 4xx that names the problem, never a 5xx. And what
// the store keeps of the owner's doings: no token in its log, no change from a GET, an audit row
// for each sign-in event.

const controls = ["\u0000", "\u001b", "\u0008"];
const controlMessage = /invisible control character/;

interface TextForm {
  name: string;
  paths: string[];
  fields: Record<string, string>;
  /** The fields a visitor types (each gets a control character in turn). */
  typed: string[];
  stored: (owner: ReturnType<typeof ownerClient>) => Promise<number>;
}

const forms: TextForm[] = [
  {
    name: "review",
    paths: ["/products/bone-rock", "/api/reviews"],
    fields: { reviewKey: "bone-rock", name: "Ann", rating: "4", reviewText: "Works for me." },
    typed: ["name", "reviewText"],
    stored: async (owner) => (await owner<unknown[]>("list-reviews", {})).length,
  },
  {
    name: "contact",
    paths: ["/contact", "/api/contact"],
    fields: { name: "Cy", email: "c@example.com", phone: "555 0100", message: "Hello there." },
    typed: ["name", "email", "phone", "message"],
    stored: async (owner) => (await owner<unknown[]>("list-messages", {})).length,
  },
  {
    name: "sign-up",
    paths: ["/subscribe", "/api/subscribe"],
    fields: { email: "s@example.com" },
    typed: ["email"],
    stored: async (owner) => (await owner<unknown[]>("list-subscribers", {})).length,
  },
];

const encode = formEncoder("----verdant-odd-input");

/** A fresh loopback source address per request: each has a rate-limit budget of its own. */
const freshClient = freshClients(10);

let store: StoreProcess;
let owner: ReturnType<typeof ownerClient>;
let origin: string;
let port: number;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000); // a cold start on a busy machine
  port = await freePort();
  origin = `http://localhost:${port}`;
  const dataDir = freshDataDir();
  store = await startStore(port, {
    SITE_URL: origin,
    DATA_DIR: dataDir,
    LOG_LEVEL: "info",
    RATE_LIMIT_WRITES: "5",
    OWNER_SIGN_IN_ATTEMPTS: "1000",
  });
  owner = ownerClient(store.baseURL, dataDir);
  dataDirOf = dataDir;
});
let dataDirOf: string;

test.afterAll(async () => {
  store?.child.kill("SIGTERM");
  await store?.exited;
});

const noServerError = (response: RawResponse, what: string) =>
  expect(response.status, `${what}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
const noStackTrace = () => expect(store.output()).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);

function post(path: string, type: ContentType, fields: Record<string, string>) {
  const { body, contentType } = encode(fields, type);
  return send(store.baseURL, {
    path,
    body,
    from: freshClient(),
    headers: { "Content-Type": contentType, Origin: origin, Host: `localhost:${port}` },
  });
}

test("a control character in any field of any form, by any content type, answers 422 naming the field and stores nothing", async () => {
  for (const form of forms) {
    const before = await form.stored(owner);
    for (const path of form.paths) {
      for (const type of contentTypes) {
        for (const field of form.typed) {
          for (const control of controls) {
            const what = `${form.name} ${path} ${type} ${field} U+${control.charCodeAt(0).toString(16).padStart(4, "0")}`;
            const response = await post(path, type, {
              ...form.fields,
              [field]: `a${control}b`,
            });
            noServerError(response, what);
            expect(response.status, what).toBe(422);
            if (path.startsWith("/api/")) {
              const answer = JSON.parse(response.body) as { fields: Record<string, string> };
              expect(Object.keys(answer.fields), what).toEqual([field]);
              // The phone's own rule (digits and + - ( ) only) names the problem there.
              if (field !== "phone") expect(answer.fields[field], what).toMatch(controlMessage);
            } else if (field !== "phone") {
              expect(response.body, what).toMatch(controlMessage);
            }
          }
        }
      }
    }
    expect(await form.stored(owner), form.name).toBe(before);
  }
  noStackTrace();
});

test("a form's line breaks (CR LF from a browser) are kept, as LF", async () => {
  const response = await post("/api/reviews", "urlencoded", {
    ...forms[0]!.fields,
    reviewText: "First line.\r\nSecond line.\rThird line.",
  });
  expect(response.status, response.body).toBe(201);
  expect(JSON.parse(response.body).reviewText).toBe("First line.\nSecond line.\nThird line.");
});

test("more than two combining marks on a letter are dropped on write", async () => {
  const tower = `Z${"\u0301\u0302\u0303\u0304".repeat(925)}algo`; // 3,700 marks on one letter
  const response = await post("/api/reviews", "json", { ...forms[0]!.fields, reviewText: tower });
  expect(response.status, response.body).toBe(201);
  // NFC composes Z + acute into Ź, which keeps two more marks.
  expect(JSON.parse(response.body).reviewText).toBe("\u0179\u0302\u0303algo");
});

test("malformed Host headers answer 400, never a 500 or a stack trace", async () => {
  const paths = [
    "/",
    "/products/bone-rock",
    "/faq?cb=1",
    "/api/reviews?reviewKey=bone-rock",
    "/api/reviews/bone-rock/stream",
    "/owner",
    "/no-such-page",
  ];
  for (const host of ["x:99999", "a b", "[::1", "a/b", "[::1]:99999"]) {
    for (const path of paths) {
      for (const method of ["GET", "POST"]) {
        const response = await send(store.baseURL, {
          method,
          path,
          from: freshClient(),
          headers: { Host: host },
        });
        expect(response.status, `${method} ${path} Host: ${host}`).toBe(400);
        expect(response.body).toMatch(/Host header/);
      }
    }
  }
  // A good Host still works.
  const fine = await send(store.baseURL, {
    method: "GET",
    path: "/faq",
    headers: { Host: "localhost" },
  });
  expect(fine.status).toBe(200);
  noStackTrace();
});

test("Origin: null is refused like any foreign origin, on every write", async () => {
  const before = await Promise.all(forms.map((form) => form.stored(owner)));
  const paths = [
    "/api/reviews",
    "/api/contact",
    "/api/subscribe",
    "/products/bone-rock",
    "/contact",
    "/subscribe",
  ];
  for (const path of paths) {
    const form = forms.find((candidate) => candidate.paths.includes(path))!;
    for (const type of contentTypes) {
      const { body, contentType } = encode(form.fields, type);
      const response = await send(store.baseURL, {
        path,
        body,
        from: freshClient(),
        headers: { "Content-Type": contentType, Origin: "null", Host: `localhost:${port}` },
      });
      // A page's own document post is refused even earlier, by React Router's origin check (400).
      expect([400, 403], `${path} ${type}: ${response.body.slice(0, 200)}`).toContain(
        response.status,
      );
      if (path.startsWith("/api/")) expect(response.status).toBe(403);
    }
  }
  for (const [index, form] of forms.entries()) {
    expect(await form.stored(owner), form.name).toBe(before[index]);
  }
});

test("OPTIONS and other methods on a live stream, and GET on write-only endpoints, answer 405 with Allow", async () => {
  for (const method of ["OPTIONS", "POST", "PUT", "DELETE"]) {
    const response = await send(store.baseURL, {
      method,
      path: "/api/reviews/bone-rock/stream",
      from: freshClient(),
    });
    expect(response.status, method).toBe(405);
    expect(response.headers.allow, method).toMatch(/GET/);
  }
  for (const path of ["/api/contact", "/api/subscribe", "/API/Contact", "/api/subscribe/"]) {
    for (const method of ["GET", "HEAD"]) {
      const response = await send(store.baseURL, { method, path, from: freshClient() });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.allow, `${method} ${path}`).toBe("POST");
      if (method === "GET") expect(response.body).toMatch(/Use POST/);
    }
  }
  for (const path of ["/owner/sign-in/passkey", "/owner/invite/abc/passkey"]) {
    const response = await send(store.baseURL, { method: "GET", path, from: freshClient() });
    expect(response.status, path).toBe(405);
    expect(response.headers.allow, path).toBe("POST");
  }
  noStackTrace();
});

/** What a client can tell of an answer: status, header names, body shape (keys and value types). */
function shape(response: RawResponse) {
  const body = JSON.parse(response.body) as Record<string, unknown>;
  return {
    status: response.status,
    headers: Object.keys(response.headers)
      .filter((name) => !["date", "x-request-id", "content-length", "etag"].includes(name))
      .sort(),
    body: Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value])),
  };
}

test("a trapped honeypot post is answered exactly like a stored one, and dropped", async () => {
  const cases = [
    { path: "/api/reviews", fields: forms[0]!.fields, form: forms[0]! },
    { path: "/api/contact", fields: forms[1]!.fields, form: forms[1]! },
    { path: "/api/subscribe", fields: { email: "real@example.com" }, form: forms[2]! },
  ];
  for (const { path, fields, form } of cases) {
    for (const type of contentTypes) {
      const real = await post(path, type, {
        ...fields,
        ...(fields.email ? { email: `r-${type}@example.com` } : {}),
      });
      expect(real.status, `${path} ${type}: ${real.body}`).toBe(201);
      const stored = await form.stored(owner);
      const trapped = await post(path, type, { ...fields, website: "http://spam.example" });
      expect(shape(trapped), `${path} ${type}`).toEqual(shape(real));
      const id = (JSON.parse(trapped.body) as { id?: unknown }).id;
      if (id !== undefined) {
        expect(Number.isInteger(id) && (id as number) > 0, `${path} id ${String(id)}`).toBe(true);
      }
      expect(await form.stored(owner), `${path} ${type}`).toBe(stored);
      // Invalid input is refused the same way whether the honeypot is filled or not.
      const invalid = await post(path, type, {
        ...fields,
        email: "not-an-email",
        name: "",
        website: "x",
      });
      expect(invalid.status, `${path} ${type}`).toBe(422);
    }
  }
  // A page's own form, trapped, shows the same success.
  const page = await post("/contact", "urlencoded", { ...forms[1]!.fields, website: "x" });
  expect(page.status).toBe(200);
});

// ---- The owner console -------------------------------------------------------------------------

function setCookieOf(response: RawResponse): string {
  const header = response.headers["set-cookie"];
  return (Array.isArray(header) ? header : [header ?? ""]).join("\n");
}

const ceremony = (path: string, json: object) =>
  send(store.baseURL, {
    path,
    body: JSON.stringify(json),
    headers: { "Content-Type": "application/json", Origin: origin, Host: `localhost:${port}` },
  });

function consoleRequest(
  method: string,
  path: string,
  cookie: string,
  form?: Record<string, string>,
) {
  return send(store.baseURL, {
    method,
    path,
    body: form ? new URLSearchParams(form).toString() : undefined,
    headers: {
      Host: `localhost:${port}`,
      Cookie: cookie,
      ...(form ? { "Content-Type": "application/x-www-form-urlencoded", Origin: origin } : {}),
    },
  });
}

interface AuditRow {
  actor: string;
  action: string;
  subject: string;
  details: Record<string, unknown>;
}
const auditRows = async () => (await owner<{ entries: AuditRow[] }>("list-audit", {})).entries;

let cookie: string;
let passkey: SoftwarePasskey;
let personName: string;

test("redeeming an invite: its token appears in no log line, and the audit names who redeemed it and the passkey added", async () => {
  personName = "Rhea Odd";
  const url = await inviteOwner({ dataDir: dataDirOf }, personName);
  const path = new URL(url).pathname;
  const token = path.split("/").at(-1)!;
  expect(token.length).toBeGreaterThan(30);
  // Every request that carries the token: the page, its `.data`, the ceremony's two steps.
  await send(store.baseURL, { method: "GET", path, headers: { Host: `localhost:${port}` } });
  await send(store.baseURL, {
    method: "GET",
    path: `${path}.data`,
    headers: { Host: `localhost:${port}` },
  });
  await send(store.baseURL, {
    method: "GET",
    path: path.toUpperCase().replace(token.toUpperCase(), token),
  });
  passkey = new SoftwarePasskey(origin);
  const options = await ceremony(`${path}/passkey`, { step: "options" });
  expect(options.status, options.body).toBe(200);
  const { options: creation } = JSON.parse(options.body) as {
    options: { challenge: string; user: { id: string } };
  };
  const verified = await ceremony(`${path}/passkey`, {
    step: "verify",
    response: passkey.register(creation),
  });
  expect(verified.status, verified.body).toBe(200);
  cookie = setCookieOf(verified).split(";")[0]!;
  // A used invite, asked again (410), is logged too.
  await send(store.baseURL, { method: "GET", path, headers: { Host: `localhost:${port}` } });

  await expect.poll(() => store.output()).toContain("/owner/invite/[token]/passkey");
  expect(store.output()).toContain('"path":"/owner/invite/[token]"');
  expect(store.output()).not.toContain(token);

  const rows = await auditRows();
  const redeemed = rows.find((row) => row.action === "redeem-invite");
  expect(redeemed?.actor).toMatch(new RegExp(`^console: ${personName} \\(person \\d+\\)$`));
  expect(redeemed?.subject).toMatch(/^invite \d+$/);
  const added = rows.find((row) => row.action === "add-passkey");
  expect(added?.subject).toBe(`passkey ${passkey.id}`);
  expect(added?.actor).toBe(redeemed?.actor);
  // Registering also signed the person in.
  expect(rows.find((row) => row.action === "sign-in")?.details.passkey).toBe(passkey.id);
});

test("signing out and in again, and removing a passkey, are audited with their ids", async () => {
  const out = await consoleRequest("POST", "/owner/sign-out", cookie, {});
  expect(out.status).toBe(302);
  const signOut = (await auditRows()).find((row) => row.action === "sign-out");
  expect(signOut?.actor).toMatch(new RegExp(`^console: ${personName} `));
  expect(signOut?.subject).toMatch(/^session \d+$/);

  const options = await ceremony("/owner/sign-in/passkey", { step: "options" });
  const { options: request } = JSON.parse(options.body) as { options: { challenge: string } };
  const verified = await ceremony("/owner/sign-in/passkey", {
    step: "verify",
    response: passkey.authenticate(request),
  });
  expect(verified.status, verified.body).toBe(200);
  cookie = setCookieOf(verified).split(";")[0]!;
  const signIns = (await auditRows()).filter((row) => row.action === "sign-in");
  expect(signIns).toHaveLength(2);
  expect(signIns[0]!.actor).toMatch(new RegExp(`^console: ${personName} `));

  const unknown = await consoleRequest("POST", "/owner/people", cookie, {
    intent: "revoke-passkey",
    id: "no-such-passkey",
  });
  expect(unknown.status).toBe(422);
});

test("a GET of a message changes nothing; its Mark as read button (a POST) marks it read", async () => {
  const sent = await post("/api/contact", "json", forms[1]!.fields);
  expect(sent.status).toBe(201);
  const { id } = JSON.parse(sent.body) as { id: number };
  const readAt = async () =>
    (await owner<{ id: number; readAt: string | null }[]>("list-messages", {})).find(
      (message) => message.id === id,
    )!.readAt;
  for (const path of [
    `/owner/messages/${id}`,
    `/owner/messages/${id}.data`,
    `/OWNER/Messages/${id}`,
  ]) {
    const response = await consoleRequest("GET", path, cookie);
    expect(response.status, path).toBe(200);
  }
  // Even an image tag on a sibling origin (GET with a cookie) cannot mark it.
  expect(await readAt()).toBeNull();
  const page = await consoleRequest("GET", `/owner/messages/${id}`, cookie);
  expect(page.body).toContain("Mark as read");

  const marked = await consoleRequest("POST", `/owner/messages/${id}`, cookie, { intent: "read" });
  expect(marked.status).toBe(200);
  expect(await readAt()).toEqual(expect.any(String));
});

test("a control character in any console input answers 4xx naming the problem, never a 5xx", async () => {
  const reviewId = (await owner<{ id: number }[]>("list-reviews", {}))[0]!.id;
  const messageId = (await owner<{ id: number }[]>("list-messages", {}))[0]!.id;
  const gets = [
    "/owner/messages?q=%00",
    "/owner/messages?q=a%1Bb",
    "/owner/subscribers?q=%00",
    "/owner/reviews?product=%00",
    "/owner/reviews?from=%00&to=%00",
    "/owner/audit?page=%00",
    `/owner/messages/${messageId}%00`,
    "/owner/sign-in?next=%00",
  ];
  for (const path of gets) {
    const response = await consoleRequest("GET", path, cookie);
    noServerError(response, path);
  }
  for (const path of ["/owner/messages?q=%00", "/owner/subscribers?q=a%00"]) {
    const response = await consoleRequest("GET", path, cookie);
    expect(response.status, path).toBe(422);
    expect(response.body, path).toMatch(controlMessage);
  }
  const posts: [string, Record<string, string>][] = [
    ["/owner/reviews", { intent: "reply", id: String(reviewId), text: "Thanks\u0000" }],
    ["/owner/people", { intent: "invite", name: "Eve\u0000" }],
    ["/owner/people", { intent: "revoke-passkey", id: "abc\u0000" }],
    ["/owner/people", { intent: "revoke-session", id: "1\u0000" }],
    [`/owner/messages/${messageId}`, { intent: "handle\u0000" }],
    ["/owner/subscribers", { intent: "remove", id: "1\u0000" }],
    ["/owner/privacy", { intent: "find", email: "a\u0000@example.com" }],
  ];
  for (const [path, form] of posts) {
    const response = await consoleRequest("POST", path, cookie, form);
    const what = `${path} ${JSON.stringify(form)}`;
    noServerError(response, what);
    expect(response.status, what).toBeGreaterThanOrEqual(400);
  }
  for (const [path, form] of posts.slice(0, 3)) {
    const response = await consoleRequest("POST", path, cookie, form);
    expect(response.status, path).toBe(422);
    expect(response.body, path).toMatch(controlMessage);
  }
  noStackTrace();
});

test("removing a passkey is audited with its id", async () => {
  const removed = await consoleRequest("POST", "/owner/people", cookie, {
    intent: "revoke-passkey",
    id: passkey.id,
  });
  // The session signed in with that passkey ends with it: the page sends the person to sign in.
  expect(removed.status).toBe(302);
  const row = (await auditRows()).find((entry) => entry.action === "revoke-passkey");
  expect(row?.subject).toBe(`passkey ${passkey.id}`);
  expect(row?.actor).toMatch(new RegExp(`^console: ${personName} `));
});
