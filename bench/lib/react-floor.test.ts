import { JSDOM } from "jsdom";
import { describe, expect, it, vi } from "vitest";
import { reactFloorPage } from "./floor-pages";
import { buildReactFloorScript, compileHint } from "./react-floor";

describe("React's floor script", () => {
  it("is one module of React's production build, with the compile hint, that hydrates the empty page as sent", async () => {
    const script = await buildReactFloorScript();
    // Shipped as the store ships its framework chunk: compiled while it streams.
    expect(script.startsWith(compileHint)).toBe(true);
    expect(script).not.toMatch(/^\s*(import|export)\b/m);
    expect(script).not.toContain("react.development");
    expect(script.length).toBeGreaterThan(100_000);

    const dom = new JSDOM(reactFloorPage, { runScripts: "outside-only" });
    const sent = dom.window.document.querySelector("main")!.innerHTML;
    const errors: unknown[] = [];
    dom.window.addEventListener("error", (event) => errors.push(event.error));
    dom.window.eval(script);
    const heading = dom.window.document.querySelector("h1")!;
    // Hydration adopts the server's nodes: React marks the very heading the page was sent with.
    await vi.waitFor(() =>
      expect(Object.keys(heading).some((key) => key.startsWith("__reactFiber$"))).toBe(true),
    );
    expect(dom.window.document.querySelector("main")!.innerHTML).toBe(sent);
    expect(errors).toEqual([]);
    dom.window.close();
  }, 60_000);
});
