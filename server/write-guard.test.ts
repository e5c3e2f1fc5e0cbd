import { describe, expect, it } from "vitest";
import { clientKey, isSameSite, writeBucket } from "./write-guard";

describe("write guard rules", () => {
  it("puts page actions and their JSON twins in one bucket", () => {
    expect(writeBucket("/api/reviews")).toBe("reviews");
    expect(writeBucket("/products/bone-rock")).toBe("reviews");
    expect(writeBucket("/products/bone-rock.data")).toBe("reviews");
    expect(writeBucket("/api/contact")).toBe("contact");
    expect(writeBucket("/contact")).toBe("contact");
    expect(writeBucket("/contact.data")).toBe("contact");
    expect(writeBucket("/api/subscribe")).toBe("subscribe");
    expect(writeBucket("/faq")).toBeUndefined();
    expect(writeBucket("/internal/owner/messages")).toBeUndefined();
  });

  it("keys IPv4 clients of a dual-stack server by their own address", () => {
    expect(clientKey("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(clientKey("::ffff:127.0.0.3")).toBe("127.0.0.3");
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
    // Real IPv6 clients are grouped by /56, the block one subscriber usually holds.
    expect(clientKey("2001:db8:1:2:3:4:5:6")).toBe(clientKey("2001:db8:1:2:ffff:4:5:6"));
  });

  it("accepts same-origin posts and refuses cross-site ones", () => {
    const own = ["https://shop.example.com"];
    expect(isSameSite({ origin: "https://shop.example.com" }, own)).toBe(true);
    expect(isSameSite({ origin: "https://evil.example" }, own)).toBe(false);
    expect(isSameSite({ "sec-fetch-site": "cross-site" }, own)).toBe(false);
    expect(isSameSite({ "sec-fetch-site": "same-origin" }, own)).toBe(true);
    expect(isSameSite({}, own)).toBe(true); // scripts and old browsers send neither
  });
});
