import { createCookie } from "react-router";
import { env } from "~/env.server";
import { optOutCookieName } from "./marketing-choice";

const oneYear = 365 * 24 * 60 * 60;
// Readable by the page's own script (not HttpOnly), which checks it again before Klaviyo loads;
// it holds no secret, only the choice.
const options = { path: "/", sameSite: "lax", httpOnly: false, maxAge: oneYear } as const;
const plain = createCookie(optOutCookieName, options);
const secure = createCookie(optOutCookieName, { ...options, secure: true });

function cookieFor(request: Request) {
  return env().FORCE_HTTPS || new URL(request.url).protocol === "https:" ? secure : plain;
}

/** Set-Cookie for the shopper's choice: the opt-out kept for a year, or the cookie removed. */
export function optOutSetCookie(request: Request, optOut: boolean): Promise<string> {
  const cookie = cookieFor(request);
  return optOut ? cookie.serialize("1") : cookie.serialize("", { maxAge: 0, expires: new Date(0) });
}
