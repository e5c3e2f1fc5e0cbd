import type { Route } from "./+types/webhooks.shopify";
import { database } from "~/db/connection.server";
import { env } from "~/env.server";
import {
  receiveShopifyWebhook,
  webhookHandlers,
} from "~/integrations/shopify/shopify-webhooks.server";

// POST /webhooks/shopify: Shopify's signed webhooks (server to server, so no same-site check; the
// signature is the guard). Handlers are registered by topic at start-up (server/main.ts).
export async function action({ request }: Route.ActionArgs) {
  return receiveShopifyWebhook(request, {
    secret: env.SHOPIFY_WEBHOOK_SECRET,
    database,
    handlers: webhookHandlers,
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  return receiveShopifyWebhook(request, {
    secret: env.SHOPIFY_WEBHOOK_SECRET,
    database,
    handlers: webhookHandlers,
  });
}
