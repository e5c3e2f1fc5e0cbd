import { formulatedWithExperience } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "masculine-multivitamin",
  description:
    "Masculine Multivitamin is a whole-food daily formula made for men, pairing mineral-rich sea moss and bladderwrack with nutrient-dense roots and greens. It is an easy way to support energy, immunity and overall wellness every day.",
  subtitle: "Whole-Food Men's Multivitamin · 90 Vegetable Capsules",
  benefits: [
    "Daily whole-food nutrition for men",
    "Supports natural energy and stamina",
    "Promotes healthy immune function",
    "Supports prostate and urinary wellness",
    "Rich in naturally occurring minerals",
  ],
  ingredientsText:
    "Irish sea moss (Chondrus crispus), bladderwrack (Fucus vesiculosus), moringa leaf (Moringa oleifera), burdock root (Arctium lappa), sarsaparilla root (Smilax ornata), stinging nettle leaf (Urtica dioica), ashwagandha root (Withania somnifera), maca root (Lepidium meyenii), saw palmetto berry (Serenoa repens), spirulina (Arthrospira platensis), zinc (as zinc gluconate). Capsule: vegetable cellulose capsule. Contains no gelatin, added sugar or artificial colors.",
  directions:
    "Take 3 capsules daily with food and a full glass of water, ideally with breakfast or lunch. Use every day as part of a balanced diet for best results. Do not exceed the suggested serving.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. Intended for adult men. Contains naturally occurring iodine from sea vegetables; consult your healthcare provider before use if you take any medication, are sensitive to iodine or have a medical condition. Discontinue use if you experience any discomfort. Store in a cool, dry place out of reach of children.",
  banner: {
    headline: "Complete Daily Support for Men",
    paragraph:
      "Modern schedules leave little room for perfect meals. Masculine Multivitamin fills the gaps with ocean minerals, green superfoods and traditional roots, so you can show up strong for work, training and family.",
  },
  keyIngredients: [
    {
      name: "Irish Sea Moss",
      icon: "droplet",
      foundIn: "Red seaweed Chondrus crispus, North Atlantic coastline",
      benefit: "A mineral-rich sea vegetable that supports overall nutrition and wellness.",
    },
    {
      name: "Bladderwrack",
      icon: "shell",
      foundIn: "Brown seaweed Fucus vesiculosus, Atlantic and Baltic coasts",
      benefit:
        "Provides naturally occurring iodine to support healthy thyroid function and metabolism.",
    },
    {
      name: "Moringa Leaf",
      icon: "leaf",
      foundIn: "Leaves of Moringa oleifera, India and East Africa",
      benefit: "A nutrient-dense green that supports daily energy and vitality.",
    },
    {
      name: "Burdock Root",
      icon: "sprout",
      foundIn: "Roots of Arctium lappa, Europe and Asia",
      benefit: "A traditional root used to support the body's natural cleansing processes.",
    },
    {
      name: "Saw Palmetto",
      icon: "trees",
      foundIn: "Berries of Serenoa repens, southeastern United States",
      benefit: "Supports healthy prostate function and normal urinary flow in men.",
    },
    {
      name: "Ashwagandha",
      icon: "moon",
      foundIn: "Roots of Withania somnifera, India",
      benefit: "An adaptogen that helps maintain a calm, focused response to daily stress.",
    },
  ],
  highlights: [
    {
      title: "Whole-Food Formula",
      description: "Nutrients from sea vegetables, greens and roots rather than synthetic fillers.",
    },
    {
      title: "Tested For Potency",
      description: "Every batch is checked so you get the botanicals listed on the label.",
    },
    formulatedWithExperience.createdWithExperience,
  ],
} satisfies ProductPageInput;
