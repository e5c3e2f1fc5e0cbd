import { describe, expect, it } from "vitest";
import { parallaxOffset, parallaxSpeed } from "./parallax";

describe("touch parallax", () => {
  it("defaults to 0.3", () => {
    expect(parallaxSpeed(null)).toBe(0.3);
    expect(parallaxSpeed("")).toBe(0.3);
    expect(parallaxSpeed("fast")).toBe(0.3);
  });

  it("reads the attribute's speed", () => {
    expect(parallaxSpeed("0.5")).toBe(0.5);
  });

  it("moves the background against the scroll", () => {
    expect(parallaxOffset(200, 0.3)).toBe(-60);
    expect(parallaxOffset(-100, 0.5)).toBe(50);
  });
});
