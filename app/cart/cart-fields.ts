import { z } from "zod";
import { maxLineQuantity } from "./demo-cart";

const quantity = z.coerce.number().int().min(0).max(maxLineQuantity);
const id = z.string().trim().min(1).max(500);

/** What a cart form sends: one change, named by its submit button's `intent`. */
const cartRequestSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    slug: z.string().trim().min(1).max(120),
    quantity: quantity.min(1).default(1),
    // "" is the one-time purchase radio.
    planId: z
      .string()
      .max(200)
      .optional()
      .transform((value) => value || undefined),
  }),
  z.object({ intent: z.literal("update"), lineId: id, quantity }),
  z.object({ intent: z.literal("remove"), lineId: id }),
  z.object({ intent: z.literal("checkout") }),
]);

export type CartRequest = z.output<typeof cartRequestSchema>;

/** Reads a cart form's fields; null when they are not a change the cart understands. */
export function parseCartRequest(fields: Record<string, unknown>): CartRequest | null {
  const parsed = cartRequestSchema.safeParse(fields);
  return parsed.success ? parsed.data : null;
}
