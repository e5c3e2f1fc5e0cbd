import { env } from "~/env.server";
import type { SubscribeOutcome } from "~/newsletter/subscribe-fields";
import { refused, type FormWrite } from "~/guard/form-write.server";
import { bodyField } from "~/guard/request-body.server";
import { writeOnce } from "~/guard/idempotent-write.server";
import { guardWrite, shopForm, type WriteContext } from "~/guard/write-guard.server";
import { signUp, type SubscribeResult } from "./subscribe-service.server";
import { validateSubscribe } from "~/newsletter/subscribe-fields";

/** The page the shopper signed up on (Klaviyo records it with the consent): this site's only. */
function signUpPage(request: Request): string | undefined {
  const referer = request.headers.get("referer");
  if (!referer || !URL.canParse(referer)) return undefined;
  const page = new URL(referer);
  if (page.origin !== new URL(request.url).origin) return undefined;
  return `${new URL(env().SITE_URL).origin}${page.pathname}`;
}

const typed = (value: unknown) => ({ email: typeof value === "string" ? value : "" });

/** A sign-up whose honeypot was filled: checked like any other, never stored. */
function trappedSignUp(email: unknown): SubscribeResult {
  const checked = validateSubscribe({ email });
  return checked.ok
    ? { status: "subscribed", email: checked.value.email }
    : { status: "invalid", error: checked.errors.email ?? "Please enter a valid email address." };
}

/** The one way an email sign-up is written: the sign-up form's action and the JSON API. */
export async function writeSignUp(
  request: Request,
  context: WriteContext,
): Promise<FormWrite<SubscribeOutcome>> {
  const guarded = await guardWrite(request, context, shopForm("subscribe"));
  if (!guarded.ok) return refused(guarded, guarded.body && typed(bodyField(guarded.body, "email")));
  const email = bodyField(guarded.body, "email");
  const keyed = { kind: "sign-up" as const, request, posted: guarded.body.value, fields: email };
  return writeOnce<SubscribeOutcome>(
    keyed,
    async () => {
      // A trapped post is checked and answered like any other; it is only never stored.
      const result = guarded.trapped
        ? trappedSignUp(email)
        : await signUp(email, "website", { pageUrl: signUpPage(request) });
      switch (result.status) {
        case "subscribed":
          return { outcome: { status: "subscribed" }, status: 201 };
        case "invalid":
          return {
            outcome: { status: "invalid", errors: { email: result.error }, values: typed(email) },
            status: 422,
          };
        case "failed":
          return { outcome: { status: "failed", values: typed(email) }, status: 503 };
      }
    },
    ({ message, status }) => ({
      outcome: { status: "rejected", message, values: typed(email) },
      status,
    }),
  );
}
