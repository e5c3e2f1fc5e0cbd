import { afterEach, describe, expect, it } from "vitest";
import { logger } from "~/lib/logger.server";
import {
  ConfigurationError,
  env,
  loadConfig,
  parseEnv,
  publicConfig,
  trustProxySetting,
} from "./env.server";

describe("environment", () => {
  it("applies defaults", () => {
    expect(parseEnv({})).toMatchObject({ PORT: 3000, SITE_URL: "http://localhost:3000" });
  });

  it("drops a trailing slash from SITE_URL", () => {
    expect(parseEnv({ SITE_URL: "https://shop.example.com/" }).SITE_URL).toBe(
      "https://shop.example.com",
    );
  });

  it("names the variable that is wrong", () => {
    expect(() => parseEnv({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
  });
});

describe("shutdown drain", () => {
  it("stops at once by default and takes whole seconds up to a minute", () => {
    expect(parseEnv({}).SHUTDOWN_DRAIN_SECONDS).toBe(0);
    expect(parseEnv({ SHUTDOWN_DRAIN_SECONDS: "3" }).SHUTDOWN_DRAIN_SECONDS).toBe(3);
    expect(() => parseEnv({ SHUTDOWN_DRAIN_SECONDS: "-1" })).toThrow(/SHUTDOWN_DRAIN_SECONDS/);
    expect(() => parseEnv({ SHUTDOWN_DRAIN_SECONDS: "61" })).toThrow(/SHUTDOWN_DRAIN_SECONDS/);
    expect(() => parseEnv({ SHUTDOWN_DRAIN_SECONDS: "1.5" })).toThrow(/SHUTDOWN_DRAIN_SECONDS/);
  });
});

describe("database configuration", () => {
  it("uses the embedded database in ./data by default", () => {
    expect(parseEnv({}).DATA_DIR).toBe("./data");
    expect(parseEnv({}).DATABASE_URL).toBeUndefined();
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("accepts a PostgreSQL URL and refuses anything else", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://u@db:5432/shop" }).DATABASE_URL).toBe(
      "postgres://u@db:5432/shop",
    );
    expect(() => parseEnv({ DATABASE_URL: "mysql://db/shop" })).toThrow(/DATABASE_URL/);
  });
});

describe("vendor configuration", () => {
  const shop = {
    SHOPIFY_STORE_DOMAIN: "verdant-roots.myshopify.com",
    SHOPIFY_STOREFRONT_TOKEN: "0123456789abcdef0123456789abcdef",
  };

  it("is off by default: no store, no Klaviyo", () => {
    expect(publicConfig(parseEnv({}))).toEqual({
      shopify: null,
      klaviyo: null,
      addresses: { support: null, orders: null },
      pageSpeedSample: 1,
    });
  });

  it("passes only the public values to the browser", () => {
    const config = publicConfig(
      parseEnv({ ...shop, KLAVIYO_COMPANY_ID: "AbC123", KLAVIYO_SIGNUP_FORM_ID: "XyZ789" }),
    );
    expect(config).toEqual({
      shopify: {
        domain: "verdant-roots.myshopify.com",
        storefrontAccessToken: shop.SHOPIFY_STOREFRONT_TOKEN,
      },
      klaviyo: { companyId: "AbC123", signupFormId: "XyZ789" },
      addresses: { support: null, orders: null },
      pageSpeedSample: 1,
    });
  });

  it("takes the shoppers' addresses, each standing in for the other when alone", () => {
    expect(
      publicConfig(
        parseEnv({
          SUPPORT_EMAIL: "help@verdantroots.com",
          ORDERS_EMAIL: "orders@verdantroots.com",
        }),
      ).addresses,
    ).toEqual({ support: "help@verdantroots.com", orders: "orders@verdantroots.com" });
    expect(publicConfig(parseEnv({ SUPPORT_EMAIL: "help@verdantroots.com" })).addresses).toEqual({
      support: "help@verdantroots.com",
      orders: "help@verdantroots.com",
    });
  });

  it("refuses an address that cannot receive mail, naming the variable", () => {
    expect(() => parseEnv({ SUPPORT_EMAIL: "info@verdantroots.example" })).toThrow(
      /SUPPORT_EMAIL: must be a deliverable address/,
    );
    expect(() => parseEnv({ ORDERS_EMAIL: "orders@shop.test" })).toThrow(/ORDERS_EMAIL/);
    expect(() => parseEnv({ ORDERS_EMAIL: "orders@example.com" })).toThrow(/ORDERS_EMAIL/);
    expect(() => parseEnv({ ORDERS_EMAIL: "not an address" })).toThrow(
      /ORDERS_EMAIL: must be an email address/,
    );
  });

  it("names a malformed value", () => {
    expect(() => parseEnv({ ...shop, SHOPIFY_STORE_DOMAIN: "https://shop.example.com/" })).toThrow(
      /SHOPIFY_STORE_DOMAIN/,
    );
    expect(() => parseEnv({ KLAVIYO_COMPANY_ID: "not a key!" })).toThrow(/KLAVIYO_COMPANY_ID/);
  });

  it("reaches the Storefront API elsewhere only at a loopback address (tests' stand-in)", () => {
    expect(parseEnv(shop).SHOPIFY_STOREFRONT_API_URL).toBeUndefined();
    expect(
      parseEnv({ ...shop, SHOPIFY_STOREFRONT_API_URL: "http://127.0.0.1:5703/" })
        .SHOPIFY_STOREFRONT_API_URL,
    ).toBe("http://127.0.0.1:5703");
    expect(() =>
      parseEnv({ ...shop, SHOPIFY_STOREFRONT_API_URL: "https://attacker.example.com" }),
    ).toThrow(/SHOPIFY_STOREFRONT_API_URL: must be a loopback address/);
    expect(parseEnv(shop).SHOPIFY_FIGURES_REFRESH_SECONDS).toBe(300);
  });

  it("takes a webhook secret of at least 16 characters", () => {
    expect(() => parseEnv({ SHOPIFY_WEBHOOK_SECRET: "short" })).toThrow(/SHOPIFY_WEBHOOK_SECRET/);
  });

  it("requires the store domain and token together", () => {
    expect(() => parseEnv({ SHOPIFY_STORE_DOMAIN: shop.SHOPIFY_STORE_DOMAIN })).toThrow(
      /SHOPIFY_STOREFRONT_TOKEN: must be set when SHOPIFY_STORE_DOMAIN is/,
    );
  });
});

describe("contact notification configuration", () => {
  const smtp = { SMTP_URL: "smtp://mail.example.com:587", NOTIFY_EMAIL: "owner@example.com" };

  it("is off by default", () => {
    const env = parseEnv({});
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.NOTIFY_EMAIL).toBeUndefined();
  });

  it("accepts smtp:// and smtps:// with an address to notify and an optional sender", () => {
    expect(parseEnv(smtp)).toMatchObject(smtp);
    expect(parseEnv({ ...smtp, SMTP_URL: "smtps://u:p@mail.example.com" }).SMTP_URL).toBe(
      "smtps://u:p@mail.example.com",
    );
    expect(parseEnv({ ...smtp, NOTIFY_FROM: "Verdant Roots <shop@example.com>" }).NOTIFY_FROM).toBe(
      "Verdant Roots <shop@example.com>",
    );
  });

  it("names the variable that is wrong or missing", () => {
    expect(() => parseEnv({ ...smtp, SMTP_URL: "http://mail.example.com" })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ ...smtp, NOTIFY_EMAIL: "owner" })).toThrow(/NOTIFY_EMAIL/);
    expect(() => parseEnv({ ...smtp, NOTIFY_FROM: "nobody" })).toThrow(/NOTIFY_FROM/);
    expect(() => parseEnv({ SMTP_URL: smtp.SMTP_URL })).toThrow(/NOTIFY_EMAIL: must be set/);
    expect(() => parseEnv({ NOTIFY_EMAIL: smtp.NOTIFY_EMAIL })).toThrow(/SMTP_URL: must be set/);
  });
});

describe("proxy and limits", () => {
  it("trusts no proxy unless told", () => {
    expect(trustProxySetting(parseEnv({}).TRUST_PROXY)).toBe(false);
    expect(trustProxySetting(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY)).toBe(false);
    expect(trustProxySetting("loopback")).toEqual(["loopback"]);
    expect(() => parseEnv({ TRUST_PROXY: "everyone!" })).toThrow(/TRUST_PROXY/);
  });

  it("trusts the proxies it names: addresses and subnets, as Express reads them", () => {
    const env = parseEnv({ TRUST_PROXY: "127.0.0.9, 10.0.0.0/24,::1" });
    expect(trustProxySetting(env.TRUST_PROXY)).toEqual(["127.0.0.9", "10.0.0.0/24", "::1"]);
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY: must be/);
  });

  it("refuses a hop count or true, saying why", () => {
    expect(() => parseEnv({ TRUST_PROXY: "1" })).toThrow(
      /TRUST_PROXY: is a hop count \(1\): it trusts any client that reaches the store directly/,
    );
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: "true" trusts every/);
  });

  it("reports each bad variable on a line of its own", () => {
    try {
      parseEnv({ TRUST_PROXY: "2", PORT: "eighty" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigurationError);
      const { problems } = error as ConfigurationError;
      expect(problems).toHaveLength(2);
      expect(problems.every((line) => !line.includes("\n"))).toBe(true);
      expect(problems.map((line) => line.split(":")[0]).sort()).toEqual(["PORT", "TRUST_PROXY"]);
    }
  });

  it("binds one address when HOST is set", () => {
    expect(parseEnv({}).HOST).toBeUndefined();
    expect(parseEnv({ HOST: "127.0.0.1" }).HOST).toBe("127.0.0.1");
    expect(parseEnv({ HOST: "[::1]" }).HOST).toBe("::1");
    expect(() => parseEnv({ HOST: "0.0.0.0:3000" })).toThrow(/HOST/);
  });

  it("defaults to 5 writes per 10 minutes and plain HTTP", () => {
    expect(parseEnv({})).toMatchObject({
      RATE_LIMIT_WRITES: 5,
      RATE_LIMIT_WINDOW_MINUTES: 10,
      FORCE_HTTPS: false,
    });
    expect(parseEnv({ FORCE_HTTPS: "true" }).FORCE_HTTPS).toBe(true);
  });
});

describe("the owner's insights", () => {
  it("takes a known time zone, alerts on or off, and a sampling share of page views", () => {
    const values = parseEnv({
      STORE_TIME_ZONE: "America/New_York",
      ALERT_LOW_REVIEWS: "off",
      PAGE_SPEED_SAMPLE_PERCENT: "25",
    });
    expect(values).toMatchObject({
      STORE_TIME_ZONE: "America/New_York",
      ALERT_LOW_REVIEWS: "off",
      ALERT_NEW_QUESTIONS: "on",
      ALERT_FAILED_DELIVERIES: "on",
    });
    expect(publicConfig(values).pageSpeedSample).toBe(0.25);
    expect(parseEnv({}).STORE_TIME_ZONE).toBe("UTC");
    expect(() => parseEnv({ STORE_TIME_ZONE: "Mars/Olympus" })).toThrow(/STORE_TIME_ZONE/);
    expect(() => parseEnv({ ALERT_LOW_REVIEWS: "no" })).toThrow(/ALERT_LOW_REVIEWS/);
    expect(() => parseEnv({ PAGE_SPEED_SAMPLE_PERCENT: "150" })).toThrow(/PAGE_SPEED_SAMPLE/);
  });
});

describe("loadConfig", () => {
  afterEach(() => loadConfig());

  it("makes the parsed environment the process's configuration, with its log level", () => {
    loadConfig({ SITE_URL: "https://shop.example.com/", LOG_LEVEL: "warn" });
    expect(env().SITE_URL).toBe("https://shop.example.com");
    expect(logger.level).toBe("warn");
  });

  it("logs nothing in the tests and at info otherwise, when LOG_LEVEL is unset", () => {
    loadConfig({ NODE_ENV: "test" });
    expect(logger.level).toBe("silent");
    loadConfig({ NODE_ENV: "production" });
    expect(logger.level).toBe("info");
  });

  it("refuses a bad environment, naming the variable", () => {
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
  });
});
