import { JSDOM, VirtualConsole } from "jsdom";
import { createElement as h, Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { reactFloorPage } from "./floor-pages";
import { buildMirroredPageScript, buildReactFloorScript, compileHint } from "./react-floor";

const fiberOf = (node: object) => Object.keys(node).some((key) => key.startsWith("__reactFiber$"));

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
    await vi.waitFor(() => expect(fiberOf(heading)).toBe(true));
    expect(dom.window.document.querySelector("main")!.innerHTML).toBe(sent);
    expect(errors).toEqual([]);
    dom.window.close();
  }, 60_000);
});

describe("the mirrored page's script", () => {
  /** A page as React's server writes one: Suspense boundaries, adjacent texts, SVG, a form. */
  const body = renderToString(
    h(
      "div",
      { className: "page" },
      h("header", null, h("a", { href: "/" }, "Home"), h("p", null, "Rated ", 4.8, " of ", 5)),
      h(
        Suspense,
        { fallback: null },
        h(
          "main",
          null,
          h("h1", null, "Products"),
          h(
            Suspense,
            { fallback: null },
            h("ul", null, h("li", null, "One"), h("li", null, "Two")),
          ),
        ),
      ),
      h("svg", { viewBox: "0 0 16 16" }, h("path", { d: "M0 0h16v16z" })),
      h("form", null, h("input", { name: "q", defaultValue: "tea" }), h("button", null, "Search")),
    ),
  );

  it("hydrates a page's own elements as sent, in its Suspense boundaries, without a mismatch", async () => {
    const script = await buildMirroredPageScript();
    expect(script.startsWith(compileHint)).toBe(true);
    expect(body).toContain("<!--$-->");

    const logged: unknown[] = [];
    const virtualConsole = new VirtualConsole();
    virtualConsole.on("error", (...args: unknown[]) => logged.push(args));
    const dom = new JSDOM(`<!doctype html><html><head></head><body>${body}</body></html>`, {
      runScripts: "outside-only",
      virtualConsole,
    });
    const { document } = dom.window;
    const sent = document.body.innerHTML;
    const errors: unknown[] = [];
    dom.window.addEventListener("error", (event) => errors.push(event.error));
    dom.window.eval(script);
    // Hydration adopts every element the server sent, those inside the nested boundary too.
    await vi.waitFor(() => expect(fiberOf(document.querySelector("li:last-child")!)).toBe(true));
    expect([...document.body.querySelectorAll("*")].every(fiberOf)).toBe(true);
    expect(document.body.innerHTML).toBe(sent);
    expect([errors, logged]).toEqual([[], []]);
    dom.window.close();
  }, 60_000);
});
