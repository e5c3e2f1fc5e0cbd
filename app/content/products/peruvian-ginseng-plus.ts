import { veganCapsules, formulatedWithExperience } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "peruvian-ginseng-plus",
  description:
    "Peruvian Ginseng Plus is a maca-based energy and vitality formula for adults. Maca, often called Peruvian ginseng, is blended in three colors with eleuthero and ashwagandha to support steady energy, endurance and a balanced mood, without relying on caffeine.",
  subtitle: "Maca Energy & Vitality Formula · 60 Vegetable Capsules",
  benefits: [
    "Supports steady, natural energy",
    "Promotes stamina and endurance",
    "Helps maintain a balanced mood",
    "Supports healthy libido",
    "Caffeine-free tri-color maca blend",
  ],
  ingredientsText:
    "Tri-color maca root blend (yellow, red and black Lepidium meyenii, gelatinized), eleuthero root (Eleutherococcus senticosus), ashwagandha root (Withania somnifera), ginger root (Zingiber officinale), black pepper fruit (Piper nigrum). Capsule: vegetable cellulose capsule. Contains no gelatin, added sugar, caffeine or artificial colors.",
  directions:
    "Take 2 capsules daily with breakfast and a full glass of water. Morning use suits most people because it supports energy through the day. For best results, use consistently for at least 3 to 4 weeks. Do not exceed the suggested serving.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. For adults only. Consult your healthcare provider before use if you take any medication or have a medical condition, including thyroid concerns. Discontinue use if you experience any discomfort. Store in a cool, dry place out of reach of children.",
  banner: {
    headline: "Energy Grown in the High Andes",
    paragraph:
      "High on the Peruvian plateau, maca thrives where few crops can. Andean communities have eaten it for centuries for strength and stamina. Peruvian Ginseng Plus captures that resilience in a daily capsule built for modern life.",
  },
  keyIngredients: [
    {
      name: "Yellow Maca",
      icon: "sun",
      foundIn: "Roots of Lepidium meyenii, Junin plateau, Peru",
      benefit: "The most common maca variety, traditionally used for everyday energy and vitality.",
    },
    {
      name: "Red Maca",
      icon: "heart",
      foundIn: "Roots of Lepidium meyenii, Peruvian Andes",
      benefit: "Supports mood, balance and overall wellness.",
    },
    {
      name: "Black Maca",
      icon: "mountain",
      foundIn: "Roots of Lepidium meyenii, Peruvian Andes",
      benefit: "Valued for supporting stamina, focus and endurance.",
    },
    {
      name: "Eleuthero",
      icon: "trees",
      foundIn: "Roots of Eleutherococcus senticosus, Siberia and northeast Asia",
      benefit: "An adaptogen that supports physical endurance and resilience.",
    },
    {
      name: "Ashwagandha",
      icon: "sprout",
      foundIn: "Roots of Withania somnifera, India",
      benefit: "Helps the body respond calmly to everyday stress.",
    },
  ],
  highlights: [
    veganCapsules.noFillers,
    {
      title: "Tested For Potency",
      description: "Each batch is checked so every capsule delivers consistent maca.",
    },
    formulatedWithExperience.developedWithExperience,
  ],
} satisfies ProductPageInput;
