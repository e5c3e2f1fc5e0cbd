import { z } from "zod";
import { isReviewKey, lookUpProduct } from "~/catalogue/lookup";
import type { Database } from "~/db/database.server";
import { wakeOutbox } from "~/outbox/outbox-signal.server";
import { findMessage, listMessages } from "./owner-messages.server";
import {
  deleteReview,
  findAnyReview,
  listAllReviews,
  setReviewHidden,
} from "./owner-reviews.server";
import { listDeliveries, requeueDelivery } from "./owner-outbox.server";
import { listSubscribers } from "./owner-subscribers.server";
import { peopleOperations } from "./people-operations.server";
import { importReviews } from "./review-import.server";
import {
  OwnerError,
  type ImportReport,
  type OwnerDelivery,
  type OwnerMessage,
  type OwnerReview,
  type OwnerSubscriber,
} from "./owner-types";

const id = z.number().int().positive();
const date = z.iso.datetime({ offset: true }).transform((text) => new Date(text));

/** A product slug, old slug or review key, as the owner may type it → the review key. */
export function reviewKeyFor(product: string): string {
  if (isReviewKey(product)) return product;
  const lookup = lookUpProduct(product);
  if (lookup.kind !== "missing") return lookup.product.reviewKey;
  throw new OwnerError(`Unknown product "${product}": use a product slug from its page address.`);
}

function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new OwnerError(`No ${what}.`);
  return value;
}

function operation<Input extends z.ZodType, Result>(
  input: Input,
  run: (database: Database, input: z.output<Input>) => Promise<Result>,
) {
  return { input, run };
}

/**
 * Everything the owner tools do, by name. The command line runs these directly on a database it
 * opened itself, or through the running store's owner endpoint, which runs the very same ones.
 */
export const ownerOperations = {
  ...peopleOperations,
  "list-messages": operation(
    z.object({ since: date.optional(), limit: id.optional() }),
    (database, input): Promise<OwnerMessage[]> => listMessages(database.db, input),
  ),
  "show-message": operation(z.object({ id }), async (database, input): Promise<OwnerMessage> =>
    found(await findMessage(database.db, input.id), `message with id ${input.id}`),
  ),
  "list-reviews": operation(
    z.object({
      product: z.string().min(1).optional(),
      rating: z.number().int().min(1).max(5).optional(),
      since: date.optional(),
    }),
    (database, input): Promise<OwnerReview[]> =>
      listAllReviews(database.db, {
        reviewKey: input.product === undefined ? undefined : reviewKeyFor(input.product),
        rating: input.rating,
        since: input.since,
      }),
  ),
  "show-review": operation(z.object({ id }), async (database, input): Promise<OwnerReview> =>
    found(await findAnyReview(database.db, input.id), `review with id ${input.id}`),
  ),
  "hide-review": operation(z.object({ id }), async (database, input): Promise<OwnerReview> =>
    found(await setReviewHidden(database, input.id, true), `review with id ${input.id}`),
  ),
  "unhide-review": operation(z.object({ id }), async (database, input): Promise<OwnerReview> =>
    found(await setReviewHidden(database, input.id, false), `review with id ${input.id}`),
  ),
  "delete-review": operation(z.object({ id }), async (database, input): Promise<OwnerReview> =>
    found(await deleteReview(database, input.id), `review with id ${input.id}`),
  ),
  "import-reviews": operation(
    z.object({ fileName: z.string().min(1), text: z.string() }),
    (database, input): Promise<ImportReport> => importReviews(database, input.fileName, input.text),
  ),
  "list-subscribers": operation(z.object({}), (database): Promise<OwnerSubscriber[]> =>
    listSubscribers(database.db),
  ),
  "list-outbox": operation(z.object({}), (database): Promise<OwnerDelivery[]> =>
    listDeliveries(database.db),
  ),
  "retry-delivery": operation(z.object({ id }), async (database, input): Promise<OwnerDelivery> => {
    const requeued = await requeueDelivery(database.db, input.id);
    wakeOutbox(); // in the store's process (owner endpoint): deliver it now, not at the next look
    return requeued;
  }),
};

export type OwnerOperations = typeof ownerOperations;
export type OwnerOperationName = keyof OwnerOperations;
export type OwnerOperationInput<Name extends OwnerOperationName> = z.input<
  OwnerOperations[Name]["input"]
>;
export type OwnerOperationResult<Name extends OwnerOperationName> = Awaited<
  ReturnType<OwnerOperations[Name]["run"]>
>;

export function isOwnerOperation(name: string): name is OwnerOperationName {
  return Object.hasOwn(ownerOperations, name);
}

/** Checks the input and runs the operation; the result is plain JSON. */
export async function runOwnerOperation<Name extends OwnerOperationName>(
  database: Database,
  name: Name,
  input: unknown,
): Promise<OwnerOperationResult<Name>> {
  // Each operation's run takes exactly what its own schema outputs.
  const { input: schema, run } = ownerOperations[name] as {
    input: z.ZodType;
    run: (database: Database, input: unknown) => Promise<unknown>;
  };
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) {
    const problem = parsed.error.issues[0];
    throw new OwnerError(
      `Invalid input for ${name}: ${problem?.path.join(".") || "input"}: ${problem?.message}`,
    );
  }
  return (await run(database, parsed.data)) as OwnerOperationResult<Name>;
}
