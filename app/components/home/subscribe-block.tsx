import { Mail } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Honeypot } from "~/components/ui/honeypot";
import { honeypotField, honeypotValue } from "~/forms/honeypot";
import { postJson } from "~/lib/post-json";

export const subscribedMessage = "Thanks for subscribing! Look out for our next email.";
export const subscribeFailedMessage = "Sorry, we couldn't sign you up just now. Please try again.";

type Message = { ok: boolean; text: string } | undefined;

/**
 * 'Subscribe to our emails': the shared section above the footer. With JavaScript it posts to
 * /api/subscribe in place; without, the browser posts the form and comes back with ?subscribe=.
 */
export function SubscribeBlock() {
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<Message>(() => {
    const status = searchParams.get("subscribe");
    if (!status) return undefined;
    return status === "subscribed"
      ? { ok: true, text: subscribedMessage }
      : { ok: false, text: subscribeFailedMessage };
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    const result = await postJson("/api/subscribe", {
      email,
      [honeypotField]: honeypotValue(event.currentTarget),
    });
    setSubmitting(false);
    if (result.ok) {
      setEmail("");
      setMessage({ ok: true, text: subscribedMessage });
    } else {
      console.error("Sign-up failed:", result.status, result.error);
      const text =
        result.fields.email ?? (result.status === 429 ? result.error : subscribeFailedMessage);
      setMessage({ ok: false, text });
    }
  };

  return (
    <section
      id="subscribe"
      aria-labelledby="subscribe-heading"
      className="mx-auto max-w-7xl scroll-mt-4 px-4 pt-12 sm:px-6"
    >
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
          onSubmit={onSubmit}
          className="relative mt-6 flex max-w-lg flex-col gap-3 sm:flex-row"
        >
          <Honeypot />
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
        </form>
        <p role="status" className="mt-3 min-h-6 text-sm font-medium">
          {message ? (
            <span className={message.ok ? "text-lime" : "text-red-200"}>{message.text}</span>
          ) : null}
        </p>
      </div>
    </section>
  );
}
