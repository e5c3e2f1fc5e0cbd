import { z } from "zod";
import { id, read } from "./operation-kit.server";
import { listAudit } from "./owner-audit.server";
import type { AuditPage } from "./owner-types";

/** The audit log, as the owner reads it. */
export const auditOperations = {
  "list-audit": read(
    z.object({ page: id.max(100_000).optional() }),
    (database, input): Promise<AuditPage> => listAudit(database.db, { page: input.page }),
  ),
};
