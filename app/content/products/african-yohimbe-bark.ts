import { veganCapsules } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "african-yohimbe-bark",
  description:
    "African Yohimbe Bark is a traditional West African botanical for men who want to support energy, drive and performance. Each capsule pairs wild-harvested yohimbe bark with warming ginger and black pepper for a focused, no-frills formula.",
  subtitle: "Men's Performance Herb · 60 Vegetable Capsules",
  benefits: [
    "Supports male drive and desire",
    "Promotes healthy blood flow",
    "Supports energy for performance",
    "Traditional West African botanical",
    "Flexible one or two capsule serving",
  ],
  ingredientsText:
    "Yohimbe bark (Pausinystalia johimbe), ginger root (Zingiber officinale), cayenne fruit (Capsicum annuum), black pepper fruit (Piper nigrum). Capsule: vegetable cellulose capsule. Contains no gelatin, added sugar or artificial colors.",
  directions:
    "Take 1 to 2 capsules daily with water. Start with 1 capsule to see how your body responds before increasing to 2. Many men take it about an hour before activity or earlier in the day. Avoid taking it late in the evening, and do not combine with caffeine or other stimulants. Do not exceed 2 capsules in 24 hours.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. Intended for healthy adult men only. Yohimbe can raise heart rate and may cause restlessness or jitters in sensitive people. Do not use if you have heart or blood pressure concerns or are sensitive to stimulants, and consult your healthcare provider before use if you take any prescription medication. Avoid alcohol and other stimulants while using. Discontinue use if you experience rapid heartbeat, dizziness or discomfort. Store in a cool, dry place out of reach of children.",
  banner: {
    headline: "A Legend from the West African Forest",
    paragraph:
      "For generations, the bark of the yohimbe tree has been valued in West and Central Africa as a tonic for male energy. We keep it simple and respectful of tradition, with carefully sourced bark and a flexible serving you can tailor to yourself.",
  },
  keyIngredients: [
    {
      name: "Yohimbe Bark",
      icon: "trees",
      foundIn: "Bark of Pausinystalia johimbe, West and Central Africa",
      benefit:
        "A traditional tonic bark used to support male drive, energy and healthy blood flow.",
    },
    {
      name: "Ginger Root",
      icon: "sprout",
      foundIn: "Rhizomes of Zingiber officinale, South and Southeast Asia",
      benefit: "A warming root that supports circulation and digestive comfort.",
    },
    {
      name: "Cayenne",
      icon: "flame",
      foundIn: "Fruit of Capsicum annuum, Central and South America",
      benefit: "Helps promote healthy circulation with gentle warmth.",
    },
    {
      name: "Black Pepper",
      icon: "zap",
      foundIn: "Fruit of Piper nigrum, India",
      benefit: "Supports the absorption of the botanicals it is paired with.",
    },
  ],
  highlights: [
    veganCapsules.noFillers,
    {
      title: "Tested For Potency",
      description:
        "Each batch is checked so the bark content stays consistent from bottle to bottle.",
    },
    {
      title: "Formulated With Experience",
      description: "Selected by botanical experts with more than 25 years of herbal experience.",
    },
  ],
} satisfies ProductPageInput;
