// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StarRating } from "./star-rating";

afterEach(cleanup);

describe("star rating", () => {
  it.each([
    [4.8, 4],
    [5, 5],
    [4.4, 4],
    [0, 0],
  ])("fills floor(%s) = %s stars and announces the exact rating", (rating, filled) => {
    render(<StarRating rating={rating} />);
    const stars = screen.getByRole("img", { name: `Rated ${rating} out of 5` });
    // Each star is one subpath (one "M"): the filled ones in the amber path, all five in total.
    const starsIn = (selector: string) =>
      [...stars.querySelectorAll(selector)].reduce(
        (count, path) => count + (path.getAttribute("d")!.match(/M/g)?.length ?? 0),
        0,
      );
    expect(starsIn("path.fill-amber-400")).toBe(filled);
    expect(starsIn("path.fill-none")).toBe(5 - filled);
    expect(stars.querySelectorAll("path").length).toBeLessThanOrEqual(2);
  });
});
