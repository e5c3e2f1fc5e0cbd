import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../test";

const review = { reviewKey: "organic-greens", name: "Rae", rating: 4, reviewText: "Fresh taste." };

// This server trusts the tests as its proxy (TRUST_PROXY=127.0.0.1), so each test can act as its own
// client through X-Forwarded-For and keep its own rate-limit budget.
const asClient = (address: string) => ({ "X-Forwarded-For": address });

test.describe.configure({ mode: "serial" });

test("every response carries the security headers, and no X-Powered-By", async ({ request }) => {
  for (const path of [
    "/",
    "/products/bone-rock",
    "/faq",
    "/no-such-page",
    "/api/reviews?reviewKey=bone-rock",
    "/API/Reviews?reviewKey=bone-rock",
    "/favicon.svg",
    "/healthz",
  ]) {
    const headers = (await request.get(path)).headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp, path).toContain("default-src 'self'");
    // Pages rendered per request carry a nonce; cached pages the hashes of their inline scripts.
    expect(csp, path).toMatch(
      /script-src 'self' ('nonce-[A-Za-z0-9+/=]{20,}'|('sha256-[A-Za-z0-9+/=]+' ?)+) 'strict-dynamic'/,
    );
    expect(csp, path).not.toContain("'unsafe-inline' 'strict-dynamic'");
    expect(csp.match(/script-src[^;]*/)![0], path).not.toContain("unsafe-inline");
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp, path).toContain(directive);
    }
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    expect(headers["x-powered-by"], path).toBeUndefined();
    expect(headers["strict-transport-security"], path).toBeUndefined(); // plain HTTP here
  }
});

test("a page rendered per request gets a fresh nonce matching its scripts", async ({ request }) => {
  const nonces = new Set<string>();
  for (let i = 0; i < 3; i++) {
    // A parameter the page reads (the catalogue's sort) keeps it out of the page cache.
    const response = await request.get(`/?sort=manual&visit=${i}`);
    const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"]!)![1]!;
    nonces.add(nonce);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")[^>]*>/g)].map(
      (m) => m[0],
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(3);
});

test("a cached page allows exactly its own inline scripts by hash, never a reused nonce", async ({
  request,
}) => {
  await request.get("/faq");
  const cached = await request.get("/faq");
  const policy = cached.headers()["content-security-policy"]!;
  expect(policy).not.toContain("'nonce-");
  expect(policy).toMatch(/script-src 'self' ('sha256-[A-Za-z0-9+/=]+' )+'strict-dynamic'/);
  const html = await cached.text();
  expect(html).not.toContain("nonce=");
  const again = await request.get("/faq", {
    headers: { "If-None-Match": cached.headers()["etag"]! },
  });
  expect(again.status()).toBe(304);
});

test("pages hydrate under the policy with no violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  for (const path of [
    "/",
    "/mens-health",
    "/products/moringa-leaf",
    "/articles/heart-health-guide",
    "/contact",
    "/faq",
  ]) {
    // Twice each: the first render carries a nonce, the cached copy its script hashes.
    for (let visit = 0; visit < 2; visit++) {
      await page.goto(path);
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
    }
  }
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  expect(violations).toEqual([]);
});

async function count(request: APIRequestContext, product = review.reviewKey) {
  return (await (await request.get(`/api/reviews?reviewKey=${product}`)).json()).summary
    .count as number;
}

test("a filled honeypot is answered as if stored, and dropped", async ({ request }) => {
  const before = await count(request);
  const response = await request.post("/api/reviews", {
    headers: asClient("203.0.113.3"),
    data: { ...review, website: "http://spam.example" },
  });
  expect(response.status()).toBe(201);
  expect(await count(request)).toBe(before);
  const contact = await request.post("/api/contact", {
    headers: asClient("203.0.113.3"),
    data: { name: "Bot", email: "bot@example.com", message: "Buy", website: "x" },
  });
  expect(contact.status()).toBe(201);
});

test("a body over 16 KB answers 413 and stores nothing", async ({ request }) => {
  const before = await count(request);
  const response = await request.post("/api/reviews", {
    data: { ...review, reviewText: "x".repeat(17 * 1024) },
  });
  expect(response.status()).toBe(413);
  expect((await response.json()).error).toMatch(/larger than 16 KB/);
  expect(await count(request)).toBe(before);
});

test("a cross-site post is refused; same-site posts pass", async ({ request }) => {
  const before = await count(request);
  const crossSite = await request.post("/api/reviews", {
    headers: { Origin: "https://evil.example" },
    data: review,
  });
  expect(crossSite.status()).toBe(403);
  const crossForm = await request.post("/contact", {
    headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    form: { name: "X", email: "x@example.com", message: "hi" },
  });
  // A page's own form post is refused by React Router's origin check (400) before our guard's 403.
  expect([400, 403]).toContain(crossForm.status());
  expect(await count(request)).toBe(before);
});

test("the sixth review within the window gets 429 with Retry-After and a clear message", async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const statuses: number[] = [];
  let last;
  for (let i = 0; i < 6; i++) {
    last = await request.post("/api/reviews", {
      headers: { Origin: origin, ...asClient("203.0.113.1") },
      data: { ...review, name: `Rae ${i}` },
    });
    statuses.push(last.status());
  }
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  expect(Number(last!.headers()["retry-after"])).toBeGreaterThan(0);
  expect((await last!.json()).error).toMatch(/Please try again in \d+ minutes?\./);
});

test("the review form shows the rate-limit message", async ({ page }) => {
  await page.setExtraHTTPHeaders(asClient("203.0.113.1"));
  await page.goto("/products/organic-greens");
  const form = page.locator("form", { has: page.getByRole("heading", { name: "Write a review" }) });
  await form.getByRole("textbox", { name: "Name" }).fill("Seventh");
  await form.locator("label", { hasText: "3 stars" }).click();
  await form.getByRole("textbox", { name: "Review" }).fill("One too many");
  await form.getByRole("button", { name: "Submit Review" }).click();
  await expect(
    page.getByText(/You have sent several reviews in a short time\. Please try again in/),
  ).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Review" })).toHaveValue("One too many");
});

test("markup in a review is stored as text and shown inert", async ({ page }) => {
  const attack = `<img src=x onerror=alert(1)> <script>alert(2)</script> javascript:alert(3) \u202Eevil 🌿`;
  let dialogs = 0;
  page.on("dialog", async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  await page.setExtraHTTPHeaders(asClient("203.0.113.2"));
  await page.goto("/products/brain-fuel");
  const form = page.locator("form", { has: page.getByRole("heading", { name: "Write a review" }) });
  await form.getByRole("textbox", { name: "Name" }).fill("<b>Mallory</b>");
  await form.locator("label", { hasText: "1 star" }).click();
  await form.getByRole("textbox", { name: "Review" }).fill(attack);
  await form.getByRole("button", { name: "Submit Review" }).click();
  const shown = page.locator("#reviews ol > li").first();
  await expect(shown).toContainText("<img src=x onerror=alert(1)>");
  await expect(shown).toContainText("<script>alert(2)</script>");
  await page.reload();
  await expect(page.locator("#reviews ol > li").first()).toContainText("<b>Mallory</b>");
  expect(await page.locator("#reviews img[src=x]").count()).toBe(0);
  expect(dialogs).toBe(0);
});
