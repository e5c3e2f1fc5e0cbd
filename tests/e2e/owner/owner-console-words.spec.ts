import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "../test";
import { multipartForm } from "../../harness/multipart";
import { consoleStoreForFile, runOwner } from "../support/owner-console";
import { tabThroughFocus } from "../support/focus-visibility";
import { serverHtml } from "../support/server-html";

// The console in words a person reads (no raw ids, codes or "(s)"), controls that say when they
// are not ready yet, and a focus ring seen on every control.

test.describe.configure({ mode: "serial" });
const store = consoleStoreForFile();

/** The page's text as the server sends it to this signed-in browser. */
async function consoleHtml(page: Page, path: string): Promise<string> {
  const html = await serverHtml(page.request, `${store.baseURL}${path}`);
  expect(html.status, path).toBe(200);
  return html.text;
}

async function reviewWithPhoto(name: string): Promise<void> {
  const photo = await sharp({
    create: { width: 320, height: 240, channels: 3, background: "#3f6212" },
  })
    .jpeg()
    .toBuffer();
  const { body, contentType } = multipartForm(
    { name, rating: "5", reviewText: `${name}'s review with a photo.` },
    [{ field: "photos", name: "jar.jpg", bytes: photo }],
  );
  const response = await fetch(`${store.baseURL}/products/bone-rock`, {
    method: "POST",
    headers: { "Content-Type": contentType, Origin: store.baseURL, Accept: "text/html" },
    body: new Uint8Array(body),
  });
  expect(response.status).toBe(200);
}

test("the sign-in button says it is getting ready until the page's script can work it", async ({
  browser,
  request,
}) => {
  const html = await (await request.get(`${store.baseURL}/owner/sign-in`)).text();
  expect(html).toContain("Getting the passkey button ready…");
  // A slow device: the page's script arrives late.
  const page = await browser.newPage();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/**", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${store.baseURL}/owner/sign-in`, { waitUntil: "domcontentloaded" });
  const button = page.getByRole("button", { name: "Sign in with a passkey" });
  await expect(button).toBeDisabled();
  await expect(page.getByText("Getting the passkey button ready…")).toBeVisible();
  release();
  await expect(button).toBeEnabled();
  await expect(page.getByText("Getting the passkey button ready…")).toHaveCount(0);
  await page.close();
});

test("people, audit log, reviews and deliveries speak in words", async ({ page }) => {
  await store.signIn(page, "Wren Owner");
  const people = JSON.parse((await runOwner(store, "people", "--json")).stdout) as {
    passkeys: { id: string; name: string }[];
  }[];
  const passkey = people[0]!.passkeys[0]!;

  // Signing up with the passkey was its first use.
  const peopleHtml = await consoleHtml(page, "/owner/people");
  expect(peopleHtml).not.toContain("last used never");

  // A review whose photo waits: the list says so.
  await reviewWithPhoto("Ines");
  const reviewsHtml = await consoleHtml(page, "/owner/reviews");
  expect(reviewsHtml).toContain("1 photo waits for approval");

  // Posting a reply closes its editor.
  await page.goto(`${store.baseURL}/owner/reviews`);
  const review = page.locator("li", { hasText: "Ines's review with a photo." });
  await review.getByText("Reply", { exact: true }).click();
  await review.getByRole("textbox", { name: /Public reply/ }).fill("Thank you, Ines!");
  await review.getByRole("button", { name: "Post reply" }).click();
  await expect(page.getByText("The review by Ines has the store's reply.")).toBeVisible();
  await expect(
    review.locator("details", { has: page.locator("textarea[name=text]") }),
  ).not.toHaveAttribute("open");
  await expect(review.getByRole("textbox", { name: /Public reply/ })).toBeHidden();

  await page.goto(`${store.baseURL}/owner/trust`);
  await page.getByRole("button", { name: "Approve" }).first().click();
  await expect(page.getByText("No photos are waiting.")).toBeVisible();

  const audit = await consoleHtml(page, "/owner/audit");
  expect(audit).toContain(`Passkey “${passkey.name}”`);
  expect(audit).toContain(`With passkey “${passkey.name}”`);
  expect(audit).toContain("Approved a review photo");
  expect(audit).not.toContain(passkey.id);
  expect(audit).not.toContain("Decide photo");

  // The overview's deliveries card leads to the deliveries, which say there are none.
  const overview = await serverHtml(page.request, `${store.baseURL}/owner`);
  const card = [...overview.document.querySelectorAll("a")].find(
    (link) => link.textContent === "See deliveries",
  );
  expect(card?.getAttribute("href")).toBe("/owner/deliveries");
  expect(overview.text).not.toContain("See the audit log");
  expect(await consoleHtml(page, "/owner/deliveries")).toContain(
    "Nothing is waiting and nothing has failed.",
  );
});

for (const width of [390, 1280]) {
  test(`every console control shows its focus at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 844 });
    await store.signIn(page, `Focus ${width}`);
    for (const path of ["/owner", "/owner/reviews", "/owner/people"]) {
      await page.goto(`${store.baseURL}${path}`);
      const { visited, problems } = await tabThroughFocus(page, 150);
      expect(visited.length, `${path}: controls reached`).toBeGreaterThan(5);
      expect(problems, path).toEqual([]);
    }
  });
}
