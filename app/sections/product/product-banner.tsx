/** Full-width background-image banner; fixed background on desktop, scroll parallax on touch. */
export function ProductBanner({ headline, paragraph }: { headline: string; paragraph: string }) {
  return (
    <section
      data-parallax
      className="relative isolate bg-[url('/images/banner-botanicals.svg')] bg-cover bg-center md:bg-fixed"
    >
      <div className="bg-ink/70">
        <div className="mx-auto max-w-3xl px-4 py-20 text-center text-white sm:px-6">
          <h2 className="text-3xl font-semibold sm:text-4xl">{headline}</h2>
          <p className="mt-4 text-lg text-white/90">{paragraph}</p>
        </div>
      </div>
    </section>
  );
}
