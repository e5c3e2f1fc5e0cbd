import { expect, test } from "./test";
import { serverHtml } from "./support/server-html";

// The page hydrates in slices (Suspense boundaries around its parts, `HydrationSlice`): the
// header first, then the page's content and the footer, then what lies below the first screen on
// the pages that have the most of it. Each slice is committed, and its effects run, in tasks of
// their own. The server's HTML holds every slice whole, and hydration keeps its nodes.

/** The four pages the Lighthouse benchmark measures, with how many slices their content holds. */
const pages = [
  { path: "/", slicesInMain: 3 },
  { path: "/mens-health", slicesInMain: 2 },
  { path: "/products/bone-rock", slicesInMain: 2 },
  { path: "/articles/heart-health-guide", slicesInMain: 1 },
];

/** React marks a Suspense boundary in the server's HTML with the comments `$` and `/$`. */
function boundaryStarts(node: Node): number {
  const walker = node.ownerDocument!.createTreeWalker(node, 128 /* NodeFilter.SHOW_COMMENT */);
  let count = 0;
  while (walker.nextNode()) if ((walker.currentNode as Comment).data === "$") count++;
  return count;
}

for (const { path, slicesInMain } of pages) {
  test(`${path}: the server's HTML holds every slice whole`, async ({ request }) => {
    const { document, status } = await serverHtml(request, path);
    expect(status).toBe(200);
    const main = document.querySelector("main")!;
    expect(main.firstChild?.nodeType).toBe(8);
    expect((main.firstChild as Comment).data).toBe("$");
    // The outermost slices hold no fallback: never "$?" (pending) or "$!" (rendered on the client).
    expect(main.innerHTML).not.toMatch(/<!--\$[?!]-->/);
    expect(boundaryStarts(main)).toBeGreaterThanOrEqual(slicesInMain);
    const footer = document.querySelector("body > footer")!;
    expect(footer.previousSibling?.nodeType).toBe(8);
    expect((footer.previousSibling as Comment).data).toBe("$");
  });

  test(`${path}: hydration keeps every node the server sent, without errors`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    page.on("pageerror", (error) => errors.push(error.message));
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { serverNodes: Element[] }).serverNodes = [
          ...document.querySelectorAll("main *, footer *"),
        ];
      });
    });
    await page.goto(path); // waits for the hydrated flag
    const nodes = () =>
      page.evaluate(() => {
        const sent = (window as unknown as { serverNodes: Element[] }).serverNodes;
        // React's own properties on an element: it hydrated that element (a slice not yet
        // hydrated has none).
        const hydrated = (element: Element) =>
          Object.keys(element).some((key) => key.startsWith("__reactFiber"));
        return {
          sent: sent.length,
          kept: sent.filter((element) => element.isConnected).length,
          hydrated: sent.filter(hydrated).length,
        };
      });
    // Every slice hydrates (the parts below the fold without controls wait for an idle moment).
    await expect
      .poll(async () => {
        const { hydrated, sent } = await nodes();
        return hydrated / sent;
      })
      .toBe(1);
    const { sent, kept } = await nodes();
    expect(sent).toBeGreaterThan(100);
    // A slice whose HTML did not match would be rendered again in the browser, its nodes replaced.
    expect(kept).toBe(sent);
    expect(errors).toEqual([]);
  });
}
