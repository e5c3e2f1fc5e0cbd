import { describe, expect, it } from "vitest";
import { noncePlaceholder, withNonce } from "./nonce.server";

describe("script nonce placeholder", () => {
  it("is random per process (at least 128 bits), not a fixed string a visitor could type", () => {
    expect(noncePlaceholder).toMatch(/^placeholder[0-9a-f]{36}$/);
  });

  it("is replaced only in the nonce attribute of script tags, never in text or other tags", () => {
    const html =
      `<script nonce="${noncePlaceholder}">hydrate()</script>` +
      `<script type="module" async="" nonce="${noncePlaceholder}">import("/a.js")</script>` +
      `<link rel="modulepreload" href="/a.js" nonce="${noncePlaceholder}"/>` +
      `<p>Great product ${noncePlaceholder}</p><input value="${noncePlaceholder}"/>` +
      `<div nonce="${noncePlaceholder}"></div>`;
    expect(withNonce(html, "Fresh+Nonce/==")).toBe(
      `<script nonce="Fresh+Nonce/==">hydrate()</script>` +
        `<script type="module" async="" nonce="Fresh+Nonce/==">import("/a.js")</script>` +
        `<link rel="modulepreload" href="/a.js" nonce="Fresh+Nonce/=="/>` +
        `<p>Great product ${noncePlaceholder}</p><input value="${noncePlaceholder}"/>` +
        `<div nonce="${noncePlaceholder}"></div>`,
    );
  });
});
