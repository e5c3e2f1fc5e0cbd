import type { Route } from "./+types/faq";
import { BackLink } from "~/sections/content/back-link";
import { Accordion, AccordionItem } from "~/ui/accordion";
import { addressesFrom, withAddresses } from "~/config/store-addresses";
import { faq } from "~/content/faq";
import { useStoreAddresses } from "~/hooks/use-store-addresses";
import { jsonLd, pageMeta, siteUrlFrom } from "~/lib/seo";
import { Link } from "react-router";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: "Frequently Asked Questions",
    description:
      "Answers about ordering, shipping times, returns, age requirements, our products and how to reach us.",
    path: "/faq",
    siteUrl: siteUrlFrom(matches),
  }),
  jsonLd({
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faq.flatMap((entry) =>
      entry.items.map((item) => ({
        "@type": "Question",
        name: item.q,
        acceptedAnswer: { "@type": "Answer", text: withAddresses(item.a, addressesFrom(matches)) },
      })),
    ),
  }),
];

function slugify(text: string) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export default function Faq() {
  const addresses = useStoreAddresses();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <BackLink to="/">Back to Home</BackLink>
      <h1 className="mt-4 text-4xl font-semibold sm:text-5xl">Frequently Asked Questions</h1>
      <p className="mt-4 text-lg text-ink-soft">
        Quick answers about orders, shipping and our products. Open a question to read its answer.
      </p>
      {/* One accordion across every category, so only one answer is open at a time. */}
      <Accordion className="mt-10" divided={false}>
        {faq.map((entry) => (
          <section
            key={entry.category}
            aria-labelledby={`faq-${slugify(entry.category)}`}
            className="mb-10"
          >
            <h2 id={`faq-${slugify(entry.category)}`} className="mb-2 text-2xl font-semibold">
              {entry.category}
            </h2>
            <div className="divide-y divide-line border-y border-line">
              {entry.items.map((item) => (
                <AccordionItem key={item.q} title={item.q}>
                  <p>{withAddresses(item.a, addresses)}</p>
                </AccordionItem>
              ))}
            </div>
          </section>
        ))}
      </Accordion>
      <p className="rounded-2xl bg-mist p-6 text-ink-soft">
        {addresses.support ? (
          <>
            Still have questions? Email us at{" "}
            <a
              className="font-semibold text-leaf hover:underline"
              href={`mailto:${addresses.support}`}
            >
              {addresses.support}
            </a>{" "}
            and we'll reply within 1–2 business days.
          </>
        ) : (
          <>
            Still have questions? Send us a message from the{" "}
            <Link className="font-semibold text-leaf hover:underline" to="/contact">
              contact page
            </Link>{" "}
            and we'll reply within 1–2 business days. This is a demo store, so it has no email
            address yet.
          </>
        )}
      </p>
    </div>
  );
}
