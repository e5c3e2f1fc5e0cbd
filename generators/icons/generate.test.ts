import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { iconPath, iconSizes } from "../../app/config/icons";
import { iconArt, generateIcons } from "./generate";

const publicDir = new URL("../../public/", import.meta.url).pathname;

/** The colour (RGBA) at a point given in the art's own 32 px grid. */
async function colourAt(path: string, size: number, x: number, y: number) {
  const { data } = await sharp(path).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.round((y * size) / 32) * size + Math.round((x * size) / 32)) * 4;
  return [...data.subarray(at, at + 4)];
}

describe("icons", () => {
  it("draws the icon art as PNG at every size the pages and the manifest name", async () => {
    const dir = mkdtempSync(join(tmpdir(), "icons-"));
    copyFileSync(join(publicDir, iconArt), join(dir, iconArt));
    const written = await generateIcons({ publicDir: dir });
    expect(written).toEqual(iconSizes.map((size) => join(dir, iconPath(size))));
    for (const [index, size] of iconSizes.entries()) {
      const path = written[index]!;
      const meta = await sharp(path).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", size, size]);
      // The art: a lime disc on a transparent square, a dark green leaf across its middle.
      expect(await colourAt(path, size, 0.5, 0.5)).toEqual([0, 0, 0, 0]);
      expect(await colourAt(path, size, 16, 3)).toEqual([0xa3, 0xe6, 0x35, 255]);
      expect(await colourAt(path, size, 18, 11)).toEqual([0x16, 0x30, 0x1f, 255]);
    }
  });
});
