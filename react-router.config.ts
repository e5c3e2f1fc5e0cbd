import type { Config } from "@react-router/dev/config";

/**
 * React Router 8's behaviour, adopted ahead of the upgrade where the store is ready for it.
 * Three flags are decided, not yet adopted (docs/decisions/144-react-router-8-flags.md): middleware
 * changes the load context every route reads, passed-through requests change `request.url` in
 * the loaders that read their path, and split route modules add a request during hydration.
 */
export default {
  ssr: true,
  future: {
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_splitRouteModules: false,
    v8_middleware: false,
    v8_passThroughRequests: false,
  },
} satisfies Config;
