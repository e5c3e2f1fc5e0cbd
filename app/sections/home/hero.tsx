import { Link } from "react-router";
import { buttonVariants } from "~/ui/button";

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-mist">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20">
        <div>
          <p className="text-sm font-semibold tracking-[0.2em] text-leaf uppercase">
            Herbal wellness, plainly made
          </p>
          <h1 className="mt-3 text-4xl leading-tight font-semibold sm:text-6xl">
            Rooted in nature. Made for the way you live.
          </h1>
          <p className="mt-5 max-w-lg text-lg text-ink-soft">
            Botanical supplements for men's health, women's health, detox and longevity, in
            vegetable capsules and tested for potency.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="#products" className={buttonVariants()}>
              Shop all products
            </Link>
            <Link to="/articles" className={buttonVariants({ variant: "outline" })}>
              Read our articles
            </Link>
          </div>
        </div>
        <img
          src="/images/hero-botanicals.svg"
          alt=""
          width={640}
          height={480}
          loading="lazy"
          decoding="async"
          className="hidden w-full rounded-3xl md:block"
        />
      </div>
    </section>
  );
}
