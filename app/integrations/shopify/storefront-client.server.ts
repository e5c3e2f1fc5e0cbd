import { createStorefrontApiClient } from "@shopify/storefront-api-client";
import { logger } from "~/lib/logger.server";

/** The Storefront API version the queries are written (and tested) against. */
export const storefrontApiVersion = "2026-04";

export interface StorefrontSettings {
  domain: string;
  token: string;
  /** Where the Storefront API is reached instead of https://{domain} (tests' stand-in only). */
  apiUrl?: string;
  /** How long one request may take. */
  timeoutMs: number;
}

/** What a query or mutation answered: its data, or an error naming what went wrong. */
export type StorefrontRequest = <Data = unknown>(
  operation: string,
  variables?: Record<string, unknown>,
) => Promise<Data>;

/**
 * A Storefront API client (Shopify's own, `@shopify/storefront-api-client`) whose requests reject
 * on a transport or GraphQL error, so callers see either the data or a thrown error.
 */
export function storefrontRequester(settings: StorefrontSettings): StorefrontRequest {
  const client = createStorefrontApiClient({
    storeDomain: settings.domain,
    apiVersion: storefrontApiVersion,
    publicAccessToken: settings.token,
    customFetchApi: (url, init) => {
      const target = settings.apiUrl
        ? url.replace(`https://${settings.domain}`, settings.apiUrl)
        : url;
      return fetch(target, { ...init, signal: AbortSignal.timeout(settings.timeoutMs) });
    },
    logger: (entry) => {
      if (entry.type === "Unsupported_Api_Version") {
        logger.warn({ event: "storefront_api_version_unsupported", version: storefrontApiVersion });
      }
    },
  });
  return async <Data>(operation: string, variables?: Record<string, unknown>) => {
    const { data, errors } = await client.request(operation, variables ? { variables } : {});
    if (errors) {
      const detail = errors.graphQLErrors?.map((error) => error.message).join("; ");
      throw new Error(
        `Storefront API: ${errors.message ?? "request failed"}${detail ? ` (${detail})` : ""}`,
      );
    }
    return data as Data;
  };
}
