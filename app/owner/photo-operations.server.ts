import { z } from "zod";
import { decidePhoto, pendingPhotos } from "~/reviews/photos/review-photos.server";
import { change, found, id, read } from "./operation-kit.server";

/** The review photos' owner operations: the ones waiting, and the owner's decision on each. */
export const photoOperations = {
  /** Review photos waiting for approval, oldest first. */
  "list-pending-photos": read(z.object({}), (database) => pendingPhotos(database.db)),
  /** Approves a review photo (shown from now on) or rejects it (kept from view). */
  "decide-photo": change(
    z.object({ id, approve: z.boolean() }),
    async (database, input) =>
      found(await decidePhoto(database, input.id, input.approve), `photo with id ${input.id}`),
    (input, result) => ({
      subject: `photo ${result.id} of review ${result.reviewId}`,
      details: { approved: input.approve },
    }),
  ),
};
