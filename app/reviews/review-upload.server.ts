import { readBody, type ParsedBody, type ReadBodyResult } from "~/guard/request-body.server";
import { guardWrite, maxBodyBytes, shopForm, type WriteContext } from "~/guard/write-guard.server";
import { refused, type FormWrite } from "~/guard/form-write.server";
import { formValues, readReviewInput } from "./review-fields";
import type { ReviewOutcome, ReviewFormValues } from "./review-types";
import {
  discardPhotos,
  readPhotoUpload,
  type IncomingPhoto,
} from "~/reviews/photos/photo-upload.server";
import {
  arePhotos,
  incomingDir,
  photoAlt,
  savePhotos,
} from "~/reviews/photos/review-photos.server";
import type { Db } from "~/db/database.server";
import { controlCharacterMessage, hasControlCharacter } from "~/forms/plain-text";

/**
 * The review form's body reader: a multipart post (the form with photos) is streamed with the
 * photo limits; anything else is read as every other form is, within 16 KB. `photos()` names what
 * was received, so the caller keeps them (`keepPhotos`) or deletes them (`dropPhotos`).
 */
function reviewBodyReader() {
  let photos: IncomingPhoto[] = [];
  const reader =
    (keepFiles: boolean) =>
    async (request: Request): Promise<ReadBodyResult> => {
      const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
      if (type !== "multipart/form-data") return readBody(request, maxBodyBytes);
      const upload = await readPhotoUpload(request, incomingDir(), keepFiles);
      photos = upload.photos;
      return upload;
    };
  return {
    read: reader(true),
    /** For a client past its rate limit: what was typed is read back, no photo is written. */
    readWhenSpent: reader(false),
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

type ReviewBody = ReturnType<typeof reviewBodyReader>;

/** A review post past the write guard: what was typed, the body it came in, and whether it was trapped. */
export interface GuardedReview {
  input: ReturnType<typeof readReviewInput>;
  values: ReviewFormValues;
  body: ReviewBody;
  posted: ParsedBody["value"];
  trapped: boolean;
}

/**
 * Every review post's first steps: the write guard with the review form's body reader (a refusal
 * keeps what was typed), then `write` with the fields read; afterwards the photos it did not keep
 * (a refusal, a failure) are deleted, kept ones being already moved.
 */
export async function guardedReviewPost(
  request: Request,
  context: WriteContext,
  write: (post: GuardedReview) => Promise<FormWrite<ReviewOutcome>>,
): Promise<FormWrite<ReviewOutcome>> {
  const body = reviewBodyReader();
  try {
    const guarded = await guardWrite(request, context, {
      ...shopForm("reviews", body.read),
      bodyWhenSpent: body.readWhenSpent,
    });
    if (!guarded.ok) {
      return refused(guarded, guarded.body && formValues(readReviewInput(guarded.body.value)));
    }
    const input = readReviewInput(guarded.body.value);
    const posted = guarded.body.value;
    return await write({
      input,
      values: formValues(input),
      body,
      posted,
      trapped: guarded.trapped,
    });
  } finally {
    await body.dropPhotos();
  }
}

export const notPhotosMessage = "Photos must be JPEG, PNG or WebP images.";
export const altControlMessage = controlCharacterMessage("the photo description");

/**
 * Refuses the post when an upload is not a photo (judged by content, 415) or the photos'
 * description holds a control character (422, as every other field); nothing is kept.
 */
export async function refuseNonPhotos(
  photos: readonly IncomingPhoto[],
  posted: ParsedBody["value"],
  values: ReviewFormValues,
): Promise<FormWrite<ReviewOutcome> | undefined> {
  const alt = posted instanceof FormData ? posted.get("photoAlt") : posted.photoAlt;
  if (typeof alt === "string" && hasControlCharacter(alt)) {
    await discardPhotos(photos);
    return { outcome: { status: "rejected", message: altControlMessage, values }, status: 422 };
  }
  if (!photos.length || (await arePhotos(photos))) return undefined;
  await discardPhotos(photos);
  return { outcome: { status: "rejected", message: notPhotosMessage, values }, status: 415 };
}
