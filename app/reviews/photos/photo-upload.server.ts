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

type Refusal = Extract<ReadBodyResult, { ok: false }>;

const refusal = (
  status: 400 | 411 | 413 | 415,
  reason: "body_too_large" | "bad_body" | "unsupported_type" | "no_length",
  error: string,
): Refusal => ({ ok: false, status, reason, error });

/** Deletes photos that will not be kept. */
export async function discardPhotos(photos: readonly IncomingPhoto[]): Promise<void> {
  await Promise.all(photos.map((photo) => rm(photo.path, { force: true })));
}

/** The upload as read so far: its text fields, its photos' files, and the first problem met. */
interface UploadInProgress {
  fields: FormData;
  photos: IncomingPhoto[];
  /** The photos' files being written. */
  writes: Promise<void>[];
  /** The first problem met: the one answered. */
  problem?: Refusal;
}

/** A multipart parser with a review's limits; undefined when it cannot read this content type. */
function formParser(contentType: string): busboy.Busboy | undefined {
  try {
    return busboy({
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
    return undefined;
  }
}

/** Keeps the text fields, up to 16 KB together. */
function collectFields(parser: busboy.Busboy, upload: UploadInProgress) {
  let fieldBytes = 0;
  parser.on("field", (name, value, info) => {
    fieldBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
    if (info.valueTruncated || fieldBytes > maxFieldBytes) {
      upload.problem ??= refusal(413, "body_too_large", "The review's text is larger than 16 KB.");
      return;
    }
    upload.fields.append(name, value);
  });
}

/**
 * Streams each photo to a temporary file under `incomingDir`; drops it unread when it is not a
 * photo, when a problem was already met, or when files are not kept.
 */
function collectPhotos(
  parser: busboy.Busboy,
  upload: UploadInProgress,
  incomingDir: string,
  keepFiles: boolean,
) {
  parser.on("file", (name, stream, info) => {
    if (name !== "photos" || !info.filename || upload.problem || !keepFiles) {
      stream.resume();
      return;
    }
    const photo: IncomingPhoto = {
      path: join(incomingDir, `${randomBytes(16).toString("hex")}.upload`),
      bytes: 0,
    };
    upload.photos.push(photo);
    stream.on("data", (chunk: Buffer) => (photo.bytes += chunk.length));
    stream.on("limit", () => {
      // The partial file is deleted later; the rest of this photo is read and dropped.
      upload.problem ??= refusal(413, "body_too_large", tooLargeMessage);
    });
    upload.writes.push(
      pipeline(stream, createWriteStream(photo.path, { mode: 0o600 })).catch(() => undefined),
    );
  });
}

/** Notes a form with too many photos or too many parts. */
function watchFormLimits(parser: busboy.Busboy, upload: UploadInProgress) {
  parser.on("filesLimit", () => {
    upload.problem ??= refusal(413, "body_too_large", `Please add at most ${maxPhotos} photos.`);
  });
  parser.on("partsLimit", () => {
    upload.problem ??= refusal(413, "body_too_large", "The form has too many parts.");
  });
}

/**
 * Pipes the body into the parser until the form is read and its photos written, or until it sends
 * more than any review may (a chunked body without a length): then reading stops at once.
 */
async function parseBody(source: Readable, parser: busboy.Busboy, upload: UploadInProgress) {
  try {
    await new Promise<void>((resolve, reject) => {
      let received = 0;
      source.on("data", (chunk: Buffer) => {
        received += chunk.length;
        if (received <= maxUploadBytes) return;
        upload.problem ??= refusal(413, "body_too_large", tooLargeMessage);
        source.unpipe(parser);
        source.destroy();
        resolve();
      });
      parser.on("finish", resolve);
      parser.on("close", resolve);
      parser.on("error", reject);
      source.on("error", (error) => (upload.problem ? resolve() : reject(error)));
      source.pipe(parser);
    });
    if (!upload.problem) await Promise.all(upload.writes);
  } catch {
    upload.problem ??= refusal(400, "bad_body", "The form could not be read.");
  }
}

/** The upload's answer: its fields and photos, or its problem once the files written are deleted. */
async function settleUpload(upload: UploadInProgress): Promise<PhotoUpload> {
  const { problem, photos, writes } = upload;
  if (problem) {
    await Promise.race([Promise.all(writes), new Promise((resolve) => setTimeout(resolve, 1_000))]);
    await discardPhotos(photos);
    return { ...problem, photos: [] };
  }
  return { ok: true, body: { kind: "form", value: upload.fields }, photos };
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
  const parser = formParser(contentType);
  if (!parser) return { ...refusal(400, "bad_body", "The form could not be read."), photos: [] };
  const upload: UploadInProgress = { fields: new FormData(), photos: [], writes: [] };
  collectFields(parser, upload);
  collectPhotos(parser, upload, incomingDir, keepFiles);
  watchFormLimits(parser, upload);
  const source = Readable.fromWeb(request.body as unknown as NodeWebStream<Uint8Array>);
  await parseBody(source, parser, upload);
  return settleUpload(upload);
}
