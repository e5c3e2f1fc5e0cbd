import { describe, expect, it } from "vitest";
import { klaviyoRevision } from "./klaviyo-answer.server";
import { klaviyoClientRequest } from "./klaviyo-client-request.server";

describe("Klaviyo client requests", () => {
  it("posts a JSON:API document to the client endpoint with the public key and the revision", () => {
    const request = klaviyoClientRequest(
      { companyId: "Ab C/1", apiUrl: "https://a.klaviyo.com" },
      "back-in-stock-subscriptions",
      { type: "back-in-stock-subscription", attributes: { channels: ["EMAIL"] } },
    );
    expect(request.url).toBe(
      "https://a.klaviyo.com/client/back-in-stock-subscriptions?company_id=Ab%20C%2F1",
    );
    expect(request.init).toMatchObject({
      method: "POST",
      headers: {
        accept: "application/vnd.api+json",
        "content-type": "application/vnd.api+json",
        revision: klaviyoRevision,
      },
    });
    expect(JSON.parse(request.init.body as string)).toEqual({
      data: { type: "back-in-stock-subscription", attributes: { channels: ["EMAIL"] } },
    });
  });
});
