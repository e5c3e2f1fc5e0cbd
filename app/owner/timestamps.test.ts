import { describe, expect, it } from "vitest";
import { parseTimestamp } from "./timestamps";

describe("reading a timestamp", () => {
  it.each([
    ["2024-03-01", "2024-03-01T00:00:00.000Z"],
    ["2024-03-01T09:30", "2024-03-01T09:30:00.000Z"],
    ["2024-03-01T09:30:15Z", "2024-03-01T09:30:15.000Z"],
    ["2024-03-01 12:34:56.789012+00", "2024-03-01T12:34:56.789Z"],
    ["2024-06-11 18:00:00-04", "2024-06-11T22:00:00.000Z"],
    ["2024-06-11T18:00:00+05:30", "2024-06-11T12:30:00.000Z"],
    ["2024-06-11T18:00:00.5+0530", "2024-06-11T12:30:00.500Z"],
    ["2024-02-29", "2024-02-29T00:00:00.000Z"],
  ])("%s is %s", (text, iso) => {
    expect(parseTimestamp(text)?.toISOString()).toBe(iso);
  });

  it.each(["yesterday", "2023-02-29", "2024-13-01", "2024-01-01T24:00", "01/02/2024", ""])(
    "refuses %j",
    (text) => {
      expect(parseTimestamp(text)).toBeUndefined();
    },
  );
});
