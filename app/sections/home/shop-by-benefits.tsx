import { Link } from "react-router";

const benefits = [
  {
    title: "Boost Energy",
    description: "Adaptogens and greens that support steady, all-day energy without the crash.",
    to: "/?q=energy#products",
    image: "/images/benefits/boost-energy.svg",
  },
  {
    title: "Find Balance",
    description: "Daily formulas that support hormonal balance, mood and restful routines.",
    to: "/womens-health",
    image: "/images/benefits/find-balance.svg",
  },
  {
    title: "Enhance Focus",
    description: "Lion's Mane, Brain Fuel and friends to support clear thinking and memory.",
    to: "/longevity",
    image: "/images/benefits/enhance-focus.svg",
  },
  {
    title: "Transform Life",
    description: "Gentle cleanses and whole-body support for a fresh start, season after season.",
    to: "/detox",
    image: "/images/benefits/transform-life.svg",
  },
];

/** Four image tiles, each with its title and description shown on every device; hover zooms in. */
export function ShopByBenefits() {
  return (
    <section aria-labelledby="benefits-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h2 id="benefits-heading" className="text-3xl font-semibold sm:text-4xl">
        Shop by Benefits
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {benefits.map((benefit) => (
          <li key={benefit.title}>
            {/* The words sit in the flow at the tile's foot: a narrow tile grows to hold them rather
                than cut them off. Descriptions keep one height from tablets up, so every title
                stands at one height in a row. */}
            <Link
              to={benefit.to}
              className="group relative flex aspect-[4/5] h-full flex-col justify-end overflow-clip rounded-2xl bg-mist max-sm:aspect-auto max-sm:min-h-64"
            >
              <img
                src={benefit.image}
                alt=""
                width={400}
                height={500}
                loading="lazy"
                decoding="async"
                className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-105 group-focus-visible:scale-105"
              />
              <span className="relative flex flex-col gap-2 bg-gradient-to-t from-ink/90 via-ink/70 to-transparent p-3 pt-12 text-white sm:p-4 sm:pt-12">
                <span className="font-display text-lg leading-tight font-semibold underline-offset-4 group-hover:underline sm:text-xl">
                  {benefit.title}
                </span>
                <span data-benefit-description="" className="text-sm leading-snug md:min-h-[4lh]">
                  {benefit.description}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
