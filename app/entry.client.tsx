import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { whenRouteModulesSet } from "~/lib/route-modules-ready";

/**
 * React Router's own client entry, except that it hydrates only once the page's route modules
 * are set. The after-paint starter (`app/lib/scripts-after-paint.server.ts`) loads this entry,
 * and with it the framework's chunk (React, React DOM and React Router), in a task of its own,
 * before React Router's module script imports the route modules and sets them; without the starter
 * that script loads both in one task and sets them straight after, as before.
 */
whenRouteModulesSet(window, () => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
