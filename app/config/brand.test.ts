import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contrastRatio, fromHex } from "../../tests/support/contrast";
import { brandColors } from "./brand";
import { iconPath, manifestIconSizes, sizesOf } from "./icons";

// The copies that cannot import the colours (the stylesheet's theme, the static files the browser
// reads as they are) say the same as the module.
const read = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");

describe("brand colours", () => {
  it("are the stylesheet theme's colours, each under its kebab-case name", () => {
    const theme = Object.fromEntries(
      [...read("../app.css").matchAll(/--color-([a-z-]+):\s*(#[0-9a-f]{6});/gi)].map(
        ([, name, value]) => [
          name!.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
          value,
        ],
      ),
    );
    expect(theme).toEqual(brandColors);
  });

  it("colour the web app manifest, which lists the PNG icons, and the icon art", () => {
    const manifest = JSON.parse(read("../../public/site.webmanifest")) as Record<string, unknown>;
    expect(manifest.theme_color).toBe(brandColors.leafStrong);
    expect(manifest.background_color).toBe(brandColors.canvas);
    expect(manifest.icons).toEqual(
      manifestIconSizes.map((size) => ({
        src: iconPath(size),
        sizes: sizesOf(size),
        type: "image/png",
      })),
    );
    const favicon = read("../../public/favicon.svg");
    const colours = new Set(Object.values(brandColors));
    for (const [colour] of favicon.matchAll(/#[0-9a-f]{6}/gi)) expect(colours).toContain(colour);
  });

  it("give the focus outline at least 3:1 against the pages and every button fill", () => {
    const { focus, surface } = brandColors;
    for (const fill of [
      "canvas",
      "surface",
      "mist",
      "line",
      "lime",
      "limeSoft",
      "button",
    ] as const) {
      expect(
        contrastRatio(fromHex(focus), fromHex(brandColors[fill])),
        fill,
      ).toBeGreaterThanOrEqual(3);
    }
    // On the darkest greens the white ring inside the outline carries the contrast.
    for (const fill of ["ink", "leaf", "leafStrong", "buttonHover"] as const) {
      expect(
        contrastRatio(fromHex(surface), fromHex(brandColors[fill])),
        fill,
      ).toBeGreaterThanOrEqual(3);
    }
  });
});
