import { PGlite } from "@electric-sql/pglite";
import { expect, test } from "../test";
import { freePort, freshDataDir, startStore, type StoreProcess } from "../../harness/store-process";
import { inviteOwner, runOwner } from "../support/owner-console";
import { SoftwarePasskey } from "../support/software-passkey";
import { send, type RawResponse } from "./client";

/**
 * The owner console from outside, over raw HTTP: nothing without a live session, whatever the
 * spelling, method or transport; sessions that ended stay ended; writes from other sites refused;
 * invites used once; sign-in attempts limited; the cookie's attributes under HTTPS.
 */

interface OwnerStore {
  process: StoreProcess;
  port: number;
  origin: string;
  dataDir: string;
  env: Record<string, string>;
  /** Extra headers every request to it sends (X-Forwarded-Proto behind "TLS"). */
  headers: Record<string, string>;
}

async function startOwnerStore(
  env: Record<string, string> = {},
  headers: Record<string, string> = {},
  scheme = "http",
): Promise<OwnerStore> {
  const port = await freePort();
  const origin = `${scheme}://localhost:${port}`;
  const dataDir = freshDataDir();
  const storeEnv = { SITE_URL: origin, DATA_DIR: dataDir, ...env };
  return {
    process: await startStore(port, storeEnv),
    port,
    origin,
    dataDir,
    env: storeEnv,
    headers,
  };
}

async function stop(store: OwnerStore | undefined) {
  if (!store) return;
  store.process.child.kill("SIGTERM");
  await store.process.exited;
}

function request(
  store: OwnerStore,
  method: string,
  path: string,
  {
    cookie,
    json,
    headers = {},
    from,
  }: {
    cookie?: string;
    json?: object;
    headers?: Record<string, string>;
    from?: string;
  } = {},
): Promise<RawResponse> {
  return send(store.process.baseURL, {
    method,
    path,
    from,
    body: json ? JSON.stringify(json) : undefined,
    headers: {
      // The browser's Host: the console is served at SITE_URL.
      Host: `localhost:${store.port}`,
      ...store.headers,
      ...(json ? { "Content-Type": "application/json", Origin: store.origin } : {}),
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
  });
}

const ceremony = (store: OwnerStore, path: string, json: object, from?: string) =>
  request(store, "POST", path, { json, from });

function setCookieOf(response: RawResponse): string {
  const header = response.headers["set-cookie"];
  return (Array.isArray(header) ? header : [header ?? ""]).join("\n");
}

/** Invite → register a software passkey → signed in: answers the Cookie header and the passkey. */
async function signUp(store: OwnerStore, name: string) {
  const url = await inviteOwner({ dataDir: store.dataDir }, name);
  const path = new URL(url).pathname;
  const passkey = new SoftwarePasskey(store.origin);
  const options = await ceremony(store, `${path}/passkey`, { step: "options" });
  expect(options.status, options.body).toBe(200);
  const { options: creation } = JSON.parse(options.body) as {
    options: { challenge: string; user: { id: string } };
  };
  const verified = await ceremony(store, `${path}/passkey`, {
    step: "verify",
    response: passkey.register(creation),
  });
  expect(verified.status, verified.body).toBe(200);
  const setCookie = setCookieOf(verified);
  return { cookie: setCookie.split(";")[0]!, setCookie, passkey, invitePath: path };
}

async function signInWith(store: OwnerStore, passkey: SoftwarePasskey) {
  const options = await ceremony(store, "/owner/sign-in/passkey", { step: "options" });
  expect(options.status, options.body).toBe(200);
  const { options: request } = JSON.parse(options.body) as { options: { challenge: string } };
  const verified = await ceremony(store, "/owner/sign-in/passkey", {
    step: "verify",
    response: passkey.authenticate(request),
  });
  expect(verified.status, verified.body).toBe(200);
  return { cookie: setCookieOf(verified).split(";")[0]!, setCookie: setCookieOf(verified) };
}

function expectSignInRedirect(response: RawResponse, what: string) {
  if (response.status === 202) {
    // A `.data` request: React Router's redirect, in its own encoding.
    expect(response.headers["x-remix-response"], what).toBe("yes");
    if (!what.startsWith("HEAD ")) expect(response.body, what).toContain("/owner/sign-in");
  } else {
    expect(response.status, what).toBe(302);
    expect(String(response.headers.location), what).toMatch(/^\/owner\/sign-in(\?next=|$)/);
  }
  expect(response.headers["cache-control"], what).toBe("no-store");
  expect(response.headers["x-robots-tag"], what).toBe("noindex, nofollow");
}

test.describe.configure({ mode: "serial", timeout: 180_000 });

let store: OwnerStore;

test.beforeAll(async () => {
  test.setTimeout(120_000); // a store of its own starts (slowly on a busy machine)
  store = await startOwnerStore();
});

test.afterAll(async () => {
  await stop(store);
});

const consolePaths = [
  "/owner",
  "/owner/",
  "/OWNER",
  "/Owner/People",
  "/owner/people",
  "/owner/people.data",
  "/owner/people.data?_routes=routes%2Fowner.people",
  "/owner.data",
  "/owner/_root.data",
  "/%6Fwner/people",
  "/owner/%70eople",
  "/owner/people/",
  "/owner/no-such-page",
  "/owner/messages",
  "/owner/audit",
];

test("every console address without a session redirects to sign-in and reveals nothing", async () => {
  const { cookie } = await signUp(store, "Secret Keeper");
  for (const path of consolePaths) {
    for (const method of ["GET", "HEAD"]) {
      const response = await request(store, method, path);
      expectSignInRedirect(response, `${method} ${path}`);
      expect(response.body).not.toContain("Secret Keeper");
    }
  }
  // Forms too: a POST without a session (from this site) is sent to sign in, nothing is done.
  for (const path of ["/owner/people", "/owner/people.data", "/OWNER/people", "/owner"]) {
    const response = await request(store, "POST", path, {
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: store.origin },
      json: undefined,
    });
    if (response.status === 405) continue; // a route without an action refuses the method
    expectSignInRedirect(response, `POST ${path}`);
  }
  const invite = await request(store, "POST", "/owner/people", {
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: store.origin },
  });
  expect(invite.body).not.toContain("/owner/invite/");

  // Forged, malformed and stale cookies are nobody.
  for (const forged of [
    `owner_session=${"A".repeat(43)}`,
    "owner_session=not-base64",
    `owner_session=${Buffer.from(JSON.stringify("A".repeat(43))).toString("base64")}`,
    `owner_session=${cookie.split("=")[1]}x`,
    `__Host-owner_session=${cookie.split("=")[1]}`, // the HTTPS name over plain HTTP
  ]) {
    expectSignInRedirect(await request(store, "GET", "/owner/people", { cookie: forged }), forged);
  }

  // The real cookie opens the console, and the page carries the console's headers.
  const page = await request(store, "GET", "/owner/people", { cookie });
  expect(page.status).toBe(200);
  expect(page.body).toContain("Secret Keeper");
  expect(page.headers["cache-control"]).toBe("no-store");
  expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
  expect(page.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
  const data = await request(store, "GET", "/owner/people.data", { cookie });
  expect(data.status).toBe(200);
  expect(data.headers["cache-control"]).toBe("no-store");
  expect(data.headers["x-robots-tag"]).toBe("noindex, nofollow");
  // Inside the console an unknown page is a 404 with the same headers.
  const missing = await request(store, "GET", "/owner/no-such-page", { cookie });
  expect(missing.status).toBe(404);
  expect(missing.headers["cache-control"]).toBe("no-store");
});

test("sign-in, invite and sign-out pages are never stored or indexed; robots.txt keeps /owner out", async () => {
  for (const path of [
    "/owner/sign-in",
    "/owner/sign-in?next=/owner/people",
    "/owner/invite/unknown",
    "/owner/sign-out",
  ]) {
    const response = await request(store, "GET", path);
    expect([200, 410], path).toContain(response.status);
    expect(response.headers["cache-control"], path).toBe("no-store");
    expect(response.headers["x-robots-tag"], path).toBe("noindex, nofollow");
  }
  const robots = await request(store, "GET", "/robots.txt");
  expect(robots.body).toContain("Disallow: /owner");
  const sitemap = await request(store, "GET", "/sitemap.xml");
  expect(sitemap.body).not.toContain("/owner");
});

test("writes from another site are refused", async () => {
  const { cookie } = await signUp(store, "Cross Site");
  // A form post whose Origin is another site, and one that says so only by Sec-Fetch-Site.
  const sneaky = await send(store.process.baseURL, {
    method: "POST",
    path: "/owner/people.data",
    body: "intent=invite&name=Mallory",
    headers: {
      Host: `localhost:${store.port}`,
      "Sec-Fetch-Site": "cross-site",
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: cookie,
    },
  });
  expect(sneaky.status).toBe(403);
  const crossSite = {
    Origin: "https://evil.example",
    "Content-Type": "application/x-www-form-urlencoded",
  };
  for (const path of ["/owner/people", "/owner/people.data", "/owner/sign-out"]) {
    const response = await send(store.process.baseURL, {
      method: "POST",
      path,
      body: "intent=invite&name=Mallory",
      headers: { ...crossSite, Cookie: cookie },
    });
    // Our guard answers 403; React Router's own check may refuse a cross-site page post first (400).
    expect([400, 403], path).toContain(response.status);
    expect(response.body, path).not.toContain("/owner/invite/");
  }
  const ceremonyCrossSite = await send(store.process.baseURL, {
    method: "POST",
    path: "/owner/sign-in/passkey",
    body: JSON.stringify({ step: "options" }),
    headers: { Origin: "https://evil.example", "Content-Type": "application/json" },
  });
  expect(ceremonyCrossSite.status).toBe(403);
  // Still signed in: the refused sign-out did nothing.
  expect((await request(store, "GET", "/owner", { cookie })).status).toBe(200);
});

test("sign-out and revocation end a session at once", async () => {
  const { cookie, passkey } = await signUp(store, "Short Stay");
  expect((await request(store, "GET", "/owner", { cookie })).status).toBe(200);
  const signedOut = await request(store, "POST", "/owner/sign-out", {
    cookie,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: store.origin },
  });
  expect(signedOut.status).toBe(302);
  expect(setCookieOf(signedOut)).toMatch(/owner_session=; Max-Age=0/);
  expectSignInRedirect(await request(store, "GET", "/owner", { cookie }), "after sign-out");

  // Signing in again gives a new id; revoking it from the command line ends it.
  const again = await signInWith(store, passkey);
  expect(again.cookie).not.toBe(cookie);
  expect((await request(store, "GET", "/owner", { cookie: again.cookie })).status).toBe(200);
  const people = JSON.parse(
    (await runOwner({ dataDir: store.dataDir }, "people", "--json")).stdout,
  ) as {
    name: string;
    sessions: { id: number }[];
    passkeys: { id: string }[];
  }[];
  const person = people.find((entry) => entry.name === "Short Stay")!;
  expect(person.sessions).toHaveLength(1);
  const revoked = await runOwner(
    { dataDir: store.dataDir },
    "people",
    "revoke-session",
    String(person.sessions[0]!.id),
  );
  expect(revoked.code, revoked.stderr).toBe(0);
  expectSignInRedirect(await request(store, "GET", "/owner", { cookie: again.cookie }), "revoked");

  // A removed passkey signs in no more.
  const third = await signInWith(store, passkey);
  const removed = await runOwner(
    { dataDir: store.dataDir },
    "people",
    "revoke-passkey",
    person.passkeys[0]!.id,
  );
  expect(removed.code, removed.stderr).toBe(0);
  expectSignInRedirect(
    await request(store, "GET", "/owner", { cookie: third.cookie }),
    "passkey gone",
  );
  const options = await ceremony(store, "/owner/sign-in/passkey", { step: "options" });
  const { options: challenge } = JSON.parse(options.body) as { options: { challenge: string } };
  const refused = await ceremony(store, "/owner/sign-in/passkey", {
    step: "verify",
    response: passkey.authenticate(challenge),
  });
  expect(refused.status).toBe(401);
});

test("an invite works once; a challenge answers once", async () => {
  const { invitePath, passkey } = await signUp(store, "Used Once");
  const page = await request(store, "GET", invitePath);
  expect(page.status).toBe(410);
  expect(page.body).toContain("This invite cannot be used");
  const options = await ceremony(store, `${invitePath}/passkey`, { step: "options" });
  expect(options.status).toBe(410);

  // One sign-in challenge, answered twice: the second answer is refused.
  const first = await ceremony(store, "/owner/sign-in/passkey", { step: "options" });
  const { options: challenge } = JSON.parse(first.body) as { options: { challenge: string } };
  const answer = passkey.authenticate(challenge);
  const accepted = await ceremony(store, "/owner/sign-in/passkey", {
    step: "verify",
    response: answer,
  });
  expect(accepted.status).toBe(200);
  const replayed = await ceremony(store, "/owner/sign-in/passkey", {
    step: "verify",
    response: answer,
  });
  expect(replayed.status).toBe(400);
  expect(setCookieOf(replayed)).toBe("");
});

test("sign-in attempts are limited per client", async () => {
  const from = "127.0.0.93";
  let last: RawResponse | undefined;
  for (let attempt = 0; attempt < 21; attempt++) {
    last = await ceremony(store, "/owner/sign-in/passkey", { step: "options" }, from);
    if (attempt < 20) expect(last.status, `attempt ${attempt + 1}`).toBe(200);
  }
  expect(last!.status).toBe(429);
  expect(JSON.parse(last!.body)).toEqual({
    error: expect.stringMatching(/^Too many sign-in attempts/),
  });
  expect(Number(last!.headers["retry-after"])).toBeGreaterThan(0);
  // Another client is not affected.
  const other = await ceremony(store, "/owner/sign-in/passkey", { step: "options" }, "127.0.0.94");
  expect(other.status).toBe(200);
});

test("sessions idle 12 hours and invites older than 15 minutes are refused", async () => {
  const { cookie } = await signUp(store, "Idle Owner");
  const unused = new URL(await inviteOwner({ dataDir: store.dataDir }, "Too Late")).pathname;
  expect((await request(store, "GET", unused)).status).toBe(200);
  // Age the data while the store is stopped (it holds the embedded database), then start it again.
  await stop(store);
  const database = new PGlite(store.dataDir);
  await database.exec(
    "update sessions set last_seen_at = now() - interval '13 hours'; " +
      "update invites set expires_at = now() - interval '1 minute' where used_at is null",
  );
  await database.close();
  store = { ...store, process: await startStore(store.port, store.env) };
  expectSignInRedirect(await request(store, "GET", "/owner", { cookie }), "idle session");
  expect((await request(store, "GET", unused)).status).toBe(410);
  expect((await ceremony(store, `${unused}/passkey`, { step: "options" })).status).toBe(410);
});

test("under FORCE_HTTPS the cookie is __Host-owner_session, Secure, HttpOnly, SameSite=Strict", async () => {
  // Behind a TLS-terminating proxy on this machine: X-Forwarded-Proto says https.
  const secure = await startOwnerStore(
    { FORCE_HTTPS: "1", TRUST_PROXY: "loopback" },
    { "X-Forwarded-Proto": "https" },
    "https",
  );
  try {
    const { setCookie, cookie } = await signUp(secure, "Secure Owner");
    expect(setCookie).toMatch(/^__Host-owner_session=[^;]+;/);
    for (const attribute of ["Path=/", "HttpOnly", "Secure", "SameSite=Strict", "Max-Age=604800"]) {
      expect(setCookie.split("; ")).toContain(attribute);
    }
    expect(setCookie).not.toMatch(/Domain=/i);
    expect((await request(secure, "GET", "/owner", { cookie })).status).toBe(200);
    // The plain name is not read over HTTPS.
    const plain = cookie.replace("__Host-owner_session", "owner_session");
    expectSignInRedirect(await request(secure, "GET", "/owner", { cookie: plain }), "plain name");
    const signedOut = await request(secure, "POST", "/owner/sign-out", {
      cookie,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: secure.origin },
    });
    expect(setCookieOf(signedOut)).toMatch(
      /^__Host-owner_session=; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Strict/,
    );
  } finally {
    await stop(secure);
  }
});
