import { describe, expect, it } from "vitest";
import { parseFavorites, toggleFavorite } from "./favorites";

describe("favorites", () => {
  it("adds a name that is not in the list", () => {
    expect(toggleFavorite(["Bone Rock"], "Sink Deep")).toEqual(["Bone Rock", "Sink Deep"]);
  });

  it("removes a name that is in the list", () => {
    expect(toggleFavorite(["Bone Rock", "Sink Deep"], "Bone Rock")).toEqual(["Sink Deep"]);
  });

  it("reads stored lists defensively", () => {
    expect(parseFavorites(null)).toEqual([]);
    expect(parseFavorites("not json")).toEqual([]);
    expect(parseFavorites('{"a":1}')).toEqual([]);
    expect(parseFavorites('["Bone Rock", 3]')).toEqual(["Bone Rock"]);
  });
});
