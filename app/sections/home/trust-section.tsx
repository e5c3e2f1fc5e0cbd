import { FlaskConical, Leaf, Sprout } from "lucide-react";
import { site } from "~/config/site";

const promises = [
  {
    icon: FlaskConical,
    title: "Tested For Potency",
    text: "Every batch is checked so what is on the label is what is in the bottle.",
  },
  {
    icon: Sprout,
    title: "Formulated With Experience",
    text: "25+ years of botanical experts behind every formula we make.",
  },
  {
    icon: Leaf,
    title: "Vegetable Capsules",
    text: "Vegan-friendly capsules made from plant cellulose, never gelatin.",
  },
];

/** The about/trust section; the footer's About Us link lands here. */
export function TrustSection() {
  return (
    <section id="about" aria-labelledby="about-heading" className="scroll-mt-4 bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <div className="max-w-2xl">
          <h2 id="about-heading" className="text-3xl font-semibold sm:text-4xl">
            About {site.brandName}
          </h2>
          <p className="mt-4 text-lg text-ink-soft">
            We make herbal supplements the way we would want them made for our own families: whole
            botanicals, honest labels and small batches, shipped from the United States.
          </p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {promises.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-line bg-canvas p-6">
              <Icon aria-hidden="true" className="size-8 text-leaf" />
              <h3 className="mt-4 font-sans text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-ink-soft">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
