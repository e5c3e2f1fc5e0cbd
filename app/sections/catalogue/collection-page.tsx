import type { Collection } from "~/catalogue/collections";
import type { CatalogueRatings } from "~/reviews/ratings";
import { SubscribeBlock } from "~/newsletter/subscribe-block";
import { ProductBrowser } from "./product-browser";

export function CollectionPage({
  collection,
  ratings,
}: {
  collection: Collection;
  ratings: CatalogueRatings;
}) {
  return (
    <>
      <header className="bg-mist">
        <div className="mx-auto max-w-3xl px-4 py-12 text-center sm:px-6">
          <h1 className="text-4xl font-semibold sm:text-5xl">{collection.heading}</h1>
          <p className="mt-4 text-lg text-ink-soft">{collection.intro}</p>
        </div>
      </header>
      <ProductBrowser initialTab={collection.tab} heading="Shop the collection" ratings={ratings} />
      <SubscribeBlock />
    </>
  );
}
