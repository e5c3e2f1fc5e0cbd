import { sql } from "drizzle-orm";
import { newsletterSubscribers } from "~/db/schema.server";
import { validateSubscribe } from "~/newsletter/subscribe-fields";
import { enqueue } from "~/outbox/outbox.server";
import { outboxWriter, type OutboxWriter } from "~/outbox/outbox-writer.server";
import { subscribe } from "./subscribers.server";
import { errorSummary, logger } from "~/lib/logger.server";

export type SubscribeResult =
  | { status: "subscribed"; email: string }
  | { status: "invalid"; error: string }
  | { status: "failed" };

export interface SignUpDetails {
  /** The page the visitor signed up on (absolute URL), recorded with the consent. */
  pageUrl?: string;
}

/** Only an http(s) address is recorded as the sign-up's page. */
function pageUrlOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Stores a sign-up and, in the same transaction when a Klaviyo list is configured, its subscription
 * to that list in the outbox. Signing up again asks again: the list subscription is sent again.
 */
export async function signUp(
  email: unknown,
  source: string,
  details: SignUpDetails = {},
  dependencies: OutboxWriter = outboxWriter("klaviyo-subscription"),
): Promise<SubscribeResult> {
  const checked = validateSubscribe({ email });
  if (!checked.ok)
    return {
      status: "invalid",
      error: checked.errors.email ?? "Please enter a valid email address.",
    };
  const address = checked.value.email;
  try {
    const db = await dependencies.db();
    const sendsToList = dependencies.sends();
    await db.transaction(async (tx) => {
      await subscribe(tx, address, source);
      if (!sendsToList) return;
      const [subscriber] = await tx
        .select({ id: newsletterSubscribers.id })
        .from(newsletterSubscribers)
        .where(sql`lower(${newsletterSubscribers.email}) = lower(${address})`);
      await enqueue(tx, "klaviyo-subscription", {
        subscriberId: subscriber!.id,
        consentedAt: new Date().toISOString(),
        pageUrl: pageUrlOf(details.pageUrl),
      });
    });
  } catch (error) {
    logger.error({ event: "signup_not_stored", ...errorSummary(error) });
    return { status: "failed" };
  }
  dependencies.wake();
  return { status: "subscribed", email: address };
}
