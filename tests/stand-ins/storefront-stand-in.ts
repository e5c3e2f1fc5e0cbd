import { readFileSync } from "node:fs";
import { createServer, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import {
  buildClientSchema,
  execute,
  parse,
  validate,
  type GraphQLError,
  type IntrospectionQuery,
} from "graphql";
import { storefrontState, type StandInProduct } from "./storefront-cart-state";

/** Shopify's published Storefront API schema, as shipped in @shopify/hydrogen-react (pinned). */
function storefrontSchema() {
  const path = createRequire(import.meta.url).resolve(
    "@shopify/hydrogen-react/storefront.schema.json",
  );
  // graphql-js's own consistency checks of a schema are skipped: Shopify's published schema need
  // not satisfy them (graphql 17 refuses a deprecated `id` on a Node type), and they say nothing
  // about whether a query is valid, which `validate` below decides.
  return buildClientSchema(JSON.parse(readFileSync(path, "utf8")) as IntrospectionQuery, {
    assumeValid: true,
  });
}

export type { StandInProduct } from "./storefront-cart-state";

interface RejectedQuery {
  query: string;
  errors: string[];
}

/** up: answers; down: refuses with 503; hang: never answers. */
type StandInMode = "up" | "down" | "hang";

export interface StorefrontStandIn {
  /** Its origin, for SHOPIFY_STOREFRONT_API_URL. */
  url: string;
  /** Queries answered so far. */
  answered(): number;
  /** Queries Shopify's schema would reject: every test expects none. */
  rejected(): RejectedQuery[];
  setProduct(product: StandInProduct): void;
  setMode(mode: StandInMode): void;
  close(): Promise<void>;
}

/**
 * A stand-in for Shopify's Storefront API on loopback. Every query is parsed and validated against
 * Shopify's published schema and then executed against it (with the products set here as data),
 * so a query the real API would reject, or a field the store reads that the query does not ask
 * for, fails the tests. Products never set answer null, as Shopify does for ids it does not know.
 *
 * It keeps carts too (create, add, update, remove; lines held to the stock with Shopify's warnings;
 * selling plans; a `checkoutUrl` whose page it serves at GET /checkouts/…).
 *
 * Tests in other processes drive it over HTTP: POST /__stand-in/products (a product),
 * POST /__stand-in/mode ({"mode":"up"|"down"|"hang"}), GET /__stand-in/log.
 */
export async function startStorefrontStandIn(port = 0): Promise<StorefrontStandIn> {
  const schema = storefrontSchema();
  const rejected: RejectedQuery[] = [];
  let answered = 0;
  let mode: StandInMode = "up";
  const hanging = new Set<ServerResponse>();

  let origin = "";
  // Carts and their checkout pages, served by this process: checkoutUrl leads back here.
  const state = storefrontState(() => origin);

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  };

  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      const url = request.url ?? "";
      if (url === "/__stand-in/log") {
        return json(response, 200, { answered, rejected, mode });
      }
      if (url === "/__stand-in/products" && request.method === "POST") {
        const product = JSON.parse(body) as StandInProduct;
        state.setProduct(product);
        return json(response, 200, { ok: true });
      }
      if (url === "/__stand-in/mode" && request.method === "POST") {
        mode = (JSON.parse(body) as { mode: StandInMode }).mode;
        if (mode !== "hang") for (const open of hanging) open.destroy();
        return json(response, 200, { ok: true });
      }
      if (url.startsWith("/checkouts/") && request.method === "GET") {
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        return response.end(
          "<!doctype html><title>Stand-in checkout</title><h1>Stand-in checkout</h1>",
        );
      }
      if (!/^\/api\/\d{4}-\d{2}\/graphql\.json$/.test(url) || request.method !== "POST") {
        return json(response, 404, { errors: [{ message: "Not Found" }] });
      }
      if (mode === "hang") {
        hanging.add(response);
        response.on("close", () => hanging.delete(response));
        return;
      }
      if (mode === "down") return json(response, 503, { errors: [{ message: "Unavailable" }] });
      if (!request.headers["x-shopify-storefront-access-token"]) {
        return json(response, 401, { errors: [{ message: "Missing access token" }] });
      }
      let document;
      let operation: { query: string; variables?: Record<string, unknown> };
      try {
        operation = JSON.parse(body) as typeof operation;
        document = parse(operation.query);
      } catch (error) {
        rejected.push({ query: body, errors: [String(error)] });
        return json(response, 200, { errors: [{ message: String(error) }] });
      }
      const errors: readonly GraphQLError[] = validate(schema, document);
      if (errors.length) {
        rejected.push({ query: operation.query, errors: errors.map((error) => error.message) });
        return json(response, 200, { errors: errors.map((error) => ({ message: error.message })) });
      }
      void Promise.resolve(
        execute({
          schema,
          document,
          variableValues: operation.variables,
          rootValue: state,
        }),
      ).then((result) => {
        if (result.errors?.length) {
          rejected.push({
            query: operation.query,
            errors: result.errors.map((error) => error.message),
          });
        }
        answered += 1;
        json(response, 200, result);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${address.port}`;
  return {
    url: origin,
    answered: () => answered,
    rejected: () => rejected,
    setProduct: (product) => state.setProduct(product),
    setMode: (next) => {
      mode = next;
      if (next !== "hang") for (const open of hanging) open.destroy();
    },
    close: () =>
      new Promise((resolve) => {
        for (const open of hanging) open.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
