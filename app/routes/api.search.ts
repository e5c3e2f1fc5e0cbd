import type { Route } from "./+types/api.search";
import { liveFigures } from "~/integrations/shopify/storefront-figures.server";
import { overReadBudget } from "~/guard/read-budget.server";
import { siteSearch } from "~/search/site-search.server";

/** Suggestions as the shopper types: at most five per kind, short snippets, JSON. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const refused = await overReadBudget(context.clientAddress);
  if (refused) return refused;
  const started = performance.now();
  const results = (await siteSearch())(new URL(request.url).searchParams.get("q"), {
    perKind: 5,
    snippetLength: 90,
    figures: liveFigures(),
  });
  return Response.json(results, {
    headers: {
      "Cache-Control": "public, max-age=300",
      "Server-Timing": `search;dur=${(performance.now() - started).toFixed(2)}`,
    },
  });
}

/** Only GET is answered; anything else gets a clear 405 instead of a routing error. */
export function action() {
  return Response.json(
    { error: "Use GET /api/search?q=…" },
    { status: 405, headers: { Allow: "GET, HEAD" } },
  );
}
