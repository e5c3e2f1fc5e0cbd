import { veganCapsules, formulatedWithExperience } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "pure-seed",
  description:
    "Pure Seed is a fertility-focused herbal formula for men who are planning for a family. It combines maca, ashwagandha, mucuna and antioxidant-rich berries with zinc to support healthy sperm quality and male reproductive wellness.",
  subtitle: "Men's Fertility Support · 90 Vegetable Capsules",
  benefits: [
    "Supports healthy sperm quality",
    "Promotes male reproductive wellness",
    "Supports healthy testosterone levels",
    "Antioxidant-rich botanical blend",
    "Includes zinc for reproductive health",
  ],
  ingredientsText:
    "Maca root (Lepidium meyenii), ashwagandha root (Withania somnifera), mucuna seed (Mucuna pruriens), tribulus fruit (Tribulus terrestris), Korean ginseng root (Panax ginseng), schisandra berry (Schisandra chinensis), goji berry (Lycium barbarum), pumpkin seed (Cucurbita pepo), zinc (as zinc gluconate). Capsule: vegetable cellulose capsule. Contains no gelatin, added sugar or artificial colors.",
  directions:
    "Take 3 capsules daily with a meal and a full glass of water. Because the body's natural reproductive cycle takes about three months, we suggest consistent daily use for at least 90 days. Pair with a balanced diet, regular activity and good sleep. Do not exceed the suggested serving.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. Intended for adult men. Consult your healthcare provider before use if you take any medication or have a medical condition. Discontinue use if you experience any discomfort. Store in a cool, dry place out of reach of children.",
  banner: {
    headline: "Planning for Tomorrow, Starting Today",
    paragraph:
      "Building a family is a shared journey. Pure Seed gives men a simple daily step, with time-honored herbs and essential zinc that support reproductive wellness from the inside out.",
  },
  keyIngredients: [
    {
      name: "Maca Root",
      icon: "mountain",
      foundIn: "Roots of Lepidium meyenii, Peruvian Andes",
      benefit: "Traditionally used to support male fertility, energy and desire.",
    },
    {
      name: "Ashwagandha",
      icon: "sprout",
      foundIn: "Roots of Withania somnifera, India",
      benefit: "Supports healthy sperm quality and helps the body manage everyday stress.",
    },
    {
      name: "Mucuna",
      icon: "bean",
      foundIn: "Seeds of Mucuna pruriens, India and tropical Africa",
      benefit: "A velvet bean used in Ayurveda to support male reproductive vitality.",
    },
    {
      name: "Schisandra Berry",
      icon: "cherry",
      foundIn: "Berries of Schisandra chinensis, northern China",
      benefit: "An antioxidant-rich berry that supports vitality and stamina.",
    },
    {
      name: "Goji Berry",
      icon: "apple",
      foundIn: "Berries of Lycium barbarum, Ningxia, China",
      benefit: "Provides antioxidants that help protect cells from everyday oxidative stress.",
    },
    {
      name: "Zinc",
      icon: "gem",
      foundIn: "Essential mineral, as zinc gluconate",
      benefit: "Supports normal testosterone levels and healthy sperm production.",
    },
  ],
  highlights: [
    veganCapsules.noFillers,
    {
      title: "Tested For Potency",
      description: "Each batch is checked so you get the botanicals listed on the label.",
    },
    formulatedWithExperience.developedWithExperience,
  ],
} satisfies ProductPageInput;
