import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from "react";
import { useActionData, useFetcher } from "react-router";
import { Button } from "~/ui/button";
import { TextAreaField, TextField } from "~/ui/field";
import { Honeypot } from "~/ui/honeypot";
import { IdempotencyKeyField } from "~/ui/idempotency-key-field";
import {
  contactLimits,
  validateContact,
  type ContactField,
  type ContactOutcome,
  type ContactValues,
} from "~/contact/contact-fields";
import type { FieldErrors } from "~/forms/field-errors";
import { keptValues } from "~/forms/form-outcome";

const contactSentMessage = "Thanks! Your message has been sent.";
const contactFailedMessage = "Sorry, there was an error sending your message. Please try again.";

const empty: ContactValues = { name: "", email: "", phone: "", message: "" };

/** The line shown under the form for an answer (none while nothing was sent). */
function outcomeMessage(outcome: ContactOutcome | undefined) {
  if (!outcome || outcome.status === "invalid") return undefined;
  if (outcome.status === "sent") return { ok: true, text: contactSentMessage };
  return {
    ok: false,
    text: outcome.status === "rejected" ? outcome.message : contactFailedMessage,
  };
}

/**
 * The form's values and errors as the shopper types (the page's answer without JavaScript fills
 * them first), what each field takes from them, and the showing and clearing of errors.
 */
function useContactFields(pageOutcome: ContactOutcome | undefined) {
  const [values, setValues] = useState<ContactValues>(() => keptValues(pageOutcome) ?? empty);
  const [errors, setErrors] = useState<FieldErrors<ContactField>>(() =>
    pageOutcome?.status === "invalid" ? pageOutcome.errors : {},
  );
  const formRef = useRef<HTMLFormElement>(null);

  const update = (field: ContactField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** What every field of the form has: its id and name, limit, value, change handler and error. */
  const field = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    maxLength: contactLimits[name],
    value: values[name],
    onChange: update(name),
    error: errors[name],
  });

  /** Shows the errors and focuses the first field with one. */
  const showErrors = (fieldErrors: FieldErrors<ContactField>) => {
    setErrors(fieldErrors);
    const first = Object.keys(fieldErrors)[0];
    formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  /** Empties the form once the message is sent. */
  const clear = () => {
    setValues(empty);
    setErrors({});
  };

  return { values, formRef, field, showErrors, clear };
}

/** The line under the form: thanks once sent, or what went wrong. */
function ContactOutcomeLine({ message }: { message: ReturnType<typeof outcomeMessage> }) {
  return (
    <div aria-live="polite" className="min-h-6">
      {message?.ok ? (
        <p role="status" className="rounded-xl bg-lime-soft px-4 py-3 font-medium text-leaf-strong">
          {message.text}
        </p>
      ) : null}
      {message && !message.ok ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-medium text-danger">
          {message.text}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The contact form, posted to the contact page's action: with JavaScript by a fetcher (checked in
 * the browser first with the action's own schema, answered in place), without by the browser.
 */
export function ContactForm() {
  const fetcher = useFetcher<ContactOutcome>();
  const pageOutcome = useActionData<ContactOutcome>();
  const { values, formRef, field, showErrors, clear } = useContactFields(pageOutcome);
  const submitting = fetcher.state !== "idle";
  const message = outcomeMessage(submitting ? undefined : (fetcher.data ?? pageOutcome));

  const answered = useEffectEvent((outcome: ContactOutcome) => {
    if (outcome.status === "sent") {
      clear();
      return;
    }
    console.error("Contact message failed:", outcome.status);
    if (outcome.status === "invalid") showErrors(outcome.errors);
  });
  useEffect(() => {
    // The answer comes from the router (outside React): reacting to it here is what effects are for.
    if (fetcher.data) answered(fetcher.data);
  }, [fetcher.data]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const checked = validateContact(values);
    if (submitting || !checked.ok) event.preventDefault();
    if (!checked.ok) showErrors(checked.errors);
  };

  return (
    <fetcher.Form
      method="post"
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      className="relative flex flex-col gap-5"
    >
      <Honeypot />
      <IdempotencyKeyField renewOn={fetcher.data} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("name")} label="Name" autoComplete="name" required />
        <TextField {...field("email")} type="email" label="Email" autoComplete="email" required />
      </div>
      <TextField {...field("phone")} type="tel" label="Phone" optional autoComplete="tel" />
      <TextAreaField {...field("message")} label="Message" rows={5} required />
      <ContactOutcomeLine message={message} />
      <Button type="submit" disabled={submitting} className="self-start">
        {submitting ? "Sending..." : "Send Message"}
      </Button>
    </fetcher.Form>
  );
}
