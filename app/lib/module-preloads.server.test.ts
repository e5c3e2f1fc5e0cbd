import { describe, expect, it } from "vitest";
import { withLowPriorityModulePreloads } from "./module-preloads.server";

describe("module preloads at low priority", () => {
  it("asks for every modulepreload React Router rendered at low priority", () => {
    const html =
      `<link rel="preload" as="image" href="/images/a.svg" fetchPriority="high"/>` +
      `<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n"/>` +
      `<link rel="modulepreload" href="/assets/root-b.js" nonce="n"/>`;
    expect(withLowPriorityModulePreloads(html)).toBe(
      `<link rel="preload" as="image" href="/images/a.svg" fetchPriority="high"/>` +
        `<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-a.js" nonce="n"/>` +
        `<link rel="modulepreload" fetchpriority="low" href="/assets/root-b.js" nonce="n"/>`,
    );
  });

  it("leaves a preload that already says its priority, other links and text alone", () => {
    const html =
      `<link rel="modulepreload" fetchpriority="high" href="/assets/x.js"/>` +
      `<link rel="stylesheet" href="/a.css"/>` +
      `<p>&lt;link rel=&quot;modulepreload&quot;</p>`;
    expect(withLowPriorityModulePreloads(html)).toBe(html);
  });
});
