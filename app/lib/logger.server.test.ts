import { describe, expect, it } from "vitest";
import { loggablePath } from "./logger.server";

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
