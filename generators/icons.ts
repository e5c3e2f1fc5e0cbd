/**
 * Generates the shop's icons (public/icons/, ignored by git) from public/favicon.svg. Runs before
 * every build (`prebuild`); run it alone with
 * `npx vite-node --config vitest.config.ts generators/icons.ts`.
 */
import { fileURLToPath } from "node:url";
import { generateIcons } from "./icons/generate";

const publicDir = fileURLToPath(new URL("../public/", import.meta.url));
const started = Date.now();
const written = await generateIcons({ publicDir });
console.log(`Generated ${written.length} icons in ${Date.now() - started} ms`);
