import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { suiteTestDatabase } from "~/db/test-database";
import { loadConfig } from "~/env.server";

const photoRoot = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? "/tmp"}/verdant-photos-${process.pid}-${Date.now()}`;
  process.env.PHOTO_DIR = dir;
  return dir;
});
loadConfig();

const { readPhotoUpload, maxPhotoBytes } = await import("./photo-upload.server");
const { arePhotos, decidePhoto, findPhoto, photoAlt, savePhotos, incomingDir } =
  await import("./review-photos.server");
const { deleteReview, setReviewHidden } = await import("~/owner/owner-reviews.server");
const { createReview, listReviews } = await import("~/reviews/reviews.server");
const { refuseNonPhotos, notPhotosMessage, altControlMessage } =
  await import("~/reviews/review-upload.server");

/** A JPEG carrying EXIF with a GPS position, a camera model and an ICC profile. */
async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: "#6a8f3c" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "TestCam", Model: "GPS 1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "51/1 30/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "0/1 7/1 0/1",
      },
    })
    .toBuffer();
}

function multipart(parts: { name: string; value: string | Buffer; filename?: string }[]) {
  const boundary = "----verdant-photo-test";
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.filename ? "Content-Type: image/jpeg\r\n" : "";
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const body = Buffer.concat(chunks);
  return new Request("http://store.test/products/bone-rock", {
    method: "POST",
    headers: {
      "Content-Type": `multipart/form-data; boundary=${boundary}`,
      "Content-Length": String(body.length),
    },
    body,
  });
}

/** A request whose body arrives in chunks without a declared length (as a chunked upload). */
function chunkedMultipart(fileBytes: number) {
  const boundary = "----verdant-big";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  let sent = 0;
  const chunk = Buffer.alloc(1024 * 1024, 0xff);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(head);
    },
    pull(controller) {
      if (sent >= fileBytes) {
        controller.enqueue(tail);
        controller.close();
        return;
      }
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return new Request("http://store.test/products/bone-rock", {
    method: "POST",
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    body: stream,
    duplex: "half",
  } as RequestInit);
}

const filesIn = (dir: string) => {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};

describe("review photos", () => {
  const database = suiteTestDatabase("pglite");

  it("re-encodes a photo with EXIF GPS to WebP at two sizes with no metadata at all", async () => {
    const original = await photoWithGps();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    const upload = await readPhotoUpload(
      multipart([
        { name: "name", value: "Ada" },
        { name: "photos", value: original, filename: "IMG_0001.jpg" },
      ]),
      incomingDir(),
    );
    expect(upload.ok).toBe(true);
    expect(upload.photos).toHaveLength(1);
    expect(await arePhotos(upload.photos)).toBe(true);
    const review = await createReview(database, {
      reviewKey: "bone-rock",
      name: "Ada",
      rating: 5,
      reviewText: "With a photo.",
    });
    expect(await savePhotos(database.db, review.id, upload.photos, photoAlt("", "Ada"))).toBe(1);
    const stored = filesIn(photoRoot).filter((name) => name.endsWith(".webp"));
    expect(stored).toHaveLength(2);
    expect(stored.every((name) => /^[a-f0-9]{32}-[ls]\.webp$/.test(name))).toBe(true);
    for (const name of stored) {
      const bytes = readFileSync(join(photoRoot, name));
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      // No EXIF, XMP or ICC chunk in the file itself.
      expect(bytes.includes(Buffer.from("EXIF"))).toBe(false);
      expect(bytes.includes(Buffer.from("XMP "))).toBe(false);
      expect(bytes.includes(Buffer.from("ICCP"))).toBe(false);
      expect(bytes.includes(Buffer.from("TestCam"))).toBe(false);
    }
    // The upload itself is gone; the photo waits for approval.
    expect(filesIn(incomingDir())).toHaveLength(0);
    let page = await listReviews(database.db, "bone-rock");
    expect(page.reviews.find((r) => r.id === review.id)?.photos).toEqual([]);
    const [photoId] = (
      (await database.db.execute(
        `select id from review_photos where review_id = ${review.id}`,
      )) as unknown as { rows: { id: number }[] }
    ).rows.map((row) => Number(row.id));
    await decidePhoto(database, photoId!, true);
    page = await listReviews(database.db, "bone-rock");
    expect(page.reviews.find((r) => r.id === review.id)?.photos).toEqual([
      expect.objectContaining({ alt: "Photo from Ada's review", width: 1200, height: 800 }),
    ]);
  });

  it("refuses a renamed non-image by its content", async () => {
    const upload = await readPhotoUpload(
      multipart([
        {
          name: "photos",
          value: Buffer.from("%PDF-1.7 not a photo at all"),
          filename: "holiday.jpg",
        },
      ]),
      incomingDir(),
    );
    expect(upload.ok).toBe(true);
    expect(await arePhotos(upload.photos)).toBe(false);
    // What the review form does with it: nothing is kept.
    const refusal = await refuseNonPhotos(upload.photos, new FormData(), {
      name: "",
      rating: 0,
      reviewText: "",
    });
    expect(refusal).toMatchObject({ status: 415, outcome: { message: notPhotosMessage } });
    expect(filesIn(incomingDir())).toHaveLength(0);
  });

  it("stops a 20 MB upload at 10 MB with 413 and keeps nothing", async () => {
    const before = filesIn(photoRoot).length;
    const upload = await readPhotoUpload(chunkedMultipart(20 * 1024 * 1024), incomingDir());
    expect(upload).toMatchObject({ ok: false, status: 413 });
    expect(upload.photos).toHaveLength(0);
    expect(filesIn(incomingDir())).toHaveLength(0);
    expect(filesIn(photoRoot).length).toBe(before);
    // A declared length over the limit is refused before a byte is read.
    const declared = new Request("http://store.test/x", {
      method: "POST",
      headers: {
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(4 * maxPhotoBytes),
      },
      body: "--x--",
    });
    expect(await readPhotoUpload(declared, incomingDir())).toMatchObject({
      ok: false,
      status: 413,
    });
  });

  it("refuses a fourth photo", async () => {
    const photo = await photoWithGps();
    const upload = await readPhotoUpload(
      multipart([1, 2, 3, 4].map((n) => ({ name: "photos", value: photo, filename: `p${n}.jpg` }))),
      incomingDir(),
    );
    expect(upload).toMatchObject({ ok: false, status: 413 });
    expect(filesIn(incomingDir())).toHaveLength(0);
  });

  /** A review with one stored photo (pending); answers the review's and photo's ids and key. */
  async function reviewWithPhoto(name: string) {
    const upload = await readPhotoUpload(
      multipart([{ name: "photos", value: await photoWithGps(), filename: "p.jpg" }]),
      incomingDir(),
    );
    const review = await createReview(database, {
      reviewKey: "bone-rock",
      name,
      rating: 4,
      reviewText: "A photo that follows its review.",
    });
    await savePhotos(database.db, review.id, upload.photos, photoAlt("", name));
    const { rows } = (await database.db.execute(
      `select id, file_key from review_photos where review_id = ${review.id}`,
    )) as unknown as { rows: { id: number; file_key: string }[] };
    return { reviewId: review.id, photoId: Number(rows[0]!.id), key: rows[0]!.file_key };
  }
  const filesOf = (key: string) => filesIn(photoRoot).filter((name) => name.startsWith(key));

  it("withdraws a photo from the public while its review is hidden", async () => {
    const { reviewId, photoId, key } = await reviewWithPhoto("Hal");
    await decidePhoto(database, photoId, true);
    expect((await findPhoto(database.db, key))?.public).toBe(true);
    await setReviewHidden(database, reviewId, true);
    expect((await findPhoto(database.db, key))?.public).toBe(false);
    await setReviewHidden(database, reviewId, false);
    expect((await findPhoto(database.db, key))?.public).toBe(true);
  });

  it("deletes a rejected photo's files, for good", async () => {
    const { photoId, key } = await reviewWithPhoto("Rey");
    expect(filesOf(key)).toHaveLength(2);
    expect(await decidePhoto(database, photoId, false)).toMatchObject({ status: "rejected" });
    expect(filesOf(key)).toHaveLength(0);
    // Its files are gone: it can never be approved afterwards.
    expect(await decidePhoto(database, photoId, true)).toBeUndefined();
    expect((await findPhoto(database.db, key))?.public).toBe(false);
  });

  it("deletes a deleted review's photo files", async () => {
    const { reviewId, photoId, key } = await reviewWithPhoto("Del");
    await decidePhoto(database, photoId, true);
    expect(filesOf(key)).toHaveLength(2);
    await deleteReview(database, reviewId);
    expect(filesOf(key)).toHaveLength(0);
    expect(await findPhoto(database.db, key)).toBeUndefined();
  });

  it("reads a spent client's post for its text alone: no photo is written", async () => {
    const upload = await readPhotoUpload(
      multipart([
        { name: "name", value: "Spent" },
        { name: "photos", value: await photoWithGps(), filename: "p.jpg" },
      ]),
      incomingDir(),
      false,
    );
    expect(
      upload.ok && upload.body.value instanceof FormData && upload.body.value.get("name"),
    ).toBe("Spent");
    expect(upload.photos).toEqual([]);
    expect(filesIn(incomingDir())).toHaveLength(0);
  });

  it("refuses a photo description holding a control character, keeping nothing", async () => {
    const upload = await readPhotoUpload(
      multipart([
        { name: "photoAlt", value: "A jar\u0007 on a shelf" },
        { name: "photos", value: await photoWithGps(), filename: "p.jpg" },
      ]),
      incomingDir(),
    );
    expect(upload.ok).toBe(true);
    const posted = upload.ok ? upload.body.value : new FormData();
    const values = { name: "", rating: 0, reviewText: "" };
    expect(await refuseNonPhotos(upload.photos, posted, values)).toMatchObject({
      status: 422,
      outcome: { message: altControlMessage },
    });
    expect(filesIn(incomingDir())).toHaveLength(0);
    const plain = new FormData();
    plain.set("photoAlt", "A jar on a shelf");
    expect(await refuseNonPhotos([], plain, values)).toBeUndefined();
  });
});
