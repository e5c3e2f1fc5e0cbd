import { copyFileSync, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp, { type Sharp } from "sharp";
import { describe, expect, it } from "vitest";
import { generateCardImages } from "./generate";

const publicDir = new URL("../../public/", import.meta.url).pathname;
const art = "images/products/bone-rock-1.svg";

/** The mean difference per channel (0–255) between two images of the same size. */
async function difference(a: Sharp, b: Sharp) {
  const [one, two] = await Promise.all([
    a.removeAlpha().raw().toBuffer(),
    b.removeAlpha().raw().toBuffer(),
  ]);
  let sum = 0;
  for (let index = 0; index < one.length; index++) sum += Math.abs(one[index]! - two[index]!);
  return sum / one.length;
}

describe("card images", () => {
  it("draws a product's first image as WebP at 400 and 800 px, looking as the art does", async () => {
    const dir = mkdtempSync(join(tmpdir(), "card-images-"));
    mkdirSync(join(dir, "images/products"), { recursive: true });
    copyFileSync(join(publicDir, art), join(dir, art));
    const written = await generateCardImages({ publicDir: dir, only: ["bone-rock"] });
    expect(written).toEqual([
      join(dir, "images/products/cards/bone-rock-400.webp"),
      join(dir, "images/products/cards/bone-rock-800.webp"),
    ]);
    for (const [path, width] of [
      [written[0]!, 400],
      [written[1]!, 800],
    ] as const) {
      const meta = await sharp(path).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", width, width]);
      const drawn = sharp(join(publicDir, art)).resize(width, width);
      expect(await difference(sharp(path), drawn)).toBeLessThan(3);
      expect(await difference(sharp(path), sharp(path).negate())).toBeGreaterThan(50);
    }
  });
});
