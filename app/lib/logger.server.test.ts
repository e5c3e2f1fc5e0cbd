import { describe, expect, it } from "vitest";
import { loggablePath, storedErrorText } from "./logger.server";

const token = "q7VZ0xk3_Jd-8mB2hT4yWc9LpR1sN6aE5uGfKoIiQzY";

describe("loggablePath", () => {
  it.each([
    [`/owner/invite/${token}`, "/owner/invite/[token]"],
    [`/owner/invite/${token}/passkey`, "/owner/invite/[token]/passkey"],
    [`/OWNER/Invite/${token}`, "/OWNER/Invite/[token]"],
    [`/owner/%69nvite/${encodeURIComponent(token)}`, "/owner/%69nvite/[token]"],
    [`/owner/invite/${token}.data`, "/owner/invite/[token].data"],
    [`/owner/invite/${token}/passkey.data`, "/owner/invite/[token]/passkey.data"],
    ["/owner/invite/short", "/owner/invite/[token]"],
    [`/anything/${token}`, "/anything/[token]"],
    [`/x/${"ab12".repeat(16)}`, "/x/[token]"],
  ])("hides the token in %s", (path, logged) => {
    expect(loggablePath(path)).toBe(logged);
    expect(loggablePath(path)).not.toContain(token);
  });

  it.each([
    "/",
    "/products/bone-rock",
    "/articles/ten-herbs-for-a-calm-evening-routine-2026-edition",
    "/owner/invite",
    "/owner/messages/12",
    "/api/reviews/peruvian-ginseng-plus/stream",
  ])("keeps %s as it is", (path) => {
    expect(loggablePath(path)).toBe(path);
  });
});

describe("storedErrorText", () => {
  it("keeps the database error's code and message, never the query's values", () => {
    const cause = Object.assign(
      new Error('invalid input syntax for type integer: "ana@verdant.test" in "shop_orders"'),
      { code: "22P02" },
    );
    const wrapped = new Error(
      "Failed query: insert into shop_orders (email) values ($1)\nparams: ana@verdant.test",
      { cause },
    );
    const text = storedErrorText(wrapped);
    expect(text).toBe(
      '22P02 Error: invalid input syntax for type integer: [value] in "shop_orders"',
    );
    expect(text).not.toContain("ana@");
  });

  it("drops a driver's query and any address in a plain message", () => {
    expect(storedErrorText(new Error("Failed query: select $1\nparams: bo@x.test"))).toBe(
      "Error: Failed query",
    );
    expect(storedErrorText(new Error("mailbox bo@x.test refused"))).toBe(
      "Error: mailbox [value] refused",
    );
  });
});
