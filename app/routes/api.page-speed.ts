import type { Route } from "./+types/api.page-speed";
import { receiveBeacon } from "~/page-speed/page-speed-write.server";
import { marketingChoice } from "~/privacy/marketing-choice";

// POST /api/page-speed: one page view's speed, sent by the shop's pages with navigator.sendBeacon.
export function action({ request, context }: Route.ActionArgs) {
  return receiveBeacon(request, context, { optedOut: marketingChoice(request.headers).optedOut });
}

/** GET and HEAD: 405 with `Allow: POST`. */
export function loader() {
  return new Response("Page speed is reported with POST.", {
    status: 405,
    headers: { Allow: "POST" },
  });
}
