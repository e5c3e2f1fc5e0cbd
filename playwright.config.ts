import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);
/** A second store, configured with a Shopify store and Klaviyo, for the integration tests. */
const integrationsPort = port + 1;
/** A third store with the production write limits, for the security tests. */
const guardedPort = port + 2;
/** The Storefront API stand-in the integration store reads Shopify's prices and stock from. */
const storefrontPort = port + 3;
process.env.E2E_STOREFRONT_URL = `http://127.0.0.1:${storefrontPort}`;
/** The secret the integration store's Shopify webhooks are signed with. */
process.env.E2E_SHOPIFY_WEBHOOK_SECRET = "e2e-webhook-secret-0123456789";
// Tests that need the guarded store's address read it from here.
process.env.E2E_GUARDED_URL = `http://127.0.0.1:${guardedPort}`;

function dataDir(name: string) {
  // Every run starts each store on an empty embedded database of its own.
  const variable = `E2E_DATA_DIR_${name.toUpperCase()}`;
  process.env[variable] ??= mkdtempSync(join(tmpdir(), `verdant-e2e-${name}-`));
  return process.env[variable];
}

const serverEnv = {
  NODE_ENV: "production",
  SITE_URL: "https://shop.example.com",
  DATABASE_URL: "",
  LOG_LEVEL: "warn",
  // The functional tests write far more than a shopper would; the security tests use the defaults.
  RATE_LIMIT_WRITES: "100000",
  // Parallel test workers all open product pages (each a live stream) from one address.
  LIVE_STREAMS_PER_CLIENT: "1000",
  // ...and so hold far more connections, and read far more pages, than one shopper would.
  CONNECTIONS_PER_CLIENT: "2000",
  READ_BUDGET_PER_MINUTE: "100000",
  // ...and every page they open reports its speed (a page's console error if one is refused).
  PAGE_SPEED_REPORTS_PER_MINUTE: "100000",
};

// Debian's Chromium: never a browser downloaded by a test tool.
const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: "/usr/bin/chromium",
    args: ["--disable-background-networking", "--disable-component-update", "--no-first-run"],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // The longest flows (the cart's, end to end) take 25 to 32 s on a busy two-core machine.
  timeout: 60_000,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: { trace: "retain-on-failure" },
  projects: [
    {
      name: "store",
      testIgnore: [/(integrations|security|reliability|owner)\//, /\.nojs\.spec\.ts$/],
      use: { ...chromium, baseURL: `http://127.0.0.1:${port}` },
    },
    {
      // What a visitor without JavaScript gets and can do.
      name: "no-javascript",
      testMatch: /\.nojs\.spec\.ts$/,
      use: { ...chromium, javaScriptEnabled: false, baseURL: `http://127.0.0.1:${port}` },
    },
    {
      name: "integrations",
      testMatch: /integrations\/.*\.spec\.ts/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${integrationsPort}` },
    },
    {
      // Starts, kills and restarts stores of its own.
      name: "reliability",
      testMatch: /reliability\/.*\.spec\.ts/,
      use: chromium,
    },
    {
      // The owner console: stores of their own, browsed at http://localhost:PORT (their SITE_URL).
      name: "owner",
      testMatch: /owner\/.*\.spec\.ts/,
      use: chromium,
    },
    {
      name: "security",
      testMatch: /security\/.*\.spec\.ts/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${guardedPort}` },
    },
  ],
  webServer: [
    {
      command:
        "npx vite-node --config vitest.config.ts tests/stand-ins/storefront-stand-in-main.ts",
      url: `http://127.0.0.1:${storefrontPort}/__stand-in/log`,
      reuseExistingServer: false,
      env: { STAND_IN_PORT: String(storefrontPort) },
    },
    {
      command: "node server.js",
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      env: { ...serverEnv, PORT: String(port), DATA_DIR: dataDir("store") },
    },
    {
      command: "node server.js",
      url: `http://127.0.0.1:${integrationsPort}/`,
      reuseExistingServer: false,
      env: {
        ...serverEnv,
        PORT: String(integrationsPort),
        DATA_DIR: dataDir("integrations"),
        SHOPIFY_STORE_DOMAIN: "verdant-roots-test.myshopify.com",
        SHOPIFY_STOREFRONT_TOKEN: "e2e0storefront0token0000000000000",
        SHOPIFY_STOREFRONT_API_URL: process.env.E2E_STOREFRONT_URL,
        SHOPIFY_WEBHOOK_SECRET: process.env.E2E_SHOPIFY_WEBHOOK_SECRET,
        KLAVIYO_COMPANY_ID: "VRtest",
        KLAVIYO_SIGNUP_FORM_ID: "FormE2E",
        // A store with its addresses configured (the main store is the demo, with none).
        SUPPORT_EMAIL: "care@verdantroots-shop.com",
        ORDERS_EMAIL: "orders@verdantroots-shop.com",
      },
    },
    {
      command: "node server.js",
      url: `http://127.0.0.1:${guardedPort}/`,
      reuseExistingServer: false,
      env: {
        ...serverEnv,
        PORT: String(guardedPort),
        DATA_DIR: dataDir("guarded"),
        RATE_LIMIT_WRITES: "5",
        READ_BUDGET_PER_MINUTE: "300",
        // The tests stand in for the proxy, on the address they connect from.
        TRUST_PROXY: "127.0.0.1",
      },
    },
  ],
});
