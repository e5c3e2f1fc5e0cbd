import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { ownerCommand } from "../harness/owner-cli";

// The store Playwright started (playwright.config.ts) runs on the embedded database in this
// directory; the owner tools must reach it through the store, never by opening it themselves.
const dataDir = process.env.E2E_DATA_DIR_STORE ?? process.env.E2E_DATA_DIR ?? "";
const product = "lymphatic-flush";

const owner = (...args: string[]) => ownerCommand(args, { DATA_DIR: dataDir });

async function publicReviews(request: APIRequestContext) {
  const response = await request.get(`/api/reviews?reviewKey=${product}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    reviews: { id: number; reviewText: string }[];
    summary: { count: number };
  };
}

const ownerFile = () =>
  JSON.parse(readFileSync(join(dataDir, "owner.json"), "utf8")) as {
    port: number;
    token: string;
    pid: number;
  };
const storePid = () => readFileSync(join(dataDir, "store.lock"), "utf8");

test.describe.configure({ mode: "serial" });

test("the running store announces its owner endpoint in DATA_DIR, for its user only", async () => {
  expect(dataDir).not.toBe("");
  // Announced once the store has opened its database, which may follow its first page.
  await expect.poll(() => existsSync(join(dataDir, "owner.json")), { timeout: 15_000 }).toBe(true);
  const file = ownerFile();
  expect(String(file.pid)).toBe(storePid());
  expect(file.token).toMatch(/^[0-9a-f]{64}$/);
  expect(statSync(join(dataDir, "owner.json")).mode & 0o777).toBe(0o600);
});

test("the owner endpoint refuses requests without the token or through a proxy", async ({
  request,
}) => {
  const url = "/internal/owner/list-messages";
  expect((await request.post(url, { data: {} })).status()).toBe(401);
  const wrong = { authorization: `Bearer ${"0".repeat(64)}` };
  expect((await request.post(url, { data: {}, headers: wrong })).status()).toBe(401);
  const proxied = { authorization: `Bearer ${ownerFile().token}`, "x-forwarded-for": "1.2.3.4" };
  expect((await request.post(url, { data: {}, headers: proxied })).status()).toBe(403);
});

test("npm run owner works while the store runs: import, hide and unhide a review", async ({
  request,
}) => {
  // Five commands, each a process of its own that compiles the CLI as it starts: 4 to 6 s each on
  // a busy two-core machine, more than Playwright's default 30 s in all.
  test.setTimeout(120_000);
  const pidBefore = storePid();
  const run = Date.now().toString(36);
  const exportFile = join(mkdtempSync(join(tmpdir(), "owner-e2e-")), "reviews.csv");
  writeFileSync(
    exportFile,
    "id,product_id,name,rating,review_text,created_at\n" +
      `${run}-1,${product},Old customer,5,Kept ${run},2024-05-01 10:00:00+00\n` +
      `${run}-2,${product},Unhappy customer,1,Hidden ${run},2024-05-02 10:00:00+00\n`,
  );
  const imported = await owner("reviews", "import", exportFile);
  expect(imported).toMatchObject({ code: 0, stderr: "" });
  expect(imported.stdout).toBe("Imported 2, skipped 0 (already present), rejected 0\n");

  const before = await publicReviews(request);
  const texts = before.reviews.map((review) => review.reviewText);
  expect(texts).toEqual(expect.arrayContaining([`Kept ${run}`, `Hidden ${run}`]));

  // The product page (which the store may cache) shows the imports, then follows each change.
  const productPage = async () => (await request.get(`/products/${product}`)).text();
  expect(await productPage()).toContain(`Hidden ${run}`);

  const listed = await owner("reviews", "--product", product, "--json");
  expect(listed.code).toBe(0);
  const target = (JSON.parse(listed.stdout) as { id: number; reviewText: string }[]).find(
    (review) => review.reviewText === `Hidden ${run}`,
  )!;

  const hidden = await owner("reviews", "hide", String(target.id));
  expect(hidden).toMatchObject({ code: 0, stderr: "" });
  // Every process applies the hide when its NOTIFY arrives: wait for it, never a fixed sleep.
  await expect
    .poll(async () => (await publicReviews(request)).summary.count)
    .toBe(before.summary.count - 1);
  const after = await publicReviews(request);
  expect(after.reviews.map((review) => review.reviewText)).not.toContain(`Hidden ${run}`);
  await expect.poll(productPage).not.toContain(`Hidden ${run}`);
  const page = await productPage();
  expect(page).toContain(`Kept ${run}`);
  // The product's JSON-LD counts only the reviews shown.
  expect(page).toMatch(new RegExp(`"reviewCount":${after.summary.count}\\b`));

  expect(await owner("reviews", "unhide", String(target.id))).toMatchObject({ code: 0 });
  await expect
    .poll(async () => (await publicReviews(request)).summary.count)
    .toBe(before.summary.count);
  await expect.poll(productPage).toContain(`Hidden ${run}`);

  // The store kept its data directory throughout and still serves.
  expect(storePid()).toBe(pidBefore);
  expect((await request.get("/")).status()).toBe(200);
  const messages = await owner("messages", "--json");
  expect(messages.code).toBe(0);
  expect(Array.isArray(JSON.parse(messages.stdout))).toBe(true);
});
