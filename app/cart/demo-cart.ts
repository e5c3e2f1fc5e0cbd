/** One line of the demo cart, by catalogue slug. */
export interface DemoCartLine {
  slug: string;
  quantity: number;
}

export const maxLineQuantity = 99;

function clampQuantity(quantity: number): number {
  return Math.min(Math.max(Math.floor(quantity), 0), maxLineQuantity);
}

export function addToDemoCart(
  lines: readonly DemoCartLine[],
  slug: string,
  quantity = 1,
): DemoCartLine[] {
  const existing = lines.find((line) => line.slug === slug);
  if (!existing)
    return quantity > 0 ? [...lines, { slug, quantity: clampQuantity(quantity) }] : [...lines];
  return setDemoCartQuantity(lines, slug, existing.quantity + quantity);
}

/** Sets a line's quantity; zero removes the line. */
export function setDemoCartQuantity(
  lines: readonly DemoCartLine[],
  slug: string,
  quantity: number,
): DemoCartLine[] {
  const next = clampQuantity(quantity);
  return next === 0
    ? lines.filter((line) => line.slug !== slug)
    : lines.map((line) => (line.slug === slug ? { ...line, quantity: next } : line));
}

/** Subtotal in dollars, from catalogue prices (lines whose product is unknown count nothing). */
export function demoCartSubtotal(
  lines: readonly DemoCartLine[],
  priceOf: (slug: string) => number | undefined,
): number {
  const cents = lines.reduce(
    (sum, line) => sum + Math.round((priceOf(line.slug) ?? 0) * 100) * line.quantity,
    0,
  );
  return cents / 100;
}

export function demoCartCount(lines: readonly DemoCartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Reads a stored cart defensively: anything malformed is dropped. */
export function parseDemoCart(raw: string | null): DemoCartLine[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.flatMap((item: unknown) => {
      if (!item || typeof item !== "object") return [];
      const { slug, quantity } = item as Record<string, unknown>;
      if (typeof slug !== "string" || typeof quantity !== "number" || !Number.isFinite(quantity))
        return [];
      const clamped = clampQuantity(quantity);
      return clamped > 0 ? [{ slug, quantity: clamped }] : [];
    });
  } catch {
    return [];
  }
}
