import { z } from "zod";
import { recentWebhookDeliveries } from "~/integrations/shopify/webhook-deliveries.server";
import { read } from "./operation-kit.server";

/** Shopify's webhooks, as the owner sees them. */
export const webhookOperations = {
  /** The newest Shopify webhook deliveries and their status. */
  "list-webhook-deliveries": read(z.object({}), (database) => recentWebhookDeliveries(database.db)),
};
