import { env } from "~/env.server";
import { robotsTxt } from "~/catalogue/sitemap";

export function loader() {
  return new Response(robotsTxt(env().SITE_URL), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
