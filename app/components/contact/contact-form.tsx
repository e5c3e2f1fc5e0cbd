import { useRef, useState, type FormEvent } from "react";
import { useActionData } from "react-router";
import { Button } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { honeypotField, honeypotValue } from "~/forms/honeypot";
import { contactLimits, validateContact, type ContactField } from "~/forms/contact";
import type { FieldErrors } from "~/forms/field-errors";
import { postJson } from "~/lib/post-json";

export const contactSentMessage = "Thanks! Your message has been sent.";
export const contactFailedMessage =
  "Sorry, there was an error sending your message. Please try again.";

/** What the contact page's action answers to a form posted without JavaScript. */
export type ContactActionResult =
  | { status: "sent" }
  | { status: "invalid"; errors: FieldErrors<ContactField>; values: Record<ContactField, string> }
  | { status: "failed"; message: string; values: Record<ContactField, string> };

type Outcome = { kind: "sent" } | { kind: "failed"; message: string } | undefined;

const empty: Record<ContactField, string> = { name: "", email: "", phone: "", message: "" };

/**
 * The contact form. With JavaScript it checks the fields, posts to /api/contact and shows the
 * outcome in place; without, the browser posts it to the contact page's action.
 */
export function ContactForm() {
  const pageResult = useActionData<ContactActionResult>();
  const [values, setValues] = useState(() =>
    pageResult && pageResult.status !== "sent" ? pageResult.values : empty,
  );
  const [errors, setErrors] = useState<FieldErrors<ContactField>>(() =>
    pageResult?.status === "invalid" ? pageResult.errors : {},
  );
  const [outcome, setOutcome] = useState<Outcome>(() =>
    pageResult?.status === "sent"
      ? { kind: "sent" }
      : pageResult?.status === "failed"
        ? { kind: "failed", message: pageResult.message }
        : undefined,
  );
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const update = (field: ContactField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (fieldErrors: FieldErrors<ContactField>) => {
    setErrors(fieldErrors);
    const first = Object.keys(fieldErrors)[0];
    formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const checked = validateContact(values);
    if (!checked.ok) return showErrors(checked.errors);
    setSubmitting(true);
    setOutcome(undefined);
    const result = await postJson("/api/contact", {
      ...values,
      [honeypotField]: honeypotValue(event.currentTarget),
    });
    setSubmitting(false);
    if (result.ok) {
      setValues(empty);
      setErrors({});
      setOutcome({ kind: "sent" });
      return;
    }
    console.error("Contact message failed:", result.status, result.error);
    if (result.status === 422) showErrors(result.fields);
    setOutcome({
      kind: "failed",
      message: result.status === 429 ? result.error : contactFailedMessage,
    });
  };

  return (
    <form
      method="post"
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      className="relative flex flex-col gap-5"
    >
      <Honeypot />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="contact-name"
          name="name"
          label="Name"
          autoComplete="name"
          required
          maxLength={contactLimits.name}
          value={values.name}
          onChange={update("name")}
          error={errors.name}
        />
        <TextField
          id="contact-email"
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          required
          maxLength={contactLimits.email}
          value={values.email}
          onChange={update("email")}
          error={errors.email}
        />
      </div>
      <TextField
        id="contact-phone"
        name="phone"
        type="tel"
        label="Phone"
        optional
        autoComplete="tel"
        maxLength={contactLimits.phone}
        value={values.phone}
        onChange={update("phone")}
        error={errors.phone}
      />
      <TextAreaField
        id="contact-message"
        name="message"
        label="Message"
        rows={5}
        required
        maxLength={contactLimits.message}
        value={values.message}
        onChange={update("message")}
        error={errors.message}
      />
      <div aria-live="polite" className="min-h-6">
        {outcome?.kind === "sent" ? (
          <p
            role="status"
            className="rounded-xl bg-lime-soft px-4 py-3 font-medium text-leaf-strong"
          >
            {contactSentMessage}
          </p>
        ) : null}
        {outcome?.kind === "failed" ? (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-medium text-danger">
            {outcome.message}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={submitting} className="self-start">
        {submitting ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
