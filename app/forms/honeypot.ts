/** A field people never see or fill; bots that fill every field give themselves away. */
export const honeypotField = "website";

export function honeypotFilled(source: FormData | Record<string, unknown>): boolean {
  const value = source instanceof FormData ? source.get(honeypotField) : source[honeypotField];
  return typeof value === "string" && value.trim() !== "";
}
