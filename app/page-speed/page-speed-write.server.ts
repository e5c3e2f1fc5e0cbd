import { database } from "~/db/connection.server";
import { rawBody } from "~/guard/request-body.server";
import { guardWrite, type WriteContext, type WritePolicy } from "~/guard/write-guard.server";
import { errorSummary, logger } from "~/lib/logger.server";
import { storeBeacon } from "./page-speed.server";
import { parseBeacon } from "./page-speed-terms";

/** Largest page-speed report taken: one page view's kind, device and five numbers fit in far less. */
const maxBeaconBytes = 2 * 1024;

/**
 * A page-speed report's policy: from this site only, at most 2 KB (any type: `sendBeacon` posts
 * text), and its own per-client budget.
 */
const beaconPolicy: WritePolicy<undefined, Uint8Array<ArrayBuffer>> = {
  name: "page-speed",
  method: { message: "Page speed is reported with POST.", allow: "POST" },
  sameSite: { message: "Page speed can only be reported from this website." },
  body: rawBody(maxBeaconBytes),
  rateLimit: "page-speed",
};

const answer = (status: number, message?: string, headers?: Record<string, string>) =>
  new Response(message ?? null, {
    status,
    headers: { ...(message ? { "Content-Type": "text/plain; charset=utf-8" } : {}), ...headers },
  });

/**
 * Takes one page view's speed report through the write guard and stores what it measured, and
 * nothing of who sent it: no address, cookie or identifier. A shopper who opted out (`optedOut`,
 * decided by the caller from Global Privacy Control or the opt-out cookie) is never stored.
 */
export async function receiveBeacon(
  request: Request,
  context: WriteContext,
  { optedOut }: { optedOut: boolean },
): Promise<Response> {
  const guarded = await guardWrite(request, context, beaconPolicy);
  if (!guarded.ok) {
    const { status, message, headers } = guarded.rejection;
    return answer(status, message, headers);
  }
  if (optedOut) return answer(204);
  let beacon;
  try {
    beacon = parseBeacon(JSON.parse(new TextDecoder().decode(guarded.body)));
  } catch {
    beacon = undefined;
  }
  if (!beacon) return answer(422, "This is not a page-speed report.");
  try {
    await storeBeacon((await database()).db, beacon);
  } catch (error) {
    logger.error({ event: "page_speed_not_stored", ...errorSummary(error) });
    return answer(503, "Page speed cannot be stored right now.", { "Retry-After": "60" });
  }
  return answer(204);
}
