import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "react-router";
import type { Route } from "./+types/root";
import { lazy, Suspense } from "react";
import { NoScriptStyle } from "~/ui/no-script";
import { HydratedProvider } from "~/hooks/use-hydrated";
import { InlineStylesheet } from "~/sections/layout/inline-stylesheet";
import { NotFound } from "~/sections/layout/not-found";
import { SiteFooter } from "~/sections/layout/site-footer";
import { SiteHeader } from "~/sections/layout/site-header";
import { leafStrong } from "~/config/brand";
import { favicon } from "~/config/icons";
import { env, publicConfig } from "~/env.server";
import { useMarketing } from "~/privacy/use-marketing";
import { usePageSpeed } from "~/page-speed/use-page-speed";
import { useTouchParallax } from "~/hooks/use-touch-parallax";
import { HydrationSlice } from "~/ui/hydration-slice";
import { ShopifyProvider } from "~/integrations/shop/shop-context";
import { cardFigures } from "~/catalogue/figures";
import { FiguresContext } from "~/catalogue/figures-context";
import { liveFigures } from "~/integrations/shopify/storefront-figures.server";
import { marketingChoice, optedOutInBrowser } from "~/privacy/marketing-choice";
import { notFoundTitle } from "~/lib/seo";
import { site } from "~/config/site";

/**
 * The console's header, in a chunk of its own: shop pages never load it, and console pages load it
 * as they hydrate (the server's HTML shows it at once).
 */
const ConsoleHeader = lazy(() =>
  import("~/owner/console-frame").then((module) => ({ default: module.ConsoleHeader })),
);

export const links: Route.LinksFunction = () => [
  { rel: "icon", ...favicon },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * The title when this layout's error page stands in for a page (a route whose loader found
 * nothing, such as an unknown product); every page that renders gives its own.
 */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  if (isRouteErrorResponse(error) && error.status === 404) {
    return [{ title: notFoundTitle }, { name: "robots", content: "noindex" }];
  }
  return [{ title: `Something went wrong | ${site.brandName}` }];
};

export function loader({ request }: Route.LoaderArgs) {
  const config = publicConfig(env());
  // A visitor opted out of marketing tracking (Sec-GPC: 1 or the cookie) gets a page without
  // Klaviyo's configuration, so its on-site script never loads; the page cache never serves or
  // keeps such a page (server/page-cache.ts).
  const { optedOut } = marketingChoice(request.headers);
  return {
    siteUrl: env().SITE_URL,
    config: optedOut ? { ...config, klaviyo: null } : config,
    // Shopify's prices and availability as last read (null: the catalogue's), for product cards.
    figures: cardFigures(liveFigures()),
  };
}

// The root's data is read once per page load (figures change rarely; a new page reads them anew).
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

/** Whether the page belongs to the owner console (its own routes, signed in or not). */
function useConsolePage(): boolean {
  return useMatches().some((match) => match.id.startsWith("routes/owner"));
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const consolePage = useConsolePage();
  const owner = useRouteLoaderData<{ owner: { name: string } }>("routes/owner");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={leafStrong} />
        <InlineStylesheet />
        <NoScriptStyle />
        <Meta />
        <Links />
      </head>
      <body>
        <HydratedProvider>
          <a
            href="#main"
            className="sr-only z-50 rounded-md bg-surface px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            Skip to content
          </a>
          {consolePage ? (
            // The owner console has a frame of its own: no shop banner, cart, sign-up or footer.
            <>
              <Suspense fallback={null}>
                <ConsoleHeader name={owner?.owner.name} />
              </Suspense>
              <main id="main" tabIndex={-1} className="outline-none">
                {children}
              </main>
            </>
          ) : (
            <ShopifyProvider shopify={root?.config.shopify ?? null}>
              <FiguresContext value={root?.figures ?? null}>
                <SiteHeader />
                <main id="main" tabIndex={-1} className="outline-none">
                  <HydrationSlice>{children}</HydrationSlice>
                </main>
                <HydrationSlice>
                  <SiteFooter />
                </HydrationSlice>
              </FiguresContext>
            </ShopifyProvider>
          )}
          <ScrollRestoration />
          <Scripts />
        </HydratedProvider>
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useTouchParallax();
  useMarketing(loaderData.config.klaviyo);
  usePageSpeed(loaderData.config.pageSpeedSample, optedOutInBrowser);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-4 text-ink-soft">
        Something went wrong on our side. Please refresh the page or try again in a moment.
      </p>
    </div>
  );
}
