import { isIP } from "node:net";
import proxyAddr from "proxy-addr";
import { z } from "zod";
import type { StoreAddresses } from "~/config/store-addresses";
import { logger } from "~/lib/logger.server";

const emailAddress = /^[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+$/;

/** Domains kept for examples and tests (RFC 2606, RFC 6761): mail to them is never delivered. */
const reservedMailDomain = /(^|\.)(example(\.(com|net|org))?|invalid|test|localhost)$/i;

/** An address shown to shoppers: it must be able to receive their mail. */
const shopperAddress = z
  .string()
  .regex(emailAddress, "must be an email address")
  .refine(
    (value) => !reservedMailDomain.test(value.split("@")[1] ?? ""),
    "must be a deliverable address, not a reserved example domain",
  );

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    /** pino's log level; `silent` in the tests (NODE_ENV=test), `info` otherwise, when unset. */
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
    /** The account the owner's command line runs as (the shell's), named in the audit log. */
    USER: z.string().optional(),
    /** 0 lets the system pick a free port (the "listening on" line says which). */
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Canonical origin used in canonical links, Open Graph tags and the sitemap. */
    SITE_URL: z
      .url({ protocol: /^https?$/ })
      .default("http://localhost:3000")
      .transform((url) => url.replace(/\/+$/, "")),
    /** PostgreSQL server (postgres://…); without it the embedded PGlite database is used. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    /** Directory of the embedded database. */
    DATA_DIR: z.string().min(1).default("./data"),
    /** Where backups are written: scheduled ones, and `npm run owner -- backup` without a file. */
    BACKUP_DIR: z.string().min(1).default("./backups"),
    /** Hours between scheduled backups (fractions allowed); 0 turns them off. */
    BACKUP_EVERY_HOURS: z.coerce.number().min(0).max(8760).default(24),
    /** Scheduled backups kept in BACKUP_DIR; older ones are removed after each new one. */
    BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
    /** Where review photos are stored (re-encoded WebP files); DATA_DIR/photos when unset. */
    PHOTO_DIR: z.string().min(1).optional(),
    /** How long opening a PostgreSQL connection may take before the request fails. */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
    /** How long one PostgreSQL statement may run (on the server, and waited for by the store). */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
    /** How long /readyz waits for the database (opening it and one query) before answering 503. */
    READY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),

    /** The Shopify store behind the cart, e.g. my-shop.myshopify.com. */
    SHOPIFY_STORE_DOMAIN: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]*\.[a-z]{2,}$/i,
        "must be a bare host name such as my-shop.myshopify.com",
      )
      .optional(),
    /** Public Storefront API access token (meant to be seen by browsers). */
    SHOPIFY_STOREFRONT_TOKEN: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,128}$/, "must be a Storefront API access token")
      .optional(),
    /**
     * The secret Shopify signs webhooks with (the app's client secret, or the key shown under
     * Settings → Notifications → Webhooks); unset, POST /webhooks/shopify answers 404.
     */
    SHOPIFY_WEBHOOK_SECRET: z
      .string()
      .min(16, "must be Shopify's webhook signing secret")
      .optional(),
    /** How often Shopify's prices and availability are read again, in seconds. */
    SHOPIFY_FIGURES_REFRESH_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
    /**
     * Where the Storefront API is reached instead of https://SHOPIFY_STORE_DOMAIN. For tests only,
     * which point it at a local stand-in: only a loopback address is accepted.
     */
    SHOPIFY_STOREFRONT_API_URL: z
      .url({ protocol: /^https?$/ })
      .refine(
        (url) => ["127.0.0.1", "localhost", "[::1]"].includes(new URL(url).hostname),
        "must be a loopback address (it is for tests' stand-in only)",
      )
      .transform((url) => url.replace(/\/+$/, ""))
      .optional(),
    /** Klaviyo public API key (site id). */
    KLAVIYO_COMPANY_ID: z
      .string()
      .regex(/^[A-Za-z0-9]{4,12}$/, "must be Klaviyo's public API key (site id)")
      .optional(),
    /** The Klaviyo list every sign-up is subscribed to, from the server; unset, none is sent. */
    KLAVIYO_LIST_ID: z
      .string()
      .regex(/^[A-Za-z0-9]{4,12}$/, "must be a Klaviyo list id")
      .optional(),
    /** Klaviyo's API origin. For tests only, which point it at a local stand-in. */
    KLAVIYO_API_URL: z
      .url({ protocol: /^https?$/ })
      .default("https://a.klaviyo.com")
      .transform((url) => url.replace(/\/+$/, "")),
    /** Id of the Klaviyo signup form Home opens one second after load. */
    KLAVIYO_SIGNUP_FORM_ID: z
      .string()
      .regex(/^[A-Za-z0-9]{4,12}$/, "must be a Klaviyo form id")
      .optional(),

    /**
     * The proxy in front (HAProxy, nginx): its addresses or subnets, in the syntax of Express's
     * "trust proxy" (`127.0.0.1`, `10.0.0.0/24, 10.0.1.5`, `loopback`). Only a request from one of
     * them is read for X-Forwarded-For; any other peer is its own client. Unset: no proxy.
     */
    TRUST_PROXY: z
      .string()
      .superRefine((value, context) => {
        const problem = trustProxyProblem(value);
        if (problem) context.addIssue({ code: "custom", message: problem });
      })
      .optional(),
    /** The address the server listens on (one interface); unset, every interface. */
    HOST: z
      .string()
      .refine(
        (value) => isIP(value.replace(/^\[|\]$/g, "")) !== 0 || value === "localhost",
        "must be an IP address (e.g. 10.0.0.11, 127.0.0.1 or ::1) or localhost",
      )
      .transform((value) => value.replace(/^\[|\]$/g, ""))
      .optional(),
    /**
     * On SIGTERM, how long the store keeps serving with /readyz answering 503 (and every answer
     * closing its connection) before it stops accepting connections: long enough for the load
     * balancer's health checks to take it out first. 0 stops at once (no balancer in front).
     */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(60).default(0),
    /** Redirect plain-HTTP requests to HTTPS and send HSTS (behind a TLS-terminating proxy). */
    FORCE_HTTPS: z
      .enum(["true", "false", "1", "0"])
      .default("false")
      .transform((value) => value === "true" || value === "1"),
    /** Writes one client may make per window: reviews, contact messages (each), sign-ups (double). */
    RATE_LIMIT_WRITES: z.coerce.number().int().min(1).max(100_000).default(5),
    RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
    /** Owner console sign-in attempts (passkey requests and answers) one client may make per 15 minutes. */
    OWNER_SIGN_IN_ATTEMPTS: z.coerce.number().int().min(1).max(100_000).default(20),

    /**
     * Expensive reads (review pages past the first, search, owner exports) one client may make
     * per minute, per process; past it they answer 429 with Retry-After.
     */
    READ_BUDGET_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(300),
    /** Expensive reads this process runs at once, for all clients; the rest wait their turn. */
    READS_AT_ONCE: z.coerce.number().int().min(1).max(1_000).default(2),
    /**
     * Connections one client address may hold open at once (live streams included, so keep it
     * above LIVE_STREAMS_PER_CLIENT); behind a trusted proxy, requests in flight per forwarded
     * client instead.
     */
    CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(1).max(1_000_000).default(64),
    /** Connections this process holds open at most (each is an open file). */
    CONNECTIONS_MAX: z.coerce.number().int().min(1).max(1_000_000).default(12_000),
    /** How long a client may take to send a request's headers. */
    HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
    /** How long a client may take to send a whole request (headers and body). */
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** A request body slower than this on average (after its first 2 s) is dropped. */
    MIN_BODY_BYTES_PER_SECOND: z.coerce.number().int().min(0).max(100_000_000).default(1024),

    /** Live review streams one client address may hold open at once. */
    LIVE_STREAMS_PER_CLIENT: z.coerce.number().int().min(1).max(1_000_000).default(8),
    /** Live review streams this process holds open at most (each is an open file and ~10 KB). */
    LIVE_STREAMS_MAX: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
    /** A live stream is ended after this long; the browser reconnects and catches up. */
    LIVE_STREAM_MAX_AGE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),

    /**
     * The address shoppers are shown for general questions (FAQ, policies); unset, the pages say
     * this is a demo store with no address yet. Also used for order questions without ORDERS_EMAIL.
     */
    SUPPORT_EMAIL: shopperAddress.optional(),
    /** The address shoppers are shown for order questions (contact page, FAQ, terms). */
    ORDERS_EMAIL: shopperAddress.optional(),

    /** Mail server for new-message emails: smtp://user:password@host:587 or smtps://… */
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: "must be a URL starting with smtp:// or smtps://" })
      .optional(),
    /** Where new contact messages are emailed; together with SMTP_URL it turns the emails on. */
    NOTIFY_EMAIL: z.string().regex(emailAddress, "must be an email address").optional(),
    /** Sender of those emails, an address or "Name <address>"; NOTIFY_EMAIL when unset. */
    NOTIFY_FROM: z
      .string()
      .refine(
        (value) =>
          emailAddress.test(value) || /^[^<>]*<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>$/.test(value),
        'must be an email address or "Name <address>"',
      )
      .optional(),

    /**
     * Days after an order's fulfilment that its review request is emailed (0: at the outbox's next
     * run). Requests are sent when SMTP_URL is set and orders arrive by Shopify's webhooks.
     */
    REVIEW_REQUEST_DAYS: z.coerce.number().int().min(0).max(365).default(7),
    /** Days a review request's links stay usable. */
    REVIEW_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(60),

    /** "off" stops the owner's email about each 1- or 2-star review (sent with SMTP_URL set). */
    ALERT_LOW_REVIEWS: z.enum(["on", "off"]).default("on"),
    /** "off" stops the owner's email about each new product question. */
    ALERT_NEW_QUESTIONS: z.enum(["on", "off"]).default("on"),
    /** "off" stops the owner's email about each outgoing message that failed for good. */
    ALERT_FAILED_DELIVERIES: z.enum(["on", "off"]).default("on"),
    /**
     * Share of shoppers' page views whose speed (Core Web Vitals) is measured and reported, in
     * percent; 0 turns the measuring off.
     */
    PAGE_SPEED_SAMPLE_PERCENT: z.coerce.number().min(0).max(100).default(100),
    /** Page-speed reports (one per page view) one client may send per minute; more answer 429. */
    PAGE_SPEED_REPORTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),

    /**
     * The shop's time zone (an IANA name such as America/New_York): the console's weekly and
     * monthly trends start at midnight there.
     */
    STORE_TIME_ZONE: z
      .string()
      .refine((name) => {
        try {
          new Intl.DateTimeFormat("en-US", { timeZone: name });
          return true;
        } catch {
          return false;
        }
      }, "must be a time zone name such as America/New_York")
      .default("UTC"),

    /** Attempts per outgoing message (owner email, Klaviyo sign-up) before it is marked failed. */
    OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(12),
    /** Wait before the first retry, in seconds; it doubles each attempt (with jitter), up to an hour. */
    OUTBOX_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  })
  .superRefine((values, context) => {
    // One without the other is a half-done setup: say so instead of silently doing nothing.
    const pairs: [keyof typeof values, keyof typeof values, string][] = [
      ["SMTP_URL", "NOTIFY_EMAIL", "the address new contact messages go to"],
      ["NOTIFY_EMAIL", "SMTP_URL", "the mail server to send through"],
      ["SHOPIFY_STORE_DOMAIN", "SHOPIFY_STOREFRONT_TOKEN", "the cart needs both"],
      ["SHOPIFY_STOREFRONT_TOKEN", "SHOPIFY_STORE_DOMAIN", "the cart needs both"],
      ["KLAVIYO_LIST_ID", "KLAVIYO_COMPANY_ID", "the account the list belongs to"],
    ];
    for (const [present, missing, why] of pairs) {
      if (values[present] && !values[missing]) {
        context.addIssue({
          code: "custom",
          path: [missing],
          message: `must be set when ${present} is (${why})`,
        });
      }
    }
  });

export type Env = z.infer<typeof envSchema>;

/** A configuration that stops the store: one line per variable, `NAME: what is wrong`. */
export class ConfigurationError extends Error {
  override name = "ConfigurationError";
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
}

/** Reads and validates the environment; a bad value stops the server naming the variable. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  // An empty variable counts as unset.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(present);
  if (result.success) return result.data;
  throw new ConfigurationError(
    result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
  );
}

/** What the browser may know: the public parts of the vendor configuration, or null when unset. */
export interface PublicConfig {
  shopify: { domain: string; storefrontAccessToken: string } | null;
  klaviyo: { companyId: string; signupFormId: string | null } | null;
  /** The addresses shoppers are shown; null ones are not configured (a demo store). */
  addresses: StoreAddresses;
  /** Share of page views whose speed is measured, 0 to 1 (PAGE_SPEED_SAMPLE_PERCENT). */
  pageSpeedSample: number;
}

/** Each address falls back on the other: a store with one mailbox sets one of them. */
export function storeAddresses(env: Pick<Env, "SUPPORT_EMAIL" | "ORDERS_EMAIL">): StoreAddresses {
  return {
    support: env.SUPPORT_EMAIL ?? env.ORDERS_EMAIL ?? null,
    orders: env.ORDERS_EMAIL ?? env.SUPPORT_EMAIL ?? null,
  };
}

export function publicConfig(env: Env): PublicConfig {
  return {
    shopify:
      env.SHOPIFY_STORE_DOMAIN && env.SHOPIFY_STOREFRONT_TOKEN
        ? { domain: env.SHOPIFY_STORE_DOMAIN, storefrontAccessToken: env.SHOPIFY_STOREFRONT_TOKEN }
        : null,
    klaviyo: env.KLAVIYO_COMPANY_ID
      ? { companyId: env.KLAVIYO_COMPANY_ID, signupFormId: env.KLAVIYO_SIGNUP_FORM_ID ?? null }
      : null,
    addresses: storeAddresses(env),
    pageSpeedSample: env.PAGE_SPEED_SAMPLE_PERCENT / 100,
  };
}

/** The proxies TRUST_PROXY names, one address or subnet each. */
function proxyList(value: string): string[] {
  return value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * Why TRUST_PROXY cannot be used, or undefined when it names addresses or subnets. A hop count or
 * `true` trusts whoever connects: a client reaching the store directly would pick its own address
 * (a fresh rate-limit budget per X-Forwarded-For value, or another client's spent one).
 */
function trustProxyProblem(value: string): string | undefined {
  const example = "name the proxy's addresses or subnets instead, e.g. 127.0.0.1 or 10.0.0.0/24";
  if (/^\s*\d+\s*$/.test(value)) {
    return `is a hop count (${value.trim()}): it trusts any client that reaches the store directly to choose its own address with X-Forwarded-For; ${example}`;
  }
  if (/^\s*true\s*$/i.test(value)) {
    return `"true" trusts every client to choose its own address with X-Forwarded-For; ${example}`;
  }
  if (/^\s*false\s*$/i.test(value)) return undefined;
  const list = proxyList(value);
  try {
    if (!list.length) throw new Error("nothing named");
    proxyAddr.compile(list);
    return undefined;
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return `must be the proxy's addresses or subnets, comma-separated (e.g. 127.0.0.1, 10.0.0.0/24): ${why}`;
  }
}

/** Express's "trust proxy" value for TRUST_PROXY (checked by `parseEnv`): the proxies, or none. */
export function trustProxySetting(value: string | undefined): false | string[] {
  if (!value || /^\s*false\s*$/i.test(value)) return false;
  return proxyList(value);
}

let loaded: Env | undefined;

/**
 * Parses and checks the environment, once, for the process: the composition root calls it first
 * (`createStorefront` in server/main.ts, the owner's command line in cli/owner.ts; the tests' setup
 * file, or a test that sets a variable and calls it again). Throws a `ConfigurationError` naming
 * each bad variable.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Env {
  return provideConfig(parseEnv(source));
}

/** Makes an already parsed configuration the process's (a composition root given one). */
export function provideConfig(config: Env): Env {
  loaded = config;
  logger.level = config.LOG_LEVEL ?? (config.NODE_ENV === "test" ? "silent" : "info");
  return config;
}

/** The configuration `loadConfig` parsed; reading it before is a mistake of the composition root. */
export function env(): Env {
  if (!loaded) throw new Error("The configuration was read before loadConfig() was called");
  return loaded;
}
