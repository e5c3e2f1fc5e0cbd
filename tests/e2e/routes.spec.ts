import { expect, test } from "./test";
import { expectNoAxeViolations } from "./axe";

const fixedRoutes: [string, string][] = [
  ["/", "Rooted in nature. Made for the way you live."],
  ["/mens-health", "MEN'S HEALTH SUPPLEMENTS"],
  ["/womens-health", "WOMEN'S HEALTH SUPPLEMENTS"],
  ["/reproductive-health", "Reproductive Health"],
  ["/detox", "Detox & Cleanse"],
  ["/longevity", "Longevity & Wellness"],
  ["/contact", "The path to wellness starts in nature."],
  ["/faq", "Frequently Asked Questions"],
  ["/privacy-policy", "Privacy Policy"],
  ["/terms-of-service", "Terms of Service"],
  ["/articles", "Health & Wellness Articles"],
  ["/articles/heart-health-guide", "Heart Health 101: Protecting Your Cardiovascular System"],
  ["/products/bone-rock", "Bone Rock"],
];

for (const [path, heading] of fixedRoutes) {
  test(`${path} answers 200 with its heading`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  });
}

test("every page has the shell: banner, logo, menu and footer", async ({ page }) => {
  await page.goto("/faq");
  await expect(page.getByText("FREE SHIPPING OVER $250")).toBeVisible();
  await expect(page.getByRole("link", { name: "Verdant Roots home" }).first()).toHaveAttribute(
    "href",
    "/",
  );
  const footer = page.getByRole("contentinfo");
  for (const heading of ["Quick Menu", "SHOP", "Policies", "LET'S CONNECT"]) {
    await expect(footer.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(footer.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/#about");
  await expect(footer.getByRole("link", { name: "Cookies" })).toHaveAttribute(
    "href",
    "/privacy-policy#cookies",
  );
  await expect(footer.getByText("© 2024 Verdant Roots")).toBeVisible();
});

test("an unknown route shows the 404 page with status 404 and logs the path", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (message) => logged.push(message.text()));
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  await expect.poll(() => logged.some((line) => line.includes("/no-such-page"))).toBe(true);
  await expectNoAxeViolations(page);
});

test("an unknown product answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/products/no-such-product");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
});

for (const [alias, canonical] of [
  ["vital-eggplant-crown", "gun-massage"],
  ["tpg-hound", "2nd-round"],
  ["2pg-hound", "2nd-round"],
  ["second-round", "2nd-round"],
]) {
  test(`/products/${alias} redirects permanently to /products/${canonical}`, async ({
    request,
  }) => {
    const response = await request.get(`/products/${alias}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers().location!, "http://x").pathname).toBe(
      `/products/${canonical}`,
    );
  });
}

test("the menu sheet opens and closes with the mouse", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const sheet = page.getByRole("dialog", { name: "Menu" });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText("Navigate through the site")).toBeVisible();
  for (const name of ["Home", "Men's Health", "Women's Health", "Articles", "FAQ", "Contact"]) {
    await expect(sheet.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await sheet.getByRole("button", { name: "Close menu" }).click();
  await expect(sheet).toBeHidden();
});

test("the menu sheet opens and closes with the keyboard, and its links navigate", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).focus();
  await page.keyboard.press("Enter");
  const sheet = page.getByRole("dialog", { name: "Menu" });
  await expect(sheet).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  await page.keyboard.press("Enter");
  await sheet.getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(sheet).toBeHidden();
});

test("the menu is drawn at once and made modal after that frame: the page behind goes inert and stops scrolling, Escape closes either way", async ({
  page,
}) => {
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const button = page.getByRole("button", { name: "Open menu" });
  const sheet = page.getByRole("dialog", { name: "Menu" });
  await expect(sheet).toBeHidden();
  // In one task (React renders in microtasks): the click opens the sheet without making it
  // modal, and Escape then closes it.
  const steps = await page.evaluate(async () => {
    const microtasks = async () => {
      for (let turn = 0; turn < 5; turn++) await Promise.resolve();
    };
    const dialog = [...document.querySelectorAll("dialog")].find(
      (candidate) => candidate.querySelector("h2")?.textContent === "Menu",
    )!;
    document.querySelector<HTMLButtonElement>("button[aria-label='Open menu']")!.click();
    await microtasks();
    const opened = {
      open: dialog.open,
      modal: dialog.matches(":modal"),
      // The page's own style is left alone in the tap's frame: no scroll lock yet.
      pageOverflow: getComputedStyle(document.documentElement).overflow,
    };
    dialog.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    await microtasks();
    return { opened, afterEscape: dialog.open };
  });
  expect(steps).toEqual({
    opened: { open: true, modal: false, pageOverflow: "visible" },
    afterEscape: false,
  });
  await expect(sheet).toBeHidden();

  await button.click();
  await expect(sheet).toBeVisible();
  await expect.poll(() => sheet.evaluate((dialog) => dialog.matches(":modal"))).toBe(true);
  await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
  // Focus is inside and stays there: Tab goes round the sheet (and out to the browser's own
  // controls, where the document's focus is on its body), never to the page behind.
  await expect(sheet.getByRole("button", { name: "Close menu" })).toBeFocused();
  for (let press = 0; press < 10; press++) {
    await page.keyboard.press("Tab");
    const where = await sheet.evaluate((dialog) =>
      dialog.contains(document.activeElement)
        ? "sheet"
        : document.activeElement === document.body
          ? "browser"
          : "page",
    );
    expect(where).not.toBe("page");
  }
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(button).toBeFocused();
  await expect(page.locator("html")).toHaveCSS("overflow", "visible");
});

test("a route change scrolls to the top", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

for (const path of ["/", "/mens-health", "/reproductive-health"]) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}
