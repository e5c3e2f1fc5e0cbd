export function FeatureBlock({
  heading,
  paragraphs,
}: {
  heading: string;
  paragraphs: readonly string[];
}) {
  return (
    <section aria-labelledby="feature-heading" className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <h2 id="feature-heading" className="text-3xl font-semibold sm:text-4xl">
        {heading}
      </h2>
      <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink-soft">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
