import { Mail } from "lucide-react";
import { Button } from "~/components/ui/button";

/** 'Subscribe to our emails': the shared section above the footer. */
export function SubscribeBlock() {
  return (
    <section aria-labelledby="subscribe-heading" className="mx-auto max-w-7xl px-4 pt-12 sm:px-6">
      <div className="rounded-3xl bg-leaf-strong px-6 py-10 text-white sm:px-12">
        <Mail aria-hidden="true" className="size-8 text-lime" />
        <h2 id="subscribe-heading" className="mt-3 text-3xl font-semibold">
          Subscribe to our emails
        </h2>
        <p className="mt-2 max-w-xl text-white/90">
          New formulas, seasonal wellness guides and members-only offers. No spam, unsubscribe any
          time.
        </p>
        <form
          method="post"
          action="/api/subscribe"
          className="mt-6 flex max-w-lg flex-col gap-3 sm:flex-row"
        >
          <label htmlFor="subscribe-email" className="sr-only">
            Email address
          </label>
          <input
            id="subscribe-email"
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
            className="min-h-12 flex-1 rounded-full border-0 bg-white px-5 text-base text-ink placeholder:text-ink-soft"
          />
          <Button type="submit" className="min-h-12 bg-lime text-ink hover:bg-lime-soft">
            Subscribe
          </Button>
        </form>
      </div>
    </section>
  );
}
