/**
 * The shop's icons: public/favicon.svg drawn as PNG at each of the sizes the pages and the web app
 * manifest name (app/config/icons.ts), with sharp, as the card images are.
 */
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { iconPath, iconSizes } from "../../app/config/icons";

/** The drawing every icon comes from, under the public/ directory. */
export const iconArt = "favicon.svg";

/** Writes every icon under `publicDir` from its art; returns their paths. */
export async function generateIcons({ publicDir }: { publicDir: string }): Promise<string[]> {
  const art = join(publicDir, iconArt);
  const { width = 32 } = await sharp(art).metadata();
  const written: string[] = [];
  for (const size of iconSizes) {
    const out = join(publicDir, iconPath(size));
    mkdirSync(dirname(out), { recursive: true });
    // Drawn at the size asked for (density scales the SVG), not drawn small and scaled up.
    await sharp(art, { density: (72 * size) / width })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(out);
    written.push(out);
  }
  return written;
}
