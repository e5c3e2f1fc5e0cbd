import { createCookie, type Cookie } from "react-router";
import { env } from "~/env.server";

const twoWeeks = 14 * 24 * 60 * 60;
const options = { path: "/", sameSite: "lax", httpOnly: true, maxAge: twoWeeks } as const;

function pair(name: string) {
  return {
    plain: createCookie(name, options),
    secure: createCookie(name, { ...options, secure: true }),
  };
}

// Shopify's cart id, and the demo cart's lines: read only by the server, never by a script.
const cartId = pair("cart");
const demoLines = pair("demo_cart");

function cookieFor(request: Request, cookies: { plain: Cookie; secure: Cookie }): Cookie {
  return env().FORCE_HTTPS || new URL(request.url).protocol === "https:"
    ? cookies.secure
    : cookies.plain;
}

async function readCookie(request: Request, cookies: { plain: Cookie; secure: Cookie }) {
  try {
    return (await cookieFor(request, cookies).parse(request.headers.get("cookie"))) as unknown;
  } catch {
    return null;
  }
}

/** The Shopify cart id this browser holds, if any. */
export async function cartIdOf(request: Request): Promise<string | null> {
  const value = await readCookie(request, cartId);
  return typeof value === "string" && value.length <= 500 ? value : null;
}

/** Set-Cookie keeping a Shopify cart id (or dropping it, for a cart Shopify no longer has). */
export function cartIdCookie(request: Request, id: string | null): Promise<string> {
  const cookie = cookieFor(request, cartId);
  return id ? cookie.serialize(id) : cookie.serialize("", { maxAge: 0, expires: new Date(0) });
}

/** The demo cart's stored lines as they were written (parsed defensively by the caller). */
export async function demoLinesOf(request: Request): Promise<unknown> {
  return readCookie(request, demoLines);
}

export function demoLinesCookie(request: Request, lines: unknown): Promise<string> {
  return cookieFor(request, demoLines).serialize(lines);
}
