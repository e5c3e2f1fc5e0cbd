import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";
import express from "express";
import proxyAddr from "proxy-addr";

/** Whether the hop at `index` (0: the socket's peer) is a proxy whose forwarded headers count. */
export type TrustProxy = (address: string, index: number) => boolean;

/** Express's own reading of a "trust proxy" setting (a boolean, hop count, or addresses). */
export function compileTrustProxy(setting: boolean | number | string | string[]): TrustProxy {
  const settings = express();
  settings.set("trust proxy", setting);
  return settings.get("trust proxy fn") as TrustProxy;
}

/**
 * What Express's `req.ip` and `req.secure` say, for a request served without Express's request
 * object (the live review streams, see server/main.ts): the client's address and whether it came
 * over HTTPS, believing X-Forwarded-For / X-Forwarded-Proto only from trusted proxies.
 */
export function clientAddressOf(request: IncomingMessage, trust: TrustProxy): string {
  return proxyAddr(request, trust);
}

export function isSecure(request: IncomingMessage, trust: TrustProxy): boolean {
  const socket = request.socket as Partial<TLSSocket>;
  const own = socket.encrypted ? "https" : "http";
  if (!trust(request.socket.remoteAddress ?? "", 0)) return own === "https";
  const forwarded = request.headers["x-forwarded-proto"];
  const header = (typeof forwarded === "string" && forwarded) || own;
  return header.split(",")[0]!.trim() === "https";
}

/** How a request served ahead of Express is read: which proxies to believe, where plain HTTP goes. */
export interface PlainFront {
  /** Express's compiled "trust proxy" (see compileTrustProxy); by default no proxy is trusted. */
  trustProxy?: TrustProxy;
  /** With FORCE_HTTPS: the https URL for a plain-HTTP request (answered 308). */
  httpsUrl?: (originalUrl: string) => string;
}

const requestIdPattern = /^[A-Za-z0-9._-]{8,64}$/;

/** The request's id: the one the proxy in front sent (X-Request-Id), if well-formed, or a new one. */
export function requestIdFor(given: unknown): string {
  return typeof given === "string" && requestIdPattern.test(given) ? given : randomUUID();
}
