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

/** Four image tiles; each reveals its description on hover and on keyboard focus. */
export function ShopByBenefits() {
  return (
    <section aria-labelledby="benefits-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h2 id="benefits-heading" className="text-3xl font-semibold sm:text-4xl">
        Shop by Benefits
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {benefits.map((benefit) => (
          <li key={benefit.title}>
            <Link
              to={benefit.to}
              className="group relative block aspect-[4/5] overflow-hidden rounded-2xl bg-mist"
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
              <span className="absolute inset-x-0 bottom-0 flex flex-col gap-2 bg-gradient-to-t from-ink/90 via-ink/70 to-transparent p-4 pt-12 text-white">
                <span className="font-display text-xl font-semibold">{benefit.title}</span>
                <span className="text-sm leading-snug opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-focus-visible:opacity-100 max-md:opacity-100">
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
