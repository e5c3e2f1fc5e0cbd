import { readdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { ownerClient, send } from "../security/client";
import { multipartForm } from "../../harness/multipart";
import { expect, test } from "../test";
import { freshDataDir, startStore, type StoreProcess } from "../../harness/store-process";

// Review photos through the product page's own form post (multipart, no JavaScript needed).

let store: StoreProcess;
let dataDir: string;
let owner: ReturnType<typeof ownerClient>;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = freshDataDir();
  store = await startStore(0, { DATA_DIR: dataDir });
  owner = ownerClient(store.baseURL, dataDir);
});

test.afterAll(async () => {
  store?.child.kill("SIGTERM");
  await store?.exited;
});

const photoFiles = () => {
  try {
    return readdirSync(join(dataDir, "photos")).filter((name) => name.endsWith(".webp"));
  } catch {
    return [];
  }
};
const incoming = () => {
  try {
    return readdirSync(join(dataDir, "photos", "incoming"));
  } catch {
    return [];
  }
};

const multipart = (fields: Record<string, string>, files: { name: string; bytes: Buffer }[]) =>
  multipartForm(
    fields,
    files.map((file) => ({ field: "photos", ...file })),
    "----verdant-e2e-photos",
  );

const post = (body: Buffer, contentType: string, from: string) =>
  send(store.baseURL, {
    path: "/products/bone-rock",
    from,
    body,
    headers: { "Content-Type": contentType, Origin: store.baseURL, Accept: "text/html" },
  });

const review = (name: string) => ({ name, rating: "5", reviewText: `${name}'s photo review.` });

test("a review with a photo is stored at once; the photo shows once approved, with no metadata", async () => {
  const photo = await sharp({
    create: { width: 2400, height: 1600, channels: 3, background: "#3f6212" },
  })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" } })
    .toBuffer();
  const { body, contentType } = multipart(
    { ...review("Pia"), photoAlt: "The jar on my kitchen shelf" },
    [{ name: "shelf.jpg", bytes: photo }],
  );
  const response = await post(body, contentType, "127.0.0.11");
  expect(response.status).toBe(200);
  expect(photoFiles()).toHaveLength(2);
  // The text is live; the photo waits.
  let html = await (await fetch(`${store.baseURL}/products/bone-rock`)).text();
  expect(html).toContain("Pia&#x27;s photo review.");
  expect(html).not.toContain("The jar on my kitchen shelf");
  const [thumb] = photoFiles().filter((name) => name.endsWith("-s.webp"));
  expect((await fetch(`${store.baseURL}/review-photos/${thumb}`)).status).toBe(404);

  const pending = await owner<{ id: number; key: string }[]>("list-pending-photos");
  expect(pending).toHaveLength(1);
  await owner("decide-photo", { id: pending[0]!.id, approve: true });
  html = await (await fetch(`${store.baseURL}/products/bone-rock`)).text();
  expect(html).toContain('alt="The jar on my kitchen shelf"');
  const served = await fetch(`${store.baseURL}/review-photos/${thumb}`);
  expect(served.status).toBe(200);
  expect(served.headers.get("content-type")).toBe("image/webp");
  // Kept by caches, but asked about again on every use: a withdrawn photo goes at once.
  expect(served.headers.get("cache-control")).toBe("public, no-cache");
  expect(served.headers.get("etag")).toBe(`"${thumb!.replace(/\.webp$/, "")}"`);
  const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
  expect(meta.exif).toBeUndefined();
  expect(meta.width).toBeLessThanOrEqual(400);
});

/** A review with one approved photo; answers the review's id and the photo's file key. */
async function approvedPhoto(name: string, from: string) {
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: "#7c2d12" },
  })
    .jpeg()
    .toBuffer();
  const { body, contentType } = multipart(review(name), [{ name: "p.jpg", bytes: photo }]);
  expect((await post(body, contentType, from)).status).toBe(200);
  const [pending] =
    await owner<{ id: number; key: string; reviewId: number }[]>("list-pending-photos");
  await owner("decide-photo", { id: pending!.id, approve: true });
  return { reviewId: pending!.reviewId, key: pending!.key };
}

test("a photo follows its review: hidden, its URL answers 404 on the very next request", async () => {
  const { reviewId, key } = await approvedPhoto("Hana", "127.0.0.14");
  const url = `${store.baseURL}/review-photos/${key}-l.webp`;
  const first = await fetch(url);
  expect(first.status).toBe(200);
  const etag = first.headers.get("etag")!;
  // A cache asking again with its copy's tag is told it still holds (no bytes sent).
  expect((await fetch(url, { headers: { "If-None-Match": etag } })).status).toBe(304);
  await owner("hide-review", { id: reviewId });
  expect((await fetch(url)).status).toBe(404);
  expect((await fetch(url, { headers: { "If-None-Match": etag } })).status).toBe(404);
  await owner("unhide-review", { id: reviewId });
  expect((await fetch(url)).status).toBe(200);
  // Deleted: the URL answers 404 and the files leave the disk.
  await owner("delete-review", { id: reviewId });
  expect((await fetch(url)).status).toBe(404);
  expect(photoFiles().filter((name) => name.startsWith(key))).toEqual([]);
});

test("a rejected photo's files leave the disk", async () => {
  const photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: "#1e3a8a" },
  })
    .png()
    .toBuffer();
  const { body, contentType } = multipart(review("Rex"), [{ name: "p.png", bytes: photo }]);
  expect((await post(body, contentType, "127.0.0.15")).status).toBe(200);
  const [pending] = await owner<{ id: number; key: string }[]>("list-pending-photos");
  expect(photoFiles().filter((name) => name.startsWith(pending!.key))).toHaveLength(2);
  await owner("decide-photo", { id: pending!.id, approve: false });
  expect(photoFiles().filter((name) => name.startsWith(pending!.key))).toEqual([]);
  expect((await fetch(`${store.baseURL}/review-photos/${pending!.key}-s.webp`)).status).toBe(404);
});

test("a 20 MB photo and a renamed non-image are refused, and nothing is kept", async () => {
  const before = photoFiles().length;
  const big = multipart(review("Big"), [
    { name: "big.jpg", bytes: Buffer.alloc(20 * 1024 * 1024, 7) },
  ]);
  const tooLarge = await post(big.body, big.contentType, "127.0.0.12");
  expect(tooLarge.status).toBe(413);
  const fake = multipart(review("Fake"), [
    { name: "holiday.jpg", bytes: Buffer.from("#!/bin/sh\necho not a photo\n") },
  ]);
  const notPhoto = await post(fake.body, fake.contentType, "127.0.0.13");
  expect(notPhoto.status).toBe(415);
  expect(notPhoto.body).toContain("Photos must be JPEG, PNG or WebP images.");
  expect(photoFiles().length).toBe(before);
  expect(incoming()).toHaveLength(0);
  const api = await (await fetch(`${store.baseURL}/api/reviews?reviewKey=bone-rock`)).json();
  const names = (api.reviews as { name: string }[]).map((r) => r.name);
  expect(names).not.toContain("Big");
  expect(names).not.toContain("Fake");
});
