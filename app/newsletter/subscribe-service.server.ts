import { database } from "~/db/connection.server";
import { validateSubscribe } from "~/forms/subscribe";
import { subscribe } from "./subscribers.server";
import { errorSummary, logger } from "~/lib/logger.server";

export type SubscribeResult =
  | { status: "subscribed"; email: string }
  | { status: "invalid"; error: string }
  | { status: "failed" };

export async function signUp(email: unknown, source: string): Promise<SubscribeResult> {
  const checked = validateSubscribe({ email });
  if (!checked.ok)
    return {
      status: "invalid",
      error: checked.errors.email ?? "Please enter a valid email address.",
    };
  try {
    await subscribe((await database()).db, checked.value.email, source);
    return { status: "subscribed", email: checked.value.email };
  } catch (error) {
    logger.error({ event: "signup_not_stored", ...errorSummary(error) });
    return { status: "failed" };
  }
}
