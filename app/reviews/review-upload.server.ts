import { readBody, type ParsedBody, type ReadBodyResult } from "~/guard/request-body.server";
import { maxBodyBytes } from "~/guard/write-guard.server";
import type { ReviewOutcome, ReviewFormValues } from "./review-types";
import type { FormWrite } from "~/guard/form-write.server";
import { discardPhotos, readPhotoUpload, type IncomingPhoto } from "./photo-upload.server";
import { arePhotos, incomingDir, photoAlt, savePhotos } from "./review-photos.server";
import type { Db } from "~/db/database.server";

/**
 * The review form's body reader: a multipart post (the form with photos) is streamed with the
 * photo limits; anything else is read as every other form is, within 16 KB. `photos()` names what
 * was received, so the caller keeps them (`keepPhotos`) or deletes them (`dropPhotos`).
 */
export function reviewBodyReader() {
  let photos: IncomingPhoto[] = [];
  return {
    read: async (request: Request): Promise<ReadBodyResult> => {
      const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
      if (type !== "multipart/form-data") return readBody(request, maxBodyBytes);
      const upload = await readPhotoUpload(request, incomingDir());
      photos = upload.photos;
      return upload;
    },
    photos: () => photos,
    /** Keeps a stored review's photos (waiting for approval), described by the post's alt text. */
    keepPhotos: async (
      db: Db,
      review: { id: number; name: string },
      posted: ParsedBody["value"],
    ): Promise<void> => {
      const alt = posted instanceof FormData ? posted.get("photoAlt") : undefined;
      if (photos.length) await savePhotos(db, review.id, photos, photoAlt(alt, review.name));
    },
    dropPhotos: () => discardPhotos(photos),
  };
}

export type ReviewBody = ReturnType<typeof reviewBodyReader>;

/**
 * Runs a review write with its body reader, then deletes the photos it did not keep (a refusal, a
 * failure); kept ones are already moved.
 */
export async function withReviewBody<Result>(
  write: (body: ReviewBody) => Promise<Result>,
): Promise<Result> {
  const body = reviewBodyReader();
  try {
    return await write(body);
  } finally {
    await body.dropPhotos();
  }
}

export const notPhotosMessage = "Photos must be JPEG, PNG or WebP images.";

/** Refuses the post when an upload is not a photo (judged by content); nothing is kept. */
export async function refuseNonPhotos(
  photos: readonly IncomingPhoto[],
  values: ReviewFormValues,
): Promise<FormWrite<ReviewOutcome> | undefined> {
  if (!photos.length || (await arePhotos(photos))) return undefined;
  await discardPhotos(photos);
  return { outcome: { status: "rejected", message: notPhotosMessage, values }, status: 415 };
}
