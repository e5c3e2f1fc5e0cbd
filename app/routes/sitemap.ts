import { env } from "~/env.server";
import { sitemapXml } from "~/catalogue/sitemap";

export function loader() {
  return new Response(sitemapXml(env().SITE_URL), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
