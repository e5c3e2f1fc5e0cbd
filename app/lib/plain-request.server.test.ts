import { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { clientAddressOf, compileTrustProxy, isSecure } from "~/lib/plain-request.server";

function request(remoteAddress: string, headers: Record<string, string> = {}) {
  const socket = new Socket();
  Object.defineProperty(socket, "remoteAddress", { value: remoteAddress });
  const message = new IncomingMessage(socket);
  message.headers = headers;
  return message;
}

describe("a request read as Express reads it", () => {
  const forwarded = { "x-forwarded-for": "203.0.113.7, 10.0.0.2", "x-forwarded-proto": "https" };

  it("believes forwarded headers only from a trusted proxy", () => {
    const none = compileTrustProxy(false);
    expect(clientAddressOf(request("10.0.0.1", forwarded), none)).toBe("10.0.0.1");
    expect(isSecure(request("10.0.0.1", forwarded), none)).toBe(false);

    const oneHop = compileTrustProxy(1);
    expect(clientAddressOf(request("10.0.0.1", forwarded), oneHop)).toBe("10.0.0.2");
    expect(isSecure(request("10.0.0.1", forwarded), oneHop)).toBe(true);

    const loopback = compileTrustProxy("loopback");
    expect(clientAddressOf(request("127.0.0.1", forwarded), loopback)).toBe("10.0.0.2");
    expect(clientAddressOf(request("192.0.2.9", forwarded), loopback)).toBe("192.0.2.9");
    expect(isSecure(request("192.0.2.9", forwarded), loopback)).toBe(false);
  });

  it("reads the first X-Forwarded-Proto of a list, and plain HTTP without one", () => {
    const all = compileTrustProxy(true);
    expect(isSecure(request("10.0.0.1", { "x-forwarded-proto": "https, http" }), all)).toBe(true);
    expect(isSecure(request("10.0.0.1", { "x-forwarded-proto": "http" }), all)).toBe(false);
    expect(isSecure(request("10.0.0.1"), all)).toBe(false);
  });
});
