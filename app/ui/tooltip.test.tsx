// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Tooltip } from "./tooltip";

function renderTwo() {
  render(
    <>
      <Tooltip label="First tip">
        <button type="button">one</button>
      </Tooltip>
      <Tooltip label="Second tip">
        <button type="button">two</button>
      </Tooltip>
    </>,
  );
}

describe("tooltip timings", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("opens after 700 ms of hover and describes its trigger", () => {
    renderTwo();
    fireEvent.pointerEnter(screen.getByText("one"));
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole("tooltip")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("tooltip").textContent).toBe("First tip");
    expect(screen.getByText("one").getAttribute("aria-describedby")).toBe(
      screen.getByRole("tooltip").id,
    );
  });

  it("skips the delay within 300 ms of another tooltip closing, and not after", () => {
    renderTwo();
    fireEvent.pointerEnter(screen.getByText("one"));
    act(() => vi.advanceTimersByTime(700));
    fireEvent.pointerLeave(screen.getByText("one"));
    act(() => vi.advanceTimersByTime(200));
    fireEvent.pointerEnter(screen.getByText("two"));
    expect(screen.getByRole("tooltip").textContent).toBe("Second tip");
    fireEvent.pointerLeave(screen.getByText("two"));
    act(() => vi.advanceTimersByTime(301));
    fireEvent.pointerEnter(screen.getByText("one"));
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("opens on keyboard focus and closes on Escape", () => {
    renderTwo();
    fireEvent.focus(screen.getByText("one"));
    act(() => vi.advanceTimersByTime(700));
    expect(screen.getByRole("tooltip")).toBeTruthy();
    fireEvent.keyDown(screen.getByText("one"), { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();
  });
});
