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
 * A review photo's file: to the public only once approved, served for a year as immutable (its
 * name never changes meaning); to the owner (`forOwner`) whatever its state, never cached.
 */
export async function photoResponse(file: string | undefined, forOwner = false): Promise<Response> {
  const match = photoFilePattern.exec(file ?? "");
  if (!match) return notFound();
  const photo = await findPhoto((await database()).db, match[1]!);
  if (!photo || (!forOwner && photo.status !== "approved")) return notFound();
  const path = join(photoDir(), file!);
  let size: number;
  try {
    size = (await stat(path)).size;
  } catch {
    return notFound();
  }
  return new Response(Readable.toWeb(createReadStream(path)) as ReadableStream, {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(size),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": forOwner ? "private, no-store" : "public, max-age=31536000, immutable",
    },
  });
}
