import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { database } from "~/db/connection.server";
import { findPhoto, photoDir, photoFilePattern } from "./review-photos.server";

const notFound = () =>
  new Response("Photo not found.\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * A review photo's file: to the public only while it is approved and its review shown; to the
 * owner (`forOwner`) whatever its state, never cached. The public's copy may be kept but is asked
 * about again on every use (`no-cache` with an ETag: a 304 costs no bytes), so a photo withdrawn
 * (its review hidden, deleted or erased, the photo rejected) answers 404 on the very next request.
 */
export async function photoResponse(
  file: string | undefined,
  forOwner = false,
  ifNoneMatch: string | null = null,
): Promise<Response> {
  const match = photoFilePattern.exec(file ?? "");
  if (!match) return notFound();
  const photo = await findPhoto((await database()).db, match[1]!);
  if (!photo || (!forOwner && !photo.public)) return notFound();
  const path = join(photoDir(), file!);
  let size: number;
  try {
    size = (await stat(path)).size;
  } catch {
    return notFound();
  }
  // A file's name never changes meaning: its name is its version.
  const etag = `"${file!.replace(/\.webp$/, "")}"`;
  const caching: Record<string, string> = forOwner
    ? { "Cache-Control": "private, no-store" }
    : { "Cache-Control": "public, no-cache", ETag: etag };
  if (!forOwner && ifNoneMatch?.split(",").some((tag) => tag.trim() === etag)) {
    return new Response(null, { status: 304, headers: caching });
  }
  return new Response(Readable.toWeb(createReadStream(path)) as ReadableStream, {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(size),
      "X-Content-Type-Options": "nosniff",
      ...caching,
    },
  });
}
