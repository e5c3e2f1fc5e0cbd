import type { Page } from "@playwright/test";
import { contrastRatio, type Rgba } from "../../support/contrast";

/** What the page says of the element that has keyboard focus. */
interface FocusedElement {
  /** Where it is in the document ("0.3.1"), to know when Tab has come round. */
  key: string;
  /** "button "Add to cart"": enough to find it in a report. */
  name: string;
  /** The colours of its focus indicator: outline, and box-shadow rings (spread, no blur). */
  indicator: Rgba[];
  /** The control's own background, and the page's background around it. */
  control: Rgba;
  page: Rgba;
  /** What covers its centre, when something else does. */
  coveredBy?: string;
}

/** The least contrast a focus indicator needs against the control and the page around it. */
const focusContrastNeeded = 3;

/**
 * Runs in the page: describes `document.activeElement`. Any CSS colour is read through a canvas,
 * so modern colour syntaxes (oklab, color-mix) come back as sRGB channels.
 */
function describeFocus(): FocusedElement | null {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) return null;
  const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
  const rgba = (css: string): Rgba => {
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = "#000";
    canvas.fillStyle = css;
    canvas.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
    return { r: r!, g: g!, b: b!, a: a! / 255 };
  };
  const painted = (top: Rgba, bottom: Rgba): Rgba => {
    const mix = (x: number, y: number) => x * top.a + y * (1 - top.a);
    return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
  };
  // The background an element shows: its own and its ancestors' colours, painted bottom up.
  const background = (from: Element | null): Rgba => {
    const layers: Rgba[] = [];
    for (let element = from; element; element = element.parentElement) {
      const colour = rgba(getComputedStyle(element).backgroundColor);
      if (colour.a > 0) layers.push(colour);
      if (colour.a >= 1) break;
    }
    return layers.reduceRight((below, layer) => painted(layer, below), {
      r: 255,
      g: 255,
      b: 255,
      a: 1,
    } as Rgba);
  };
  // A visually hidden control (a radio inside its label) shows its focus on the label.
  const box = focused.getBoundingClientRect();
  const shown = box.width <= 1 || box.height <= 1 ? (focused.closest("label") ?? focused) : focused;
  // Colours are read as the indicator's transitions (a fading outline) end: each is finished
  // at once (an endless animation cannot be, and is read as it is).
  for (const animation of shown.getAnimations()) {
    try {
      animation.finish();
    } catch {
      // An infinite animation has no end to jump to.
    }
  }
  const style = getComputedStyle(shown);
  const indicator: Rgba[] = [];
  if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 1) {
    indicator.push(rgba(style.outlineColor));
  }
  // Box-shadow rings: "colour 0px 0px 0px 2px" (a blurred shadow is not an indicator).
  for (const shadow of style.boxShadow === "none" ? [] : style.boxShadow.split(/,(?![^(]*\))/)) {
    const colour = /^\s*([a-z-]+\([^)]*\)|#[0-9a-f]+)/i.exec(shadow)?.[1];
    const lengths = [...shadow.matchAll(/(-?[\d.]+)px/g)].map((match) => Number(match[1]));
    if (colour && lengths.length >= 4 && lengths[2] === 0 && lengths[3]! >= 1) {
      indicator.push(rgba(colour));
    }
  }
  const page = background(shown.parentElement);
  const rect = shown.getBoundingClientRect();
  const x = Math.min(Math.max(rect.left + rect.width / 2, 0), innerWidth - 1);
  const y = Math.min(Math.max(rect.top + rect.height / 2, 0), innerHeight - 1);
  const hit = document.elementFromPoint(x, y);
  const covered = hit && !shown.contains(hit) && !hit.contains(shown);
  const label = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`;
  // Its identity: where it is in the document.
  const path: number[] = [];
  for (let node: Element = focused; node.parentElement; node = node.parentElement) {
    path.unshift([...node.parentElement.children].indexOf(node));
  }
  return {
    key: path.join("."),
    name: label(focused),
    indicator: indicator.filter((colour) => colour.a > 0).map((colour) => painted(colour, page)),
    control: background(shown),
    page,
    ...(covered ? { coveredBy: label(hit) } : {}),
  };
}

/** Why a focused element's indicator fails, or undefined when it passes. */
function focusProblem(focused: FocusedElement): string | undefined {
  if (focused.coveredBy) return `covered by ${focused.coveredBy}`;
  if (focused.indicator.length === 0) return "no focus indicator";
  const best = (against: Rgba) =>
    Math.max(...focused.indicator.map((colour) => contrastRatio(colour, against)));
  const onPage = best(focused.page);
  const onControl = best(focused.control);
  if (onPage < focusContrastNeeded) return `indicator ${onPage.toFixed(2)}:1 against the page`;
  if (onControl < focusContrastNeeded) {
    return `indicator ${onControl.toFixed(2)}:1 against the control`;
  }
  return undefined;
}

/**
 * Presses Tab through the page (or an open dialog) from where focus is, checking each focused
 * control's indicator, until focus comes back round or `stops` presses. Answers the controls
 * visited and every problem found ("button "Search": indicator 1.20:1 against the control").
 */
export async function tabThroughFocus(
  page: Page,
  stops = 120,
): Promise<{ visited: string[]; problems: string[] }> {
  const visited: string[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(describeFocus);
    if (!focused) continue;
    const { key } = focused;
    if (seen.has(key)) break;
    seen.add(key);
    visited.push(focused.name);
    const problem = focusProblem(focused);
    if (problem) problems.push(`${focused.name}: ${problem}`);
  }
  return { visited, problems };
}
