import { z } from "zod";
import { wakeOutbox } from "~/outbox/outbox-signal.server";
import { change, id, read } from "./operation-kit.server";
import { listDeliveries, requeueDelivery } from "./owner-outbox.server";
import type { OwnerDelivery } from "./owner-types";

/** The outbox's owner operations: deliveries waiting or failed, and a failed one sent again. */
export const outboxOperations = {
  "list-outbox": read(z.object({}), (database): Promise<OwnerDelivery[]> =>
    listDeliveries(database.db),
  ),
  "retry-delivery": change(
    z.object({ id }),
    (database, input): Promise<OwnerDelivery> => requeueDelivery(database.db, input.id),
    (_input, result) => ({ subject: `delivery ${result.id}`, details: { kind: result.kind } }),
    // In the store's process (owner endpoint, console): deliver it now, not at the next look.
    () => wakeOutbox(),
  ),
};
