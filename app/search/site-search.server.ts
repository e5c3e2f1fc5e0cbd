import { env, storeAddresses } from "~/env.server";
import { siteSearchDocuments } from "./search-documents";
import { createSiteSearch, type SiteSearch } from "./site-search";

let instance: SiteSearch | undefined;

/**
 * The store's search, over the catalogue and content modules: the index is built on the first
 * search in this process (a few milliseconds) and kept; the content only changes with a deploy.
 */
export function siteSearch(): SiteSearch {
  instance ??= createSiteSearch(siteSearchDocuments(storeAddresses(env)));
  return instance;
}
