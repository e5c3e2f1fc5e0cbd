import { z } from "zod";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Canonical origin used in canonical links, Open Graph tags and the sitemap. */
  SITE_URL: z
    .url({ protocol: /^https?$/ })
    .default("http://localhost:3000")
    .transform((url) => url.replace(/\/+$/, "")),
  /** PostgreSQL server (postgres://…); without it the embedded PGlite database is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  /** Directory of the embedded database. */
  DATA_DIR: z.string().min(1).default("./data"),
});

export type Env = z.infer<typeof envSchema>;

/** Reads and validates the environment; a bad value stops the server naming the variable. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  // An empty variable counts as unset.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid environment configuration:\n  ${problems.join("\n  ")}`);
}

export const env = parseEnv(process.env);
