import { describe, expect, it } from "vitest";
import { parseFavorites, toggleFavorite } from "./favorites";
import { resolveFavorite } from "~/favorites/use-favorites";

describe("favorites", () => {
  it("adds an id that is not in the list, at the end", () => {
    expect(toggleFavorite(["bone-rock"], "sink-deep")).toEqual(["bone-rock", "sink-deep"]);
  });

  it("removes an id that is in the list", () => {
    expect(toggleFavorite(["bone-rock", "sink-deep"], "bone-rock")).toEqual(["sink-deep"]);
  });

  it("reads stored lists defensively", () => {
    const known = (entry: string) => (entry === "bone-rock" ? entry : undefined);
    expect(parseFavorites(null, known)).toEqual([]);
    expect(parseFavorites("not json", known)).toEqual([]);
    expect(parseFavorites('{"a":1}', known)).toEqual([]);
    expect(parseFavorites('["bone-rock", 3, "gone", "bone-rock"]', known)).toEqual(["bone-rock"]);
  });

  it("migrates lists kept by product name, and older slugs, to catalogue ids", () => {
    const stored = JSON.stringify([
      "Bone Rock",
      "Lion's Mane",
      "vital-eggplant-crown",
      "sink-deep",
    ]);
    expect(parseFavorites(stored, resolveFavorite)).toEqual([
      "bone-rock",
      "lions-mane",
      "gun-massage",
      "sink-deep",
    ]);
  });

  it("keeps a favorite's place by id when only its display name would change", () => {
    expect(resolveFavorite("bone-rock")).toBe("bone-rock");
    expect(resolveFavorite("No Such Product")).toBeUndefined();
  });
});
