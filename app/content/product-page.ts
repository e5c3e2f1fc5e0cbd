import { z } from "zod";
import { ingredientIcons } from "./product-constants";

export { fdaDisclaimer } from "./product-constants";

const text = z.string().trim().min(1);

const keyIngredientSchema = z.object({
  name: text,
  icon: z.enum(ingredientIcons),
  /** Shown after the prefix 'Found in:'. */
  foundIn: text,
  benefit: text,
});

const highlightSchema = z.object({ title: text, description: text });

export const productPageSchema = z.object({
  /** Must equal the catalogue record's slug. */
  slug: text,
  description: text,
  subtitle: text,
  benefits: z.tuple([text, text, text, text, text]),
  /** Accordion "Ingredients"; absent where the product has no ingredients list. */
  ingredientsText: text.optional(),
  /** Accordion "Directions": carries the product's dosage copy exactly (see `dosage.ts`). */
  directions: text,
  /** Accordion "Safety": includes the pregnancy / breastfeeding / under-12 line. */
  safety: text,
  /** False where the page has no information block (the accordion); fine print shows its text. */
  showInformation: z.boolean().default(true),
  banner: z.object({ headline: text, paragraph: text }).optional(),
  /** Key Ingredients grid; absent where the product page has none. */
  keyIngredients: z.array(keyIngredientSchema).min(3).max(14).optional(),
  highlights: z.tuple([highlightSchema, highlightSchema, highlightSchema]),
  /** An extra text block, e.g. Vital Eggplant Cream's 'Premium Ingredients for Male Enhancement'. */
  featureBlock: z.object({ heading: text, paragraphs: z.array(text).min(1) }).optional(),
  /** Moringa sells through its own buy control instead of the embedded widget. */
  buyControl: z.enum(["widget", "own"]).default("widget"),
  /** Sink Deep places the widget with no wrapper spacing. */
  widgetSpacing: z.enum(["wrapped", "flush"]).default("wrapped"),
});

/** What a content module writes (defaults may be left out). */
export type ProductPageInput = z.input<typeof productPageSchema>;
/** A validated product page, defaults applied. */
export type ProductPage = z.output<typeof productPageSchema>;
export type KeyIngredient = z.output<typeof keyIngredientSchema>;
export type Highlight = z.output<typeof highlightSchema>;

/** A page's key-ingredient card by name: how a bundle shows the cards of the products it holds. */
export function keyIngredientOf(page: ProductPageInput, name: string): KeyIngredient {
  const ingredient = page.keyIngredients?.find((candidate) => candidate.name === name);
  if (!ingredient) throw new Error(`The ${page.slug} page has no key ingredient "${name}"`);
  return ingredient;
}
