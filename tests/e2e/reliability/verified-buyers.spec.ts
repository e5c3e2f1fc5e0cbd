import { catalogue } from "../../../app/catalogue/catalogue";
import { bodyOf, startMailServer, type MailServer } from "../../stand-ins/mail-server";
import { sendShopifyWebhook, shopifyOrder } from "../../stand-ins/shopify-webhooks";
import { createHmac } from "node:crypto";
import { ownerClient, send } from "../security/client";
import { expect, test } from "../test";
import { freshDataDir, startStore, type StoreProcess } from "../../harness/store-process";

// Verified buyers, end to end: Shopify's order webhooks (signed as Shopify signs them) → the review
// request in the outbox → the email through a mail server → its link opens the product's review
// form with the buyer's first name → the review carries the "Verified buyer" badge.

const secret = "test-webhook-secret-0123456789";
const boneRock = catalogue.find((product) => product.slug === "bone-rock")!;
const other = catalogue.find((product) => product.reviewKey !== boneRock.reviewKey)!;

let store: StoreProcess;
let mail: MailServer;
let owner: ReturnType<typeof ownerClient>;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  mail = await startMailServer();
  const dataDir = freshDataDir();
  store = await startStore(0, {
    DATA_DIR: dataDir,
    SHOPIFY_WEBHOOK_SECRET: secret,
    SMTP_URL: mail.url,
    NOTIFY_EMAIL: "shop@example.com",
    REVIEW_REQUEST_DAYS: "0",
  });
  owner = ownerClient(store.baseURL, dataDir);
});

test.afterAll(async () => {
  store?.child.kill("SIGTERM");
  await store?.exited;
  await mail?.close();
});

const order = shopifyOrder({
  id: 820_982_911_946_154,
  email: "ada.buyer@example.com",
  firstName: "Ada",
  productIds: [boneRock.shopifyProductId, other.shopifyProductId],
  fulfilledAt: "2026-11-02T10:00:00Z",
});

async function mailsTo(address: string, count: number) {
  await expect
    .poll(() => mail.received.filter((m) => m.to.includes(address)).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(count);
  return mail.received.filter((m) => m.to.includes(address));
}

type Found = { orders: { requests: unknown[] }[]; reviews: unknown[] };

test("an unsigned or wrongly signed webhook gets 401 and stores nothing", async () => {
  const wrong = await sendShopifyWebhook(store.baseURL, {
    topic: "orders/create",
    payload: order,
    secret,
    signature: Buffer.from("not the signature").toString("base64"),
  });
  expect(wrong.status).toBe(401);
  const otherSecret = await sendShopifyWebhook(store.baseURL, {
    topic: "orders/create",
    payload: order,
    secret: "another-secret-0123456789abcdef",
  });
  expect(otherSecret.status).toBe(401);
  const found = await owner<Found>("find-personal-data", { email: order.email });
  expect(found.orders).toHaveLength(0);
});

test("a signature is taken only in Shopify's own spelling", async () => {
  // A body whose signature holds the letters URL-safe base64 spells differently.
  let n = 0;
  const sign = (payload: unknown) =>
    createHmac("sha256", secret).update(JSON.stringify(payload)).digest("base64");
  while (!/[+/]/.test(sign({ ...order, id: 7000 + n }))) n++;
  const payload = { ...order, id: 7000 + n, email: "spelling@example.com" };
  const good = sign(payload);
  for (const signature of [
    good.replaceAll("+", "-").replaceAll("/", "_"),
    good.replace(/=$/, ""),
    `${good}AAAA`,
  ]) {
    const sent = await sendShopifyWebhook(store.baseURL, {
      topic: "orders/create",
      payload,
      secret,
      signature,
    });
    expect(sent.status, signature).toBe(401);
  }
  expect((await owner<Found>("find-personal-data", { email: payload.email })).orders).toHaveLength(
    0,
  );
});

test("wrong signatures are counted per address: past ten, its webhooks are refused unread", async () => {
  const webhook = (from: string, signature: string) =>
    send(store.baseURL, {
      path: "/webhooks/shopify",
      from,
      body: "{}",
      headers: {
        "Content-Type": "application/json",
        "X-Shopify-Topic": "orders/create",
        "X-Shopify-Webhook-Id": crypto.randomUUID(),
        "X-Shopify-Hmac-Sha256": signature,
      },
    });
  const wrong = createHmac("sha256", "another-secret").update("{}").digest("base64");
  for (let n = 0; n < 10; n++) expect((await webhook("127.0.0.77", wrong)).status).toBe(401);
  const refused = await webhook("127.0.0.77", wrong);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  // Even a good signature from that address waits; another address is served.
  const right = createHmac("sha256", secret).update("{}").digest("base64");
  expect((await webhook("127.0.0.77", right)).status).toBe(429);
  expect((await webhook("127.0.0.78", right)).status).toBe(200);
});

test("an order's creation replayed with the fulfilment's topic is not taken for a fulfilment", async () => {
  const created = shopifyOrder({
    id: 920_000_000_000_001,
    email: "replayed@example.com",
    firstName: "Rae",
    productIds: [boneRock.shopifyProductId],
  });
  const kept = await sendShopifyWebhook(store.baseURL, {
    topic: "orders/create",
    payload: created,
    secret,
  });
  expect(kept.status).toBe(200);
  // The same signed body, sent again as orders/fulfilled (Shopify signs the body, not the topic).
  const replayed = await sendShopifyWebhook(store.baseURL, {
    topic: "orders/fulfilled",
    payload: created,
    secret,
  });
  expect(replayed.status).toBe(200);
  const found = await owner<{
    orders: { fulfilledAt: string | null; requestQueuedAt: string | null }[];
  }>("find-personal-data", { email: created.email });
  expect(found.orders).toEqual([
    expect.objectContaining({ fulfilledAt: null, requestQueuedAt: null }),
  ]);
});

test("a fulfilled order's request is emailed once, and its link opens the prefilled form; the review is verified", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const created = await sendShopifyWebhook(store.baseURL, {
    topic: "orders/create",
    payload: { ...order, fulfillments: [] },
    secret,
  });
  expect(created.status).toBe(200);
  const webhookId = crypto.randomUUID();
  const fulfilled = { topic: "orders/fulfilled", payload: order, secret, webhookId };
  expect((await sendShopifyWebhook(store.baseURL, fulfilled)).status).toBe(200);
  // Shopify delivering the same webhook again: processed once.
  const replayed = await sendShopifyWebhook(store.baseURL, fulfilled);
  expect(replayed.status).toBe(200);
  expect(replayed.body).toMatch(/already/i);
  // Another fulfilment webhook of the same order: still one request per order.
  expect(
    (await sendShopifyWebhook(store.baseURL, { ...fulfilled, webhookId: crypto.randomUUID() }))
      .status,
  ).toBe(200);

  const [email] = await mailsTo(order.email, 1);
  const body = bodyOf(email!.raw);
  expect(body).toContain("Hi Ada,");
  expect(body).toContain(boneRock.name);
  const links = [...body.matchAll(/https?:\/\/[^\s]+\/review\/([A-Za-z0-9_-]{43})\b/g)];
  expect(links).toHaveLength(2);
  // What the order keeps: no address, phone, last name or prices.
  const found = await owner<Found & { orders: Record<string, unknown>[] }>("find-personal-data", {
    email: order.email,
  });
  expect(found.orders).toHaveLength(1);
  expect(JSON.stringify(found.orders)).not.toMatch(/Elm St|5550100|Buyer|42\.00/);

  const linkPath = new URL(links[0]![0]).pathname;
  expect(linkPath).toBe(`/review/${links[0]![1]}`);
  // The server's HTML already holds the form with the first name filled in.
  const html = await (await fetch(`${store.baseURL}${linkPath}`)).text();
  expect(html).toContain(`Review ${boneRock.name}`);
  expect(html).toMatch(
    /<input[^>]*name="name"[^>]*value="Ada"|<input[^>]*value="Ada"[^>]*name="name"/,
  );

  await page.goto(`${store.baseURL}${linkPath}`);
  await expect(page.getByLabel("Name")).toHaveValue("Ada");
  await page.getByRole("radio", { name: /4 stars/i }).check({ force: true });
  await page
    .getByRole("textbox", { name: "Review", exact: true })
    .fill("Easy to take with breakfast; a month in, I like it.");
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByText("Thank you! Your review is live.")).toBeVisible();

  // The badge, in the product page's server HTML and in the API's JSON.
  const productHtml = await (await fetch(`${store.baseURL}/products/bone-rock`)).text();
  const item =
    /<li[^>]*data-review-id="(\d+)"[^>]*>((?:(?!<\/li>)[\s\S])*a month in, I like it(?:(?!<\/li>)[\s\S])*)<\/li>/.exec(
      productHtml,
    );
  expect(item, "the review in the server HTML").not.toBeNull();
  expect(item![2]).toContain("Verified buyer");
  const api = await (
    await fetch(`${store.baseURL}/api/reviews?reviewKey=${boneRock.reviewKey}&verified=true`)
  ).json();
  expect(api.reviews).toEqual([
    expect.objectContaining({ id: Number(item![1]), name: "Ada", verified: true }),
  ]);

  // The link is used now: opening or posting it again is refused.
  const again = await fetch(`${store.baseURL}${linkPath}`);
  expect(again.status).toBe(410);
  const repost = await fetch(`${store.baseURL}${linkPath}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: store.baseURL },
    body: "name=Ada&rating=5&reviewText=Again",
  });
  expect(repost.status).toBe(410);
  // A review through the open form has no badge.
  const open = await fetch(`${store.baseURL}/api/reviews`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      reviewKey: boneRock.reviewKey,
      name: "Walk-in",
      rating: 5,
      reviewText: "From the open form.",
    }),
  });
  expect(open.status).toBe(201);
  expect((await open.json()).verified).toBe(false);
  // Still exactly one email for the order.
  expect(mail.received.filter((m) => m.to.includes(order.email))).toHaveLength(1);
});

test("the email's one-click unsubscribe is taken from a mail provider's origin (RFC 8058)", async () => {
  const [email] = await mailsTo(order.email, 1);
  const token = /\/review\/unsubscribe\/([A-Za-z0-9_-]{43})/.exec(bodyOf(email!.raw))?.[1];
  expect(token, "the unsubscribe link in the email").toBeDefined();
  const response = await fetch(`${store.baseURL}/review/unsubscribe/${token}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: "https://mail.provider.example",
    },
    body: "List-Unsubscribe=One-Click",
  });
  expect(response.status).toBe(200);
  const found = await owner<{ optedOutOfReviewRequests: boolean }>("find-personal-data", {
    email: order.email,
  });
  expect(found.optedOutOfReviewRequests).toBe(true);
});

test("erasing by email removes the buyer's order, links and review", async () => {
  const erased = await owner<Record<string, number>>("erase-personal-data", {
    email: order.email,
  });
  expect(erased).toMatchObject({ orders: 1, reviewRequests: 2, reviews: 1 });
  const found = await owner<Found>("find-personal-data", { email: order.email });
  expect(found.orders).toHaveLength(0);
  expect(found.reviews).toHaveLength(0);
  const api = await (
    await fetch(`${store.baseURL}/api/reviews?reviewKey=${boneRock.reviewKey}&verified=true`)
  ).json();
  expect(api.reviews).toHaveLength(0);
});
