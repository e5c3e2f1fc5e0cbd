import { copyFileSync, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { generatePreviews } from "./generate";
import { wrapText } from "./render";

const publicDir = new URL("../../public/", import.meta.url).pathname;

/** A public/ directory holding only Bone Rock's first image (art, or a photo). */
function publicWith(file: string, make: (path: string) => Promise<unknown> | void) {
  const dir = mkdtempSync(join(tmpdir(), "previews-"));
  mkdirSync(join(dir, "images/products"), { recursive: true });
  return Promise.resolve(make(join(dir, "images/products", file))).then(() => dir);
}

/** The colour at the middle of the art panel (left side) of a preview. */
async function artColour(path: string) {
  const { data, info } = await sharp(path).raw().toBuffer({ resolveWithObject: true });
  const offset = (315 * info.width + 295) * info.channels;
  return [data[offset], data[offset + 1], data[offset + 2]];
}

describe("social previews", () => {
  it("renders a product's art, name and price as a 1200 × 630 PNG", async () => {
    const dir = await publicWith("bone-rock-1.svg", (path) =>
      copyFileSync(join(publicDir, "images/products/bone-rock-1.svg"), path),
    );
    const [written] = await generatePreviews({ publicDir: dir, only: ["bone-rock"] });
    expect(written).toBe(join(dir, "images/previews/products/bone-rock.png"));
    const meta = await sharp(written).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
    expect(await artColour(written!)).not.toEqual([255, 0, 0]);
  });

  it("uses a photo the owner put next to the art instead of the art", async () => {
    const dir = await publicWith("bone-rock-1.jpg", (path) =>
      sharp({ create: { width: 900, height: 900, channels: 3, background: "#ff0000" } })
        .jpeg({ quality: 100 })
        .toFile(path),
    );
    const [written] = await generatePreviews({ publicDir: dir, only: ["bone-rock"] });
    const [red, green, blue] = await artColour(written!);
    expect(red).toBeGreaterThan(240);
    expect(green).toBeLessThan(15);
    expect(blue).toBeLessThan(15);
  });

  it("wraps long titles and cuts what does not fit", () => {
    expect(wrapText("Total Body Sweep Cleanse", 13, 3)).toEqual(["Total Body", "Sweep Cleanse"]);
    expect(wrapText("one two three four five six", 7, 2)).toEqual(["one two", "three…"]);
  });
});
