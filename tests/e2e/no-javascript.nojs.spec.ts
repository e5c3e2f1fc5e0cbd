import { expect, test } from "./test";
import { startStore, type StoreProcess } from "../harness/store-process";

// Everything the store says works without JavaScript, in a browser with JavaScript turned off
// (the "no-javascript" project): only the server's HTML, links and the browser's own form posts.

test("catalogue search, tabs and sort work from the server's HTML", async ({ page }) => {
  await page.goto("/");
  const grid = page.locator("#products");
  await page
    .getByRole("searchbox")
    .or(page.getByRole("textbox", { name: /search/i }))
    .first()
    .fill("bone");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]q=bone/);
  await expect(grid.getByRole("heading", { name: "Bone Rock" })).toBeVisible();
  await expect(grid.getByRole("heading", { level: 3 })).toHaveCount(1);

  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Product categories" })
    .getByRole("link", { name: "Detox", exact: true })
    .click();
  await expect(page).toHaveURL(/[?&]tab=detox/);
  await expect(grid.getByRole("heading", { level: 3 })).toHaveCount(4);

  await page.goto("/mens-health");
  await page.getByRole("combobox").selectOption("price-low");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]sort=price-low/);
  const prices = await page
    .locator("main")
    .getByText(/^\$\d+\.\d\d$/)
    .allTextContents();
  const numbers = prices.map((price) => Number(price.slice(1)));
  expect(numbers.length).toBe(10);
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
});

test("reviews sort and Show more are links the server answers", async ({
  page,
  request,
}, testInfo) => {
  // A product of its own per attempt, so a retry never counts the first attempt's reviews.
  const slug = ["mane-crown-serum", "mane-crown-vitamins", "mane-crown-bundle"][testInfo.retry]!;
  for (let i = 0; i < 21; i++) {
    const posted = await request.post("/api/reviews", {
      data: { reviewKey: slug, name: `Sorted ${i}`, rating: 1 + (i % 5), reviewText: "Fine." },
    });
    expect(posted.status()).toBe(201);
  }
  await page.goto(`/products/${slug}`);
  const items = page.locator("#reviews ol > li");
  await expect(items).toHaveCount(20);
  await page.getByRole("link", { name: "Highest rated" }).click();
  await expect(page).toHaveURL(/reviewSort=highest/);
  await expect(items.first().getByRole("img", { name: /^Rated 5 out of 5/ })).toBeVisible();
  const firstPage = await items.allTextContents();
  await page.getByRole("link", { name: "Show more" }).click();
  // The server answers the link with the page after the last review shown, and a way back.
  await expect(page).toHaveURL(/reviewSort=highest&reviewCursor=[\w-]+#reviews$/);
  await expect(items).toHaveCount(1);
  await expect(items.first().getByRole("img", { name: /^Rated 1 out of 5/ })).toBeVisible();
  expect(firstPage).not.toContain(await items.first().textContent());
  await expect(page.getByRole("link", { name: "Show more" })).toHaveCount(0);
  await page.getByRole("link", { name: "Back to the first reviews" }).click();
  await expect(items).toHaveCount(20);
  await expect(page).toHaveURL(/reviewSort=highest#reviews$/);
  // A cursor that is not the store's shows the first page.
  await page.goto(`/products/${slug}?reviewSort=highest&reviewCursor=forged`);
  await expect(items).toHaveCount(20);
});

test("a review posts and the page shows it with the success message", async ({ page }) => {
  await page.goto("/products/hepatic-support");
  await page.getByRole("textbox", { name: "Name" }).fill("NoScript Nia");
  await page.locator("label", { hasText: "4 stars" }).click();
  await page.getByRole("textbox", { name: "Review" }).fill("Works without scripts.");
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByText("Review submitted! Thank you for your feedback.")).toBeVisible();
  await expect(page.locator("#reviews ol > li").first()).toContainText("NoScript Nia");
});

test("a contact message sends and confirms", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("textbox", { name: "Name" }).fill("Noa");
  await page.getByRole("textbox", { name: "Email" }).fill("noa@example.com");
  await page.getByRole("textbox", { name: "Message" }).fill("Hello without scripts");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Thanks! Your message has been sent.")).toBeVisible();
});

test("an invalid contact message comes back with the field's message and what was typed", async ({
  page,
}) => {
  await page.goto("/contact");
  await page.getByRole("textbox", { name: "Name" }).fill("Noa");
  await page.getByRole("textbox", { name: "Email" }).fill("not-an-email");
  await page.getByRole("textbox", { name: "Message" }).fill("Keep this text");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(
    page.getByText("Please enter a valid email address, like name@example.com."),
  ).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("not-an-email");
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Keep this text");
});

test("a sign-up lands on the sign-up page with the confirmation", async ({ page }) => {
  await page.goto("/detox");
  await page.getByRole("textbox", { name: "Email address" }).fill("noscript@example.com");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.getByText("Thanks for subscribing!")).toBeVisible();
});

test("the 429 answer says when to try again and keeps what was typed", async ({
  page,
  request,
}, testInfo) => {
  // The guarded store trusts the tests as its proxy: a forwarded address of its own per attempt.
  const guarded = process.env.E2E_GUARDED_URL!;
  const client = `198.51.100.${10 + testInfo.retry}`;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": client });
  const message = { name: "Lim", email: "lim@example.com", phone: "", message: "Spent" };
  for (let i = 0; i < 5; i++) {
    const spent = await request.post(`${guarded}/api/contact`, {
      data: message,
      headers: { "X-Forwarded-For": client },
    });
    expect(spent.status()).toBe(201);
  }
  await page.goto(`${guarded}/contact`);
  await page.getByRole("textbox", { name: "Name" }).fill("Lim");
  await page.getByRole("textbox", { name: "Email" }).fill("lim@example.com");
  await page.getByRole("textbox", { name: "Message" }).fill("One too many");
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Send Message" }).click();
  expect((await answer).status()).toBe(429);
  await expect(
    page.getByText(
      "You have sent several messages in a short time. Please try again in 10 minutes.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("One too many");
});

test.describe("with the database down", () => {
  let store: StoreProcess;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // Nothing listens on port 1: every query fails at once, pages still render.
    store = await startStore(
      0,
      { DATABASE_URL: "postgres://postgres@127.0.0.1:1/none" },
      "/healthz",
    );
  });
  test.afterAll(async () => {
    store?.child.kill("SIGTERM");
    await store?.exited;
  });

  test("a review and a contact message answer with the failure message and keep the text", async ({
    page,
  }) => {
    await page.goto(`${store.baseURL}/products/iron-clad`);
    await page.getByRole("textbox", { name: "Name" }).fill("Dee");
    await page.locator("label", { hasText: "5 stars" }).click();
    await page.getByRole("textbox", { name: "Review" }).fill("Kept while the store is down.");
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByText("Failed to submit review. Please try again.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Review" })).toHaveValue(
      "Kept while the store is down.",
    );

    await page.goto(`${store.baseURL}/contact`);
    await page.getByRole("textbox", { name: "Name" }).fill("Dee");
    await page.getByRole("textbox", { name: "Email" }).fill("dee@example.com");
    await page.getByRole("textbox", { name: "Message" }).fill("Still here");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(
      page.getByText("Sorry, there was an error sending your message. Please try again."),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Still here");
  });
});

test("the Menu opens without JavaScript and its links lead on", async ({ page }) => {
  await page.goto("/products/bone-rock");
  const menu = page.locator("summary", { hasText: "Menu" });
  await expect(menu).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav).toBeHidden();
  await menu.click();
  await expect(nav).toBeVisible();
  await nav.getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
});

test("no visible control is dead: each is a link, submits its form or opens its details", async ({
  page,
}) => {
  for (const path of [
    "/",
    "/mens-health",
    "/detox",
    "/products/bone-rock",
    "/products/moringa-leaf",
    "/cart",
    "/faq",
    "/contact",
    "/favorites",
    "/search?q=magnesium",
    "/articles",
    "/no-such-page",
  ]) {
    await page.goto(path);
    const dead = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLElement>(
          "button, a, summary, [role='button'], [tabindex]:not([tabindex='-1'])",
        ),
      ]
        .filter((element) => element.checkVisibility({ visibilityProperty: true }))
        .filter((element) => {
          if (element instanceof HTMLAnchorElement) return !element.getAttribute("href");
          if (element instanceof HTMLButtonElement)
            return !element.form || element.type === "button";
          if (element.tagName === "SUMMARY") return !element.closest("details");
          // The main region's tabindex only receives focus from the skip link.
          return element.id !== "main";
        })
        .map((element) => element.getAttribute("aria-label") ?? element.textContent?.trim()),
    );
    expect(dead, path).toEqual([]);
  }
  // What cannot work without scripts is not shown.
  await page.goto("/products/bone-rock");
  await expect(page.getByRole("button", { name: /favorites/ })).toHaveCount(0);
});

test("the demo cart adds, changes, removes and explains checkout through /cart", async ({
  page,
}) => {
  await page.goto("/products/moringa-leaf");
  await page.getByRole("spinbutton", { name: "Quantity" }).fill("3");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText("Added Moringa Leaf to your cart.")).toBeVisible();
  await expect(page.getByTestId("cart-subtotal")).toHaveText("$59.97");
  await page.getByRole("button", { name: "Decrease quantity of Moringa Leaf" }).click();
  await expect(page.getByTestId("cart-subtotal")).toHaveText("$39.98");
  await page.getByRole("button", { name: "Checkout" }).click();
  await expect(page.getByRole("status").filter({ hasText: "demo mode" })).toContainText(
    "checkout opens once a Shopify store is configured",
  );
  await page.getByRole("button", { name: "Remove Moringa Leaf" }).click();
  await expect(page.getByText("Your cart is empty.")).toBeVisible();
  // The header's cart is a link to this page.
  await expect(page.getByRole("link", { name: "Cart", exact: true })).toHaveAttribute(
    "href",
    "/cart",
  );
});
