import { useId } from "react";
import { useFetcher } from "react-router";
import type { Product } from "~/catalogue/product";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/field";
import { Honeypot } from "~/ui/honeypot";
import { keptValues } from "~/forms/form-outcome";
import type { BackInStockOutcome } from "./back-in-stock-fields";

function said(outcome: BackInStockOutcome | undefined, product: Product) {
  switch (outcome?.status) {
    case "requested":
      return { ok: true, text: `Thanks! We'll email you when ${product.name} is back.` };
    case "invalid":
      return { ok: false, text: outcome.errors.email ?? "Please enter a valid email address." };
    case "failed":
      return { ok: false, text: "We couldn't save your request. Please try again." };
    case "rejected":
      return { ok: false, text: outcome.message };
    default:
      return null;
  }
}

/**
 * "Notify me when it's back" on a sold-out product: an email field posted to /back-in-stock (in
 * place with JavaScript, the answer page without). Asking is the shopper's consent to that one
 * email, so it is kept whatever their marketing choice.
 */
export function NotifyMeForm({
  product,
  pageOutcome,
}: {
  product: Product;
  pageOutcome?: BackInStockOutcome;
}) {
  const fetcher = useFetcher<BackInStockOutcome>();
  const outcome = fetcher.state === "idle" ? (fetcher.data ?? pageOutcome) : undefined;
  const message = said(outcome, product);
  const id = useId();
  return (
    // The store checks the address and says what is wrong, in the shop's words.
    <fetcher.Form
      method="post"
      action="/back-in-stock"
      noValidate
      className="mt-4 flex flex-col gap-3"
    >
      <input type="hidden" name="slug" value={product.slug} />
      <Honeypot />
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={320}
        label="Notify me when it's back"
        defaultValue={keptValues(outcome)?.email ?? ""}
        error={message && !message.ok && outcome?.status === "invalid" ? message.text : undefined}
      />
      <Button type="submit" disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? "Sending…" : "Notify me"}
      </Button>
      <p role="status" className="min-h-6 text-sm font-medium empty:min-h-0">
        {message && (message.ok || outcome?.status !== "invalid") ? message.text : null}
      </p>
      <p className="text-xs text-ink-soft">
        We'll use your email only to tell you this product is back in stock.
      </p>
    </fetcher.Form>
  );
}
