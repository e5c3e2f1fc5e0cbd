// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { addToSummary, emptyReviewPage } from "./review-types";
import { useLiveRating } from "./use-live-rating";

const product = { slug: "bone-rock", rating: 4.8, reviewCount: 0 };
const loaded = { ...emptyReviewPage(), summary: addToSummary(emptyReviewPage().summary, 5) };

function renderCounted() {
  let renders = 0;
  const hook = renderHook(() => {
    renders++;
    return useLiveRating(product, loaded);
  });
  return { ...hook, renders: () => renders };
}

describe("useLiveRating", () => {
  it("renders nothing again when the section reports the summary the loader gave", () => {
    const { result, renders } = renderCounted();
    const before = renders();
    // A copy, as the reviews section computes it when hydration ends.
    act(() => result.current.onSummaryChange(structuredClone(loaded.summary)));
    expect(renders()).toBe(before);
    expect(result.current.rating.count).toBe(1);
  });

  it("shows a new summary, and keeps it when an equal one follows", () => {
    const { result } = renderCounted();
    const more = addToSummary(loaded.summary, 3);
    act(() => result.current.onSummaryChange(more));
    expect(result.current.rating.count).toBe(2);
    act(() => result.current.onSummaryChange(structuredClone(more)));
    expect(result.current.rating.count).toBe(2);
    expect(result.current.rating.average).toBe(4);
  });
});
