import { veganCapsules } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "sea-horse-power",
  description:
    "Sea Horse Power is a vitality formula for adults that supports healthy blood flow, stamina and reproductive wellness. Circulation-supporting botanicals like beet root, ginkgo and cayenne meet energizing maca and horny goat weed in one daily capsule routine.",
  subtitle: "Circulation & Vitality Formula · 90 Vegetable Capsules",
  benefits: [
    "Supports healthy blood flow",
    "Promotes stamina and endurance",
    "Supports reproductive wellness",
    "Helps maintain steady energy",
    "Suitable for men and women",
  ],
  ingredientsText:
    "Beet root (Beta vulgaris), ginkgo leaf (Ginkgo biloba), hawthorn berry (Crataegus monogyna), cayenne fruit (Capsicum annuum), maca root (Lepidium meyenii), horny goat weed leaf (Epimedium grandiflorum), ginger root (Zingiber officinale), damiana leaf (Turnera diffusa), black pepper fruit (Piper nigrum). Capsule: vegetable cellulose capsule. Contains no gelatin, added sugar or artificial colors.",
  directions:
    "Take 3 capsules daily with a meal and a full glass of water. Many people prefer taking them earlier in the day. Use consistently for at least 4 weeks and stay well hydrated. Do not exceed the suggested serving.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. For adults only. Consult your healthcare provider before use if you take any medication, including blood thinners or blood pressure medication, or if you have a medical condition. Cayenne and ginger may cause mild stomach warmth; take with food. Discontinue use if you experience any discomfort. Store in a cool, dry place out of reach of children.",
  banner: {
    headline: "Power That Flows From Within",
    paragraph:
      "Good circulation carries energy to every part of the body. Sea Horse Power pairs heart-friendly botanicals with time-honored vitality herbs to help you feel strong, warm and ready for whatever the day brings.",
  },
  keyIngredients: [
    {
      name: "Beet Root",
      icon: "apple",
      foundIn: "Roots of Beta vulgaris, cultivated worldwide",
      benefit: "A natural source of nitrates that support healthy blood flow and endurance.",
    },
    {
      name: "Ginkgo Leaf",
      icon: "leaf",
      foundIn: "Leaves of Ginkgo biloba, China",
      benefit: "Helps support circulation to the extremities and mental clarity.",
    },
    {
      name: "Hawthorn Berry",
      icon: "heart",
      foundIn: "Berries of Crataegus monogyna, Europe",
      benefit: "A traditional berry that supports cardiovascular wellness.",
    },
    {
      name: "Cayenne",
      icon: "flame",
      foundIn: "Fruit of Capsicum annuum, Central and South America",
      benefit: "A warming pepper that helps promote healthy circulation.",
    },
    {
      name: "Maca Root",
      icon: "mountain",
      foundIn: "Roots of Lepidium meyenii, Peruvian Andes",
      benefit: "Supports energy, stamina and a healthy libido.",
    },
    {
      name: "Horny Goat Weed",
      icon: "sprout",
      foundIn: "Leaves of Epimedium grandiflorum, China",
      benefit: "Traditionally used to support vitality and healthy blood flow.",
    },
  ],
  highlights: [
    veganCapsules.noFillers,
    {
      title: "Tested For Potency",
      description: "Each batch is checked so every capsule delivers the botanicals on the label.",
    },
    {
      title: "Formulated With Experience",
      description: "Crafted by botanical experts with more than 25 years of herbal experience.",
    },
  ],
} satisfies ProductPageInput;
