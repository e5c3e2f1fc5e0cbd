import { formulatedWithExperience } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "womens-kit",
  description:
    "The Women's Kit brings together two of our women's formulas: Ladies 1st, a daily multivitamin with botanicals, and Deep Waters, an herbal blend for libido and intimate wellness. It is a simple, complete routine for adult women who want to feel supported from the inside out.",
  subtitle: "Ladies 1st + Deep Waters · Two-Formula Bundle",
  benefits: [
    "Two women's formulas in one",
    "Supports daily energy and vitality",
    "Promotes healthy libido and desire",
    "Supports healthy hormonal balance",
    "One simple, complete daily routine",
  ],
  directions:
    "Ladies 1st: Take 2 capsules daily with a meal and a full glass of water. Deep Waters: Take 3 capsules daily with a meal and a full glass of water. The two formulas can be taken at the same meal or spread across the day, whichever fits your routine. For best results, use both consistently for several weeks alongside a balanced diet.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. Consult your healthcare provider before use if you are taking any medication, including hormonal birth control or hormone therapy, or if you have a medical condition. Please read the label of each formula before use and do not exceed the suggested use for either product. Keep out of reach of children. Store both bottles in a cool, dry place with the lids tightly closed.",
  banner: {
    headline: "A Complete Routine for Her",
    paragraph:
      "Everyday nourishment and intimate wellness go hand in hand. By pairing Ladies 1st with Deep Waters, the Women's Kit gives you balanced daily support for energy and hormonal harmony along with botanicals chosen to support desire and confidence.",
  },
  highlights: [
    {
      title: "Vegan Capsules",
      description: "Both formulas come in plant-based vegetable capsules, free of gelatin.",
    },
    {
      title: "Tested For Potency",
      description: "Each batch of both formulas is checked so it delivers what the label promises.",
    },
    formulatedWithExperience.createdWithKnowHow,
  ],
} satisfies ProductPageInput;
