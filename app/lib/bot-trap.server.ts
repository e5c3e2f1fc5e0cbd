import { honeypotFilled } from "~/forms/honeypot";
import { logger } from "./logger.server";

/** True (and logged) when a submission filled the honeypot: it is answered as if stored, and dropped. */
export function caughtInTrap(form: string, source: FormData | Record<string, unknown>): boolean {
  if (!honeypotFilled(source)) return false;
  logger.warn({ event: "rejected", reason: "honeypot", form });
  return true;
}
