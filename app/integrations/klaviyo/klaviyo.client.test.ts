// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openSignupForm, startKlaviyo } from "./klaviyo.client";

const openForms = () =>
  (window._klOnsite as unknown[][]).filter((command) => command[0] === "openForm");

/** The document loaded `ago` ms before now. */
function loadedAgo(ago: number) {
  const loadEventEnd = performance.now() - ago;
  vi.spyOn(performance, "getEntriesByType").mockReturnValue([
    { loadEventEnd } as PerformanceNavigationTiming,
  ]);
}

describe("the signup form", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    startKlaviyo({ companyId: "VRtest", signupFormId: "FormUnit" });
    window._klOnsite = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("on the page the document landed on, opens a second after load, not a second after hydrating", () => {
    loadedAgo(600);
    openSignupForm("load");
    vi.advanceTimersByTime(399);
    expect(openForms()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(openForms()).toEqual([["openForm", "FormUnit"]]);
  });

  it("opens at once when hydration came more than a second after load", () => {
    loadedAgo(2500);
    openSignupForm("load");
    vi.advanceTimersByTime(0);
    expect(openForms()).toHaveLength(1);
  });

  it("on a page reached by a link, opens a second after it arrives", () => {
    loadedAgo(60_000);
    openSignupForm("arrival");
    vi.advanceTimersByTime(999);
    expect(openForms()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(openForms()).toHaveLength(1);
  });

  it("opens nothing once Home is left", () => {
    loadedAgo(0);
    const leave = openSignupForm("load");
    leave();
    vi.advanceTimersByTime(10_000);
    expect(openForms()).toEqual([]);
  });
});
