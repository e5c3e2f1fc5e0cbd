import { veganCapsules, testedForPotency, formulatedWithExperience } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "magnesium-300",
  description:
    "Magnesium 300 delivers a blend of well-absorbed magnesium forms in one daily capsule. It is for adults who want to support relaxed muscles, restful sleep, steady energy and strong bones.",
  subtitle: "Magnesium Complex · 60 Vegetable Capsules",
  benefits: [
    "Supports muscle relaxation",
    "Promotes restful sleep",
    "Supports steady daily energy",
    "Helps maintain strong bones",
    "Gentle on the stomach",
  ],
  ingredientsText:
    "Magnesium (as magnesium glycinate, magnesium malate, magnesium citrate and magnesium taurate). Other ingredients: vegetable cellulose capsule, rice flour.",
  directions:
    "Take 1 capsule daily with water, with or without food. Many people prefer taking it in the evening to support relaxation and restful sleep. If you are new to magnesium, take it with a meal for the first week.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. Consult your healthcare provider before use if you take prescription medication or have a medical condition, including kidney concerns. Magnesium can affect how some medications are absorbed, such as antibiotics and thyroid medication, so take them at least 2 hours apart. Loose stools can be a sign of too much magnesium; stop use and talk with your provider if this happens. Store in a cool, dry place out of reach of children.",
  banner: {
    headline: "The Mineral Your Body Reaches For",
    paragraph:
      "Magnesium takes part in more than 300 enzyme reactions, from muscle and nerve function to energy production. Many diets fall short, so Magnesium 300 combines four gentle, well-absorbed forms to help you unwind at night and feel steady through the day.",
  },
  keyIngredients: [
    {
      name: "Magnesium Glycinate",
      icon: "moon",
      foundIn: "Mineral magnesium paired with the amino acid glycine",
      benefit: "A gentle form that supports relaxation and restful sleep.",
    },
    {
      name: "Magnesium Malate",
      icon: "zap",
      foundIn: "Mineral magnesium paired with malic acid, naturally present in apples",
      benefit: "Supports energy production and muscle comfort.",
    },
    {
      name: "Magnesium Citrate",
      icon: "citrus",
      foundIn: "Mineral magnesium paired with citric acid, naturally present in citrus fruits",
      benefit: "A well-absorbed form that also supports digestive regularity.",
    },
    {
      name: "Magnesium Taurate",
      icon: "heart",
      foundIn: "Mineral magnesium paired with the amino acid taurine",
      benefit: "Supports a steady heart rhythm and calm nerves.",
    },
  ],
  highlights: [
    veganCapsules.suitableForVegans,
    testedForPotency.matchesTheLabel,
    formulatedWithExperience.developedByATeam,
  ],
} satisfies ProductPageInput;
