import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, policyWithHashes } from "./page-cache";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("page cache script hashes", () => {
  it("hashes executable inline scripts only", () => {
    const html =
      '<script>window.a=1</script><script type="module">import("/x.js")</script>' +
      '<script type="application/ld+json">{"@type":"Product"}</script><script src="/y.js"></script>';
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import("/x.js")')]);
  });

  it("swaps the response's nonce for the hashes", () => {
    expect(
      policyWithHashes("script-src 'self' 'nonce-abc==' 'strict-dynamic'", [
        "'sha256-x'",
        "'sha256-y'",
      ]),
    ).toBe("script-src 'self' 'sha256-x' 'sha256-y' 'strict-dynamic'");
  });
});
