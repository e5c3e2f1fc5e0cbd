import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "../test";
import { expectNoAxeViolations } from "../axe";
import { consoleStoreForFile, hydrated } from "../support/owner-console";

// A store of its own at http://localhost:PORT, its SITE_URL: passkeys need a host name.
const run = Date.now().toString(36);
const product = { slug: "bone-rock", reviewKey: "bone-rock" };

test.describe.configure({ mode: "serial" });
const store = consoleStoreForFile();

/** A new person invited from the command line, signed in with a passkey in this page. */
const signIn = (page: Page, name = "Jane Owner") => store.signIn(page, name);

async function postReview(name: string, rating = 5) {
  const response = await fetch(`${store.baseURL}/api/reviews`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ reviewKey: product.reviewKey, name, rating, reviewText: `By ${name}` }),
  });
  expect(response.status).toBe(201);
}

async function publicReviews() {
  const response = await fetch(`${store.baseURL}/api/reviews?reviewKey=${product.reviewKey}`);
  return (await response.json()) as {
    reviews: { id: number; name: string; reply?: { text: string } }[];
    summary: { count: number };
  };
}

function jsonLdReviews(html: string) {
  const blocks = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs),
  ].map((match) => JSON.parse(match[1]!) as unknown);
  const productLd = blocks
    .flat()
    .find((block) => (block as { "@type"?: string })["@type"] === "Product") as
    { review?: { author: { name: string }; comment?: { text: string } }[] } | undefined;
  return productLd?.review ?? [];
}

/** The console's review card of the review by `name`. */
function reviewCard(page: Page, name: string) {
  return page
    .getByRole("list", { name: "Reviews" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name }) });
}

test("a message sent through /contact appears in the inbox, unread; it is read, handled and deleted", async ({
  page,
  browser,
}) => {
  const visitor = await browser.newPage();
  await visitor.goto(`${store.baseURL}/contact`);
  await hydrated(visitor);
  await visitor.getByRole("textbox", { name: "Name" }).fill(`Mira ${run}`);
  await visitor.getByRole("textbox", { name: "Email" }).fill(`mira-${run}@example.com`);
  await visitor
    .getByRole("textbox", { name: "Message" })
    .fill(`Where is my order ${run}?\nThanks!`);
  await visitor.getByRole("button", { name: "Send Message" }).click();
  await expect(visitor.getByText("Thanks! Your message has been sent.")).toBeVisible();
  await visitor.close();

  await signIn(page);
  await expect(page.getByRole("listitem").filter({ hasText: "Unread messages" })).toContainText(
    /[1-9]/,
  );
  await page.getByRole("link", { name: "Messages" }).click();
  const messageRows = page.getByRole("table").locator("tbody tr");
  const row = messageRows.filter({ hasText: `Mira ${run}` });
  await expect(row).toContainText("New");

  await page.getByLabel("Search name, email or message").fill(`order ${run}`);
  await page.getByRole("button", { name: "Search messages" }).click();
  await expect(page).toHaveURL(new RegExp(`q=order\\+${run}`));
  await expect(messageRows).toHaveCount(1);
  await row.getByRole("link").click();

  await expect(page.getByRole("heading", { name: `Message from Mira ${run}` })).toBeVisible();
  await expect(page.getByText(`Where is my order ${run}?`)).toBeVisible();
  // Opening it changed nothing; "Mark as read" (a POST) does.
  await expect(page.getByText("New", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Mark as read" }).click();
  await expect(page.getByRole("status")).toHaveText("Marked read.");
  await expect(page.getByText("Read", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark as read" })).toHaveCount(0);
  const mailto = await page.getByRole("link", { name: "Reply by email" }).getAttribute("href");
  expect(mailto).toBe(
    `mailto:mira-${run}@example.com?subject=${encodeURIComponent(`Re: Where is my order ${run}?`)}`,
  );

  await page.getByRole("button", { name: "Mark handled" }).click();
  await expect(page.getByRole("status")).toHaveText("Marked handled.");
  await expect(page.getByText("Handled", { exact: true })).toBeVisible();

  await page.getByText("Delete", { exact: true }).click();
  await page.getByRole("button", { name: "Yes, delete the message" }).click();
  await expect(page).toHaveURL(/\/owner\/messages\?deleted=\d+$/);
  await expect(page.getByRole("status")).toContainText("was deleted");
  await expect(page.getByText(`Mira ${run}`)).toHaveCount(0);

  await page.getByRole("link", { name: "Audit log" }).click();
  const entries = page.getByRole("row");
  await expect(entries.nth(1)).toContainText("console: Jane Owner (person");
  await expect(entries.nth(1)).toContainText("Deleted a message");
  await expect(entries.nth(2)).toContainText("Marked a message");
  await expect(entries.nth(2)).toContainText("Marked handled");
  await expect(page.getByRole("table")).not.toContainText(`mira-${run}`);
});

test("a public reply appears live on an open product page, after reload, in the API and JSON-LD", async ({
  page,
  browser,
}) => {
  const name = `Rhea ${run}`;
  await postReview(name, 2);

  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await shopper.goto(`${store.baseURL}/products/${product.slug}`);
  await hydrated(shopper);
  const shopperReview = shopper.getByRole("listitem").filter({ hasText: `By ${name}` });
  await expect(shopperReview).toBeVisible();
  await expect(shopperReview).not.toContainText("Response from Verdant Roots");

  await signIn(page);
  await page.goto(`${store.baseURL}/owner/reviews?product=${product.reviewKey}`);
  const card = reviewCard(page, name);
  const reply = `Sorry to hear it, ${name}: we wrote to you.`;
  // The reply box opens on demand.
  await expect(card.getByLabel("Public reply from Verdant Roots")).toBeHidden();
  await card.getByText("Reply", { exact: true }).click();
  await card.getByLabel("Public reply from Verdant Roots").fill(reply);
  await card.getByRole("button", { name: "Post reply" }).click();
  await expect(page.getByRole("status")).toContainText("has the store's reply");

  // Live, without a reload.
  await expect(shopperReview).toContainText("Response from Verdant Roots", { timeout: 10_000 });
  await expect(shopperReview).toContainText(reply);
  await shopper.reload();
  await expect(shopper.getByRole("listitem").filter({ hasText: `By ${name}` })).toContainText(
    reply,
  );
  const html = await (await fetch(`${store.baseURL}/products/${product.slug}`)).text();
  expect(jsonLdReviews(html).find((review) => review.author.name === name)?.comment?.text).toBe(
    reply,
  );
  expect((await publicReviews()).reviews.find((review) => review.name === name)?.reply?.text).toBe(
    reply,
  );

  // Too long: 422, the typed text kept.
  const tooLong = "x".repeat(2001);
  const refused = await page.context().request.post(`${store.baseURL}/owner/reviews`, {
    form: { intent: "reply", id: (await card.getAttribute("data-review-id")) ?? "", text: tooLong },
    headers: { Origin: store.baseURL },
  });
  expect(refused.status()).toBe(422);
  expect(await refused.text()).toContain("Keep the reply under 2000 characters.");
  await shopperContext.close();
});

test("a hidden review disappears from the product page and its figures", async ({ page }) => {
  const name = `Hugo ${run}`;
  await postReview(name, 1);
  const before = await publicReviews();
  expect(before.reviews.map((review) => review.name)).toContain(name);

  await signIn(page);
  await page.goto(`${store.baseURL}/owner/reviews?product=${product.reviewKey}&status=shown`);
  await expect(page.getByText("Hiding is for abuse only.")).toBeVisible();
  await expect(page.getByText(/FTC/)).toBeVisible();
  const card = reviewCard(page, name);
  await card.getByText("Hide", { exact: true }).click();
  await card.getByRole("button", { name: "Yes, hide it as abusive" }).click();
  await expect(page.getByRole("status")).toContainText("is hidden from the store");

  const after = await publicReviews();
  expect(after.reviews.map((review) => review.name)).not.toContain(name);
  expect(after.summary.count).toBe(before.summary.count - 1);
  const shopper = await page.context().browser()!.newPage();
  await shopper.goto(`${store.baseURL}/products/${product.slug}`);
  await expect(shopper.getByText(`By ${name}`)).toHaveCount(0);
  await expect(shopper.locator("#reviews")).toContainText(`${after.summary.count}`);
  await shopper.close();

  await page.goto(`${store.baseURL}/owner/reviews?status=hidden`);
  await expect(reviewCard(page, name)).toContainText("Hidden");
});

test("a privacy request finds every record, exports them as JSON and erases them", async ({
  page,
}) => {
  const email = `priya-${run}@example.com`;
  for (const [path, body] of [
    ["/api/subscribe", { email }],
    ["/api/contact", { name: "Priya", email, phone: "", message: `Please forget me ${run}` }],
  ] as const) {
    const response = await fetch(`${store.baseURL}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(response.ok, path).toBe(true);
  }

  await signIn(page);
  await page.getByRole("link", { name: "Privacy requests" }).click();
  await page.getByLabel("Their email").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Find records" }).click();
  await expect(
    page.getByRole("heading", { name: `Records about ${email.toUpperCase()}` }),
  ).toBeVisible();
  await expect(page.getByText(`Please forget me ${run}`)).toBeVisible();
  await expect(page.getByText("Newsletter sign-ups (1)")).toBeVisible();
  // The email never appears in an address.
  expect(page.url()).toBe(`${store.baseURL}/owner/privacy`);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export as JSON" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^personal-data-.+\.json$/);
  const exported = JSON.parse(readFileSync((await download.path())!, "utf8")) as {
    messages: { message: string }[];
    subscribers: { email: string }[];
  };
  expect(exported.messages.map((message) => message.message)).toEqual([`Please forget me ${run}`]);
  expect(exported.subscribers.map((subscriber) => subscriber.email)).toEqual([email]);

  await page.getByText("Erase all", { exact: true }).click();
  await page.getByRole("button", { name: "Yes, erase everything" }).click();
  await expect(page.getByRole("status")).toContainText("Erased 1 message, 1 sign-up");

  await page.getByLabel("Their email").fill(email);
  await page.getByRole("button", { name: "Find records" }).click();
  await expect(page.getByText("The store holds no records about this email.")).toBeVisible();

  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("row").nth(1)).toContainText("Erased personal data");
  await expect(page.getByRole("row").nth(1)).toContainText("Privacy request");
  await expect(page.getByRole("row").nth(1)).toContainText("1 message erased");
  await expect(page.getByRole("table")).not.toContainText("sentToKlaviyo");
  await expect(page.getByRole("table")).not.toContainText("priya");
});

test("every console page is accessible, at 390 and 1280 pixels wide", async ({ page }) => {
  test.setTimeout(180_000); // fourteen axe runs
  await signIn(page);
  await fetch(`${store.baseURL}/api/subscribe`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: `axe-${run}@example.com` }),
  });
  const pages = [
    "/owner",
    "/owner?period=months",
    "/owner/speed",
    "/owner/messages",
    `/owner/reviews?product=${product.reviewKey}`,
    "/owner/subscribers",
    "/owner/privacy",
    "/owner/audit",
  ];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of pages) {
      await page.goto(`${store.baseURL}${path}`);
      await hydrated(page);
      await expectNoAxeViolations(page);
      const scrolls = await page.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth + 1,
      );
      expect(scrolls, `${path} at ${width}px scrolls sideways`).toBe(false);
      if (process.env.OWNER_SCREENSHOTS) {
        await page.screenshot({
          path: `${process.env.OWNER_SCREENSHOTS}/${width}${path.replace(/[/?=&]+/g, "_")}.png`,
          fullPage: true,
        });
      }
    }
  }
  // A message in full, and the privacy page with its records.
  await fetch(`${store.baseURL}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      name: "Axel",
      email: `axe-${run}@example.com`,
      phone: "",
      message: "Hi",
    }),
  });
  await page.goto(`${store.baseURL}/owner/messages`);
  await page.getByRole("link", { name: /Axel/ }).click();
  await hydrated(page);
  await expectNoAxeViolations(page);
  await page.goto(`${store.baseURL}/owner/privacy`);
  await hydrated(page);
  await page.getByLabel("Their email").fill(`axe-${run}@example.com`);
  await page.getByRole("button", { name: "Find records" }).click();
  await expect(page.getByRole("heading", { name: /Records about/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("guards", () => {
  const pages = [
    "/owner",
    "/owner/messages",
    "/owner/messages/1",
    "/owner/reviews",
    "/owner/subscribers",
    "/owner/subscribers/export",
    "/owner/back-in-stock",
    "/owner/back-in-stock/export",
    "/owner/privacy",
    "/owner/audit",
  ];

  test("each console page without a session redirects to sign-in (also as .data)", async () => {
    for (const path of [...pages, "/owner/messages.data", "/OWNER/Reviews"]) {
      const response = await fetch(`${store.baseURL}${path}`, { redirect: "manual" });
      // A page answers a redirect; a .data request a single-fetch redirect in its body.
      const location =
        response.headers.get("location") ??
        /"(\/owner\/sign-in[^"]*)"/.exec(await response.text())?.[1] ??
        "";
      expect([path, location], path).toEqual([
        path,
        expect.stringMatching(/^(http:\/\/localhost:\d+)?\/owner\/sign-in/),
      ]);
    }
  });

  test("a cross-site POST to each console action is refused, changing nothing", async ({
    page,
  }) => {
    const name = `Guarded ${run}`;
    await postReview(name, 3);
    const id = String((await publicReviews()).reviews.find((review) => review.name === name)!.id);
    await signIn(page);
    const posts: [string, Record<string, string>][] = [
      ["/owner/messages/1", { intent: "delete" }],
      ["/owner/messages/1.data", { intent: "handle" }],
      ["/owner/reviews", { intent: "hide", id }],
      ["/owner/reviews.data", { intent: "delete", id }],
      ["/OWNER/Reviews", { intent: "reply", id, text: "Forged" }],
      ["/owner/subscribers", { intent: "remove", id: "1" }],
      ["/owner/privacy", { intent: "erase", email: "a@example.com" }],
      ["/owner/privacy/export", { email: "a@example.com" }],
    ];
    for (const [path, form] of posts) {
      const post = (headers: Record<string, string>) =>
        page.context().request.post(`${store.baseURL}${path}`, { form, headers, maxRedirects: 0 });
      // A browser's cross-site form post without an Origin header: the console's guard, 403.
      expect([path, (await post({ "Sec-Fetch-Site": "cross-site" })).status()]).toEqual([
        path,
        403,
      ]);
      // With another site's Origin, React Router's own check may answer first, with 400.
      const foreign = (await post({ Origin: "https://evil.example" })).status();
      expect([path, [400, 403].includes(foreign)]).toEqual([path, true]);
    }
    const after = (await publicReviews()).reviews.find((review) => review.name === name);
    expect(after).toBeDefined();
    expect(after!.reply).toBeUndefined();
    // The same session's own POST is accepted (so the 403s above are the origin check).
    const own = await page.context().request.post(`${store.baseURL}/owner/subscribers`, {
      form: { intent: "remove", id: "999999" },
      headers: { Origin: store.baseURL },
    });
    expect(own.status()).toBe(422);
  });
});
