import type { Policy } from "~/content/policy";
import { ArticleBody } from "./article-body";
import { BackLink } from "./back-link";

/**
 * A policy with numbered sections; each section has an anchor for deep links. `effectiveDate` is
 * the policy's date as shown ("February 20, 2025").
 */
export function PolicyPage({ policy, effectiveDate }: { policy: Policy; effectiveDate: string }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <BackLink to="/">Back to Home</BackLink>
      <h1 className="mt-4 text-4xl font-semibold sm:text-5xl">{policy.title}</h1>
      <p className="mt-3 text-sm font-semibold text-leaf">
        Effective date: <time dateTime={policy.effectiveDate}>{effectiveDate}</time>
      </p>
      <p className="mt-6 text-lg leading-relaxed text-ink-soft">{policy.intro}</p>
      <nav aria-label="Sections" className="mt-8 rounded-2xl bg-mist p-5">
        <ol className="grid gap-1 sm:grid-cols-2">
          {policy.sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-11 items-center text-sm font-medium hover:underline"
              >
                {index + 1}. {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <ol className="mt-10 space-y-10">
        {policy.sections.map((section, index) => (
          <li key={section.id} id={section.id} className="scroll-mt-6">
            <section aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`} className="text-2xl font-semibold">
                {index + 1}. {section.heading}
              </h2>
              <div className="mt-4">
                <ArticleBody body={section.body} />
              </div>
            </section>
          </li>
        ))}
      </ol>
    </article>
  );
}
