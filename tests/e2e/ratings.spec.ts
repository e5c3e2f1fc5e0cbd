import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./test";
import { catalogue } from "../../app/catalogue/catalogue";
import { freshDataDir, startStore, type StoreProcess } from "../harness/store-process";

// A store of its own on a fresh database, so no other test's reviews change its figures.
const port = Number(process.env.E2E_PORT ?? 4173) + 20;
const dataDir = freshDataDir();
let store: StoreProcess;

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  // Starting a store (and its database) takes longer while other tests load the machine.
  test.setTimeout(90_000);
  const busy = await fetch(`http://127.0.0.1:${port}/readyz`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`Port ${port} is taken by another process; stop it first.`);
  store = await startStore(0, { DATA_DIR: dataDir, SITE_URL: "https://shop.example.com" });
});
test.afterAll(async () => {
  store?.child.kill("SIGTERM");
  await store?.exited;
});

/** The server's HTML, without React's text separators. */
async function html(path: string): Promise<string> {
  const response = await fetch(`${store.baseURL}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.text()).replaceAll("<!-- -->", "");
}

const rated = (text: string) =>
  [...text.matchAll(/Rated ([\d.]+) out of 5/g)].map((m) => Number(m[1]));

/** The average each card on Home shows, by product slug. */
async function cardAverages(): Promise<Record<string, number>> {
  const cards: Record<string, number> = {};
  for (const card of (await html("/")).split("<article").slice(1)) {
    const slug = card.match(/href="\/products\/([^"]+)"/)![1]!;
    cards[slug] = rated(card)[0]!;
  }
  return cards;
}

interface PageFigures {
  summary: { average: number; count: number };
  section: { average: number; count: number; note: string | null };
  /** The JSON-LD aggregateRating's count (0 when there is none) and the reviews listed. */
  jsonLdCount: number;
  listed: number;
}

async function pageFigures(slug: string): Promise<PageFigures> {
  const page = await html(`/products/${slug}`);
  const summaryLink = page.match(/<a href="#reviews"[\s\S]*?<\/a>/)![0];
  const section = page.slice(page.indexOf('id="reviews"'));
  const product = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!))
    .find((data) => data["@type"] === "Product");
  return {
    summary: {
      average: rated(summaryLink)[0]!,
      count: Number(summaryLink.match(/\((\d+) reviews\)/)![1]),
    },
    section: {
      average: Number(section.match(/data-rating-average="[^"]*">([\d.]+)</)![1]),
      count: Number(section.match(/Based on (\d+) reviews/)![1]),
      note:
        section.match(/ratings? (?:were )?given before reviews were published on this site/)?.[0] ??
        null,
    },
    jsonLdCount: product.aggregateRating?.reviewCount ?? 0,
    listed: (section.match(/data-review-id="/g) ?? []).length,
  };
}

/** Every product's figures: the card, the summary and the reviews section must agree. */
async function expectOneTruth() {
  const cards = await cardAverages();
  const figures: Record<string, PageFigures> = {};
  for (const product of catalogue) {
    const page = await pageFigures(product.slug);
    expect(cards[product.slug], `${product.slug} card`).toBe(page.summary.average);
    expect(page.section.average, `${product.slug} section average`).toBe(page.summary.average);
    expect(page.section.count, `${product.slug} section count`).toBe(page.summary.count);
    // Structured data counts only the reviews a visitor can read on the page.
    expect(page.jsonLdCount, `${product.slug} JSON-LD`).toBe(page.listed);
    figures[product.slug] = page;
  }
  return figures;
}

async function owner(operation: string, input: object) {
  const { token } = JSON.parse(readFileSync(join(dataDir, "owner.json"), "utf8")) as {
    token: string;
  };
  const response = await fetch(`${store.baseURL}/internal/owner/${operation}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(input),
  });
  expect(response.status, operation).toBe(200);
  return ((await response.json()) as { result: unknown }).result;
}

const countOf = async (slug: string) => (await pageFigures(slug)).summary.count;

test("a fresh store shows each product's earlier figures, the same on cards, summary and reviews", async () => {
  const figures = await expectOneTruth();
  for (const product of catalogue) {
    const { summary, section } = figures[product.slug]!;
    expect(summary, product.slug).toEqual({ average: product.rating, count: product.reviewCount });
    // None of them is listed, and the section says so in words.
    expect(section.note, product.slug).not.toBeNull();
  }
});

test("a posted review and a hidden review change every figure alike", async () => {
  // 2ND ROUND: 3 earlier ratings of 5.
  const response = await fetch(`${store.baseURL}/api/reviews`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      reviewKey: "second-round",
      name: "Sam",
      rating: 1,
      reviewText: "Not for me.",
    }),
  });
  expect(response.status).toBe(201);
  const review = (await response.json()) as { id: number };
  await expect.poll(() => countOf("2nd-round")).toBe(4);
  let figures = await expectOneTruth();
  // (3 × 5 + 1) / 4 = 4.0 on the card, the summary and the reviews section.
  expect(figures["2nd-round"]).toMatchObject({
    summary: { average: 4, count: 4 },
    jsonLdCount: 1,
    listed: 1,
  });

  await owner("hide-review", { id: review.id });
  await expect.poll(() => countOf("2nd-round")).toBe(3);
  figures = await expectOneTruth();
  expect(figures["2nd-round"]).toMatchObject({
    summary: { average: 5, count: 3 },
    jsonLdCount: 0,
    listed: 0,
  });
});

test("importing a product's original reviews lists them and counts nothing twice", async () => {
  const moringa = catalogue.find((product) => product.slug === "moringa-leaf")!;
  const text = [
    "id,product_id,name,rating,review_text,created_at",
    "m-1,moringa-leaf,Ana,5,Great in smoothies.,2023-05-01T10:00:00Z",
    "m-2,moringa-leaf,Ben,4,Earthy taste.,2023-06-01T10:00:00Z",
  ].join("\n");
  expect(await countOf(moringa.slug)).toBe(moringa.reviewCount);
  await owner("import-reviews", { fileName: "old.csv", text });
  await expect.poll(() => countOf(moringa.slug)).toBe(2);
  const figures = await expectOneTruth();
  expect(figures[moringa.slug]).toMatchObject({
    summary: { average: 4.5, count: 2 },
    section: { note: null },
    jsonLdCount: 2,
    listed: 2,
  });
});

test("a review arriving live updates the summary and the reviews section together", async ({
  page,
}) => {
  // Lion's Mane: 189 earlier ratings.
  await page.goto(`${store.baseURL}/products/lions-mane`);
  await expect(page.getByText("(189 reviews)")).toBeVisible();
  await expect(page.getByText("Based on 189 reviews")).toBeVisible();
  const response = await fetch(`${store.baseURL}/api/reviews`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      reviewKey: "lions-mane",
      name: "Robin",
      rating: 5,
      reviewText: "Clear mornings.",
    }),
  });
  expect(response.status).toBe(201);
  await expect(page.locator("#reviews ol > li").first()).toContainText("Clear mornings.");
  await expect(page.getByText("(190 reviews)")).toBeVisible();
  await expect(page.getByText("Based on 190 reviews")).toBeVisible();
});
