import { z } from "zod";
import { change, found, id, read, searchText } from "./operation-kit.server";
import { listBackInStock } from "./owner-back-in-stock.server";
import { listSubscribers, removeSubscriber } from "./owner-subscribers.server";
import type { OwnerBackInStock, OwnerSubscriber } from "./owner-types";

/** The sign-ups' owner operations: newsletter subscribers (listed, removed) and back-in-stock requests. */
export const subscriberOperations = {
  "list-subscribers": read(
    z.object({ search: searchText }),
    (database, input): Promise<OwnerSubscriber[]> =>
      listSubscribers(database.db, { search: input.search || undefined }),
  ),
  "remove-subscriber": change(
    z.object({ id }),
    async (database, input): Promise<OwnerSubscriber> =>
      found(await removeSubscriber(database.db, input.id), `sign-up with id ${input.id}`),
    (_input, result) => ({ subject: `sign-up ${result.id}` }),
  ),
  "list-back-in-stock": read(
    z.object({ search: searchText }),
    (database, input): Promise<OwnerBackInStock[]> =>
      listBackInStock(database.db, { search: input.search || undefined }),
  ),
};
