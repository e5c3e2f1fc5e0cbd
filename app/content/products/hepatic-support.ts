import { veganCapsules, testedForPotency, formulatedWithExperience } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "hepatic-support",
  description:
    "Hepatic Support is a liver-loving herbal blend built around milk thistle, dandelion root and artichoke leaf. It is for adults who want to support healthy liver function and the body's natural detoxification every day.",
  subtitle: "Liver Wellness Herbal Formula · 60 Vegetable Capsules",
  benefits: [
    "Supports healthy liver function",
    "Promotes natural detoxification",
    "Supports healthy bile flow",
    "Antioxidant support for cells",
    "Milk thistle and dandelion blend",
  ],
  ingredientsText:
    "Milk thistle seed extract (Silybum marianum, standardized to 80% silymarin), dandelion root (Taraxacum officinale), artichoke leaf extract (Cynara scolymus), turmeric root (Curcuma longa), schisandra berry (Schisandra chinensis), burdock root (Arctium lappa), black pepper fruit extract (Piper nigrum). Other ingredients: vegetable cellulose capsule.",
  directions:
    "Take 2 capsules daily with food and a full glass of water. Use for 30 days minimum to give the herbs time to work with your body, then continue as part of your daily routine if you wish. Staying well hydrated and going easy on alcohol help you get the most from the formula.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. Consult your healthcare provider before use if you take prescription medication, since some herbs can affect how the liver processes medicines, or if you have a medical condition or gallbladder concerns. Milk thistle, artichoke and burdock belong to the daisy family; avoid use if you are sensitive to these plants. Store in a cool, dry place out of reach of children.",
  banner: {
    headline: "Your Liver Works Hard. Give It Support.",
    paragraph:
      "Your liver handles hundreds of tasks every day, from processing nutrients to clearing out what your body no longer needs. Hepatic Support brings together herbs valued for generations to support healthy liver function, so your whole body can feel the difference.",
  },
  keyIngredients: [
    {
      name: "Milk Thistle",
      icon: "flower",
      foundIn: "Seeds of Silybum marianum, Mediterranean",
      benefit: "Provides silymarin, which supports healthy liver cells.",
    },
    {
      name: "Dandelion Root",
      icon: "sprout",
      foundIn: "Roots of Taraxacum officinale, Europe",
      benefit: "Supports healthy bile flow and digestion.",
    },
    {
      name: "Artichoke Leaf",
      icon: "leaf",
      foundIn: "Leaves of Cynara scolymus, Mediterranean",
      benefit: "Supports bile production and the comfortable digestion of fats.",
    },
    {
      name: "Turmeric Root",
      icon: "sun",
      foundIn: "Rhizomes of Curcuma longa, India",
      benefit: "Supplies curcumin, an antioxidant that supports liver wellness.",
    },
    {
      name: "Schisandra Berry",
      icon: "cherry",
      foundIn: "Berries of Schisandra chinensis, northeast China",
      benefit: "An adaptogenic berry traditionally used to support liver vitality.",
    },
    {
      name: "Burdock Root",
      icon: "trees",
      foundIn: "Roots of Arctium lappa, Europe and Asia",
      benefit: "A classic cleansing root that supports the body's natural detoxification.",
    },
  ],
  highlights: [
    veganCapsules.suitableForVegans,
    testedForPotency.matchesTheLabel,
    formulatedWithExperience.craftedByExperts,
  ],
} satisfies ProductPageInput;
