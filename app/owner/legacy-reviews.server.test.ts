import { describe, expect, it } from "vitest";
import {
  checkLegacyReview,
  readLegacyRecords,
  reviewKeyForLegacyProduct,
} from "./legacy-reviews.server";
import { OwnerError } from "./owner-types";

const good = {
  id: "u-1",
  product_id: "bone-rock",
  name: "Al",
  rating: "5",
  review_text: "Fine",
  created_at: "2024-01-02 03:04:05+00",
};

describe("legacy product keys", () => {
  it.each([
    ["peruvian-ginseng-plus", "peruvian-ginseng"],
    ["peruvian-ginseng", "peruvian-ginseng"],
    ["gun-massage", "vital-eggplant-crown"],
    ["vital-eggplant-crown", "vital-eggplant-crown"],
    ["2nd-round", "second-round"],
    ["tpg-hound", "second-round"],
    ["2pg-hound", "second-round"],
    ["second-round", "second-round"],
    ["Sea-Horse-Power ", "sea-horse-power"],
  ])("%s → %s", (legacy, ours) => {
    expect(reviewKeyForLegacyProduct(legacy)).toBe(ours);
  });

  it("knows no other product", () => {
    expect(reviewKeyForLegacyProduct("magic-beans")).toBeUndefined();
  });
});

describe("checking a legacy row", () => {
  it("accepts a good row, trimming text", () => {
    expect(checkLegacyReview({ ...good, name: "  Al  " }, 3)).toEqual({
      ok: true,
      review: {
        row: 3,
        legacyId: "u-1",
        reviewKey: "bone-rock",
        name: "Al",
        rating: 5,
        reviewText: "Fine",
        createdAt: new Date("2024-01-02T03:04:05Z"),
      },
    });
  });

  it.each([
    ["rating must be a whole number from 1 to 5", { rating: 7 }],
    ["rating must be a whole number from 1 to 5", { rating: "4.5" }],
    ["rating must be a whole number from 1 to 5", { rating: 0 }],
    ["rating must be a whole number from 1 to 5", { rating: "" }],
    ["name is missing", { name: "   " }],
    ["name is longer than 80 characters", { name: "n".repeat(81) }],
    ["review_text is missing", { review_text: undefined }],
    ["review_text is longer than 5,000 characters", { review_text: "t".repeat(5001) }],
    ["created_at must be a valid date", { created_at: "2024-02-30" }],
    ["created_at is missing", { created_at: "" }],
    ["product_id is missing", { product_id: "" }],
    ["id is missing", { id: "" }],
  ] as const)("rejects a row where %s", (reason, change) => {
    const checked = checkLegacyReview({ ...good, ...change }, 1);
    expect(checked).toEqual({
      ok: false,
      rejection: { row: 1, id: "id" in change ? "" : "u-1", reason },
    });
  });

  it("names every reason at once", () => {
    const checked = checkLegacyReview({ ...good, name: "", rating: 9 }, 2);
    expect(checked.ok ? "" : checked.rejection.reason).toBe(
      "name is missing; rating must be a whole number from 1 to 5",
    );
  });
});

describe("reading an export", () => {
  it("reads CSV with a BOM, column names in any case and extra columns", () => {
    const text =
      "\uFEFFID,Product_ID,name,rating,review_text,created_at,updated_at\n1,bone-rock,Al,5,Fine,2024-01-01,\n";
    expect(readLegacyRecords("export.csv", text)).toEqual([
      {
        id: "1",
        product_id: "bone-rock",
        name: "Al",
        rating: "5",
        review_text: "Fine",
        created_at: "2024-01-01",
        updated_at: "",
      },
    ]);
  });

  it("tells JSON from CSV by the name, else by the content", () => {
    expect(readLegacyRecords("export.txt", '[{"id": 1}]')).toEqual([{ id: 1 }]);
    expect(() => readLegacyRecords("export.csv", '[{"id": 1}]')).toThrow(OwnerError);
  });

  it("turns a JSON item that is not an object into a row every check rejects", () => {
    expect(readLegacyRecords("x.json", "[1]")).toEqual([{}]);
  });
});
