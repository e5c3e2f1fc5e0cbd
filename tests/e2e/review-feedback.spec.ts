import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./test";

// What the review form and the helpful votes tell a shopper: what is still missing, that photos
// wait for approval, where focus goes after a submit, and that a vote was (already) counted.

const slug = "organic-greens";
const reviewForm = (page: Page) =>
  page.locator("form", { has: page.getByRole("heading", { name: "Write a review" }) });

test("the form says beside its Submit what is still missing, politely announced", async ({
  page,
}) => {
  await page.goto(`/products/${slug}`);
  const form = reviewForm(page);
  const submit = form.getByRole("button", { name: "Submit Review" });
  const needed = form.locator("#review-still-needed");
  await expect(needed).toHaveAttribute("aria-live", "polite");
  await expect(submit).toHaveAttribute("aria-describedby", "review-still-needed");
  await expect(submit).toBeDisabled();
  await expect(needed).toHaveText("Still needed: your name, a star rating and your review.");
  await form.getByRole("textbox", { name: "Name" }).fill("Noor");
  await expect(needed).toHaveText("Still needed: a star rating and your review.");
  await form.locator("label", { hasText: "4 stars" }).click();
  await expect(needed).toHaveText("Still needed: your review.");
  await form.getByRole("textbox", { name: "Review" }).fill("Fresh taste in a smoothie.");
  await expect(needed).toHaveText("");
  await expect(submit).toBeEnabled();
});

test("after a review with a photo, focus moves to the thanks, which says the photo waits for approval", async ({
  page,
}) => {
  const photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: "#3f6212" },
  })
    .jpeg()
    .toBuffer();
  await page.goto(`/products/${slug}`);
  const form = reviewForm(page);
  await form.getByRole("textbox", { name: "Name" }).fill(`Photo ${Date.now()}`);
  await form.locator("label", { hasText: "5 stars" }).click();
  await form.getByRole("textbox", { name: "Review" }).fill("Greens on my kitchen shelf.");
  await form
    .getByLabel(/^Photos/)
    .setInputFiles({ name: "shelf.jpg", mimeType: "image/jpeg", buffer: photo });
  // Keyboard all the way: Tab to the Submit button and press Enter.
  const submit = form.getByRole("button", { name: "Submit Review" });
  await submit.focus();
  await page.keyboard.press("Enter");
  const thanks = form.locator("[data-review-thanks]");
  await expect(thanks).toHaveText(
    "Review submitted! Thank you for your feedback. Your photo appears once we have approved it.",
  );
  await expect(thanks).toBeFocused();
});

test("a helpful vote shows as given after a reload, and a second one says it was already counted", async ({
  page,
  request,
}) => {
  const created = await request.post("/api/reviews", {
    data: { reviewKey: slug, name: `Votes ${Date.now()}`, rating: 4, reviewText: "Worth it." },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/products/${slug}`);
  const review = page.locator(`#review-${id}`);
  const helpful = review.getByRole("button", { name: /^Helpful/ });
  await expect(helpful).toHaveAttribute("aria-pressed", "false");
  await helpful.click();
  await expect(review.getByRole("status")).toHaveText("Thanks for your vote.");
  await expect(helpful).toHaveText("Helpful (1)");
  await expect(helpful).toHaveAttribute("aria-pressed", "true");

  await page.reload();
  await expect(helpful).toHaveText("Helpful (1)");
  await expect(helpful).toHaveAttribute("aria-pressed", "true");
  await helpful.click();
  await expect(review.getByRole("status")).toHaveText("Your vote was already counted.");
  await expect(helpful).toHaveText("Helpful (1)");
});
