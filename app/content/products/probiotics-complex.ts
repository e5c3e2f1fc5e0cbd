import { testedForPotency, formulatedWithExperience } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "probiotics-complex",
  description:
    "Probiotics Complex is a multi-strain blend of Lactobacillus and Bifidobacterium cultures paired with organic chicory root inulin, a prebiotic fiber that feeds beneficial bacteria. It is a simple one-a-day formula for adults who want to support digestive balance, regularity and a healthy gut.",
  subtitle: "Multi-Strain Probiotic with Prebiotic Fiber · Vegetable Capsules",
  benefits: [
    "Supports healthy digestion",
    "Promotes a balanced gut flora",
    "Supports regularity and comfort",
    "Supports healthy immune function",
    "Multi-strain with prebiotic fiber",
  ],
  ingredientsText:
    "Probiotic blend: Lactobacillus acidophilus, Lactobacillus rhamnosus, Lactobacillus plantarum, Lactobacillus paracasei, Lactobacillus casei, Bifidobacterium lactis, Bifidobacterium longum, Bifidobacterium breve. Prebiotic: organic chicory root inulin (Cichorium intybus). Other ingredients: vegetable cellulose capsule.",
  directions:
    "Take 1 capsule daily with a glass of water, ideally with or just before a meal. Choose a time of day that is easy to remember and take it consistently. If you are taking an antibiotic, take your probiotic at least two hours apart from it. For best results, use every day as part of a balanced diet that includes fiber-rich foods.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. Consult your healthcare provider before use if you are taking any medication, have a weakened immune system or have a serious medical condition. Some people notice mild changes in digestion during the first few days as the body adjusts. Do not exceed the suggested use. Keep out of reach of children. Store in a cool, dry place with the lid tightly closed; refrigeration after opening helps maintain freshness.",
  banner: {
    headline: "Balance Begins in the Gut",
    paragraph:
      "Your digestive system is home to trillions of microorganisms that help you break down food and absorb nutrients. Probiotics Complex supports that inner ecosystem with a thoughtful blend of well-known beneficial strains and the prebiotic fiber they thrive on.",
  },
  keyIngredients: [
    {
      name: "Lactobacillus acidophilus",
      icon: "shield",
      foundIn: "Cultured dairy and fermented foods",
      benefit:
        "One of the best-known probiotic strains, supporting healthy digestion and gut balance.",
    },
    {
      name: "Bifidobacterium lactis",
      icon: "activity",
      foundIn: "Cultured milk and fermented foods",
      benefit: "Supports regularity and overall digestive comfort.",
    },
    {
      name: "Lactobacillus plantarum",
      icon: "leaf",
      foundIn: "Fermented vegetables such as sauerkraut and kimchi",
      benefit: "A hardy strain that supports a healthy gut lining and nutrient absorption.",
    },
    {
      name: "Bifidobacterium longum",
      icon: "heart",
      foundIn: "Cultured dairy and fermented foods",
      benefit: "Supports a balanced gut flora and healthy immune function.",
    },
    {
      name: "Chicory Root Inulin",
      icon: "sprout",
      foundIn: "Roots of Cichorium intybus, Europe",
      benefit: "A prebiotic fiber that nourishes beneficial bacteria in the gut.",
    },
  ],
  highlights: [
    {
      title: "Vegan Capsules",
      description: "Plant-based vegetable capsules, free of gelatin.",
    },
    testedForPotency.everyCapsuleDelivers,
    formulatedWithExperience.developedWithKnowHow,
  ],
} satisfies ProductPageInput;
