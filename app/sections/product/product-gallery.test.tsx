// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProductGallery } from "./product-gallery";

const images = ["/a.svg", "/b.svg", "/c.svg"];

afterEach(cleanup);

function mainImage() {
  return screen.getByRole("img", { name: /view \d of 3/ });
}

describe("product gallery", () => {
  it("starts on the first image", () => {
    render(<ProductGallery name="Bone Rock" images={images} />);
    expect(mainImage().getAttribute("src")).toBe("/a.svg");
    expect(
      screen.getByRole("button", { name: "Show image 1 of 3" }).getAttribute("aria-pressed"),
    ).toBe("true");
  });

  it("selects the clicked thumbnail and logs the click", () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    render(<ProductGallery name="Bone Rock" images={images} />);
    fireEvent.click(screen.getByRole("button", { name: "Show image 3 of 3" }));
    expect(mainImage().getAttribute("src")).toBe("/c.svg");
    expect(log).toHaveBeenCalledWith("Gallery thumbnail selected: 2");
    log.mockRestore();
  });

  it("moves the selection with the arrow keys, wrapping around", () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    render(<ProductGallery name="Bone Rock" images={images} />);
    const first = screen.getByRole("button", { name: "Show image 1 of 3" });
    fireEvent.keyDown(first, { key: "ArrowRight" });
    expect(mainImage().getAttribute("src")).toBe("/b.svg");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Show image 2 of 3" }));
    fireEvent.keyDown(first, { key: "ArrowLeft" });
    expect(mainImage().getAttribute("src")).toBe("/c.svg");
  });
});
