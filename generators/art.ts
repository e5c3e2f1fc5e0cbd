/**
 * Generates the storefront's original SVG artwork into public/:
 * product images, article thumbnails, benefit tiles, hero / banner / contact / Open Graph art,
 * the favicon and the web manifest.
 *
 * Every file is a hand-built SVG string (no external fonts, images or scripts) and the output is
 * deterministic: variation between products comes from a hash of the slug, so re-running the
 * script rewrites identical bytes.
 *
 * Run: npm run art
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { catalogue } from "../app/catalogue/catalogue";
import type { Audience, Product } from "../app/catalogue/product";
import { site } from "../app/config/site";
import { brandColors } from "../app/config/brand";

const {
  button: LIME_DARK,
  canvas: PAPER,
  ink: INK,
  leafStrong: OLIVE,
  lime: LIME,
  limeSoft: LIME_PALE,
  mist: MIST,
} = brandColors;

const publicDir = fileURLToPath(new URL("../public/", import.meta.url));

const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "system-ui, sans-serif";

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

/** Rounds to one decimal so files stay small and output is stable. */
function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function hashString(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny seeded PRNG, so "random" placement is reproducible. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: readonly T[], rnd: () => number): T {
  return items[Math.floor(rnd() * items.length) % items.length] as T;
}

function between(rnd: () => number, min: number, max: number): number {
  return min + (max - min) * rnd();
}

function shuffled<T>(items: readonly T[], rnd: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    const a = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = a;
  }
  return copy;
}

function svgDoc(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    (defs ? `<defs>${defs}</defs>` : "") +
    body +
    "</svg>\n"
  );
}

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? " " + extra : ""}/>`;
}

/** A highlight down a container: a white, fully rounded bar. */
function shine(x: number, y: number, w: number, h: number, opacity: string): string {
  return rect(x, y, w, h, "#fff", `rx="${n(w / 2)}" opacity="${opacity}"`);
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? " " + extra : ""}/>`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? " " + extra : ""}/>`;
}

function group(transform: string, content: string, extra = ""): string {
  return `<g transform="${transform}"${extra ? " " + extra : ""}>${content}</g>`;
}

function place(x: number, y: number, rotate = 0, scale = 1): string {
  let t = `translate(${n(x)} ${n(y)})`;
  if (rotate) t += ` rotate(${n(rotate)})`;
  if (scale !== 1) t += ` scale(${Math.round(scale * 100) / 100})`;
  return t;
}

function linearGradient(id: string, stops: [number, string][], vertical = false): string {
  const dir = vertical ? `x1="0" y1="0" x2="0" y2="1"` : `x1="0" y1="0" x2="1" y2="0"`;
  const s = stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join("");
  return `<linearGradient id="${id}" ${dir}>${s}</linearGradient>`;
}

// ---------------------------------------------------------------------------------------------
// Botanical building blocks (defined once per file in <defs>, placed with <use>)
// ---------------------------------------------------------------------------------------------

/** A lens-shaped leaf 100 units long, pointing right, with a pale midrib. Fill comes from <use>. */
const LEAF_DEF =
  `<g id="l"><path d="M0 0C22-20 70-26 100 0C70 26 22 20 0 0Z"/>` +
  `<path d="M8 0H88" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2"/></g>`;

/** A sprig 220 units tall (growing up from the origin); fill and stroke come from <use>. */
const SPRIG_DEF =
  `<g id="s"><path d="M0 0C8-60 8-140-4-220" fill="none" stroke-width="4" stroke-linecap="round"/>` +
  [
    [4, -40, -150, 0.62],
    [6, -75, -30, 0.66],
    [5, -115, -155, 0.58],
    [3, -150, -25, 0.56],
    [-1, -185, -150, 0.46],
    [-4, -218, -95, 0.42],
  ]
    .map(
      ([x, y, r, s]) => `<use href="#l" stroke="none" transform="${place(x ?? 0, y ?? 0, r, s)}"/>`,
    )
    .join("") +
  `</g>`;

function leaf(
  x: number,
  y: number,
  rotate: number,
  scale: number,
  fill: string,
  extra = "",
): string {
  return `<use href="#l" transform="${place(x, y, rotate, scale)}" fill="${fill}"${extra ? " " + extra : ""}/>`;
}

function sprig(
  x: number,
  y: number,
  rotate: number,
  scale: number,
  color: string,
  extra = "",
): string {
  return `<use href="#s" transform="${place(x, y, rotate, scale)}" fill="${color}" stroke="${color}"${extra ? " " + extra : ""}/>`;
}

/** Five round petals around a centre. */
function flower(x: number, y: number, r: number, petal: string, centre: string): string {
  let out = "";
  for (let i = 0; i < 5; i++) {
    const a = (i * 72 - 90) * (Math.PI / 180);
    out += circle(x + Math.cos(a) * r, y + Math.sin(a) * r, r * 0.8, petal);
  }
  return out + circle(x, y, r * 0.55, centre);
}

// ---------------------------------------------------------------------------------------------
// Text measurement (approximate Georgia / system-ui advance widths, in em) and fitting
// ---------------------------------------------------------------------------------------------

const serifAdvance: Record<string, number> = {
  A: 0.67,
  B: 0.65,
  C: 0.64,
  D: 0.73,
  E: 0.65,
  F: 0.6,
  G: 0.73,
  H: 0.82,
  I: 0.39,
  J: 0.5,
  K: 0.7,
  L: 0.6,
  M: 0.87,
  N: 0.76,
  O: 0.74,
  P: 0.6,
  Q: 0.74,
  R: 0.7,
  S: 0.56,
  T: 0.62,
  U: 0.76,
  V: 0.67,
  W: 0.99,
  X: 0.71,
  Y: 0.62,
  Z: 0.6,
  a: 0.5,
  b: 0.55,
  c: 0.45,
  d: 0.56,
  e: 0.48,
  f: 0.33,
  g: 0.5,
  h: 0.58,
  i: 0.3,
  j: 0.29,
  k: 0.52,
  l: 0.29,
  m: 0.86,
  n: 0.58,
  o: 0.53,
  p: 0.56,
  q: 0.54,
  r: 0.42,
  s: 0.43,
  t: 0.34,
  u: 0.57,
  v: 0.48,
  w: 0.75,
  x: 0.5,
  y: 0.47,
  z: 0.44,
  " ": 0.24,
  "'": 0.22,
  ",": 0.25,
  ".": 0.25,
  "-": 0.37,
  "&": 0.71,
  "+": 0.59,
};

/** Width of serif text; bold Georgia runs about 12% wider than regular. */
function serifWidth(text: string, size: number, bold = true): number {
  let em = 0;
  for (const ch of text) em += serifAdvance[ch] ?? (/[0-9]/.test(ch) ? 0.62 : 0.6);
  return em * size * (bold ? 1.12 : 1);
}

/** Width of system-ui text (semibold), with letter-spacing in px. */
function sansWidth(text: string, size: number, spacing = 0): number {
  let em = 0;
  for (const ch of text) {
    if (ch === " ") em += 0.28;
    else if (/[iljtfrI'.,|]/.test(ch)) em += 0.3;
    else if (/[MWmw]/.test(ch)) em += 0.88;
    else if (/[A-Z0-9&]/.test(ch)) em += 0.68;
    else em += 0.55;
  }
  return em * size + spacing * text.length;
}

interface FittedName {
  lines: string[];
  size: number;
}

/**
 * Candidate layouts for a product name within maxWidth: one line, and the best-balanced two-line
 * split. Sizes are the largest that fit the width; the caller picks one after the height check.
 */
function nameLayouts(name: string, maxWidth: number, maxSize: number): FittedName[] {
  const layouts: FittedName[] = [
    { lines: [name], size: Math.min(maxSize, maxWidth / serifWidth(name, 1)) },
  ];
  const words = name.split(" ");
  let bestTwo: FittedName | null = null;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(" ");
    const b = words.slice(i).join(" ");
    const size = Math.min(maxSize * 0.9, maxWidth / Math.max(serifWidth(a, 1), serifWidth(b, 1)));
    if (!bestTwo || size > bestTwo.size) bestTwo = { lines: [a, b], size };
  }
  if (bestTwo) layouts.push(bestTwo);
  return layouts;
}

/** Largest font size (≤ maxSize) at which sans text with the given em letter-spacing fits. */
function fitSans(text: string, maxWidth: number, maxSize: number, spacingEm: number): number {
  const perPx = sansWidth(text, 1, spacingEm);
  return Math.max(9, Math.min(maxSize, Math.floor((maxWidth / perPx) * 10) / 10));
}

function textEl(
  x: number,
  y: number,
  content: string,
  size: number,
  fill: string,
  opts: {
    serif?: boolean;
    weight?: number;
    spacing?: number;
    anchor?: string;
    italic?: boolean;
  } = {},
): string {
  const family = opts.serif ? SERIF : SANS;
  let attrs = `x="${n(x)}" y="${n(y)}" font-family="${family}" font-size="${n(size)}"`;
  if (opts.weight) attrs += ` font-weight="${opts.weight}"`;
  if (opts.italic) attrs += ` font-style="italic"`;
  if (opts.spacing) attrs += ` letter-spacing="${n(opts.spacing)}"`;
  attrs += ` text-anchor="${opts.anchor ?? "middle"}" fill="${fill}"`;
  return `<text ${attrs}>${escapeXml(content)}</text>`;
}

// ---------------------------------------------------------------------------------------------
// Palettes per audience
// ---------------------------------------------------------------------------------------------

interface Palette {
  bg: string;
  bg2: string;
  table: string;
  circle: string;
  circle2: string;
  body: string;
  bodyDark: string;
  cap: string;
  capDark: string;
  band: string;
  leaves: string[];
  accent: string;
  /** Small text on the paper label; passes 4.5:1 on #fbfbf6. */
  labelAccent: string;
  capsule: [string, string];
  /** Bodies for the extra bottles of a bundle. */
  siblings: [string, string];
  blush?: string;
}

const palettes: Record<Audience, Palette> = {
  men: {
    bg: MIST,
    bg2: "#e7ecd9",
    table: "#dde3cb",
    circle: "#dfe7c9",
    circle2: "#cdd8b0",
    body: "#2f4a1f",
    bodyDark: "#1d3114",
    cap: INK,
    capDark: "#0c1c11",
    band: OLIVE,
    leaves: [OLIVE, "#4d6b22", "#6b7f3a", "#2f4a1f"],
    accent: "#6b7f3a",
    labelAccent: "#3f5a1a",
    capsule: ["#a3b86c", "#f1f4e8"],
    siblings: ["#4b5d2a", "#23381a"],
  },
  women: {
    bg: PAPER,
    bg2: "#f4f1ea",
    table: "#ece8dd",
    circle: "#e5ecdd",
    circle2: "#f5ddd6",
    body: "#87a283",
    bodyDark: "#677f63",
    cap: "#4b6347",
    capDark: "#3a4e37",
    band: "#d99a8b",
    leaves: ["#6f8f68", "#93ad8d", "#5b7a55", "#b7c9b1"],
    accent: "#e3a99b",
    labelAccent: "#8a4a3e",
    capsule: ["#d99a8b", "#f4ece4"],
    siblings: ["#d7a497", "#a6b99f"],
    blush: "#efc4b9",
  },
  unisex: {
    bg: PAPER,
    bg2: MIST,
    table: "#e8edd8",
    circle: LIME_PALE,
    circle2: "#d9f99d",
    body: "#3f6212",
    bodyDark: "#2b450b",
    cap: "#84cc16",
    capDark: "#65a30d",
    band: LIME,
    leaves: [LIME_DARK, "#65a30d", "#84cc16", OLIVE],
    accent: LIME,
    labelAccent: LIME_DARK,
    capsule: ["#84cc16", "#f7fee7"],
    siblings: ["#65a30d", OLIVE],
  },
};

// ---------------------------------------------------------------------------------------------
// Product packaging, drawn in local coordinates: origin at the bottom centre, y grows downwards.
// ---------------------------------------------------------------------------------------------

type Kind = "bottle" | "jar" | "dropper" | "pouch" | "bundle";

function kindOf(name: string): Kind {
  if (/\b(bundle|kit)\b/i.test(name)) return "bundle";
  if (/cream/i.test(name)) return "jar";
  if (/serum/i.test(name)) return "dropper";
  if (/greens/i.test(name)) return "pouch";
  return "bottle";
}

interface LabelText {
  name?: string;
  category?: string;
}

/** Brand, name, divider and category, vertically centred inside the label box. */
function labelContent(
  x: number,
  y: number,
  w: number,
  h: number,
  t: LabelText,
  p: Palette,
): string {
  const cx = x + w / 2;
  const brand = site.brandName.toUpperCase();
  if (!t.name) {
    // Brand-only label (bundle siblings, hero art): small leaf mark + serif brand.
    const [first, ...rest] = site.brandName.split(" ");
    const size = Math.min(30, (w * 0.8) / serifWidth(first ?? "", 1));
    const mid = y + h / 2;
    return (
      leaf(cx - 14, mid - size * 1.25, -35, 0.32, p.labelAccent) +
      textEl(cx, mid, first ?? "", size, INK, { serif: true, weight: 700 }) +
      textEl(cx, mid + size * 1.05, rest.join(" "), size, INK, { serif: true, weight: 700 })
    );
  }
  const brandSize = fitSans(brand, w * 0.72, Math.min(16, Math.max(11, w * 0.055)), 0.22);
  const catText = (t.category ?? "").toUpperCase();
  const catSize = fitSans(catText, w * 0.94, Math.min(17, Math.max(11, w * 0.058)), 0.1);
  const gapA = brandSize * 1.3;
  const gapB = catSize * 1.2;
  const fixedHeight = brandSize + gapA + gapB + 2 + gapB + catSize;
  const nameHeight = (f: FittedName) => f.size * (1 + (f.lines.length - 1) * 1.12);
  const blockHeight = (f: FittedName) => fixedHeight + nameHeight(f);
  // Cap each layout by the label's height, then prefer two lines only when clearly larger.
  const layouts = nameLayouts(t.name, w * 0.94, Math.min(56, w * 0.19)).map((f) => ({
    lines: f.lines,
    size: Math.floor(Math.min(f.size, (h * 0.92 - fixedHeight) / (nameHeight(f) / f.size))),
  }));
  const [single, double] = layouts as [FittedName, FittedName | undefined];
  const fitted = double && double.size > single.size * 1.12 ? double : single;
  let top = y + (h - blockHeight(fitted)) / 2;
  let out = textEl(cx, top + brandSize * 0.78, brand, brandSize, p.labelAccent, {
    weight: 600,
    spacing: brandSize * 0.22,
  });
  top += brandSize + gapA;
  fitted.lines.forEach((line, i) => {
    out += textEl(cx, top + fitted.size * (0.76 + i * 1.12), line, fitted.size, INK, {
      serif: true,
      weight: 700,
    });
  });
  top += fitted.size * (1 + (fitted.lines.length - 1) * 1.12) + gapB;
  out += rect(cx - w * 0.12, top, w * 0.24, 2, p.band);
  top += 2 + gapB;
  out += textEl(cx, top + catSize * 0.76, catText, catSize, "#3b4a3f", {
    weight: 600,
    spacing: catSize * 0.1,
  });
  return out;
}

function paperLabel(x: number, y: number, w: number, h: number, t: LabelText, p: Palette): string {
  return (
    rect(x, y, w, h, PAPER, `rx="10"`) +
    rect(x + 10, y + 9, w - 20, 2.5, p.band) +
    rect(x + 10, y + h - 11.5, w - 20, 2.5, p.band) +
    labelContent(x + 12, y + 16, w - 24, h - 32, t, p)
  );
}

function ridges(x0: number, x1: number, y: number, h: number, step: number, color: string): string {
  let d = "";
  for (let x = x0; x <= x1; x += step) d += `M${n(x)} ${n(y)}v${n(h)}`;
  return `<path d="${d}" stroke="${color}" stroke-width="3" opacity=".55"/>`;
}

/** A container's body, filled with a gradient of the file (rx: its corner radius). */
function body(x: number, y: number, w: number, h: number, rx: number, gradient = "gb"): string {
  return rect(x, y, w, h, `url(#${gradient})`, `rx="${n(rx)}"`);
}

/** A container's cap, in the palette's cap colour (rx: its corner radius). */
function cap(x: number, y: number, w: number, h: number, rx: number, p: Palette): string {
  return rect(x, y, w, h, p.cap, `rx="${n(rx)}"`);
}

/** Body gradient ids are per file; every product file defines "gb" (and "g2", "g3" for bundles). */
/** A capsule bottle; with gradient null the body takes its fill from the enclosing <use>. */
function bottle(p: Palette, t: LabelText, gradient: string | null = "gb"): string {
  return (
    rect(-92, -372, 184, 40, p.bodyDark, `rx="8"`) +
    (gradient
      ? body(-140, -345, 280, 345, 44, gradient)
      : `<rect x="-140" y="-345" width="280" height="345" rx="44"/>`) +
    cap(-104, -440, 208, 84, 14, p) +
    ridges(-88, 88, -430, 64, 16, p.capDark) +
    shine(-124, -320, 14, 280, ".16") +
    paperLabel(-126, -282, 252, 224, t, p)
  );
}

function jar(p: Palette, t: LabelText): string {
  return (
    body(-180, -262, 360, 262, 38) +
    rect(-170, -274, 340, 24, p.bodyDark, `rx="6"`) +
    cap(-192, -352, 384, 96, 18, p) +
    rect(-192, -282, 384, 10, p.capDark, `opacity=".6"`) +
    shine(-172, -340, 16, 48, ".14") +
    shine(-164, -238, 14, 210, ".16") +
    paperLabel(-150, -236, 300, 204, t, p)
  );
}

function dropper(p: Palette, t: LabelText): string {
  return (
    rect(-46, -352, 92, 40, p.bodyDark) +
    body(-135, -330, 270, 330, 46) +
    cap(-62, -414, 124, 68, 10, p) +
    ridges(-50, 50, -406, 52, 12.5, p.capDark) +
    rect(-38, -530, 76, 124, p.capDark, `rx="38"`) +
    shine(-24, -514, 10, 70, ".18") +
    shine(-120, -305, 13, 270, ".16") +
    paperLabel(-120, -282, 240, 232, t, p)
  );
}

function pouch(p: Palette, t: LabelText): string {
  return (
    `<path d="M-160-470H160L166-400C178-260 180-120 172 0H-172C-180-120-178-260-166-400Z" fill="url(#gb)"/>` +
    rect(-160, -470, 320, 30, p.bodyDark) +
    ridges(-150, 150, -466, 22, 10, p.capDark) +
    `<path d="M-163-418H163" stroke="${p.bodyDark}" stroke-width="4" stroke-dasharray="10 6"/>` +
    `<path d="M-172 0Q0-34 172 0" fill="none" stroke="${p.bodyDark}" stroke-width="3" opacity=".6"/>` +
    shine(-150, -400, 14, 360, ".14") +
    paperLabel(-136, -372, 272, 270, t, p)
  );
}

function bundle(p: Palette, t: LabelText): string {
  // The two brand-only siblings share one definition (#sb, from bodyGradients) in two colours.
  return (
    `<use href="#sb" transform="${place(-212, -26, 0, 0.78)}" fill="url(#g2)"/>` +
    `<use href="#sb" transform="${place(212, -26, 0, 0.78)}" fill="url(#g3)"/>` +
    ellipse(0, -4, 150, 12, INK, `opacity=".12"`) +
    group(place(0, 0, 0, 0.95), bottle(p, t))
  );
}

function bodyGradients(p: Palette, kind: Kind): string {
  const shade = (id: string, c: string) =>
    linearGradient(id, [
      [0, c],
      [0.55, c],
      [1, p.bodyDark],
    ]);
  let defs = shade("gb", p.body);
  if (kind === "bundle") {
    defs += shade("g2", p.siblings[0]) + shade("g3", p.siblings[1]);
    defs += `<g id="sb">${bottle(p, {}, null)}</g>`;
  }
  return defs;
}

function packaging(kind: Kind, p: Palette, t: LabelText): string {
  switch (kind) {
    case "jar":
      return jar(p, t);
    case "dropper":
      return dropper(p, t);
    case "pouch":
      return pouch(p, t);
    case "bundle":
      return bundle(p, t);
    default:
      return bottle(p, t);
  }
}

/** Half-width of each kind's footprint, for ground shadows. */
const footprint: Record<Kind, number> = {
  bottle: 150,
  jar: 195,
  dropper: 145,
  pouch: 180,
  bundle: 320,
};

// ---------------------------------------------------------------------------------------------
// Product scenes
// ---------------------------------------------------------------------------------------------

function productView1(product: Product, p: Palette, kind: Kind): string {
  const rnd = seeded(hashString(product.slug));
  let body = rect(0, 0, 800, 800, p.bg);
  body += circle(
    400 + between(rnd, -40, 40),
    410 + between(rnd, -30, 30),
    between(rnd, 255, 295),
    p.circle,
  );
  const corners: [number, number][] = [
    [150, 170],
    [650, 170],
    [150, 640],
    [650, 640],
  ];
  const [ccx, ccy] = pick(corners, rnd);
  body += circle(ccx, ccy, between(rnd, 90, 130), p.circle2, `opacity=".8"`);

  // Leaves scattered around the edges, positions and tones chosen by the slug's hash.
  const anchors: [number, number][] = [
    [110, 150],
    [690, 140],
    [90, 420],
    [715, 400],
    [140, 700],
    [660, 715],
    [400, 80],
    [250, 95],
    [560, 90],
    [60, 270],
    [740, 270],
    [300, 735],
    [510, 740],
  ];
  for (const [ax, ay] of shuffled(anchors, rnd).slice(0, 7 + Math.floor(rnd() * 3))) {
    const outward = (Math.atan2(ay - 420, ax - 400) * 180) / Math.PI;
    body += leaf(
      ax + between(rnd, -25, 25) - Math.cos((outward * Math.PI) / 180) * 60,
      ay + between(rnd, -25, 25) - Math.sin((outward * Math.PI) / 180) * 60,
      outward + between(rnd, -40, 40),
      between(rnd, 0.9, 1.55),
      pick(p.leaves, rnd),
      rnd() < 0.35 ? `opacity=".75"` : "",
    );
  }
  const left = rnd() < 0.5;
  body += sprig(
    left ? 95 : 705,
    790,
    left ? 18 : -18,
    between(rnd, 1.35, 1.75),
    pick(p.leaves, rnd),
  );
  if (p.blush) {
    body += flower(left ? 680 : 120, between(rnd, 170, 260), 16, p.blush, "#fbe8e2");
    body += flower(left ? 640 : 165, between(rnd, 620, 700), 11, p.blush, "#fbe8e2");
  } else {
    for (let i = 0; i < 3; i++) {
      body += circle(
        between(rnd, 80, 720),
        between(rnd, 600, 760),
        between(rnd, 5, 9),
        p.accent,
        `opacity=".7"`,
      );
    }
  }

  const scale: Record<Kind, number> = { bottle: 1, jar: 1.12, dropper: 1, pouch: 1, bundle: 1 };
  const base = kind === "jar" ? 630 : kind === "dropper" ? 680 : kind === "bundle" ? 650 : 665;
  body += ellipse(400, base, footprint[kind] * scale[kind], 18, INK, `opacity=".13"`);
  body += group(
    place(400, base, 0, scale[kind]),
    packaging(kind, p, { name: product.name, category: product.category }),
  );
  return svgDoc(800, 800, LEAF_DEF + SPRIG_DEF + bodyGradients(p, kind), body);
}

const BIG_LEAF =
  `<path d="M0 0C120-190 430-200 600 0C430 200 120 190 0 0Z"/>` +
  `<path d="M10 0H585M120 0L190-70M220 0L300-85M330 0L400-80M440 0L490-55M120 0L190 70M220 0L300 85M330 0L400 80M440 0L490 55" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="4" stroke-linecap="round"/>`;

function capsule(x: number, y: number, rotate: number, colors: [string, string]): string {
  return group(
    place(x, y, rotate),
    `<path d="M0-23H-40A23 23 0 0 0-40 23H0Z" fill="${colors[0]}"/>` +
      `<path d="M0-23H40A23 23 0 0 1 40 23H0Z" fill="${colors[1]}"/>` +
      `<path d="M-46-11H-12" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".45"/>` +
      ellipse(2, 26, 55, 6, INK, `opacity=".12"`),
  );
}

function closeUpItems(kind: Kind, p: Palette, rnd: () => number, tilt: number): string {
  let out = "";
  if (kind === "jar") {
    // A dollop of cream with a soft swirl.
    let cream = ellipse(400, 372, 130, 34, INK, `opacity=".1"`);
    cream += `<path d="M280 360C270 310 320 280 360 290C370 250 440 250 450 290C500 280 535 320 520 360Z" fill="${PAPER}" stroke="#d8dcc8" stroke-width="3"/>`;
    cream += `<path d="M330 330C360 310 420 305 470 325M360 300C390 285 420 290 440 300" fill="none" stroke="#d8dcc8" stroke-width="3" stroke-linecap="round"/>`;
    out += group("translate(400 340) scale(1.35) translate(-400 -340)", cream);
    out += ellipse(600, 410, 24, 9, PAPER, `stroke="#d8dcc8" stroke-width="2"`);
  } else if (kind === "dropper") {
    // Serum drops.
    const drop = (x: number, y: number, s: number) =>
      group(
        place(x, y, 0, s),
        `<path d="M0-60C18-30 34-10 34 10A34 34 0 0 1-34 10C-34-10-18-30 0-60Z" fill="#f2e4b3" stroke="#c9a94e" stroke-width="2.5"/>` +
          ellipse(-12, 8, 7, 12, "#fff", `opacity=".7"`),
      );
    out += drop(330, 350, 1.2) + drop(450, 320, 0.9) + drop(520, 390, 0.7) + drop(260, 410, 0.55);
  } else if (kind === "pouch") {
    // A wooden scoop of green powder.
    out += `<path d="M540 300L680 210" stroke="#a47148" stroke-width="16" stroke-linecap="round"/>`;
    out += `<path d="M250 330A150 62 0 0 0 550 330Z" fill="#b98456"/>`;
    out += `<path d="M260 332C280 270 330 245 400 244C470 245 520 270 540 332Z" fill="#6d9a1f"/>`;
    for (let i = 0; i < 14; i++) {
      out += circle(
        between(rnd, 300, 500),
        between(rnd, 270, 325),
        between(rnd, 2, 4),
        pick(["#a3e635", "#3f6212", "#ecfccb"], rnd),
      );
    }
    out += ellipse(400, 330, 150, 10, "#8a5d35", `opacity=".5"`);
  } else {
    // Capsules sit along the leaf's midrib (which runs from (95, 500) at the given tilt).
    const slope = Math.tan((-tilt * Math.PI) / 180);
    const spots: [number, number][] = [
      [250, -45],
      [320, 40],
      [390, -50],
      [450, 35],
      [510, -30],
      [560, 20],
      [280, 75],
    ];
    for (const [x, offset] of shuffled(spots, rnd).slice(0, 5 + Math.floor(rnd() * 2))) {
      const y = 500 - (x - 95) * slope + offset;
      out += capsule(
        x + between(rnd, -10, 10),
        y + between(rnd, -8, 8),
        between(rnd, -60, 60),
        p.capsule,
      );
    }
  }
  return out;
}

function productView2(product: Product, p: Palette, kind: Kind): string {
  const rnd = seeded(hashString(product.slug + ":2"));
  let body = rect(0, 0, 800, 800, p.bg2);
  body += circle(between(rnd, 560, 660), between(rnd, 140, 220), between(rnd, 150, 190), p.circle);
  body += circle(
    between(rnd, 90, 170),
    between(rnd, 520, 580),
    between(rnd, 80, 110),
    p.circle2,
    `opacity=".7"`,
  );
  body += leaf(700, 560, between(rnd, -20, 20), 1.3, pick(p.leaves, rnd), `opacity=".8"`);
  body += leaf(90, 120, between(rnd, 160, 200), 1.2, pick(p.leaves, rnd), `opacity=".8"`);
  const tilt = between(rnd, -26, -14);
  body += group(place(95, 500, tilt), BIG_LEAF, `fill="${p.leaves[0]}"`);
  body += group(place(150, 470, tilt - 30, 0.45), BIG_LEAF, `fill="${p.leaves[1]}" opacity=".9"`);
  body += closeUpItems(kind, p, rnd, tilt);

  // Name plate
  body += rect(110, 544, 580, 196, PAPER, `rx="22" stroke="${p.band}" stroke-width="3"`);
  body += labelContent(140, 558, 520, 168, { name: product.name, category: product.category }, p);
  return svgDoc(800, 800, LEAF_DEF, body);
}

function mortar(p: Palette): string {
  const stone = "#cfcbbb";
  const rim = "#bdb9a8";
  return (
    ellipse(0, 2, 150, 14, INK, `opacity=".13"`) +
    `<path d="M-120-130H120C118-50 70 0 0 0C-70 0-118-50-120-130Z" fill="${stone}"/>` +
    rect(-60, -12, 120, 14, "#b7b3a2", `rx="6"`) +
    ellipse(0, -130, 120, 22, rim) +
    ellipse(0, -128, 100, 14, "#8f8b7a") +
    leaf(-70, -136, -30, 0.7, p.leaves[0] ?? OLIVE) +
    leaf(-20, -134, -70, 0.55, p.leaves[1] ?? OLIVE) +
    `<path d="M30-132L135-275" stroke="#a7a493" stroke-width="26" stroke-linecap="round"/>` +
    `<path d="M-120-130A120 22 0 0 0 120-130L100-128A100 14 0 0 1-100-128Z" fill="${rim}"/>` +
    `<path d="M-100-90C-60-60 60-60 100-90" fill="none" stroke="#fff" stroke-width="5" opacity=".25" stroke-linecap="round"/>`
  );
}

function teaCup(p: Palette): string {
  return (
    ellipse(0, 0, 140, 16, "#e2e6d4") +
    ellipse(0, -4, 120, 12, "#f3f5ec", `stroke="#d3d8c4" stroke-width="2"`) +
    `<path d="M92-110C150-110 150-40 80-42" fill="none" stroke="#d3d8c4" stroke-width="14"/>` +
    `<path d="M-96-140H96C96-50 56-8 0-8C-56-8-96-50-96-140Z" fill="${PAPER}" stroke="#d3d8c4" stroke-width="3"/>` +
    ellipse(0, -140, 96, 16, "#b88a3e") +
    ellipse(0, -140, 96, 16, "none", `stroke="#d3d8c4" stroke-width="3"`) +
    leaf(-30, -142, -10, 0.45, p.leaves[0] ?? OLIVE) +
    `<path d="M-30-180C-45-210-15-230-30-260M20-175C5-205 35-225 20-255" fill="none" stroke="#c7cdb7" stroke-width="5" stroke-linecap="round"/>`
  );
}

function productView3(product: Product, p: Palette, kind: Kind): string {
  const rnd = seeded(hashString(product.slug + ":3"));
  let body = rect(0, 0, 800, 800, p.bg);
  body += circle(between(rnd, 160, 260), between(rnd, 170, 240), between(rnd, 210, 250), p.circle);
  body += rect(0, 610, 800, 190, p.table);
  body += rect(0, 608, 800, 4, p.circle2, `opacity=".8"`);
  // A tall sprig in the background, then the product and a still-life companion on the table.
  body += sprig(
    between(rnd, 470, 520),
    620,
    between(rnd, 5, 15),
    1.6,
    pick(p.leaves, rnd),
    `opacity=".85"`,
  );
  body += sprig(
    between(rnd, 560, 620),
    625,
    between(rnd, 15, 30),
    1.25,
    pick(p.leaves, rnd),
    `opacity=".6"`,
  );
  const scale = kind === "bundle" ? 0.72 : kind === "jar" ? 1 : 0.9;
  const px = kind === "bundle" ? 280 : 290;
  body += ellipse(px, 690, footprint[kind] * scale, 14, INK, `opacity=".13"`);
  body += group(
    place(px, 690, 0, scale),
    packaging(kind, p, { name: product.name, category: product.category }),
  );
  const useMortar = rnd() < 0.5;
  body += group(
    place(kind === "bundle" ? 650 : 620, 700, 0, 0.85),
    useMortar ? mortar(p) : teaCup(p),
  );
  for (let i = 0; i < 3; i++) {
    body += leaf(
      between(rnd, 90, 700),
      between(rnd, 730, 770),
      between(rnd, -30, 30) + (i % 2 ? 180 : 0),
      between(rnd, 0.6, 0.9),
      pick(p.leaves, rnd),
    );
  }
  if (p.blush) body += flower(between(rnd, 480, 540), 750, 12, p.blush, "#fbe8e2");
  return svgDoc(800, 800, LEAF_DEF + SPRIG_DEF + bodyGradients(p, kind), body);
}

// ---------------------------------------------------------------------------------------------
// Articles (800×450, no text)
// ---------------------------------------------------------------------------------------------

function citrusHalf(x: number, y: number, r: number, rind: string, flesh: string): string {
  let segs = "";
  for (let i = 0; i < 8; i++) {
    const a = (i * 45 * Math.PI) / 180;
    segs += `M0 0L${n(Math.cos(a) * r * 0.82)} ${n(Math.sin(a) * r * 0.82)}`;
  }
  return group(
    place(x, y),
    circle(0, 0, r, rind) +
      circle(0, 0, r * 0.88, "#fff7e6") +
      circle(0, 0, r * 0.82, flesh) +
      `<path d="${segs}" stroke="#fff7e6" stroke-width="${n(r * 0.05)}"/>` +
      circle(0, 0, r * 0.08, "#fff7e6"),
  );
}

function berry(x: number, y: number, r: number, fill: string): string {
  return (
    circle(x, y, r, fill) + circle(x - r * 0.35, y - r * 0.35, r * 0.25, "#fff", `opacity=".35"`)
  );
}

function heartPath(size: number): string {
  const s = size / 100;
  const k = (v: number) => n(v * s);
  return `M0 ${k(35)}C${k(-10)} ${k(20)} ${k(-55)} ${k(-5)} ${k(-55)} ${k(-40)}C${k(-55)} ${k(-75)} ${k(-15)} ${k(-85)} 0 ${k(-55)}C${k(15)} ${k(-85)} ${k(55)} ${k(-75)} ${k(55)} ${k(-40)}C${k(55)} ${k(-5)} ${k(10)} ${k(20)} 0 ${k(35)}Z`;
}

function heartLeaf(x: number, y: number, rotate: number, size: number, fill: string): string {
  const s = size / 100;
  return group(
    place(x, y, rotate),
    `<path d="${heartPath(size)}" fill="${fill}"/>` +
      `<path d="M0 ${n(30 * s)}V${n(-50 * s)}M0 ${n(-5 * s)}L${n(-30 * s)} ${n(-35 * s)}M0 ${n(-5 * s)}L${n(30 * s)} ${n(-35 * s)}M0 ${n(15 * s)}L${n(-25 * s)} ${n(-5 * s)}M0 ${n(15 * s)}L${n(25 * s)} ${n(-5 * s)}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="${n(3 * s)}" stroke-linecap="round"/>` +
      `<path d="M0 ${n(34 * s)}q4 ${n(20 * s)} -6 ${n(34 * s)}" fill="none" stroke="${fill}" stroke-width="${n(4 * s)}"/>`,
  );
}

function articleImmune(): string {
  let b = rect(0, 0, 800, 450, "#fbf8ec");
  b += circle(600, 120, 200, "#fdf0c8") + circle(140, 380, 150, LIME_PALE);
  b +=
    leaf(430, 210, -40, 2.2, "#65a30d") +
    leaf(430, 210, 20, 1.8, LIME_DARK) +
    leaf(430, 215, 200, 1.6, "#84cc16");
  b += citrusHalf(300, 230, 105, "#f59e0b", "#fbbf24");
  b += citrusHalf(520, 300, 80, "#eab308", "#fde047");
  b += citrusHalf(640, 170, 55, "#f97316", "#fdba74");
  const berries: [number, number, number][] = [
    [150, 250, 18],
    [180, 280, 20],
    [140, 300, 16],
    [200, 320, 14],
    [690, 330, 16],
    [715, 300, 13],
    [665, 360, 12],
  ];
  b += berries.map(([x, y, r], i) => berry(x, y, r, i % 2 ? "#be123c" : "#9f1239")).join("");
  b += sprig(90, 450, 25, 1.1, OLIVE) + sprig(760, 450, -20, 0.9, LIME_DARK, `opacity=".8"`);
  return svgDoc(800, 450, LEAF_DEF + SPRIG_DEF, b);
}

function articleStress(): string {
  const defs =
    LEAF_DEF +
    SPRIG_DEF +
    linearGradient(
      "sk",
      [
        [0, "#dfe7ea"],
        [1, "#eef2e4"],
      ],
      true,
    );
  let b = rect(0, 0, 800, 450, "url(#sk)");
  b += circle(590, 130, 70, PAPER) + circle(620, 110, 62, "#e2e9eb");
  for (const [x, y, r] of [
    [180, 80, 3],
    [300, 50, 2.5],
    [420, 110, 2],
    [720, 60, 2.5],
    [90, 150, 2],
  ] as const) {
    b += circle(x, y, r, PAPER);
  }
  const wave = (y: number, amp: number, fill: string) =>
    `<path d="M0 ${y}C100 ${y - amp} 200 ${y - amp} 300 ${y}S500 ${y + amp} 600 ${y}S750 ${y - amp} 800 ${y}V450H0Z" fill="${fill}"/>`;
  b +=
    wave(280, 30, "#b9ccc0") +
    wave(320, 26, "#93b3a3") +
    wave(365, 22, "#5f8a74") +
    wave(410, 18, "#365a45");
  // Lavender sprigs.
  for (const [x, rot, s] of [
    [120, -8, 1],
    [160, 6, 0.85],
    [690, 10, 0.95],
  ] as const) {
    let buds = "";
    for (let i = 0; i < 7; i++)
      buds += ellipse(i % 2 ? 6 : -6, -150 - i * 16, 6, 9, i % 2 ? "#a78bfa" : "#8b5cf6");
    b += group(
      place(x, 450, rot, s),
      `<path d="M0 0V-250" stroke="#5b7a55" stroke-width="4"/>` +
        buds +
        leaf(0, -60, -120, 0.5, "#5b7a55") +
        leaf(0, -90, -60, 0.45, "#5b7a55"),
    );
  }
  return svgDoc(800, 450, defs, b);
}

function articleBrain(): string {
  let b = rect(0, 0, 800, 450, "#f3f4ec");
  b += circle(400, 225, 190, "#e3ead4");
  // A brain-shaped canopy of leaf green, with a stem and two leaves below it.
  const lobes: [number, number, number][] = [
    [-62, -18, 58],
    [-22, -52, 60],
    [30, -50, 58],
    [66, -12, 54],
    [-58, 30, 48],
    [0, 8, 66],
    [52, 34, 48],
  ];
  let brain = `<path d="M6 60C4 100 10 130 0 170" stroke="${OLIVE}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
  brain += leaf(4, 110, -150, 0.8, LIME_DARK) + leaf(6, 135, -30, 0.7, "#84cc16");
  brain += lobes.map(([x, y, r]) => circle(x, y, r, "#65a30d")).join("");
  brain += `<path d="M0-100C-12-60 12-30 0 0S-10 50 4 70M-95-10C-70-30-50 0-30-20M-80 40C-55 20-35 50-20 30M30-20C50 0 70-30 95-10M25 40C45 25 60 55 85 35M-60-60C-40-80-20-55 -10-80M15-80C30-60 50-85 65-62" fill="none" stroke="#d9f99d" stroke-width="5" stroke-linecap="round" opacity=".7"/>`;
  b += group(place(400, 190), brain);
  // Walnut halves.
  const walnut = (x: number, y: number, rot: number) =>
    group(
      place(x, y, rot),
      ellipse(0, 0, 62, 50, "#a16207") +
        ellipse(0, 0, 52, 41, "#ca8a04") +
        `<path d="M0-40V40M0-18C-20-35-45-20-38 0C-45 20-20 35 0 18M0-18C20-35 45-20 38 0C45 20 20 35 0 18M-20-5C-25 5-15 10-22 18M20-5C25 5 15 10 22 18" fill="none" stroke="#854d0e" stroke-width="5" stroke-linecap="round"/>`,
    );
  b += walnut(170, 320, -15) + walnut(250, 370, 20);
  const blue = (x: number, y: number, r: number) =>
    circle(x, y, r, "#3b4a8c") +
    circle(x, y - r * 0.1, r * 0.3, "#27325f") +
    circle(x - r * 0.4, y - r * 0.4, r * 0.2, "#fff", `opacity=".3"`);
  b +=
    blue(600, 330, 26) +
    blue(645, 300, 22) +
    blue(640, 360, 20) +
    blue(690, 335, 18) +
    blue(585, 285, 16);
  b += leaf(560, 380, 160, 0.9, LIME_DARK) + leaf(700, 270, -40, 0.8, "#65a30d");
  return svgDoc(800, 450, LEAF_DEF, b);
}

function articleEnergy(): string {
  const defs =
    LEAF_DEF +
    SPRIG_DEF +
    linearGradient(
      "sk",
      [
        [0, "#fef9c3"],
        [1, PAPER],
      ],
      true,
    );
  let b = rect(0, 0, 800, 450, "url(#sk)");
  let rays = "";
  for (let i = 0; i < 16; i++) {
    const a = (i * 22.5 * Math.PI) / 180;
    rays += `M${n(Math.cos(a) * 120)} ${n(Math.sin(a) * 120)}L${n(Math.cos(a) * 165)} ${n(Math.sin(a) * 165)}`;
  }
  b += group(
    place(400, 250),
    `<path d="${rays}" stroke="#facc15" stroke-width="10" stroke-linecap="round"/>` +
      circle(0, 0, 100, "#fde047") +
      circle(0, 0, 78, "#facc15"),
  );
  b += `<path d="M0 330C150 290 300 300 420 330S680 360 800 320V450H0Z" fill="#bef264"/>`;
  b += `<path d="M0 370C180 340 340 350 480 380S700 400 800 370V450H0Z" fill="#84cc16"/>`;
  b += `<path d="M0 410C200 390 420 400 560 420S720 430 800 415V450H0Z" fill="${LIME_DARK}"/>`;
  b += sprig(120, 440, -10, 1.2, OLIVE) + sprig(175, 445, 12, 0.9, "#65a30d");
  b += sprig(680, 440, 8, 1.15, OLIVE) + sprig(630, 445, -15, 0.85, "#65a30d");
  b +=
    leaf(300, 120, -150, 0.9, "#84cc16", `opacity=".7"`) +
    leaf(520, 90, -30, 0.8, "#65a30d", `opacity=".7"`);
  return svgDoc(800, 450, defs, b);
}

function articleHeart(): string {
  let b = rect(0, 0, 800, 450, "#fbf6f1");
  b +=
    circle(400, 235, 185, "#f6e3dc") +
    circle(680, 90, 80, "#e7eedf") +
    circle(110, 380, 90, "#e7eedf");
  b += `<path d="M400 420C400 360 395 300 400 240M400 330C360 300 320 290 280 300M400 300C440 270 480 262 520 270" fill="none" stroke="${OLIVE}" stroke-width="6" stroke-linecap="round"/>`;
  b += heartLeaf(400, 200, 0, 150, "#4d7c0f");
  b += heartLeaf(270, 290, -35, 95, "#65a30d");
  b += heartLeaf(530, 255, 35, 105, "#5b7a55");
  b += heartLeaf(180, 150, -20, 60, "#84cc16");
  b += heartLeaf(640, 350, 20, 55, "#84cc16");
  b += `<path d="${heartPath(40)}" fill="#d9576b" transform="translate(620 150) rotate(12)"/>`;
  b += `<path d="${heartPath(28)}" fill="#e88a96" transform="translate(150 330) rotate(-12)"/>`;
  b +=
    berry(660, 200, 12, "#be123c") +
    berry(680, 215, 10, "#9f1239") +
    berry(120, 260, 11, "#be123c");
  return svgDoc(800, 450, LEAF_DEF, b);
}

function articleDigestive(): string {
  let b = rect(0, 0, 800, 450, MIST);
  b += circle(400, 250, 200, "#e3ead4") + circle(690, 110, 70, LIME_PALE);
  // Greens in a bowl.
  const greens: [number, number, number, number, string][] = [
    [330, 250, -120, 1.3, "#65a30d"],
    [360, 245, -95, 1.4, LIME_DARK],
    [400, 245, -80, 1.5, "#84cc16"],
    [440, 248, -60, 1.35, OLIVE],
    [470, 252, -35, 1.2, "#65a30d"],
    [310, 258, -150, 1.1, "#84cc16"],
    [380, 250, -110, 1.0, OLIVE],
    [425, 250, -70, 1.1, "#4d7c0f"],
  ];
  b += greens.map(([x, y, r, s, c]) => leaf(x, y, r, s, c)).join("");
  b +=
    circle(445, 215, 14, "#facc15") +
    circle(470, 230, 10, "#ef4444") +
    circle(350, 220, 11, "#ef4444");
  b += ellipse(400, 392, 170, 14, INK, `opacity=".1"`);
  b += `<path d="M220 260H580C575 340 500 390 400 390C300 390 225 340 220 260Z" fill="#d6c7a7"/>`;
  b +=
    ellipse(400, 260, 180, 22, "#e8dcc2") + ellipse(400, 262, 160, 14, "#4d7c0f", `opacity=".35"`);
  b += `<path d="M250 300C300 340 500 340 550 300" fill="none" stroke="#fff" stroke-width="6" opacity=".3" stroke-linecap="round"/>`;
  // Ginger root and mint.
  b += group(
    place(130, 380, -10),
    `<path d="M-60 0C-70-30-40-40-20-25C-10-50 20-55 30-30C50-40 75-20 60 5C40 20-40 25-60 0Z" fill="#d4a35a"/><path d="M-30-5C-10 0 20 0 40-5" stroke="#b07f3a" stroke-width="3" fill="none"/>`,
  );
  b +=
    leaf(640, 380, -160, 0.9, "#5b7a55") +
    leaf(650, 385, -110, 0.8, "#6f8f68") +
    leaf(660, 385, -60, 0.85, "#5b7a55");
  return svgDoc(800, 450, LEAF_DEF, b);
}

// ---------------------------------------------------------------------------------------------
// Benefit tiles (400×500, bottom third darker for the overlaid text)
// ---------------------------------------------------------------------------------------------

/**
 * A 400×500 tile: light botanical art in the top two thirds, a deep green ground in the bottom
 * third (where the card's title and description sit) so white text always reads.
 */
function benefitTile(top: string, art: string): string {
  const defs =
    LEAF_DEF +
    SPRIG_DEF +
    linearGradient(
      "bt",
      [
        [0, top],
        [1, "#e5ebd4"],
      ],
      true,
    ) +
    linearGradient(
      "gd",
      [
        [0, "#1f3d28"],
        [1, INK],
      ],
      true,
    );
  const ground =
    `<path d="M0 338C70 318 150 330 210 326S330 312 400 324V500H0Z" fill="#2b5333"/>` +
    `<path d="M0 352C90 336 180 350 260 344S350 334 400 340V500H0Z" fill="url(#gd)"/>` +
    leaf(40, 420, -20, 0.9, "#244a2e") +
    leaf(360, 450, -160, 1.1, "#244a2e") +
    leaf(180, 480, -10, 0.8, "#1f3d28");
  return svgDoc(400, 500, defs, rect(0, 0, 400, 500, "url(#bt)") + art + ground);
}

function benefitEnergy(): string {
  let rays = "";
  for (let i = 0; i < 12; i++) {
    const a = (i * 30 * Math.PI) / 180;
    rays += `M${n(200 + Math.cos(a) * 86)} ${n(160 + Math.sin(a) * 86)}L${n(200 + Math.cos(a) * 118)} ${n(160 + Math.sin(a) * 118)}`;
  }
  const art =
    circle(200, 160, 150, "#fef9c3") +
    `<path d="${rays}" stroke="#facc15" stroke-width="9" stroke-linecap="round"/>` +
    circle(200, 160, 70, "#fde047") +
    sprig(70, 350, 10, 1, LIME_DARK) +
    sprig(330, 345, -10, 0.95, "#65a30d") +
    sprig(250, 345, 6, 0.6, "#84cc16") +
    sprig(140, 350, -6, 0.55, "#84cc16");
  return benefitTile("#fefce8", art);
}

function benefitBalance(): string {
  const stones: [number, number, number, string][] = [
    [200, 312, 86, "#9ca38f"],
    [200, 252, 68, "#b5bba7"],
    [200, 203, 52, "#a3ab92"],
    [200, 165, 38, "#c5cab6"],
  ];
  let art = circle(200, 190, 150, "#f5ddd6") + circle(80, 80, 46, "#e5ecdd");
  for (const [x, y, rx, c] of stones) art += ellipse(x, y, rx, rx * 0.38, c);
  art += `<path d="M200 152C198 128 204 110 200 92" stroke="#5b7a55" stroke-width="4" fill="none"/>`;
  art += leaf(200, 112, -150, 0.7, "#6f8f68") + leaf(200, 98, -35, 0.75, "#5b7a55");
  art += sprig(45, 345, 8, 0.95, "#93ad8d") + sprig(355, 340, -8, 1, "#6f8f68");
  art += flower(330, 120, 11, "#efc4b9", "#fbe8e2");
  return benefitTile("#fbf3ef", art);
}

function benefitFocus(): string {
  let art = "";
  const rings: [number, string][] = [
    [150, "#e3ead4"],
    [115, "#d3dfbd"],
    [80, "#c2d4a4"],
    [48, "#ecfccb"],
  ];
  for (const [r, c] of rings) art += circle(200, 180, r, c);
  art += group(
    place(200, 192),
    leaf(0, 0, -90, 0.9, LIME_DARK) +
      leaf(0, 0, -35, 0.72, "#65a30d") +
      leaf(0, 0, -145, 0.72, "#84cc16") +
      circle(0, 0, 8, OLIVE),
  );
  art += sprig(55, 345, 12, 1, OLIVE) + sprig(345, 345, -12, 1, LIME_DARK);
  return benefitTile("#f4f7ec", art);
}

function benefitTransform(): string {
  const art =
    circle(200, 180, 150, LIME_PALE) +
    circle(315, 85, 38, "#fde68a", `opacity=".85"`) +
    `<path d="M200 335C195 270 205 200 200 120" stroke="${OLIVE}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    leaf(200, 260, -160, 1.0, "#65a30d") +
    leaf(200, 220, -20, 1.1, LIME_DARK) +
    leaf(200, 170, -140, 0.85, "#84cc16") +
    leaf(200, 132, -60, 0.75, "#65a30d") +
    `<path d="M85 330V300M315 328V270" stroke="${OLIVE}" stroke-width="3"/>` +
    leaf(85, 302, -130, 0.3, "#84cc16") +
    leaf(85, 302, -50, 0.3, "#84cc16") +
    leaf(315, 290, -140, 0.45, "#65a30d") +
    leaf(315, 275, -45, 0.5, LIME_DARK);
  return benefitTile("#f7fbe9", art);
}

// ---------------------------------------------------------------------------------------------
// Hero, banner, contact, Open Graph, favicon
// ---------------------------------------------------------------------------------------------

function hero(): string {
  const p = palettes.unisex;
  const pm = palettes.men;
  const pw = palettes.women;
  const defs =
    LEAF_DEF +
    SPRIG_DEF +
    bodyGradients(pm, "bottle").replace(`id="gb"`, `id="g2"`) +
    bodyGradients(p, "bottle") +
    bodyGradients(pw, "bottle").replace(`id="gb"`, `id="g3"`);
  let b = rect(0, 0, 640, 480, MIST);
  b +=
    circle(330, 250, 200, LIME_PALE) +
    circle(520, 90, 70, "#d9f99d", `opacity=".7"`) +
    circle(110, 400, 60, "#e5ecdd");
  b +=
    sprig(90, 470, -15, 1.6, LIME_DARK) +
    sprig(560, 470, 18, 1.5, OLIVE) +
    sprig(520, 480, -5, 1.1, "#84cc16");
  b +=
    leaf(130, 120, -150, 1.3, "#65a30d") +
    leaf(150, 110, -100, 1.1, "#84cc16") +
    leaf(510, 210, -30, 1.2, "#65a30d");
  b += ellipse(320, 420, 230, 16, INK, `opacity=".13"`);
  b += group(place(150, 405, 0, 0.55), bottle(pm, {}, "g2"));
  b += group(place(490, 405, 0, 0.55), bottle(pw, {}, "g3"));
  b += group(place(320, 425, 0, 0.7), bottle(p, {}));
  b += leaf(120, 430, -20, 1.2, LIME_DARK) + leaf(500, 440, -160, 1.1, "#65a30d");
  return svgDoc(640, 480, defs, b);
}

function banner(): string {
  const rnd = seeded(hashString("banner"));
  const tones = ["#1f3d28", "#244a2e", "#2b5333", "#1b3723", "#2f5a2a"];
  let b = rect(0, 0, 1600, 600, INK);
  b +=
    circle(300, 120, 260, "#1b3723") +
    circle(1250, 480, 320, "#1b3723") +
    circle(820, 300, 180, "#1d3a26");
  for (let i = 0; i < 40; i++) {
    // A jittered 10 × 4 grid, so the leaves cover the whole width evenly.
    const x = (i % 10) * 165 + between(rnd, -40, 60);
    const y = Math.floor(i / 10) * 165 + between(rnd, 0, 110);
    const t = place(x, y, Math.round(between(rnd, 0, 360)), between(rnd, 0.9, 2));
    b += `<use href="#m" transform="${t}" fill="${pick(tones, rnd)}"/>`;
  }
  b +=
    sprig(60, 620, 25, 2.4, "#2b5333") +
    sprig(1540, 620, -25, 2.4, "#2b5333") +
    sprig(800, 640, 0, 1.6, "#244a2e");
  for (let i = 0; i < 14; i++)
    b += circle(
      between(rnd, 0, 1600),
      between(rnd, 0, 600),
      between(rnd, 3, 7),
      "#4d7c0f",
      `opacity=".45"`,
    );
  // The pattern leaves have no midrib: pale veins on a dark ground read as scratches.
  const plainLeaf = `<path id="m" d="M0 0C22-20 70-26 100 0C70 26 22 20 0 0Z"/>`;
  return svgDoc(1600, 600, LEAF_DEF + SPRIG_DEF + plainLeaf, b);
}

function contact(): string {
  const p = palettes.unisex;
  let b = rect(0, 0, 640, 420, MIST);
  b +=
    circle(320, 230, 170, LIME_PALE) +
    circle(540, 80, 60, "#e3ead4") +
    circle(90, 340, 70, "#e3ead4");
  b +=
    sprig(110, 400, -20, 1.4, LIME_DARK) +
    sprig(540, 400, 20, 1.3, OLIVE) +
    sprig(160, 410, 8, 1, "#84cc16");
  b += rect(0, 330, 640, 90, "#e6ebd6");
  b += group(place(320, 350, 0, 1.05), mortar(p));
  const seeds: [number, number][] = [
    [180, 370],
    [195, 385],
    [215, 375],
    [440, 380],
    [460, 372],
    [470, 390],
  ];
  b += seeds.map(([x, y]) => ellipse(x, y, 6, 4, "#a16207")).join("");
  b +=
    leaf(470, 395, -170, 0.9, "#65a30d") +
    leaf(150, 395, -15, 0.9, LIME_DARK) +
    leaf(95, 150, -140, 1.2, "#65a30d") +
    leaf(545, 190, -40, 1.1, "#84cc16");
  return svgDoc(640, 420, LEAF_DEF + SPRIG_DEF, b);
}

function ogDefault(): string {
  const p = palettes.unisex;
  const defs = LEAF_DEF + SPRIG_DEF + bodyGradients(p, "bottle");
  let b = rect(0, 0, 1200, 630, PAPER);
  b += circle(960, 330, 250, LIME_PALE) + circle(1130, 90, 80, "#d9f99d", `opacity=".7"`);
  b +=
    sprig(885, 640, -8, 2, LIME_DARK) +
    sprig(1130, 640, 20, 2.1, OLIVE) +
    leaf(1060, 210, -40, 1.5, "#65a30d");
  b += ellipse(960, 560, 160, 16, INK, `opacity=".13"`);
  b += group(place(960, 560, 0, 0.95), bottle(p, {}));
  b += rect(0, 0, 16, 630, LIME);
  b += group(place(96, 190), leaf(0, 0, -40, 0.7, LIME_DARK) + leaf(6, 2, -95, 0.55, "#84cc16"));
  b += textEl(90, 300, site.brandName, 80, INK, { serif: true, weight: 700, anchor: "start" });
  b += rect(92, 338, 120, 6, LIME, `rx="3"`);
  b += textEl(90, 405, site.tagline, 32, "#2f4a1f", { anchor: "start" });
  b += textEl(90, 520, "HERBAL SUPPLEMENTS · MEN · WOMEN · DETOX", 18, LIME_DARK, {
    anchor: "start",
    weight: 600,
    spacing: 2.5,
  });
  return svgDoc(1200, 630, defs, b);
}

function favicon(): string {
  return svgDoc(
    32,
    32,
    "",
    circle(16, 16, 16, LIME) +
      `<path d="M8.5 23.5C7.5 14.5 13.5 8 24.5 7.5C25 18 18.5 24.5 8.5 23.5Z" fill="${INK}"/>` +
      `<path d="M9.5 22.5L19 13" stroke="${LIME}" stroke-width="1.6" stroke-linecap="round"/>`,
  );
}

function manifest(): string {
  return (
    JSON.stringify(
      {
        name: site.brandName,
        short_name: site.brandName,
        start_url: "/",
        display: "standalone",
        background_color: PAPER,
        theme_color: OLIVE,
        icons: [{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml" }],
      },
      null,
      2,
    ) + "\n"
  );
}

// ---------------------------------------------------------------------------------------------
// Write everything
// ---------------------------------------------------------------------------------------------

const written: { path: string; bytes: number; changed: boolean }[] = [];

function write(relativePath: string, content: string): void {
  const fullPath = join(publicDir, relativePath);
  mkdirSync(dirname(fullPath), { recursive: true });
  let previous: string | null = null;
  try {
    previous = readFileSync(fullPath, "utf8");
  } catch {
    previous = null;
  }
  const changed = previous !== content;
  if (changed) writeFileSync(fullPath, content);
  written.push({ path: relativePath, bytes: Buffer.byteLength(content), changed });
}

for (const product of catalogue) {
  const palette = palettes[product.audience];
  const kind = kindOf(product.name);
  const views = [productView1, productView2, productView3];
  for (let i = 1; i <= product.imageCount; i++) {
    const view = views[i - 1];
    if (view) write(`images/products/${product.slug}-${i}.svg`, view(product, palette, kind));
  }
}

const articles: Record<string, () => string> = {
  "natural-immune-boost": articleImmune,
  "stress-management-guide": articleStress,
  "brain-health-nutrition": articleBrain,
  "natural-energy-tips": articleEnergy,
  "heart-health-guide": articleHeart,
  "digestive-wellness": articleDigestive,
};
for (const [id, draw] of Object.entries(articles)) write(`images/articles/${id}.svg`, draw());

const benefits: Record<string, () => string> = {
  "boost-energy": benefitEnergy,
  "find-balance": benefitBalance,
  "enhance-focus": benefitFocus,
  "transform-life": benefitTransform,
};
for (const [id, draw] of Object.entries(benefits)) write(`images/benefits/${id}.svg`, draw());

write("images/hero-botanicals.svg", hero());
write("images/banner-botanicals.svg", banner());
write("images/contact-botanicals.svg", contact());
write("images/og-default.svg", ogDefault());
write("favicon.svg", favicon());
write("site.webmanifest", manifest());

const total = written.reduce((sum, file) => sum + file.bytes, 0);
const largest = [...written].sort((a, b) => b.bytes - a.bytes)[0];
const changedCount = written.filter((file) => file.changed).length;
console.log(
  `Wrote ${written.length} files (${changedCount} changed), ${(total / 1024).toFixed(1)} KB in total; ` +
    `largest ${largest?.path} (${((largest?.bytes ?? 0) / 1024).toFixed(1)} KB).`,
);
