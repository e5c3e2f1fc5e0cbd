import type { Route } from "./+types/webhooks.shopify";
import { database } from "~/db/connection.server";
import { env } from "~/env.server";
import {
  receiveShopifyWebhook,
  webhookHandlers,
} from "~/integrations/shopify/shopify-webhooks.server";

// POST /webhooks/shopify: Shopify's signed webhooks (server to server, so no same-site check; the
// signature is the guard). Handlers are registered by topic at start-up (server/main.ts).
const receiver = () => ({
  secret: env().SHOPIFY_WEBHOOK_SECRET,
  database,
  handlers: webhookHandlers,
});

export async function action({ request, context }: Route.ActionArgs) {
  return receiveShopifyWebhook(request, receiver(), context);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return receiveShopifyWebhook(request, receiver(), context);
}
