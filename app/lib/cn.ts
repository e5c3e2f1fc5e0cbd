import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Components never pass a class that conflicts with a variant's (variants
 * cover those cases), so no class merging library is shipped to the browser.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
