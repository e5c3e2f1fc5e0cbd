import { veganCapsules, testedForPotency, formulatedWithExperience } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "waste-away",
  description:
    "Waste Away is a fiber-forward herbal blend for adults who want to support healthy weight management alongside balanced meals and regular movement. Psyllium husk and konjac root help you feel satisfied between meals, while ginger and fennel support comfortable digestion and daily regularity.",
  subtitle: "Weight Management & Regularity Formula · 60 Vegetable Capsules",
  benefits: [
    "Supports healthy weight management",
    "Promotes digestive regularity",
    "Helps you feel satisfied longer",
    "Supports comfortable digestion",
    "Gentle plant-fiber blend",
  ],
  ingredientsText:
    "Psyllium husk (Plantago ovata), konjac root (Amorphophallus konjac, as glucomannan), green tea leaf extract (Camellia sinensis), apple cider vinegar powder, ginger root (Zingiber officinale), fennel seed (Foeniculum vulgare). Other ingredients: vegetable cellulose capsule, rice flour.",
  directions:
    "Take 2 capsules daily with a full glass of water, ideally 20 to 30 minutes before your largest meal. Drink plenty of water throughout the day, as plant fibers work best when you are well hydrated. Pair with a balanced diet and regular activity, and give the formula a few weeks of steady use.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. Consult your healthcare provider before use if you take prescription medication or have a medical condition. Take at least 2 hours apart from medications or other supplements, since fiber can affect how they are absorbed. Contains green tea, a natural source of caffeine. Always take with a full glass of water, and stop use and speak with your provider if you notice ongoing digestive discomfort. Store in a cool, dry place out of reach of children.",
  banner: {
    headline: "Lighter Days Start With Your Gut",
    paragraph:
      "Steady weight management begins with digestion that keeps a comfortable rhythm. Waste Away pairs soluble plant fibers with warming, time-honored herbs to help you feel satisfied, stay regular and stick with the everyday habits that matter most.",
  },
  keyIngredients: [
    {
      name: "Psyllium Husk",
      icon: "wheat",
      foundIn: "Seed husks of Plantago ovata, India",
      benefit: "A soluble fiber that supports regularity and helps you feel full.",
    },
    {
      name: "Konjac Root",
      icon: "sprout",
      foundIn: "Corms of Amorphophallus konjac, East Asia",
      benefit: "Provides glucomannan, a fiber that expands with water to promote satiety.",
    },
    {
      name: "Green Tea Leaf",
      icon: "leaf",
      foundIn: "Leaves of Camellia sinensis, China",
      benefit: "Offers natural catechins that support a healthy metabolism.",
    },
    {
      name: "Apple Cider Vinegar",
      icon: "apple",
      foundIn: "Fermented apples, dried to a fine powder",
      benefit: "A traditional kitchen staple used to support healthy digestion.",
    },
    {
      name: "Ginger Root",
      icon: "flame",
      foundIn: "Rhizomes of Zingiber officinale, India",
      benefit: "Warms the digestive system and supports comfortable digestion.",
    },
    {
      name: "Fennel Seed",
      icon: "flower",
      foundIn: "Seeds of Foeniculum vulgare, Mediterranean",
      benefit: "Traditionally used to ease occasional bloating and gas.",
    },
  ],
  highlights: [
    veganCapsules.suitableForVegans,
    testedForPotency.matchesTheLabel,
    formulatedWithExperience.craftedByATeam,
  ],
} satisfies ProductPageInput;
