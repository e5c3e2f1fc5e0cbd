import { createHash, randomBytes, randomFillSync } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import type { Env } from "~/env.server";

/** Hosts the vendor scripts need, added to the policy only when the vendor is configured. */
export const klaviyoHosts = {
  script: ["https://static.klaviyo.com", "https://static-tracking.klaviyo.com"],
  connect: [
    "https://a.klaviyo.com",
    "https://fast.a.klaviyo.com",
    "https://static-forms.klaviyo.com",
  ],
  style: ["https://static.klaviyo.com", "https://static-forms.klaviyo.com"],
  img: ["https://static.klaviyo.com", "https://d3k81ch9hvuctc.cloudfront.net"],
  font: ["https://static.klaviyo.com", "https://static-forms.klaviyo.com"],
};

type NonceSource = (req: IncomingMessage, res: ServerResponse) => string;
type Directives = Record<string, (string | NonceSource)[]>;

// Express's response is the ServerResponse helmet hands us.
const responseNonce: NonceSource = (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`;

/** The Content-Security-Policy directives; the script nonce is each response's own. */
export function cspDirectives(env: Env): Directives {
  // The cart is the server's (Shopify's Cart API is called from the server): the browser loads
  // nothing from Shopify. Only Klaviyo's hosts are added, when it is configured.
  const klaviyo = Boolean(env.KLAVIYO_COMPANY_ID);
  const hosts = (klaviyoList: string[]) => (klaviyo ? klaviyoList : []);
  const directives: Directives = {
    "default-src": ["'self'"],
    // 'strict-dynamic' lets the vendor loaders our nonce'd scripts start run; the hosts serve
    // browsers that predate it.
    "script-src": ["'self'", responseNonce, "'strict-dynamic'", ...hosts(klaviyoHosts.script)],
    // Radix, sonner and the vendors' widgets position and theme themselves with inline styles.
    "style-src": ["'self'", "'unsafe-inline'", ...hosts(klaviyoHosts.style)],
    "img-src": ["'self'", "data:", ...hosts(klaviyoHosts.img)],
    "font-src": ["'self'", ...hosts(klaviyoHosts.font)],
    "connect-src": ["'self'", ...hosts(klaviyoHosts.connect)],
    "frame-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "manifest-src": ["'self'"],
  };
  if (env.FORCE_HTTPS) directives["upgrade-insecure-requests"] = [];
  return directives;
}

export const permissionsPolicy = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

declare module "express-serve-static-core" {
  interface Locals {
    cspNonce: string;
  }
}

/** What stays reachable over plain HTTP from this machine under FORCE_HTTPS. */
const localPlainPaths = /^\/(healthz|readyz|internal\/owner\/[^/]+)$/;

/** The client address (through a trusted proxy, the original client's) is this machine. */
function fromLoopback(req: Request): boolean {
  const address = req.ip ?? "";
  return /^(127\.|::1$|::ffff:127\.)/.test(address);
}

/**
 * Where plain-HTTP requests are redirected under FORCE_HTTPS: the configured site's host over
 * https, never a host taken from the request (a forged Host header must not pick the target).
 */
export function httpsRedirectTarget(env: Pick<Env, "SITE_URL">, originalUrl: string): string {
  const { host } = new URL(env.SITE_URL);
  // "//evil.example" as a path must stay a path on this host.
  const path = originalUrl.startsWith("/") ? originalUrl.replace(/^\/+/, "/") : `/${originalUrl}`;
  return `https://${host}${path}`;
}

/**
 * The security headers every response carries (the CSP's script nonce is `res.locals.cspNonce`), as
 * a middleware of Node's own request and response: Express mounts it in `securityHeaders`, and the
 * answers served ahead of Express (server/fast-path.ts, app/reviews/review-list-handler.server.ts)
 * call it directly. helmet works them out once, at start, with a marker for the nonce; each
 * response gets that list with its own nonce in place of the marker.
 */
export function responseHeaders(env: Env) {
  const policies = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(env) },
    strictTransportSecurity: env.FORCE_HTTPS
      ? { maxAge: 63_072_000, includeSubDomains: true, preload: true }
      : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    frameguard: { action: "deny" },
    // Klaviyo's forms are cross-origin resources we embed.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-origin" },
  });
  const marker = `nonce${randomBytes(12).toString("hex")}`;
  const headers: [name: string, value: string | number | readonly string[]][] = [];
  const recorder = {
    locals: { cspNonce: marker },
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, value]);
      return recorder;
    },
    removeHeader() {},
    getHeader: () => undefined,
  };
  let done = false;
  // helmet sets the same headers for every request and calls on at once; a recorder stands in for
  // the response (helmet's types ask for Node's own).
  policies({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error("helmet did not set its headers at once");
  headers.push(["Permissions-Policy", permissionsPolicy]);
  // A value holding the marker (the policy) is kept in parts, joined by each response's nonce.
  const withNonce = headers.map(([name, value]) => ({
    name,
    value,
    parts: typeof value === "string" && value.includes(marker) ? value.split(marker) : undefined,
  }));
  return (_req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    const nonce = (res as Response).locals.cspNonce;
    for (const { name, value, parts } of withNonce) {
      res.setHeader(name, parts ? parts.join(nonce) : value);
    }
    next();
  };
}

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * sha256 sources for the inline scripts the page itself rendered: those carrying this response's
 * nonce. Anything else that looks like a script (JSON-LD data blocks, or markup that got in some
 * other way) is not trusted.
 */
export function inlineScriptHashes(html: string, nonce: string): string[] {
  const hashes = new Set<string>();
  const marker = ` nonce="${nonce}"`;
  for (const [, attributes, body] of html.matchAll(inlineScript)) {
    if (!attributes!.includes(marker) || /\bsrc=/.test(attributes!)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body!).digest("base64")}'`);
  }
  return [...hashes];
}

/** The response's policy with its nonce swapped for the page's script hashes. */
export function policyWithHashes(policy: string, hashes: readonly string[]): string {
  return policy.replace(/'nonce-[^']+'/, hashes.join(" "));
}

/** A page made fit to be served again: its HTML and the policy that goes with it. */
export interface ReusablePage {
  html: string;
  /** The response's Content-Security-Policy allowing exactly this page's inline scripts. */
  contentSecurityPolicy: string | undefined;
}

/**
 * A rendered page made fit to be served many times (the page cache keeps it as given): a nonce must
 * never be reused, so the page's nonce attributes go and the policy allows its inline scripts by
 * their sha256 hashes instead. This module stays the one that writes the policy.
 */
export function reusablePage(html: string, nonce: string, policy: unknown): ReusablePage {
  const hashes = inlineScriptHashes(html, nonce);
  return {
    html: html.replaceAll(` nonce="${nonce}"`, ""),
    contentSecurityPolicy:
      typeof policy === "string" ? policyWithHashes(policy, hashes) : undefined,
  };
}

const nonceBytes = 16;
/** Random bytes for the next 256 nonces, drawn from the system's generator in one call. */
const noncePool = Buffer.alloc(nonceBytes * 256);
let nonceOffset = noncePool.length;

/**
 * A fresh CSP nonce: one per response, 16 bytes of the system's cryptographic generator, each byte
 * used once. They are drawn 256 nonces at a time: one call into the generator costs about as much
 * as the rest of answering a cached page from memory.
 */
export function newCspNonce(): string {
  if (nonceOffset === noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString("base64", nonceOffset, nonceOffset + nonceBytes);
  nonceOffset += nonceBytes;
  return nonce;
}

/**
 * Headers for every response: an enforced CSP with a fresh nonce, HSTS behind HTTPS, no framing,
 * no sniffing, a strict referrer and permissions policy. With FORCE_HTTPS, plain HTTP redirects to
 * the site's own https origin, except the health checks and the owner tools' endpoint asked for
 * from this machine (load balancer probes on loopback, `npm run owner`).
 */
export function securityHeaders(env: Env) {
  const router = express.Router();
  router.use((req: Request, res: Response, next: NextFunction) => {
    res.locals.cspNonce = newCspNonce();
    if (env.FORCE_HTTPS && !req.secure && !(fromLoopback(req) && localPlainPaths.test(req.path))) {
      res.redirect(308, httpsRedirectTarget(env, req.originalUrl));
      return;
    }
    next();
  });
  router.use(responseHeaders(env));
  return router;
}

/** A Host (or X-Forwarded-Host) value: a name, IPv4 or bracketed IPv6 address, and a port. */
const hostPattern = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9\-._~!$&'()*+,;=%]+)(?::\d{1,5})?$/;

/** Whether a Host header value names a host and port a URL can be built from. */
export function isValidHost(host: string): boolean {
  return hostPattern.test(host) && URL.canParse(`http://${host}/`);
}

/**
 * 400 for a request whose Host (or, behind a trusted proxy, X-Forwarded-Host) is no host at all
 * (`a b`, `x:99999`, `[::1`): every address the store builds (React Router's request URL, redirects)
 * starts from it, so such a request is refused before any of them is built. A missing Host (HTTP/1.0)
 * is let through. Node's own request and response: it runs ahead of Express too.
 */
export function hostGuard(
  req: IncomingMessage & { app?: { enabled(setting: string): boolean } },
  res: ServerResponse,
  next: () => void,
) {
  const forwarded = req.app?.enabled("trust proxy") ? req.headers["x-forwarded-host"] : undefined;
  const bad = [req.headers.host, forwarded].some(
    (value) => typeof value === "string" && !isValidHost(value.split(",")[0]!.trim()),
  );
  if (!bad) return next();
  res.writeHead(400, {
    "Content-Type": "text/plain; charset=utf-8",
    "X-Content-Type-Options": "nosniff",
  });
  res.end("Bad Request: the Host header does not name a host.\n");
}
