import { lazy, Suspense } from "react";
import { describe, expect, it } from "vitest";
import { renderWhole } from "./entry.server";

/** A lazily loaded section as large as a product's questions can grow (well past 12,800 bytes). */
const LargeSection = lazy(async () => ({
  default: () => (
    <ul>
      {Array.from({ length: 400 }, (_, index) => (
        <li key={index}>{`Answered question number ${index}, with its answer in full.`}</li>
      ))}
    </ul>
  ),
}));

describe("renderWhole", () => {
  it("writes a large lazy section in place, readable without JavaScript", async () => {
    const html = await renderWhole(
      <main>
        <Suspense fallback={<p>Loading</p>}>
          <LargeSection />
        </Suspense>
      </main>,
    );
    expect(html.length).toBeGreaterThan(12_800);
    expect(html).toContain("Answered question number 399");
    // No pending boundary, no hidden segment waiting for a script to move it.
    expect(html).not.toContain("<!--$?-->");
    expect(html).not.toContain("Loading");
    expect(html).not.toMatch(/<div hidden id="S:/);
  });
});
