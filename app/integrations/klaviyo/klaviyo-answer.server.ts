import type { DeliveryOutcome } from "~/outbox/outbox.server";
import { parseRetryAfter } from "~/outbox/retry-schedule";

/** The Klaviyo API revision the requests are written for (Klaviyo supports each for two years). */
export const klaviyoRevision = "2026-04-15";

/**
 * A JSON:API error answer as a reason: the status, and each error's code and the field it points at
 * (Klaviyo's `detail` may quote the address, so it is left out).
 */
async function refusal(response: Response): Promise<string> {
  let details: string[] = [];
  try {
    const body = (await response.json()) as {
      errors?: { code?: unknown; source?: { pointer?: unknown } }[];
    };
    details = (body.errors ?? [])
      .slice(0, 3)
      .map((error) =>
        [error.code, error.source?.pointer]
          .filter(
            (part): part is string => typeof part === "string" && /^[\w/.-]{1,120}$/.test(part),
          )
          .join(" at "),
      );
  } catch {
    // not JSON: the status says enough
  }
  const said = details.filter(Boolean).join(", ");
  return `Klaviyo HTTP ${response.status}${said ? ` (${said})` : ""}`;
}

/** What Klaviyo's answer means for the delivery: 2xx sent; 408, 429 and 5xx later; other 4xx never. */
export async function subscriptionOutcome(response: Response): Promise<DeliveryOutcome> {
  if (response.ok) return { status: "sent" };
  const reason = await refusal(response);
  if (response.status === 408 || response.status === 429 || response.status >= 500) {
    return {
      status: "retry",
      reason,
      retryAfterMs: parseRetryAfter(response.headers.get("retry-after")),
    };
  }
  return { status: "failed", reason };
}

/** A request that never reached Klaviyo: tried again later, named by its error code. */
export function klaviyoUnreachable(error: unknown): DeliveryOutcome {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  const code = typeof cause?.code === "string" ? cause.code : (error as Error).name;
  return { status: "retry", reason: `Klaviyo unreachable (${code})` };
}
