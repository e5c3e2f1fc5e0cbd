import { veganCapsules, formulatedWithExperience } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "tongkat-ali",
  description:
    "Tongkat Ali is a root from the rainforests of Southeast Asia, long valued as a daily tonic for male energy and vitality. Our formula pairs it with maca and ashwagandha to support healthy testosterone levels, stamina and a balanced response to stress.",
  subtitle: "Energy & Vitality Herb for Men · 60 Vegetable Capsules",
  benefits: [
    "Supports healthy testosterone levels",
    "Promotes natural energy and stamina",
    "Supports lean strength and recovery",
    "Helps maintain a balanced mood",
    "Flexible one or two capsule serving",
  ],
  ingredientsText:
    "Tongkat ali root extract (Eurycoma longifolia), tongkat ali root powder (Eurycoma longifolia), maca root (Lepidium meyenii), ashwagandha root (Withania somnifera), black pepper fruit (Piper nigrum). Capsule: vegetable cellulose capsule. Contains no gelatin, added sugar or artificial colors.",
  directions:
    "Take 1 to 2 capsules daily with water, preferably in the morning with breakfast. Begin with 1 capsule for the first week, then increase to 2 if desired. Many people cycle tongkat ali, for example five days on and two days off. Do not exceed 2 capsules daily.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. Intended for adult men. Consult your healthcare provider before use if you take any medication or have a medical condition. Taking it late in the day may affect sleep in some people. Discontinue use if you experience any discomfort. Store in a cool, dry place out of reach of children.",
  banner: {
    headline: "The Rainforest's Root of Vitality",
    paragraph:
      "In Malaysia and Indonesia, tongkat ali has been brewed into tonics for generations. We bring that tradition into a simple capsule, so steady energy and everyday strength fit easily into your morning routine.",
  },
  keyIngredients: [
    {
      name: "Tongkat Ali",
      icon: "trees",
      foundIn: "Roots of Eurycoma longifolia, Malaysia and Indonesia",
      benefit: "Supports healthy testosterone levels, drive and physical performance.",
    },
    {
      name: "Maca Root",
      icon: "mountain",
      foundIn: "Roots of Lepidium meyenii, Peruvian Andes",
      benefit: "Helps support energy, endurance and libido.",
    },
    {
      name: "Ashwagandha",
      icon: "sprout",
      foundIn: "Roots of Withania somnifera, India",
      benefit: "An adaptogen that supports a calm response to everyday stress.",
    },
    {
      name: "Black Pepper",
      icon: "zap",
      foundIn: "Fruit of Piper nigrum, India",
      benefit: "Supports the absorption of the botanicals in each capsule.",
    },
  ],
  highlights: [
    veganCapsules.noFillers,
    {
      title: "Tested For Potency",
      description: "Each batch is checked so you get consistent tongkat ali in every capsule.",
    },
    formulatedWithExperience.developedWithExperience,
  ],
} satisfies ProductPageInput;
