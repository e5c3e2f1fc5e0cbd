import { veganCapsules, formulatedWithExperience } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "bone-rock",
  description:
    "Bone Rock is a daily herbal formula for men who want to support healthy testosterone levels, drive and physical strength. It brings together tongkat ali, tribulus, horny goat weed and other time-honored botanicals in easy-to-take vegetable capsules.",
  subtitle: "Men's Testosterone Support · 90 Vegetable Capsules",
  benefits: [
    "Supports healthy testosterone levels",
    "Promotes natural drive and stamina",
    "Supports strength and workout recovery",
    "Helps maintain steady daily energy",
    "Traditional botanicals, vegan capsules",
  ],
  ingredientsText:
    "Tongkat ali root (Eurycoma longifolia), tribulus fruit (Tribulus terrestris), horny goat weed leaf (Epimedium grandiflorum), maca root (Lepidium meyenii), ashwagandha root (Withania somnifera), fenugreek seed (Trigonella foenum-graecum), saw palmetto berry (Serenoa repens), muira puama bark (Ptychopetalum olacoides), black pepper fruit (Piper nigrum). Capsule: vegetable cellulose capsule. Contains no gelatin, added sugar or artificial colors.",
  directions:
    "Take 3 capsules daily with a meal and a full glass of water. You can take all three at once or split them across the day. For best results, use consistently for at least 4 weeks alongside regular exercise, good sleep and a balanced diet. Do not exceed the suggested serving.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. Intended for adult men. Consult your healthcare provider before use if you take any medication or have a medical condition. Discontinue use if you experience any discomfort. Store in a cool, dry place away from direct sunlight, tightly closed and out of reach of children.",
  banner: {
    headline: "Strength Rooted in Tradition",
    paragraph:
      "Bone Rock draws on botanicals men have relied on for generations, from the rainforests of Southeast Asia to the high Andes. Each serving is blended to support your drive, your energy and the strength you bring to every day.",
  },
  keyIngredients: [
    {
      name: "Tongkat Ali",
      icon: "trees",
      foundIn: "Roots of Eurycoma longifolia, Southeast Asia",
      benefit:
        "A prized Malaysian root traditionally used to support healthy testosterone levels and male vitality.",
    },
    {
      name: "Tribulus",
      icon: "sun",
      foundIn: "Fruit of Tribulus terrestris, Mediterranean and South Asia",
      benefit: "Helps support libido, stamina and an active lifestyle.",
    },
    {
      name: "Horny Goat Weed",
      icon: "leaf",
      foundIn: "Leaves of Epimedium grandiflorum, China",
      benefit: "A classic herb used to support drive and healthy circulation.",
    },
    {
      name: "Maca Root",
      icon: "mountain",
      foundIn: "Roots of Lepidium meyenii, Peruvian Andes",
      benefit: "Supports natural energy, endurance and a balanced mood.",
    },
    {
      name: "Ashwagandha",
      icon: "sprout",
      foundIn: "Roots of Withania somnifera, India",
      benefit: "An adaptogen that helps the body respond to everyday stress and supports strength.",
    },
    {
      name: "Fenugreek",
      icon: "bean",
      foundIn: "Seeds of Trigonella foenum-graecum, India and the Mediterranean",
      benefit: "Supports healthy testosterone activity and workout performance.",
    },
  ],
  highlights: [
    veganCapsules.noFillers,
    {
      title: "Tested For Potency",
      description: "Every batch is checked so each capsule delivers the botanicals on the label.",
    },
    formulatedWithExperience.developedWithKnowHow,
  ],
} satisfies ProductPageInput;
