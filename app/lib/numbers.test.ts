import { describe, expect, it } from "vitest";
import { withThousands } from "./numbers";

describe("withThousands", () => {
  it.each([0, 7, 999, 1000, 5000, 12345, 1234567, 1e12])(
    "writes %s as toLocaleString('en-US')",
    (value) => {
      expect(withThousands(value)).toBe(value.toLocaleString("en-US"));
    },
  );
});
