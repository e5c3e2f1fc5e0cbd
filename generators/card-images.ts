/**
 * Generates the product cards' images (public/images/products/cards/, ignored by git) from each
 * product's first art image. Runs before every build (`prebuild`); run it alone with
 * `npx vite-node --config vitest.config.ts generators/card-images.ts`.
 */
import { fileURLToPath } from "node:url";
import { generateCardImages } from "./card-images/generate";

const publicDir = fileURLToPath(new URL("../public/", import.meta.url));
const started = Date.now();
const written = await generateCardImages({ publicDir });
console.log(`Generated ${written.length} card images in ${Date.now() - started} ms`);
