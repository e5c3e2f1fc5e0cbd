import { useRef, useState, type FormEvent } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { contactLimits, validateContact, type ContactField } from "~/forms/contact";
import type { FieldErrors } from "~/forms/field-errors";

export const contactSentMessage = "Thanks! Your message has been sent.";
export const contactFailedMessage =
  "Sorry, there was an error sending your message. Please try again.";

export type ContactActionResult =
  | { status: "sent" }
  | { status: "invalid"; errors: FieldErrors<ContactField>; values: Record<ContactField, string> }
  | { status: "failed"; message: string; values: Record<ContactField, string> };

const empty: Record<ContactField, string> = { name: "", email: "", phone: "", message: "" };

export function ContactForm() {
  const result = useActionData<ContactActionResult>();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";
  const [values, setValues] = useState(() =>
    result && result.status !== "sent" ? result.values : empty,
  );
  const [errors, setErrors] = useState<FieldErrors<ContactField>>(() =>
    result?.status === "invalid" ? result.errors : {},
  );
  const formRef = useRef<HTMLFormElement>(null);

  // A new action result clears the form after a send and shows the server's field errors.
  const [seenResult, setSeenResult] = useState(result);
  if (result !== seenResult) {
    setSeenResult(result);
    if (result?.status === "sent") setValues(empty);
    setErrors(result?.status === "invalid" ? result.errors : {});
  }

  const update = (field: ContactField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const checked = validateContact(values);
    if (checked.ok) return;
    event.preventDefault();
    setErrors(checked.errors);
    const first = Object.keys(checked.errors)[0];
    formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  return (
    <Form
      method="post"
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5"
    >
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
        {result?.status === "sent" && !submitting ? (
          <p
            role="status"
            className="rounded-xl bg-lime-soft px-4 py-3 font-medium text-leaf-strong"
          >
            {contactSentMessage}
          </p>
        ) : null}
        {result?.status === "failed" && !submitting ? (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-medium text-danger">
            {result.message}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={submitting} className="self-start">
        {submitting ? "Sending..." : "Send Message"}
      </Button>
    </Form>
  );
}
