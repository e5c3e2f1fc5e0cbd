import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import busboy from "busboy";
import type { ReadBodyResult } from "~/guard/request-body.server";

/** At most this many photos per review. */
const maxPhotos = 3;
/** Largest photo accepted, in bytes (10 MB). */
export const maxPhotoBytes = 10 * 1024 * 1024;
/**
 * The most a review post may send in all. A photo over its limit is not kept, but the rest of the
 * post (up to this) is read and dropped, so the browser gets the 413 instead of a reset connection.
 */
const maxUploadBytes = maxPhotos * maxPhotoBytes + 64 * 1024;
const tooLargeMessage = `Each photo must be ${maxPhotoBytes / 1024 / 1024} MB or smaller.`;
/** The text fields of a review with photos, together (as the plain review form's 16 KB). */
const maxFieldBytes = 16 * 1024;

/** A photo as it arrived: a temporary file, not yet looked at. */
export interface IncomingPhoto {
  path: string;
  bytes: number;
}

export type PhotoUpload = ReadBodyResult & { photos: IncomingPhoto[] };

const refusal = (
  status: 400 | 411 | 413 | 415,
  reason: "body_too_large" | "bad_body" | "unsupported_type" | "no_length",
  error: string,
): Extract<ReadBodyResult, { ok: false }> => ({ ok: false, status, reason, error });

/** Deletes photos that will not be kept. */
export async function discardPhotos(photos: readonly IncomingPhoto[]): Promise<void> {
  await Promise.all(photos.map((photo) => rm(photo.path, { force: true })));
}

/**
 * Reads a review posted as multipart/form-data with photos, streaming each photo to a temporary
 * file under `incomingDir` and never holding one in memory: a photo over 10 MB, a fourth photo, or
 * text fields over 16 KB stop the upload (413) and every file written for it is deleted. The
 * photos are not looked at here (see `review-photos.server.ts`). With `keepFiles` false only the
 * text fields are kept: for a client whose budget is spent, so its refused photos never reach disk.
 */
export async function readPhotoUpload(
  request: Request,
  incomingDir: string,
  /** false: the photos are read and dropped, none written (a post that will be refused). */
  keepFiles = true,
): Promise<PhotoUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxUploadBytes) {
    return { ...refusal(413, "body_too_large", tooLargeMessage), photos: [] };
  }
  if (!request.body) return { ...refusal(400, "bad_body", "The request has no body."), photos: [] };
  await mkdir(incomingDir, { recursive: true, mode: 0o700 });
  const photos: IncomingPhoto[] = [];
  const fields = new FormData();
  let fieldBytes = 0;
  let problem: Extract<ReadBodyResult, { ok: false }> | undefined;
  const writes: Promise<void>[] = [];
  let stop: () => void = () => undefined;

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: {
        fileSize: maxPhotoBytes,
        files: maxPhotos,
        fields: 30,
        fieldSize: maxFieldBytes,
        parts: 40,
      },
    });
  } catch {
    return { ...refusal(400, "bad_body", "The form could not be read."), photos: [] };
  }
  const source = Readable.fromWeb(request.body as unknown as NodeWebStream<Uint8Array>);
  let received = 0;
  source.on("data", (chunk: Buffer) => {
    received += chunk.length;
    if (received <= maxUploadBytes) return;
    // More than any review may send (a chunked body without a length): stop reading at once.
    problem ??= refusal(413, "body_too_large", tooLargeMessage);
    source.unpipe(parser);
    source.destroy();
    stop();
  });
  parser.on("field", (name, value, info) => {
    fieldBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
    if (info.valueTruncated || fieldBytes > maxFieldBytes) {
      problem ??= refusal(413, "body_too_large", "The review's text is larger than 16 KB.");
      return;
    }
    fields.append(name, value);
  });
  parser.on("file", (name, stream, info) => {
    if (name !== "photos" || !info.filename || problem || !keepFiles) {
      stream.resume();
      return;
    }
    const photo: IncomingPhoto = {
      path: join(incomingDir, `${randomBytes(16).toString("hex")}.upload`),
      bytes: 0,
    };
    photos.push(photo);
    stream.on("data", (chunk: Buffer) => (photo.bytes += chunk.length));
    stream.on("limit", () => {
      // The partial file is deleted below; the rest of this photo is read and dropped.
      problem ??= refusal(413, "body_too_large", tooLargeMessage);
    });
    writes.push(
      pipeline(stream, createWriteStream(photo.path, { mode: 0o600 })).catch(() => undefined),
    );
  });
  parser.on("filesLimit", () => {
    problem ??= refusal(413, "body_too_large", `Please add at most ${maxPhotos} photos.`);
  });
  parser.on("partsLimit", () => {
    problem ??= refusal(413, "body_too_large", "The form has too many parts.");
  });
  try {
    await new Promise<void>((resolve, reject) => {
      stop = resolve;
      parser.on("finish", resolve);
      parser.on("close", resolve);
      parser.on("error", reject);
      source.on("error", (error) => (problem ? resolve() : reject(error)));
      source.pipe(parser);
    });
    if (!problem) await Promise.all(writes);
  } catch {
    problem ??= refusal(400, "bad_body", "The form could not be read.");
  }
  if (problem) {
    await Promise.race([Promise.all(writes), new Promise((resolve) => setTimeout(resolve, 1_000))]);
    await discardPhotos(photos);
    return { ...problem, photos: [] };
  }
  return { ok: true, body: { kind: "form", value: fields }, photos };
}
