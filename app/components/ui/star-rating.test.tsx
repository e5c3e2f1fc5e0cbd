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
    expect(stars.querySelectorAll("path.fill-amber-400")).toHaveLength(filled);
    expect(stars.querySelectorAll("path")).toHaveLength(5);
  });
});
