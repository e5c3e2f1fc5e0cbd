import { veganCapsules, testedForPotency, formulatedWithExperience } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "prosta-zinc",
  description:
    "Prosta-Zinc is a daily prostate support formula for men, combining saw palmetto, nettle root, pumpkin seed and pygeum with essential zinc. It helps maintain healthy prostate function and normal urinary flow as part of your wellness routine.",
  subtitle: "Men's Prostate Support · 60 Vegetable Capsules",
  benefits: [
    "Supports healthy prostate function",
    "Promotes normal urinary flow",
    "Supports more restful, uninterrupted nights",
    "Provides essential zinc for men",
    "Classic botanicals, vegan capsules",
  ],
  ingredientsText:
    "Saw palmetto berry (Serenoa repens), stinging nettle root (Urtica dioica), pumpkin seed (Cucurbita pepo), pygeum bark (Prunus africana), tomato fruit extract (source of lycopene), green tea leaf (Camellia sinensis), zinc (as zinc gluconate). Capsule: vegetable cellulose capsule. Contains no gelatin, added sugar or artificial colors.",
  directions:
    "Take 2 capsules daily with a meal and a full glass of water. For best results, take Prosta-Zinc consistently every day for at least 6 to 8 weeks. Do not exceed the suggested serving.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. Intended for adult men. Consult your healthcare provider before use if you take any medication or have a medical condition, and keep up with regular checkups. Contains green tea, a natural source of a small amount of caffeine. Discontinue use if you experience any discomfort. Store in a cool, dry place out of reach of children.",
  banner: {
    headline: "Comfort and Confidence at Every Age",
    paragraph:
      "As men get older, prostate wellness matters more. Prosta-Zinc brings together trusted botanicals and zinc in one simple daily step, so you can sleep better and go about your day with confidence.",
  },
  keyIngredients: [
    {
      name: "Saw Palmetto",
      icon: "trees",
      foundIn: "Berries of Serenoa repens, southeastern United States",
      benefit: "The best-known botanical for supporting healthy prostate function.",
    },
    {
      name: "Nettle Root",
      icon: "leaf",
      foundIn: "Roots of Urtica dioica, Europe and North America",
      benefit: "Helps support normal urinary flow and comfort.",
    },
    {
      name: "Pumpkin Seed",
      icon: "nut",
      foundIn: "Seeds of Cucurbita pepo, the Americas",
      benefit:
        "A natural source of zinc and plant compounds that support bladder and prostate wellness.",
    },
    {
      name: "Pygeum",
      icon: "mountain",
      foundIn: "Bark of Prunus africana, African highlands",
      benefit: "A traditional African bark that supports urinary comfort.",
    },
    {
      name: "Lycopene",
      icon: "cherry",
      foundIn: "Fruit of Solanum lycopersicum (tomato), cultivated worldwide",
      benefit: "An antioxidant carotenoid that supports prostate cell health.",
    },
    {
      name: "Zinc",
      icon: "gem",
      foundIn: "Essential mineral, as zinc gluconate",
      benefit: "A mineral concentrated in the prostate that supports its normal function.",
    },
  ],
  highlights: [
    veganCapsules.noFillers,
    testedForPotency.everyCapsuleDelivers,
    formulatedWithExperience.developedWithExperience,
  ],
} satisfies ProductPageInput;
