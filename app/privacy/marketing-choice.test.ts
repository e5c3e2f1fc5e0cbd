import { describe, expect, it } from "vitest";
import { hasOptOutCookie, marketingChoice } from "./marketing-choice";

describe("a visitor's choice about marketing tracking", () => {
  const choice = (headers: Record<string, string>) => marketingChoice(new Headers(headers));

  it("is no opt-out without Sec-GPC or the cookie", () => {
    expect(choice({})).toEqual({
      optedOut: false,
      globalPrivacyControl: false,
      optOutCookie: false,
    });
    expect(choice({ "sec-gpc": "0", cookie: "other=1; marketing_opt_out_x=1" }).optedOut).toBe(
      false,
    );
  });

  it("counts Sec-GPC: 1 and the opt-out cookie, each on its own", () => {
    expect(choice({ "sec-gpc": "1" })).toMatchObject({
      optedOut: true,
      globalPrivacyControl: true,
    });
    expect(choice({ cookie: "a=b; marketing_opt_out=1" })).toMatchObject({
      optedOut: true,
      optOutCookie: true,
    });
  });

  it("finds the cookie by its exact name", () => {
    expect(hasOptOutCookie("marketing_opt_out=eyJ0cnVlIn0%3D")).toBe(true);
    expect(hasOptOutCookie(" x=1;marketing_opt_out=1")).toBe(true);
    expect(hasOptOutCookie("xmarketing_opt_out=1")).toBe(false);
    expect(hasOptOutCookie(undefined)).toBe(false);
  });
});
