/**
 * Generates the social preview images (public/images/previews/, ignored by git) from the product
 * and article art. Runs before every build (`prebuild`); run it alone with
 * `npx vite-node --config vitest.config.ts generators/previews.ts`.
 */
import { fileURLToPath } from "node:url";
import { generatePreviews } from "./previews/generate";

const publicDir = fileURLToPath(new URL("../public/", import.meta.url));
const started = Date.now();
const written = await generatePreviews({ publicDir });
console.log(`Generated ${written.length} social previews in ${Date.now() - started} ms`);
