/**
 * Social preview images (1200 × 630 PNG): a product's or article's art on the brand background
 * with its name (and a product's price). Rendered with sharp (libvips, librsvg for the SVG
 * layout and text); the art is the first product image or the article thumbnail, or a photo
 * the store owner put next to it.
 */
import { existsSync } from "node:fs";
import sharp from "sharp";
import { previewHeight, previewWidth } from "../../app/lib/previews";
import { brandColors } from "../../app/config/brand";

const { canvas: PAPER, ink: INK, leaf: LEAF, lime: LIME, mist: MIST } = brandColors;

const SERIF = "Georgia, 'DejaVu Serif', 'Times New Roman', serif";
const SANS = "'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif";

/** Photo formats an owner may drop in place of the SVG art, preferred in this order. */
const photoExtensions = ["jpg", "jpeg", "png", "webp"];

/**
 * The art for a preview: a photo with the same name as the SVG (e.g. `bone-rock-1.jpg` next to
 * `bone-rock-1.svg`) when there is one, else the SVG itself.
 */
export function findArt(svgPath: string): string {
  const base = svgPath.replace(/\.svg$/, "");
  for (const extension of photoExtensions) {
    const photo = `${base}.${extension}`;
    if (existsSync(photo)) return photo;
  }
  return svgPath;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** Greedy word wrap by an estimated glyph width; at most `maxLines`, the last one cut with "…". */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= maxChars || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s,.;:]+$/, "")}…`;
  return kept;
}

interface Layout {
  /** Small label above the title ("Verdant Roots" or "Article"). */
  eyebrow: string;
  title: string;
  /** A product's price; articles have none. */
  price?: string;
  brandName: string;
  /** Size of the art panel on the left: square for products, 16:9 for articles. */
  art: { width: number; height: number };
}

const margin = 60;

/** The background, text and frame as one SVG; the art is composited into the frame. */
function layoutSvg({ eyebrow, title, price, brandName, art }: Layout): string {
  const textX = margin + art.width + 56;
  const textWidth = previewWidth - textX - margin;
  const titleSize = title.length > 40 ? 48 : title.length > 22 ? 56 : 66;
  const lines = wrapText(title, Math.floor(textWidth / (titleSize * 0.62)), 4);
  const lineHeight = Math.round(titleSize * 1.15);
  const blockHeight = 40 + lines.length * lineHeight + (price ? 90 : 0);
  let y = Math.round((previewHeight - blockHeight) / 2) + 24;
  const parts: string[] = [
    `<rect width="${previewWidth}" height="${previewHeight}" fill="${PAPER}"/>`,
    `<circle cx="${previewWidth - 40}" cy="40" r="190" fill="${MIST}"/>`,
    `<circle cx="${previewWidth - 90}" cy="${previewHeight + 30}" r="120" fill="${LIME}" fill-opacity=".35"/>`,
    `<rect x="0" y="${previewHeight - 14}" width="${previewWidth}" height="14" fill="${LEAF}"/>`,
    `<rect x="${margin - 10}" y="${(previewHeight - art.height) / 2 - 10}" width="${art.width + 20}" height="${art.height + 20}" rx="28" fill="${MIST}"/>`,
    `<text x="${textX}" y="${y}" font-family="${SANS}" font-size="26" font-weight="700" letter-spacing="3" fill="${LEAF}">${escapeXml(eyebrow.toUpperCase())}</text>`,
  ];
  y += 40 + lineHeight - Math.round(titleSize * 0.25);
  for (const line of lines) {
    parts.push(
      `<text x="${textX}" y="${y}" font-family="${SERIF}" font-size="${titleSize}" font-weight="700" fill="${INK}">${escapeXml(line)}</text>`,
    );
    y += lineHeight;
  }
  if (price) {
    parts.push(
      `<text x="${textX}" y="${y + 40}" font-family="${SANS}" font-size="52" font-weight="700" fill="${INK}">${escapeXml(price)}</text>`,
    );
  }
  if (eyebrow !== brandName) {
    parts.push(
      `<text x="${textX}" y="${previewHeight - 48}" font-family="${SERIF}" font-size="28" fill="${LEAF}">${escapeXml(brandName)}</text>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${previewWidth}" height="${previewHeight}" viewBox="0 0 ${previewWidth} ${previewHeight}">${parts.join("")}</svg>`;
}

/** The art scaled to cover its panel, with rounded corners. */
async function artPanel(artPath: string, { width, height }: Layout["art"]): Promise<Buffer> {
  const corners = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="20" fill="#fff"/></svg>`,
  );
  return sharp(artPath, { density: 144 })
    .resize(width, height, { fit: "cover" })
    .composite([{ input: corners, blend: "dest-in" }])
    .png()
    .toBuffer();
}

/** Renders one preview PNG to `outPath`. */
export async function renderPreview(
  layout: Omit<Layout, "art"> & { artPath: string; artShape: "square" | "wide" },
  outPath: string,
): Promise<void> {
  const art =
    layout.artShape === "square" ? { width: 470, height: 470 } : { width: 560, height: 315 };
  const background = Buffer.from(layoutSvg({ ...layout, art }));
  await sharp(background)
    .composite([
      {
        input: await artPanel(layout.artPath, art),
        left: margin,
        top: Math.round((previewHeight - art.height) / 2),
      },
    ])
    .png({ compressionLevel: 9 })
    .toFile(outPath);
}

/** The default preview: the brand's Open Graph art, as a PNG. */
export async function renderDefaultPreview(svgPath: string, outPath: string): Promise<void> {
  await sharp(findArt(svgPath))
    .resize(previewWidth, previewHeight, { fit: "cover" })
    .png({ compressionLevel: 9 })
    .toFile(outPath);
}
