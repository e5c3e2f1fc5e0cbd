import { readContactForm, type ContactOutcome } from "~/contact/contact-fields";
import { refused, type FormWrite } from "~/guard/form-write.server";
import { writeOnce } from "~/guard/idempotent-write.server";
import { guardWrite, shopForm, type WriteContext } from "~/guard/write-guard.server";
import { sendContactMessage } from "./contact-service.server";

/** The one way a contact message is written: the contact page's action and the JSON API. */
export async function writeContactMessage(
  request: Request,
  context: WriteContext,
): Promise<FormWrite<ContactOutcome> & { id?: number }> {
  const guarded = await guardWrite(request, context, shopForm("contact"));
  if (!guarded.ok) return refused(guarded, guarded.body && readContactForm(guarded.body.value));
  const values = readContactForm(guarded.body.value);
  const keyed = { kind: "contact" as const, request, posted: guarded.body.value, fields: values };
  const write = await writeOnce<ContactOutcome & { id?: number }>(
    keyed,
    async () => {
      // A trapped post is checked and answered like any other; it is only never stored.
      const result = await sendContactMessage(values, undefined, { trapped: guarded.trapped });
      switch (result.status) {
        case "sent":
          return { outcome: { status: "sent", id: result.id }, status: 201 };
        case "invalid":
          return { outcome: { status: "invalid", errors: result.errors, values }, status: 422 };
        case "failed":
          return { outcome: { status: "failed", values }, status: 503 };
      }
    },
    ({ message, status }) => ({ outcome: { status: "rejected", message, values }, status }),
  );
  // The message's id goes to the JSON API's answer, never into the page's outcome.
  const { id, ...outcome } = write.outcome as ContactOutcome & { id?: number };
  return { ...write, outcome: outcome as ContactOutcome, id };
}
