import { randomBytes } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import sharp from "sharp";
import type { Database, Db } from "~/db/database.server";
import { reviewPhotos, reviews, type ReviewPhoto } from "~/db/schema.server";
import { env } from "~/env.server";
import { announceReviewReply } from "~/reviews/reviews.server";
import { discardPhotos, type IncomingPhoto } from "./photo-upload.server";

/** Where photos are stored: PHOTO_DIR, or DATA_DIR/photos. */
export function photoDir(): string {
  return env().PHOTO_DIR ?? join(env().DATA_DIR, "photos");
}
/** Where uploads wait while they are read and checked. */
export const incomingDir = () => join(photoDir(), "incoming");

/** The two sizes every photo is stored at: the gallery's and the thumbnail's longest side. */
export const photoSizes = { l: 1600, s: 400 } as const;
export type PhotoSize = keyof typeof photoSizes;

/** A stored photo file's name: its unguessable key and size. */
export const photoFileName = (key: string, size: PhotoSize) => `${key}-${size}.webp`;
export const photoFilePattern = /^([a-f0-9]{32})-([ls])\.webp$/;

const acceptedFormats = new Set(["jpeg", "png", "webp"]);
/** Larger images than this (in pixels) are refused before they are decoded. */
const maxInputPixels = 40_000_000;

let configured = false;
/** One thread per image, nothing cached: a photo's memory is its own decode, then freed. */
function quietSharp(): void {
  if (configured) return;
  sharp.concurrency(1);
  sharp.cache(false);
  configured = true;
}

let encoding: Promise<unknown> = Promise.resolve();
/**
 * Runs photo encodings one after another across the process: sharp's own concurrency is per image,
 * so eight uploads at once would otherwise decode (up to the thread pool's size) side by side.
 */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const next = encoding.then(work, work);
  encoding = next.catch(() => undefined);
  return next;
}

/**
 * Whether every upload is a JPEG, PNG or WebP image, judged by its content (sharp reads the
 * header), never by its name or declared type.
 */
export async function arePhotos(photos: readonly IncomingPhoto[]): Promise<boolean> {
  quietSharp();
  for (const photo of photos) {
    try {
      const meta = await sharp(photo.path, { limitInputPixels: maxInputPixels }).metadata();
      if (!meta.format || !acceptedFormats.has(meta.format)) return false;
    } catch {
      return false;
    }
  }
  return true;
}

/**
 * Re-encodes one upload to WebP at both sizes, turned upright and with every piece of metadata
 * (EXIF with GPS, XMP, ICC, IPTC) left behind: sharp writes none unless asked to.
 */
async function encodePhoto(source: string, key: string) {
  quietSharp();
  let size = { width: 0, height: 0 };
  for (const [name, longest] of Object.entries(photoSizes) as [PhotoSize, number][]) {
    const info = await sharp(source, { limitInputPixels: maxInputPixels, failOn: "error" })
      .rotate()
      .resize({ width: longest, height: longest, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toFile(join(photoDir(), photoFileName(key, name)));
    if (name === "l") size = { width: info.width, height: info.height };
  }
  return size;
}

/** The alt text a photo is shown with: the reviewer's, or one naming their review. */
export function photoAlt(given: unknown, reviewerName: string): string {
  const text = typeof given === "string" ? given.replace(/\s+/g, " ").trim().slice(0, 200) : "";
  return text || `Photo from ${reviewerName}'s review`;
}

/**
 * Stores a review's photos (checked by `arePhotos`): re-encoded, saved under random names, and
 * recorded as waiting for the owner's approval. The uploads are deleted whatever happens.
 */
export async function savePhotos(
  db: Db,
  reviewId: number,
  photos: readonly IncomingPhoto[],
  alt: string,
): Promise<number> {
  try {
    await mkdir(photoDir(), { recursive: true, mode: 0o700 });
    let saved = 0;
    for (const photo of photos) {
      const key = randomBytes(16).toString("hex");
      try {
        const { width, height } = await oneAtATime(() => encodePhoto(photo.path, key));
        await db.insert(reviewPhotos).values({ reviewId, fileKey: key, alt, width, height });
        saved++;
      } catch {
        await removePhotoFiles([key]);
      }
    }
    return saved;
  } finally {
    await discardPhotos(photos);
  }
}

/** Deletes photos' files (both sizes). */
export async function removePhotoFiles(keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys.flatMap((key) =>
      (Object.keys(photoSizes) as PhotoSize[]).map((size) =>
        rm(join(photoDir(), photoFileName(key, size)), { force: true }),
      ),
    ),
  );
}

/**
 * A photo by its file key, and whether the public may see it: approved, on a review that is shown
 * (a hidden review's photos are withdrawn with it; a deleted or erased one's rows are gone).
 */
export async function findPhoto(
  db: Db,
  key: string,
): Promise<(ReviewPhoto & { public: boolean }) | undefined> {
  const [row] = await db
    .select({ photo: reviewPhotos, hiddenAt: reviews.hiddenAt })
    .from(reviewPhotos)
    .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
    .where(eq(reviewPhotos.fileKey, key));
  if (!row) return undefined;
  return { ...row.photo, public: row.photo.status === "approved" && row.hiddenAt === null };
}

/** Photos waiting for the owner, oldest first, with their review. */
export async function pendingPhotos(db: Db, limit = 100) {
  return db
    .select({
      id: reviewPhotos.id,
      key: reviewPhotos.fileKey,
      alt: reviewPhotos.alt,
      reviewId: reviewPhotos.reviewId,
      reviewerName: reviews.name,
      reviewKey: reviews.reviewKey,
      reviewText: reviews.reviewText,
      createdAt: reviewPhotos.createdAt,
    })
    .from(reviewPhotos)
    .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
    .where(eq(reviewPhotos.status, "pending"))
    .orderBy(asc(reviewPhotos.id))
    .limit(limit);
}

/**
 * Approves or rejects a photo; the review's shown photos are copied afresh, and the change is
 * announced like a reply (pages refresh, the live feed pushes the review again). A rejected
 * photo's files are deleted once that is committed, so it can never be approved afterwards.
 */
export async function decidePhoto(database: Database, id: number, approve: boolean) {
  const decided = await database.db.transaction(async (tx) => {
    const [photo] = await tx
      .update(reviewPhotos)
      .set({ status: approve ? "approved" : "rejected", decidedAt: sql`now()` })
      .where(and(eq(reviewPhotos.id, id), ne(reviewPhotos.status, "rejected")))
      .returning();
    if (!photo) return undefined;
    const [review] = await tx
      .update(reviews)
      .set({
        photos: sql`coalesce((select jsonb_agg(jsonb_build_object('key', p.file_key, 'alt', p.alt, 'width', p.width, 'height', p.height) order by p.id) from review_photos p where p.review_id = ${photo.reviewId} and p.status = 'approved'), '[]'::jsonb)`,
      })
      .where(eq(reviews.id, photo.reviewId))
      .returning({ id: reviews.id, reviewKey: reviews.reviewKey });
    if (review) await announceReviewReply(database, tx, review);
    return photo;
  });
  if (!decided) return undefined;
  if (decided.status === "rejected") await removePhotoFiles([decided.fileKey]);
  return { id: decided.id, reviewId: decided.reviewId, status: decided.status };
}

/** The photo file keys of these reviews (for erasing their files once the rows are gone). */
export async function photoKeysOf(db: Db, reviewIds: readonly number[]): Promise<string[]> {
  if (!reviewIds.length) return [];
  const rows = await db
    .select({ key: reviewPhotos.fileKey })
    .from(reviewPhotos)
    .where(and(inArray(reviewPhotos.reviewId, [...reviewIds])));
  return rows.map((row) => row.key);
}
