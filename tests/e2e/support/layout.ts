import type { Page } from "@playwright/test";

/** One thing wrong with a page's layout, as a person looking at it would see it. */
export interface LayoutFinding {
  kind: "clipped-text" | "overlap" | "horizontal-scroll";
  /** A readable sentence naming the elements and the figures. */
  message: string;
}

export interface LayoutCheckOptions {
  /** CSS selectors whose elements (and everything inside them) are left out of the check. */
  ignore?: string[];
  /** Pixels two boxes may share, or text may pass its box, before it counts (rounding). */
  tolerance?: number;
}

/**
 * Looks at the page as laid out now and returns every layout problem found:
 *
 * - **clipped-text**: text that runs past the box it sits in (its nearest block-level element),
 *   or that an ancestor cuts off (`overflow: hidden` or `clip`). Text cut short on purpose
 *   (`text-overflow: ellipsis` or `line-clamp`) is allowed only when the full text is still there
 *   for every reader: in a `title` or `aria-label` on the element, an ancestor or a descendant.
 *   Text inside a scroll container (`overflow: auto` or `scroll`) is reachable and not clipped.
 * - **overlap**: two interactive elements whose boxes intersect, or an interactive element over
 *   text that is not its own. Nested controls (a link holding a button) do not count; nor does a
 *   link hidden from everyone but the mouse (`aria-hidden` with `tabindex="-1"`, such as a card's
 *   picture link), which only doubles a labelled link beside it. A button inside a text field's
 *   padding (a search field's submit button) is clear of the field's text and does not count.
 * - **horizontal-scroll**: the document is wider than the window.
 *
 * With a modal dialog open, only the dialog is looked at (the page behind it is inert). Hidden
 * elements (not rendered, `visibility: hidden`, `opacity: 0`, visually hidden text for
 * screen readers) are skipped.
 */
export async function findLayoutProblems(
  page: Page,
  options: LayoutCheckOptions = {},
): Promise<LayoutFinding[]> {
  return page.evaluate(inspectLayout, {
    ignore: options.ignore ?? [],
    tolerance: options.tolerance ?? 1,
  });
}

/** The findings as one readable block, for a test failure message. */
export function describeLayoutProblems(findings: readonly LayoutFinding[]): string {
  if (findings.length === 0) return "no layout problems";
  return findings.map((finding) => `- [${finding.kind}] ${finding.message}`).join("\n");
}

/** Runs in the page: no imports, no closures over test code. */
function inspectLayout({
  ignore,
  tolerance,
}: {
  ignore: string[];
  tolerance: number;
}): LayoutFinding[] {
  const findings: LayoutFinding[] = [];
  // An open modal dialog covers the page behind it (inert): only the dialog is looked at.
  const scope: Element = [...document.querySelectorAll("dialog:modal")].at(-1) ?? document.body;
  const ignored = (element: Element) =>
    ignore.some((selector) => element.closest(selector) !== null);

  const describe = (element: Element): string => {
    const tag = element.tagName.toLowerCase();
    const id = element.id ? `#${element.id}` : "";
    const label = element.getAttribute("aria-label");
    const text = (label ?? element.textContent ?? "").replace(/\s+/g, " ").trim();
    const snippet = text.length > 50 ? `${text.slice(0, 47)}...` : text;
    return `<${tag}${id}>${snippet ? ` "${snippet}"` : ""}`;
  };
  const round = (value: number) => Math.round(value);

  const visible = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true });

  /** Screen-reader-only text: clipped to nothing on purpose. */
  const visuallyHidden = (element: Element): boolean => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clip !== "auto" && style.position === "absolute") return true;
      if (style.clipPath === "inset(50%)") return true;
      const box = node.getBoundingClientRect();
      if (box.width <= 1 && box.height <= 1 && style.overflow !== "visible") return true;
    }
    return false;
  };

  const blockOf = (element: Element): Element => {
    let node: Element = element;
    while (node.parentElement && getComputedStyle(node).display.startsWith("inline")) {
      // Inline-block and inline-flex boxes are boxes of their own.
      const display = getComputedStyle(node).display;
      if (display !== "inline") break;
      node = node.parentElement;
    }
    return node;
  };

  const truncatesOnPurpose = (element: Element) => {
    const style = getComputedStyle(element);
    return (
      style.textOverflow === "ellipsis" ||
      (style.webkitLineClamp !== "none" && style.webkitLineClamp !== "")
    );
  };

  const fullTextAvailable = (element: Element): boolean => {
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim();
    if (!text) return true;
    const carriers: Element[] = [element, ...element.querySelectorAll("[title], [aria-label]")];
    for (let node = element.parentElement, depth = 0; node && depth < 4; depth++) {
      carriers.push(node);
      node = node.parentElement;
    }
    return carriers.some((carrier) =>
      ["title", "aria-label"].some((attribute) =>
        (carrier.getAttribute(attribute) ?? "").replace(/\s+/g, " ").includes(text),
      ),
    );
  };

  // --- The document wider than the window.
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + tolerance) {
    const wide = [...document.body.querySelectorAll("*")]
      .filter((element) => !ignored(element) && visible(element))
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + tolerance)
      .filter(
        (element) =>
          !element.parentElement ||
          element.parentElement.getBoundingClientRect().right <= root.clientWidth + tolerance,
      )
      .slice(0, 3)
      .map(describe);
    findings.push({
      kind: "horizontal-scroll",
      message: `the page is ${root.scrollWidth}px wide in a ${root.clientWidth}px window${
        wide.length ? `; widest: ${wide.join(", ")}` : ""
      }`,
    });
  }

  // --- Text: every visible text node's line boxes.
  interface TextPiece {
    element: Element;
    rects: DOMRect[];
  }
  const texts: TextPiece[] = [];
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const reported = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    const element = node.parentElement;
    if (!element || ignored(element)) continue;
    if (element.closest("script, style, noscript, template, select, option, svg")) continue;
    if (!visible(element) || visuallyHidden(element)) continue;
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
    if (rects.length === 0) continue;
    texts.push({ element, rects });

    const block = blockOf(element);
    // The boxes the text must stay inside: its own block, then every clipping ancestor.
    const limits: Element[] = [block];
    for (let ancestor = block.parentElement; ancestor; ancestor = ancestor.parentElement) {
      const style = getComputedStyle(ancestor);
      const overflows = [style.overflowX, style.overflowY];
      if (overflows.some((value) => value === "auto" || value === "scroll")) break;
      if (overflows.some((value) => value === "hidden" || value === "clip")) limits.push(ancestor);
    }
    for (const limit of limits) {
      const style = getComputedStyle(limit);
      if (limit === block && ["auto", "scroll"].includes(style.overflowX)) break;
      const box = limit.getBoundingClientRect();
      // A line box is taller than the line height with tight leading: only a quarter of a line
      // or more outside the box counts vertically.
      const past = rects.some(
        (rect) =>
          rect.left < box.left - tolerance ||
          rect.right > box.right + tolerance ||
          rect.top < box.top - Math.max(tolerance, rect.height / 4) ||
          rect.bottom > box.bottom + Math.max(tolerance, rect.height / 4),
      );
      if (!past) continue;
      if (reported.has(block)) break;
      reported.add(block);
      const onPurpose = [block, limit].find(truncatesOnPurpose);
      if (onPurpose) {
        if (fullTextAvailable(onPurpose)) break;
        findings.push({
          kind: "clipped-text",
          message: `${describe(block)} is cut short (ellipsis or line clamp) without its full text in a title or aria-label`,
        });
        break;
      }
      const widest = Math.max(...rects.map((rect) => rect.right));
      const lowest = Math.max(...rects.map((rect) => rect.bottom));
      findings.push({
        kind: "clipped-text",
        message:
          limit === block
            ? `the text of ${describe(block)} runs past its box (text to x=${round(widest)}, y=${round(lowest)}; box ${round(box.left)}-${round(box.right)} x ${round(box.top)}-${round(box.bottom)})`
            : `the text of ${describe(block)} is cut off by ${describe(limit)} (text to x=${round(widest)}, y=${round(lowest)}; box ${round(box.left)}-${round(box.right)} x ${round(box.top)}-${round(box.bottom)})`,
      });
      break;
    }
  }

  // --- Controls: over each other, or over text that is not theirs.
  const controls = [
    ...scope.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [tabindex]:not([tabindex="-1"])',
    ),
  ].filter(
    (element) =>
      !ignored(element) &&
      visible(element) &&
      !visuallyHidden(element) &&
      !(element.getAttribute("aria-hidden") === "true" && element.tabIndex < 0),
  );
  const contentBox = (element: Element, box: DOMRect) => {
    const style = getComputedStyle(element);
    const left = box.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
    const right = box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
    return new DOMRect(left, box.top, Math.max(right - left, 0), box.height);
  };
  const boxes = controls.map((element) => element.getBoundingClientRect());
  const intersect = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > tolerance &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > tolerance;

  for (let i = 0; i < controls.length; i++) {
    const a = controls[i]!;
    const boxA = boxes[i]!;
    if (boxA.width === 0 || boxA.height === 0) continue;
    for (let j = i + 1; j < controls.length; j++) {
      const b = controls[j]!;
      const boxB = boxes[j]!;
      if (boxB.width === 0 || boxB.height === 0) continue;
      if (a.contains(b) || b.contains(a)) continue;
      // A label and the control it names are one control.
      if (a instanceof HTMLLabelElement || b instanceof HTMLLabelElement) continue;
      // A button inside a text field's padding (a search field's submit) leaves its text clear.
      const field = [a, b].find(
        (element) => element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement,
      );
      const fieldBox = field === a ? contentBox(a, boxA) : field === b ? contentBox(b, boxB) : null;
      if (field && fieldBox && !intersect(fieldBox, field === a ? boxB : boxA)) continue;
      if (intersect(boxA, boxB)) {
        findings.push({
          kind: "overlap",
          message: `${describe(a)} and ${describe(b)} overlap`,
        });
      }
    }
    const overText = new Set<Element>();
    for (const text of texts) {
      if (a.contains(text.element)) continue;
      // Text inside a control that holds this one (a summary's own words) is that control's.
      if (text.element.contains(a)) continue;
      if (text.rects.some((rect) => intersect(rect, boxA))) overText.add(blockOf(text.element));
    }
    for (const block of overText) {
      findings.push({
        kind: "overlap",
        message: `${describe(a)} covers the text of ${describe(block)}`,
      });
    }
  }
  return findings;
}
