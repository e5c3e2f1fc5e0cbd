import type { Highlight } from "~/content/product-page";

export function ProductHighlights({ highlights }: { highlights: readonly Highlight[] }) {
  return (
    <section aria-label="Why shoppers choose it" className="bg-mist">
      <ul className="mx-auto grid max-w-7xl gap-4 px-4 py-12 sm:px-6 md:grid-cols-3">
        {highlights.map((highlight) => (
          <li key={highlight.title} className="rounded-2xl bg-surface p-6 text-center shadow-sm">
            <h3 className="font-sans text-lg font-semibold">{highlight.title}</h3>
            <p className="mt-2 text-ink-soft">{highlight.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
