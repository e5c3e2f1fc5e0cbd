import { describe, expect, it } from "vitest";
import { claimReason } from "./claim-reason";
import { diseaseClaimWords } from "./disease-claims";

describe("disease claim words", () => {
  it.each([
    ["This cured my arthritis!", ["cured", "arthritis"]],
    ["Does it treat diabetes?", ["treat", "diabetes"]],
    ["It prevents colds and flu", ["prevents", "flu"]],
    ["My knee is healing faster", ["healing"]],
    ["Great for Alzheimer's", ["alzheimer's"]],
    ["Helps with high  blood pressure", ["high blood pressure"]],
    ["A natural remedy for insomnia", ["remedy", "insomnia"]],
    ["CURES CANCER", ["cures", "cancer"]],
    ["Cure, cure, cure", ["cure"]],
    ["I use it after my COVID-19 recovery", ["covid-19"]],
  ])("finds the claim in %j", (text, words) => {
    expect(diseaseClaimWords(text)).toEqual(words);
  });

  it.each([
    "Supports healthy energy levels",
    "I feel healthier every morning",
    "Great for my health and wellness routine",
    "Tastes fine, capsules are easy to swallow",
    "Is this vegan? Can I take it with coffee?",
    "Ships fast; secure packaging",
    "Influencer recommended it, and it's worth it",
    "The preventive maintenance of my bike",
    "",
  ])("leaves %j alone", (text) => {
    expect(diseaseClaimWords(text)).toEqual([]);
  });

  it("reads nothing from a missing text", () => {
    expect(diseaseClaimWords(null)).toEqual([]);
    expect(diseaseClaimWords(undefined)).toEqual([]);
  });

  it("says why, naming each word once", () => {
    expect(claimReason(["cures"])).toBe('Says "cures".');
    expect(claimReason(["cures", "diabetes"])).toBe('Says "cures" and "diabetes".');
    expect(claimReason(["treats", "flu", "cancer"])).toBe('Says "treats", "flu" and "cancer".');
  });
});
