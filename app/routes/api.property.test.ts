import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contactSubmissions, newsletterSubscribers, reviews } from "~/db/schema.server";
import { suiteTestDatabaseForRoutes, testDatabaseKinds } from "~/db/test-database";
import { action as contactAction } from "./api.contact";
import { action as reviewsAction } from "./api.reviews";
import { action as subscribeAction } from "./api.subscribe";

type Action = (args: {
  request: Request;
  params: Record<string, string>;
  context: unknown;
}) => Promise<Response>;

const allowed = [201, 400, 413, 415, 422, 429];

// Bodies a careless or hostile client might send: valid-looking objects with hostile values,
// arbitrary JSON, arbitrary text, under a range of content types.
const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.constantFrom(
    "<script>alert(1)</script>",
    "javascript:alert(1)",
    "\u202Egnp.exe",
    "🌿".repeat(50),
    "x".repeat(5000),
  ),
);
const fieldValue = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string()),
  fc.object(),
);
const looksValid = fc.record(
  {
    reviewKey: fc.oneof(
      fc.constantFrom("bone-rock", "second-round", "peruvian-ginseng"),
      fieldValue,
    ),
    name: fc.oneof(fc.string({ minLength: 1, maxLength: 90 }), fieldValue),
    rating: fc.oneof(fc.integer({ min: -2, max: 8 }), fieldValue),
    reviewText: fc.oneof(fc.string({ minLength: 1 }), fieldValue),
    email: fc.oneof(fc.emailAddress(), fieldValue),
    phone: fc.oneof(fc.constantFrom("", "313 555 0100"), fieldValue),
    message: fc.oneof(fc.string({ minLength: 1 }), fieldValue),
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  looksValid.map((value) => ({ type: "application/json", payload: JSON.stringify(value) })),
  fc.jsonValue().map((value) => ({ type: "application/json", payload: JSON.stringify(value) })),
  hostileText.map((text) => ({ type: "application/json", payload: text })),
  looksValid.map((value) => ({
    type: "application/x-www-form-urlencoded",
    payload: new URLSearchParams(
      Object.entries(value).map(([k, v]) => [
        k,
        typeof v === "string" ? v : (JSON.stringify(v) ?? ""),
      ]),
    ).toString(),
  })),
  fc
    .tuple(fc.constantFrom("text/plain", "application/xml", "", "multipart/form-data"), hostileText)
    .map(([type, payload]) => ({ type, payload })),
);

function post(path: string, { type, payload }: { type: string; payload: string }) {
  return new Request(`http://store.test${path}`, {
    method: "POST",
    headers: type ? { "Content-Type": type } : {},
    body: payload,
  });
}

describe.each(testDatabaseKinds)("write endpoints on %s, fed arbitrary input", (kind) => {
  const database = suiteTestDatabaseForRoutes(kind);

  const endpoints: [string, Action, () => Promise<number>][] = [
    ["/api/reviews", reviewsAction as unknown as Action, () => database.db.$count(reviews)],
    [
      "/api/contact",
      contactAction as unknown as Action,
      () => database.db.$count(contactSubmissions),
    ],
    [
      "/api/subscribe",
      subscribeAction as unknown as Action,
      () => database.db.$count(newsletterSubscribers),
    ],
  ];

  it.each(endpoints)(
    "%s answers only 201, 400, 413, 415, 422 or 429 and stores exactly what it accepts",
    async (path, action, rows) => {
      let accepted = 0;
      let newRows = 0;
      let client = 0;
      await fc.assert(
        fc.asyncProperty(body, async (input) => {
          const before = await rows();
          const response = await action({
            request: post(path, input),
            params: {},
            // A client of its own per run, so the rate limit never hides what the write does.
            context: { cspNonce: "", clientAddress: `10.1.${client >> 8}.${client++ & 255}` },
          });
          expect(allowed).toContain(response.status);
          const added = (await rows()) - before;
          if (response.status === 201) accepted += 1;
          else expect(added).toBe(0);
          newRows += added;
        }),
        { numRuns: 150 },
      );
      // Every stored row was acknowledged; a repeated sign-up is acknowledged without a second row.
      expect(newRows).toBeLessThanOrEqual(accepted);
      if (path !== "/api/subscribe") expect(newRows).toBe(accepted);
    },
  );
});
