import { describe, expect, it } from "vitest";
import {
  requestedPage,
  requireOwner,
  requireOwnerWrite,
  safeNextPath,
  sessionCookieHeader,
  clearedSessionCookieHeader,
} from "./console-session.server";
import { publicPaths } from "~/catalogue/sitemap";
import { deviceSummary } from "./device-summary";

const routeModules = import.meta.glob<{
  loader?: (args: unknown) => Promise<unknown>;
  action?: (args: unknown) => Promise<unknown>;
}>("../routes/owner*.{ts,tsx}");

// Outside the guarded layout on purpose: they are how one gets in (or out).
const openRoutes = /owner\.(sign-in|sign-out|invite)/;

async function thrown(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

describe("the console's guard", () => {
  it("sends every guarded console route's loader and action to sign-in without a session", async () => {
    const guarded = Object.keys(routeModules).filter((path) => !openRoutes.test(path));
    expect(guarded).toEqual(
      expect.arrayContaining(["../routes/owner.tsx", "../routes/owner.people.tsx"]),
    );
    for (const path of guarded) {
      const module = await routeModules[path]!();
      const request = new Request("http://localhost:3000/owner/people?x=1", {
        headers: { cookie: "owner_session=forged" },
      });
      for (const handler of [module.loader, module.action]) {
        if (!handler) continue;
        const post = new Request(request, { method: "POST" });
        const outcome = await thrown(() =>
          handler({ request: handler === module.action ? post : request, context: {}, params: {} }),
        );
        expect(outcome, path).toBeInstanceOf(Response);
        expect((outcome as Response).status, path).toBe(302);
        expect((outcome as Response).headers.get("location"), path).toBe(
          "/owner/sign-in?next=%2Fowner%2Fpeople%3Fx%3D1",
        );
        expect((outcome as Response).headers.get("cache-control"), path).toBe("no-store");
      }
    }
  });

  it("refuses other methods and other sites before looking at the session", async () => {
    const get = await thrown(() =>
      requireOwnerWrite(new Request("http://localhost:3000/owner/people"), {}),
    );
    expect((get as { init?: { status?: number } }).init?.status).toBe(405);
    const crossSite = await thrown(() =>
      requireOwnerWrite(
        new Request("http://localhost:3000/owner/people", {
          method: "POST",
          headers: { origin: "https://evil.example" },
        }),
        {},
      ),
    );
    expect((crossSite as { init?: { status?: number } }).init?.status).toBe(403);
    const noCookie = await thrown(() =>
      requireOwner(new Request("http://localhost:3000/owner"), {}),
    );
    expect((noCookie as Response).headers.get("location")).toBe("/owner/sign-in");
  });

  it("sends a post without a session to sign-in before reading its body", async () => {
    const unreadable = await thrown(() =>
      requireOwnerWrite(
        new Request("http://localhost:3000/owner/people", {
          method: "POST",
          headers: { "content-type": "text/plain" },
          body: "x".repeat(100_000),
        }),
        {},
      ),
    );
    expect((unreadable as Response).status).toBe(302);
    expect((unreadable as Response).headers.get("location")).toBe(
      "/owner/sign-in?next=%2Fowner%2Fpeople",
    );
  });
});

describe("caches and search engines", () => {
  it("never see a console page: the page cache and sitemap hold public paths only", () => {
    expect(publicPaths().filter((path) => /^\/owner/i.test(path))).toEqual([]);
  });
});

describe("after sign-in", () => {
  it("goes only to console pages of this site", () => {
    expect(safeNextPath("/owner/people?x=1")).toBe("/owner/people?x=1");
    expect(safeNextPath("/OWNER/audit")).toBe("/OWNER/audit");
    for (const unsafe of [
      null,
      "",
      "https://evil.example/owner",
      "//evil.example/owner",
      "/\\evil.example",
      "/owner\\..\\x",
      "/ownerx",
      "/products/x",
      "/owner /x",
    ]) {
      expect(safeNextPath(unsafe), String(unsafe)).toBe("/owner");
    }
  });

  it("comes back to the page a .data request was for", () => {
    expect(requestedPage(new Request("http://x/owner/people.data?_routes=routes%2Fowner"))).toBe(
      "/owner/people",
    );
    expect(requestedPage(new Request("http://x/owner/messages?page=2"))).toBe(
      "/owner/messages?page=2",
    );
  });
});

describe("the session cookie", () => {
  const id = "A".repeat(43);
  it("over HTTPS: __Host- prefixed, Secure, HttpOnly, SameSite=Strict, Path=/", async () => {
    const header = await sessionCookieHeader(new Request("https://shop.example.com/owner"), id);
    expect(header).toMatch(/^__Host-owner_session=/);
    expect(header.split("; ")).toEqual(
      expect.arrayContaining(["Path=/", "HttpOnly", "Secure", "SameSite=Strict", "Max-Age=604800"]),
    );
    expect(header).not.toMatch(/Domain/i);
  });

  it("over plain HTTP (development): owner_session, HttpOnly, SameSite=Strict", async () => {
    const header = await sessionCookieHeader(new Request("http://localhost:3000/owner"), id);
    expect(header).toMatch(/^owner_session=/);
    expect(header.split("; ")).toEqual(
      expect.arrayContaining(["Path=/", "HttpOnly", "SameSite=Strict"]),
    );
    expect(header).not.toContain("Secure");
    expect(await clearedSessionCookieHeader(new Request("http://localhost:3000/"))).toMatch(
      /^owner_session=; Max-Age=0;/,
    );
  });
});

describe("device summaries", () => {
  it("name the browser and system, nothing more", () => {
    expect(
      deviceSummary(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15",
      ),
    ).toBe("Safari on macOS");
    expect(
      deviceSummary(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0",
      ),
    ).toBe("Edge on Windows");
    expect(
      deviceSummary("Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0"),
    ).toBe("Firefox on Linux");
    expect(deviceSummary(null)).toBe("Unknown browser");
  });
});
