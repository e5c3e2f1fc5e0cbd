import { readBody, type ReadBodyResult } from "~/guard/request-body.server";
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
    dropPhotos: () => discardPhotos(photos),
  };
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

/** Keeps a stored review's photos (waiting for approval). */
export async function keepPhotos(
  db: Db,
  reviewId: number,
  photos: readonly IncomingPhoto[],
  alt: unknown,
  reviewerName: string,
): Promise<void> {
  if (photos.length) await savePhotos(db, reviewId, photos, photoAlt(alt, reviewerName));
}
