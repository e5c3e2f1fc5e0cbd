import { readContactForm, type ContactOutcome } from "~/contact/contact-fields";
import { refused, type FormWrite } from "~/guard/form-write.server";
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
  // A trapped post is checked and answered like any other; it is only never stored.
  const result = await sendContactMessage(values, undefined, { trapped: guarded.trapped });
  switch (result.status) {
    case "sent":
      return { outcome: { status: "sent" }, status: 201, id: result.id };
    case "invalid":
      return { outcome: { status: "invalid", errors: result.errors, values }, status: 422 };
    case "failed":
      return { outcome: { status: "failed", values }, status: 503 };
  }
}
