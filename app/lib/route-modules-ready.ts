/** Where React Router's module script puts the page's route modules. */
const routeModulesKey = "__reactRouterRouteModules";

/**
 * Calls `then` once `target` (the window) holds the page's route modules: at once if React
 * Router's module script already set them, else when it does. The property stays a plain,
 * writable one afterwards, as React Router expects.
 */
export function whenRouteModulesSet(target: object, then: () => void): void {
  if (routeModulesKey in target) return then();
  Object.defineProperty(target, routeModulesKey, {
    configurable: true,
    set(value: unknown) {
      Object.defineProperty(target, routeModulesKey, {
        configurable: true,
        enumerable: true,
        writable: true,
        value,
      });
      then();
    },
  });
}
