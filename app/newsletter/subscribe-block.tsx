import { Mail } from "lucide-react";
import { useEffect, useEffectEvent, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { Button } from "~/ui/button";
import { Honeypot } from "~/ui/honeypot";
import { IdempotencyKeyField } from "~/ui/idempotency-key-field";
import { keptValues } from "~/forms/form-outcome";
import type { SubscribeOutcome } from "~/newsletter/subscribe-fields";

const subscribedMessage = "Thanks for subscribing! Look out for our next email.";
const subscribeFailedMessage = "Sorry, we couldn't sign you up just now. Please try again.";

function outcomeMessage(outcome: SubscribeOutcome | undefined) {
  switch (outcome?.status) {
    case undefined:
      return undefined;
    case "subscribed":
      return { ok: true, text: subscribedMessage };
    case "invalid":
      return { ok: false, text: outcome.errors.email ?? subscribeFailedMessage };
    case "rejected":
      return { ok: false, text: outcome.message };
    case "failed":
      return { ok: false, text: subscribeFailedMessage };
  }
}

/**
 * 'Subscribe to our emails': the shared section above the footer. It posts to the sign-up action
 * (/subscribe): with JavaScript by a fetcher, answered in place; without, the browser lands on the
 * sign-up page with the answer.
 */
export function SubscribeBlock({ headingLevel = "h2" }: { headingLevel?: "h1" | "h2" }) {
  const Heading = headingLevel;
  const fetcher = useFetcher<SubscribeOutcome>();
  const pageOutcome = useActionData<SubscribeOutcome | undefined>();
  const [email, setEmail] = useState(() => keptValues(pageOutcome)?.email ?? "");
  const submitting = fetcher.state !== "idle";
  const message = outcomeMessage(submitting ? undefined : (fetcher.data ?? pageOutcome));

  const answered = useEffectEvent((outcome: SubscribeOutcome) => {
    if (outcome.status !== "subscribed") return;
    setEmail("");
  });
  useEffect(() => {
    // The answer comes from the router (outside React): reacting to it here is what effects are for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (fetcher.data) answered(fetcher.data);
  }, [fetcher.data]);

  return (
    <section
      id="subscribe"
      aria-labelledby="subscribe-heading"
      className="mx-auto max-w-7xl scroll-mt-4 px-4 pt-12 sm:px-6"
    >
      <div className="rounded-3xl bg-leaf-strong px-6 py-10 text-white sm:px-12">
        <Mail aria-hidden="true" className="size-8 text-lime" />
        <Heading id="subscribe-heading" className="mt-3 text-3xl font-semibold">
          Subscribe to our emails
        </Heading>
        <p className="mt-2 max-w-xl text-white/90">
          New formulas, seasonal wellness guides and members-only offers. No spam, unsubscribe any
          time.
        </p>
        <fetcher.Form
          method="post"
          action="/subscribe"
          onSubmit={(event) => {
            if (submitting) event.preventDefault();
          }}
          className="relative mt-6 flex max-w-lg flex-col gap-3 sm:flex-row"
        >
          <Honeypot />
          <IdempotencyKeyField renewOn={fetcher.data} />
          <label htmlFor="subscribe-email" className="sr-only">
            Email address
          </label>
          <input
            id="subscribe-email"
            type="email"
            name="email"
            required
            maxLength={254}
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className="min-h-12 flex-1 rounded-full border-0 bg-white px-5 text-base text-ink placeholder:text-ink-soft"
          />
          <Button type="submit" disabled={submitting} variant="lime" size="large">
            {submitting ? "Subscribing..." : "Subscribe"}
          </Button>
        </fetcher.Form>
        <p role="status" className="mt-3 min-h-6 text-sm font-medium">
          {message ? (
            <span className={message.ok ? "text-lime" : "text-red-200"}>{message.text}</span>
          ) : null}
        </p>
      </div>
    </section>
  );
}
