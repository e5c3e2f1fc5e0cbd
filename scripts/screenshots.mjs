// Takes phone and desktop screenshots of pages of a running store, for looking at changes.
// Usage: node scripts/screenshots.mjs http://localhost:3000 /out/dir / /mens-health ...
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const [base = "http://localhost:3000", outDir = "screenshots", ...paths] = process.argv.slice(2);
const widths = { phone: 390, desktop: 1280 };

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const [label, width] of Object.entries(widths)) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const name = (path.replace(/[^a-z0-9]+/gi, "_") || "home").replace(/^_|_$/g, "") || "home";
    await page.screenshot({ path: `${outDir}/${name}-${label}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
