import { expect, test } from "./test";
import { expectNoAxeViolations } from "./axe";

const collections = [
  "/mens-health",
  "/womens-health",
  "/reproductive-health",
  "/detox",
  "/longevity",
];

test.describe("header search with JavaScript", () => {
  test("typing right after / keeps every character, even while the field is still loading", async ({
    page,
  }) => {
    // The field with suggestions loads on its own; hold it back so the keys arrive before it.
    await page.route(/search-combobox-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto("/faq");
    await page.keyboard.press("/");
    await page.keyboard.type("magnesium");
    const input = page.getByRole("combobox", { name: "Search products, articles and FAQ" });
    await expect(input).toBeFocused();
    await expect(input).toHaveValue("magnesium");
    await page.keyboard.type(" 300");
    await expect(input).toHaveValue("magnesium 300");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=magnesium(\+|%20)300/);
  });

  test("works by keyboard only: / opens, arrows choose, Enter goes, Escape closes", async ({
    page,
  }) => {
    await page.goto("/articles");
    await page.keyboard.press("/");
    const input = page.getByRole("combobox", { name: "Search products, articles and FAQ" });
    await expect(input).toBeFocused();
    await page.keyboard.type("magnesim");
    const listbox = page.getByRole("listbox", { name: "Search suggestions" });
    const first = listbox.getByRole("option").first();
    await expect(first).toContainText("Magnesium 300");
    await expect(first.locator("mark").first()).toHaveText("Magnesium");
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("status").filter({ hasText: /suggestions?\./ })).toContainText(
      /\d+ suggestions?\. Use the up and down arrows/,
    );
    // At most five suggestions of each kind.
    for (const group of await listbox.getByRole("group").all()) {
      expect(await group.getByRole("option").count()).toBeLessThanOrEqual(5);
    }

    await page.keyboard.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(input).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    await page.keyboard.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "false");
    await page.keyboard.press("ArrowUp");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/products\/magnesium-300$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Magnesium 300");

    // Enter with no suggestion chosen searches; the results page groups what matched.
    await page.keyboard.press("/");
    await expect(input).toBeFocused();
    await page.keyboard.type("shipping");
    await expect(listbox.getByRole("option").first()).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=shipping$/);
    await expect(page.getByRole("heading", { level: 2, name: /FAQ/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "How long does shipping take?" })).toBeVisible();

    // Escape closes the suggestions first, then the search field, returning focus to Search.
    await page.keyboard.press("/");
    await page.keyboard.type("cleanses");
    await expect(listbox).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(listbox).toBeHidden();
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Escape");
    await expect(input).toBeHidden();
    const trigger = page.getByRole("banner").getByRole("button", { name: "Search", exact: true });
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("suggestions come from the search loader after a pause in typing", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/search")) requests.push(request.url());
    });
    await page.goto("/faq");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const word = "probiotic";
    await page.getByRole("combobox").pressSequentially(word, { delay: 20 });
    await expect(page.getByRole("option", { name: /Probiotics Complex/ })).toBeVisible();
    // The answer to a pause after "probioti" can show the option before the last key's request.
    await expect.poll(() => requests.at(-1)).toContain("q=probiotic");
    // Debounced: a request after a pause, not one per key. Keys 20 ms apart make one or two; a
    // busy machine can leave a longer gap between two keys and so another request, never nine.
    expect(requests.length).toBeLessThanOrEqual(word.length / 2);
  });

  test("'/' typed into a text field stays in the field", async ({ page }) => {
    await page.goto("/contact");
    const message = page.getByRole("textbox", { name: /message/i });
    await message.click();
    await page.keyboard.type("a/b");
    await expect(message).toHaveValue("a/b");
    await expect(page.getByRole("combobox")).toHaveCount(0);
  });

  test("axe finds nothing on the open search with suggestions", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("combobox").fill("energy");
    await expect(page.getByRole("option").first()).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expectNoAxeViolations(page);
  });
});

test.describe("search page", () => {
  test("axe finds nothing on results, the empty state and the start page", async ({ page }) => {
    for (const path of ["/search?q=magnesium", "/search?q=xqzvw", "/search"]) {
      await page.goto(path);
      await expectNoAxeViolations(page);
    }
  });

  test("the server's HTML: results with marked words, noindex, own title", async ({ request }) => {
    const response = await request.get("/search?q=magnesim");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Search results for “magnesim” | Verdant Roots</title>");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(/<mark[^>]*>Magnesium<\/mark>/);
    expect(html).toContain('href="/products/magnesium-300"');
  });

  test("the server's HTML: no match shows the five collections", async ({ request }) => {
    const html = (await (await request.get("/search?q=xqzvw")).text()).replaceAll("<!-- -->", "");
    expect(html).toContain("No results for “xqzvw”");
    for (const path of collections) expect(html).toContain(`href="${path}"`);
  });

  test("the query is shown as text, never as markup", async ({ request }) => {
    const html = await (
      await request.get(`/search?q=${encodeURIComponent('<img src=x onerror="alert(1)">zinc')}`)
    ).text();
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src=x");
  });

  test("odd input never fails", async ({ request }) => {
    for (const query of ["%ZZ", "a".repeat(5000), "((*?[", "q=1&q=2"]) {
      const response = await request.get(`/search?q=${query}`);
      expect(response.status(), query.slice(0, 20)).toBe(200);
      expect((await request.get(`/api/search?q=${query}`)).status()).toBe(200);
    }
    expect((await request.post("/api/search?q=x")).status()).toBe(405);
  });

  test("the suggestion loader answers JSON in a few milliseconds", async ({ request }) => {
    await request.get("/api/search?q=warm");
    const response = await request.get("/api/search?q=cleanses");
    expect(response.headers()["content-type"]).toContain("application/json");
    const timing = /search;dur=([\d.]+)/.exec(response.headers()["server-timing"] ?? "");
    expect(Number(timing?.[1])).toBeLessThan(20);
    const body = (await response.json()) as { groups: { kind: string; hits: unknown[] }[] };
    expect(body.groups[0]!.kind).toBe("product");
    for (const group of body.groups) expect(group.hits.length).toBeLessThanOrEqual(5);
  });

  test("home's JSON-LD declares the site search", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain('"@type":"SearchAction"');
    expect(html).toContain("/search?q={search_term_string}");
  });
});

test.describe("search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's Search leads to a form that searches on the server", async ({ page }) => {
    await page.goto("/products/bone-rock");
    await page.getByRole("link", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page).toHaveTitle("Search | Verdant Roots");
    await page
      .getByRole("searchbox", { name: "Search products, articles and FAQ" })
      .fill("cleanses");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=cleanses$/);
    await expect(page.getByRole("link", { name: "Total Body Sweep Cleanse" })).toBeVisible();
    await expect(page.locator("main mark").first()).toHaveText(/cleanse/i);
    await page.getByRole("searchbox").fill("zzqqxx");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("No results for “zzqqxx”")).toBeVisible();
    for (const path of collections) {
      await expect(page.locator(`main a[href="${path}"]`)).toBeVisible();
    }
  });
});
