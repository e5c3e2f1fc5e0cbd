import type { Route } from "./+types/favorites";
import { FavoritesList } from "~/sections/catalogue/favorites-list";
import { site } from "~/config/site";
import { catalogueRatingsLoader } from "~/reviews/catalogue-ratings.server";

export const meta: Route.MetaFunction = () => [
  { title: `Your favorites | ${site.brandName}` },
  {
    name: "description",
    content: "The products you saved with the heart, kept in this browser only.",
  },
  { name: "robots", content: "noindex" },
];

export const loader = catalogueRatingsLoader;

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function FavoritesRoute({ loaderData: { ratings } }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1
        id="favorites-heading"
        tabIndex={-1}
        className="text-4xl font-semibold outline-none sm:text-5xl"
      >
        Your favorites
      </h1>
      <p className="mt-3 text-ink-soft">
        Products you saved with the heart. They are kept in this browser only and never sent to us.
      </p>
      <FavoritesList ratings={ratings} />
    </div>
  );
}
