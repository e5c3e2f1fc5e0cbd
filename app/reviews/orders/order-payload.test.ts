import { describe, expect, it } from "vitest";
import { catalogue } from "~/catalogue/catalogue";
import { readOrderPayload } from "./order-payload";

const [first, second] = catalogue;

const order = {
  id: 5_551_234_567,
  email: "ada@example.com",
  customer: { first_name: "Ada", last_name: "Lovelace", phone: "+1 555 0100" },
  billing_address: { first_name: "Ada", address1: "1 Elm St" },
  line_items: [
    { product_id: first!.shopifyProductId, title: "x", price: "10.00" },
    { product_id: second!.shopifyProductId },
    { product_id: first!.shopifyProductId },
    { product_id: 1 },
    { product_id: null },
  ],
  fulfillments: [
    { created_at: "2026-11-01T10:00:00Z" },
    { created_at: "2026-11-03T09:30:00-05:00" },
  ],
  total_price: "30.00",
};

describe("reading Shopify's order payload", () => {
  it("keeps only the order id, email, first name, our products and the fulfilment time", () => {
    const read = readOrderPayload(order, { fulfilled: true, now: new Date("2026-11-10") });
    expect(read).toEqual({
      ok: true,
      order: {
        shopifyOrderId: "5551234567",
        email: "ada@example.com",
        firstName: "Ada",
        reviewKeys: [first!.reviewKey, second!.reviewKey],
        fulfilledAt: new Date("2026-11-03T14:30:00Z"),
      },
    });
  });

  it("has no fulfilment time for a new order, and takes contact_email or an address's first name", () => {
    const read = readOrderPayload(
      {
        id: "77",
        contact_email: "bo@example.com",
        shipping_address: { first_name: " Bo\u200b " },
        line_items: [],
      },
      { fulfilled: false },
    );
    expect(read).toEqual({
      ok: true,
      order: {
        shopifyOrderId: "77",
        email: "bo@example.com",
        firstName: "Bo",
        reviewKeys: [],
        fulfilledAt: null,
      },
    });
  });

  it("never dates a fulfilment in the future, and falls back to the order's own times", () => {
    const now = new Date("2026-11-10T00:00:00Z");
    const future = readOrderPayload(
      { id: 1, fulfillments: [{ created_at: "2030-01-01T00:00:00Z" }] },
      { fulfilled: true, now },
    );
    expect(future.ok && future.order.fulfilledAt).toEqual(now);
    const closed = readOrderPayload(
      { id: 1, fulfillment_status: "fulfilled", closed_at: "2026-11-02T00:00:00Z" },
      { fulfilled: true, now },
    );
    expect(closed.ok && closed.order.fulfilledAt).toEqual(new Date("2026-11-02T00:00:00Z"));
  });

  it("refuses an order's creation sent as its fulfilment: the body must carry the fulfilment", () => {
    const created = { id: 7, email: "buyer@shop.test", fulfillments: [], fulfillment_status: null };
    expect(readOrderPayload(created, { fulfilled: false }).ok).toBe(true);
    expect(readOrderPayload(created, { fulfilled: true })).toEqual({
      ok: false,
      reason: "no fulfilment in the body of a fulfilment",
    });
    expect(
      readOrderPayload({ ...created, fulfillment_status: "partial" }, { fulfilled: true }).ok,
    ).toBe(true);
  });

  it("drops an address that is not one, and refuses what is not an order", () => {
    const read = readOrderPayload({ id: 2, email: "not an email" }, { fulfilled: false });
    expect(read.ok && read.order.email).toBeNull();
    expect(readOrderPayload({ email: "a@b.co" }, { fulfilled: false })).toEqual({
      ok: false,
      reason: "not an order payload",
    });
    expect(readOrderPayload("x", { fulfilled: false }).ok).toBe(false);
    expect(readOrderPayload({ id: "a b" }, { fulfilled: false }).ok).toBe(false);
  });
});
