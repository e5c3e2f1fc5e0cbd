import { afterEach, describe, expect, it } from "vitest";
import { resetRateLimits } from "~/guard/rate-limits.server";
import { guardCeremony } from "./sign-in-requests.server";

afterEach(() => resetRateLimits());

const ceremony = (body: string, headers: Record<string, string> = {}, method = "POST") =>
  new Request("http://localhost:3000/owner/sign-in/passkey", {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body: method === "GET" ? undefined : body,
  });

async function refusal(request: Request) {
  const answer = await guardCeremony(request, { clientAddress: "::ffff:10.250.0.1" });
  expect(answer).toBeInstanceOf(Response);
  const response = answer as Response;
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  return {
    status: response.status,
    allow: response.headers.get("allow"),
    ...(await response.json()),
  };
}

describe("the passkey requests' guard", () => {
  it("answers each refusal in JSON with the console's headers", async () => {
    expect(await refusal(ceremony("", {}, "GET"))).toEqual({
      status: 405,
      allow: "POST",
      error: "Use POST.",
    });
    expect(
      await refusal(ceremony('{"step":"options"}', { Origin: "https://evil.example" })),
    ).toEqual({ status: 403, allow: null, error: "Sign-in works only from this website." });
    expect(
      await refusal(
        ceremony("step=options", { "Content-Type": "application/x-www-form-urlencoded" }),
      ),
    ).toEqual({ status: 415, allow: null, error: "Send the passkey request as JSON." });
    expect(await refusal(ceremony('{"step":"steal"}'))).toEqual({
      status: 400,
      allow: null,
      error: 'The step must be "options" or "verify".',
    });
    expect(
      await refusal(ceremony(JSON.stringify({ step: "options", pad: "x".repeat(17_000) }))),
    ).toEqual({ status: 413, allow: null, error: "The request is larger than 16 KB." });
  });
});
