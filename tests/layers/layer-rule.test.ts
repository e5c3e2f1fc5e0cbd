import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

// The layer rule's own test: `npm run lint:layers` runs dependency-cruiser with
// .dependency-cruiser.cjs over the project; here the same command and the same rule run over small
// trees written to a temporary folder, so each case shows what the rule lets through and what it
// stops.

const root = fileURLToPath(new URL("../..", import.meta.url));
const depcruise = join(root, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");
const config = join(root, ".dependency-cruiser.cjs");
const run = promisify(execFile);
const trees: string[] = [];

afterAll(() => {
  for (const tree of trees) rmSync(tree, { recursive: true, force: true });
});

/** The project's own compiler settings for `~/` imports, as tsconfig.json has them. */
const tsconfig = JSON.stringify({
  compilerOptions: {
    baseUrl: ".",
    paths: { "~/*": ["./app/*"] },
    module: "ES2022",
    moduleResolution: "bundler",
    jsx: "react-jsx",
  },
});

/** A tree that keeps every rule: each layer imports only layers below it. */
const cleanTree: Record<string, string> = {
  "app/routes/product.tsx":
    'import { Summary } from "~/sections/product/summary";\nexport { Summary };',
  "app/root.tsx":
    'import { SiteHeader } from "~/sections/layout/site-header";\nexport { SiteHeader };',
  "app/sections/layout/site-header.tsx":
    'import { Button } from "~/ui/button";\nexport const SiteHeader = Button;',
  "app/sections/product/summary.tsx":
    'import { ReviewsSection } from "~/reviews/reviews-section";\nimport { QuestionsSection } from "~/questions/questions-section";\nexport const Summary = [ReviewsSection, QuestionsSection];',
  "app/owner/owner-reviews.server.ts":
    'import { listReviews } from "~/reviews/reviews.server";\nexport const ownerReviews = listReviews;',
  "app/reviews/reviews-section.tsx":
    'import { Button } from "~/ui/button";\nimport { ReviewPhotos } from "~/reviews/photos/review-photos";\nexport const ReviewsSection = [Button, ReviewPhotos];',
  "app/reviews/reviews.server.ts":
    'import { db } from "~/db/connection.server";\nexport const listReviews = () => db;',
  "app/reviews/photos/review-photos.tsx":
    'import { listReviews } from "~/reviews/reviews.server";\nexport const ReviewPhotos = listReviews;',
  "app/questions/questions-section.tsx":
    'import { guard } from "~/guard/write-guard.server";\nimport { Button } from "~/ui/button";\nexport const QuestionsSection = [guard, Button];',
  // A feature folder the rule has never heard of is a feature all the same.
  "app/gift-notes/gift-note-form.tsx":
    'import { Button } from "~/ui/button";\nimport { guard } from "~/guard/write-guard.server";\nexport const GiftNoteForm = [Button, guard];',
  "app/ui/button.tsx": 'import { cn } from "~/lib/cn";\nexport const Button = cn;',
  "app/guard/write-guard.server.ts":
    'import { db } from "~/db/connection.server";\nexport const guard = db;',
  "app/db/connection.server.ts":
    'import { log } from "~/lib/logger.server";\nexport const db = log;',
  "app/lib/cn.ts": "export const cn = 1;",
  "app/lib/logger.server.ts": "export const log = 1;",
  "server/main.ts":
    'import { listReviews } from "~/reviews/reviews.server";\nexport const main = listReviews;',
};

interface Violation {
  rule: { name: string; severity: string };
  from: string;
  to: string;
}

/** Runs the layer check over `cleanTree` changed by `change`; returns what it reports. */
async function violationsIn(change: Record<string, string> = {}): Promise<string[]> {
  const tree = mkdtempSync(join(tmpdir(), "layer-rule-"));
  trees.push(tree);
  for (const [path, text] of Object.entries({ ...cleanTree, ...change })) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), `${text}\n`);
  }
  writeFileSync(join(tree, "tsconfig.json"), tsconfig);
  const { stdout } = await run(
    process.execPath,
    [depcruise, "app", "server", "--config", config, "--output-type", "json"],
    { cwd: tree, maxBuffer: 16 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout) as {
    summary: { violations: Violation[]; error: number; totalCruised: number };
  };
  expect(result.summary.totalCruised).toBeGreaterThanOrEqual(Object.keys(cleanTree).length);
  // Every rule is an error, so `lint:layers` (the err reporter) exits non-zero on any of them.
  expect(result.summary.error).toBe(result.summary.violations.length);
  return result.summary.violations
    .map((violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`)
    .sort();
}

// Each case starts its own dependency-cruiser process, so they run side by side.
describe.concurrent("the layer rule (.dependency-cruiser.cjs)", () => {
  it("passes a tree whose every import goes down a layer or stays in its feature", async () => {
    expect(await violationsIn()).toEqual([]);
  });

  it("fails an import up a layer: a UI primitive importing a feature", async () => {
    expect(
      await violationsIn({
        "app/ui/button.tsx":
          'import { listReviews } from "~/reviews/reviews.server";\nexport const Button = listReviews;',
      }),
    ).toEqual([
      "shared-imports-no-layer-above: app/ui/button.tsx -> app/reviews/reviews.server.ts",
    ]);
  });

  it("fails an import up a layer: a feature importing a page section", async () => {
    expect(
      await violationsIn({
        "app/gift-notes/gift-note-form.tsx":
          'import { SiteHeader } from "~/sections/layout/site-header";\nexport const GiftNoteForm = SiteHeader;',
      }),
    ).toEqual([
      "features-imports-no-layer-above: app/gift-notes/gift-note-form.tsx -> app/sections/layout/site-header.tsx",
    ]);
  });

  it("fails an import up a layer: the data layer importing a shared service", async () => {
    expect(
      await violationsIn({
        "app/db/connection.server.ts":
          'import { guard } from "~/guard/write-guard.server";\nexport const db = guard;',
        "app/guard/write-guard.server.ts": "export const guard = 1;",
      }),
    ).toEqual([
      "data-imports-no-layer-above: app/db/connection.server.ts -> app/guard/write-guard.server.ts",
    ]);
  });

  it("fails an import between two features, a new feature folder included", async () => {
    expect(
      await violationsIn({
        "app/gift-notes/gift-note-form.tsx":
          'import { ReviewsSection } from "~/reviews/reviews-section";\nexport const GiftNoteForm = ReviewsSection;',
        "app/questions/questions-section.tsx":
          'import { ReviewPhotos } from "~/reviews/photos/review-photos";\nexport const QuestionsSection = ReviewPhotos;',
      }),
    ).toEqual([
      "features-stay-apart: app/gift-notes/gift-note-form.tsx -> app/reviews/reviews-section.tsx",
      "features-stay-apart: app/questions/questions-section.tsx -> app/reviews/photos/review-photos.tsx",
    ]);
  });

  it("fails the owner's console and the page sections importing each other", async () => {
    expect(
      await violationsIn({
        "app/sections/product/summary.tsx":
          'import { ownerReviews } from "~/owner/owner-reviews.server";\nexport const Summary = ownerReviews;',
      }),
    ).toEqual([
      "sections-imports-no-layer-above: app/sections/product/summary.tsx -> app/owner/owner-reviews.server.ts",
    ]);
  });

  it("fails an import from the app into the server or the tools", async () => {
    expect(
      await violationsIn({
        "app/lib/cn.ts": 'import { main } from "../../server/main";\nexport const cn = main;',
      }),
    ).toEqual(["app-never-imports-tools: app/lib/cn.ts -> server/main.ts"]);
  });

  it("fails an import cycle", async () => {
    expect(
      await violationsIn({
        "app/lib/cn.ts": 'import { log } from "./logger.server";\nexport const cn = log;',
        "app/lib/logger.server.ts": 'import { cn } from "./cn";\nexport const log = cn;',
      }),
    ).toEqual(["no-circular: app/lib/cn.ts -> app/lib/logger.server.ts"]);
  });
});
