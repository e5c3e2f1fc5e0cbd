import { describe, expect, it, vi } from "vitest";
import { whenRouteModulesSet } from "./route-modules-ready";

describe("whenRouteModulesSet", () => {
  it("waits for React Router's module script to set the route modules, then calls once", () => {
    const window: Record<string, unknown> = {};
    const then = vi.fn();
    whenRouteModulesSet(window, then);
    expect(then).not.toHaveBeenCalled();
    const modules = { root: {} };
    window.__reactRouterRouteModules = modules;
    expect(then).toHaveBeenCalledTimes(1);
    expect(window.__reactRouterRouteModules).toBe(modules);
    // Afterwards it is a plain property: React Router may set it again without a second call.
    window.__reactRouterRouteModules = { root: {}, other: {} };
    expect(then).toHaveBeenCalledTimes(1);
    expect(Object.getOwnPropertyDescriptor(window, "__reactRouterRouteModules")).toMatchObject({
      writable: true,
      enumerable: true,
    });
  });

  it("calls at once when they are already set", () => {
    const then = vi.fn();
    whenRouteModulesSet({ __reactRouterRouteModules: {} }, then);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
