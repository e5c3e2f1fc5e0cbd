import type { Page } from "@playwright/test";
import { catalogue } from "../../app/catalogue/catalogue";
import { expect, test } from "./test";

/** A product's earlier figure (the catalogue's), counted with its stored reviews. */
const earlierCount = (slug: string) => catalogue.find((p) => p.slug === slug)!.reviewCount;

async function fillReview(page: Page, name: string, stars: number, text: string) {
  const form = page.locator("form", { has: page.getByRole("heading", { name: "Write a review" }) });
  await form.getByRole("textbox", { name: "Name" }).fill(name);
  await form.locator("label", { hasText: stars === 1 ? "1 star" : `${stars} stars` }).click();
  await form.getByRole("textbox", { name: "Review" }).fill(text);
  return form;
}

test("a review posted in one browser appears at the top in another without reload", async ({
  browser,
}) => {
  const shopper = await browser.newPage();
  const watcher = await browser.newPage();
  for (const page of [watcher, shopper]) {
    await page.goto("/products/lions-mane");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  }
  const counted = earlierCount("lions-mane");
  const basedOn = watcher.getByText(/^Based on \d+ reviews$/);
  const before = Number((await basedOn.textContent())!.match(/\d+/)![0]);
  expect(before).toBeGreaterThanOrEqual(counted);
  const name = `Live ${Date.now()}`;
  const form = await fillReview(shopper, name, 4, "Clear head in the afternoons.");
  await form.getByRole("button", { name: "Submit Review" }).click();
  await expect(shopper.getByText("Review submitted!").first()).toBeVisible();
  await expect(watcher.locator("#reviews ol > li").first()).toContainText(name, { timeout: 5000 });
  await expect(watcher.locator("#reviews ol > li").first()).toContainText(
    "Clear head in the afternoons.",
  );
  // The watcher's count moved by exactly the one review (others may post to this product too).
  await expect(basedOn).not.toHaveText(`Based on ${before} reviews`);
  await shopper.close();
  await watcher.close();
});

test("the form is disabled until complete, reads Submitting... while sending, then resets", async ({
  page,
}, testInfo) => {
  // A product of its own per attempt: the test expects it to start with no reviews.
  const slug = ["brain-fuel", "mucus-broom", "waste-away"][testInfo.retry]!;
  await page.goto(`/products/${slug}`);
  await expect(page.getByText("No reviews yet. Be the first to leave a review!")).toBeVisible();
  const submit = page.getByRole("button", { name: "Submit Review" });
  await expect(submit).toBeDisabled();
  const form = page.locator("form", { has: page.getByRole("heading", { name: "Write a review" }) });
  await form.getByRole("textbox", { name: "Name" }).fill("Jo");
  await expect(submit).toBeDisabled();
  // The visible readout beside the stars (not the hidden label inside each star).
  const readout = form.locator("fieldset [aria-live=polite]");
  await expect(readout).toHaveText("Choose a rating");
  await form.locator("label", { hasText: "3 stars" }).hover();
  await expect(readout).toHaveText("3 stars");
  await form.locator("label", { hasText: "1 star" }).first().hover();
  await expect(readout).toHaveText("1 star");
  await form.locator("label", { hasText: "5 stars" }).click();
  await page.mouse.move(0, 0);
  await expect(readout).toHaveText("5 stars");
  await expect(submit).toBeDisabled();
  await form.getByRole("textbox", { name: "Review" }).fill("Steady focus.");
  await expect(submit).toBeEnabled();

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/products/${slug}.data`, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await submit.click();
  await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  release();
  await expect(page.getByText("Review submitted!").first()).toBeVisible();
  await expect(page.getByText("Thank you for your feedback.", { exact: true })).toBeVisible();
  // All three fields reset.
  await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("");
  await expect(form.getByRole("textbox", { name: "Review" })).toHaveValue("");
  await expect(form.getByRole("radio", { checked: true })).toHaveCount(0);
  await expect(readout).toHaveText("Choose a rating");
  await expect(page.getByText(`Based on ${earlierCount(slug) + 1} reviews`)).toBeVisible();
  await expect(page.locator("#reviews ol > li").first()).toContainText("Steady focus.");
});

test("a failed submission shows the error toast and keeps the form", async ({ page }) => {
  await page.goto("/products/vasculaid");
  await page.route("**/products/vasculaid.data", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" })
      : route.fallback(),
  );
  const form = await fillReview(page, "Kim", 2, "Kept text");
  await form.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByText("Failed to submit review. Please try again.")).toBeVisible();
  await expect(page.getByText("Error", { exact: true })).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("Kim");
  await expect(form.getByRole("textbox", { name: "Review" })).toHaveValue("Kept text");
});

test("reviews render on the server with a distribution and feed the product JSON-LD", async ({
  page,
  request,
}) => {
  for (const [rating, name] of [
    [5, "Ana"],
    [4, "Ben"],
    [5, "Cy"],
  ] as const) {
    const response = await request.post("/api/reviews", {
      data: { reviewKey: "peruvian-ginseng", name, rating, reviewText: `From ${name}` },
    });
    expect(response.status()).toBe(201);
  }
  const html = await (await request.get("/products/peruvian-ginseng-plus")).text();
  expect(html).toContain("From Cy");
  // 156 earlier ratings at 4.6 and the three listed: (717.6 + 14) / 159 = 4.6
  expect(html).toContain(
    `Based on <!-- -->${earlierCount("peruvian-ginseng-plus") + 3}<!-- --> reviews`,
  );
  expect(html).toContain("The 3 reviews below are shown in full.");
  await page.goto("/products/peruvian-ginseng-plus");
  await expect(page.locator("[data-rating-average]")).toHaveText("4.6");
  await expect(page.getByText("(159 reviews)")).toBeVisible();
  // The chart shows the stars of the listed reviews.
  await expect(page.getByText("Stars in the 3 reviews listed here")).toBeVisible();
  const product = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((block) => JSON.parse(block))
    .find((item) => item["@type"] === "Product");
  expect(product.aggregateRating).toMatchObject({ ratingValue: 4.7, reviewCount: 3 });
  expect(product.review).toHaveLength(3);
  await page.getByRole("link", { name: "Lowest rated" }).click();
  await expect(page.locator("#reviews ol > li").first()).toContainText("Ben");
});

test("Show more loads the next page of reviews", async ({ page, request }, testInfo) => {
  // A product of its own per attempt, so a retry never counts the first attempt's reviews.
  const slug = ["tongkat-ali", "prosta-zinc", "pure-seed"][testInfo.retry]!;
  for (let i = 0; i < 23; i++) {
    const posted = await request.post("/api/reviews", {
      data: { reviewKey: slug, name: `R${i}`, rating: 4, reviewText: "ok" },
    });
    expect(posted.status()).toBe(201);
  }
  await page.goto(`/products/${slug}`);
  await expect(page.locator("#reviews ol > li")).toHaveCount(20);
  const showMore = page.getByRole("link", { name: "Show more" });
  await expect(showMore).toHaveAttribute("href", /reviewCursor=/);
  await showMore.click();
  // Appended in place by a fetcher: the page (and its URL) stays.
  await expect(page.locator("#reviews ol > li")).toHaveCount(23);
  await expect(page.locator("#reviews ol > li").first()).toContainText("R22");
  await expect(page.locator("#reviews ol > li").last()).toContainText("R0");
  await expect(page).toHaveURL(new RegExp(`/products/${slug}$`));
  await expect(page.getByRole("link", { name: "Show more" })).toHaveCount(0);
  await expect(page.getByText("Back to the first reviews")).toHaveCount(0);
});
