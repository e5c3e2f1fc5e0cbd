import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);
// Every run starts the store on an empty embedded database of its own.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "verdant-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        // Debian's Chromium: never a browser downloaded by a test tool.
        launchOptions: {
          executablePath: "/usr/bin/chromium",
          args: ["--disable-background-networking", "--disable-component-update", "--no-first-run"],
        },
      },
    },
  ],
  webServer: {
    command: "node server.js",
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      NODE_ENV: "production",
      SITE_URL: "https://shop.example.com",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
    },
  },
});
