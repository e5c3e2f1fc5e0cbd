import { Clock, Mail } from "lucide-react";
import { orFailed } from "~/forms/unreachable";
import type { Route } from "./+types/contact";
import { ContactForm } from "~/contact/contact-form";
import { writeContactMessage } from "~/contact/contact-write.server";
import { formAnswer, formPageHeaders } from "~/guard/form-write.server";
import { BackLink } from "~/sections/content/back-link";
import { site } from "~/config/site";
import { useStoreAddresses } from "~/hooks/use-store-addresses";
import { pageMeta, siteUrlFrom } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Contact Us",
    description: `Questions about an order or a product? Send the ${site.brandName} team a message; we reply within 1–2 business days.`,
    path: "/contact",
    siteUrl: siteUrlFrom(matches),
  });

export const headers: Route.HeadersFunction = formPageHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return formAnswer(await writeContactMessage(request, context));
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return orFailed(serverAction);
}

export default function Contact() {
  const addresses = useStoreAddresses();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <BackLink to="/">Back to Home</BackLink>
      <div className="mt-6 grid items-start gap-10 lg:grid-cols-2">
        <div>
          <img
            src="/images/contact-botanicals.svg"
            alt=""
            width={640}
            height={420}
            className="aspect-[32/21] w-full rounded-3xl object-cover"
          />
          <h1 className="mt-8 text-4xl leading-tight font-semibold sm:text-5xl">
            The path to wellness starts in nature.
          </h1>
          <p className="mt-4 text-lg text-ink-soft">
            Questions about an order, a product or how to fit herbs into your routine? Write to us
            and a real person on our team will answer.
          </p>
          <ul className="mt-6 space-y-3 text-ink-soft">
            <li className="flex items-center gap-3">
              <Clock aria-hidden="true" className="size-5 text-leaf" />
              We reply within 1–2 business days.
            </li>
            <li className="flex items-center gap-3">
              <Mail aria-hidden="true" className="size-5 shrink-0 text-leaf" />
              {addresses.orders ? (
                <span>
                  Orders:{" "}
                  <a
                    className="font-medium break-all text-leaf hover:underline"
                    href={`mailto:${addresses.orders}`}
                  >
                    {addresses.orders}
                  </a>
                </span>
              ) : (
                <span>
                  This is a demo store, so it has no email address yet: the form is the way to reach
                  us.
                </span>
              )}
            </li>
          </ul>
        </div>
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-heading" className="text-2xl font-semibold">
            Send us a message
          </h2>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
      </div>
    </div>
  );
}
