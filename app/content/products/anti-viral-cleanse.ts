import { veganCapsules } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "anti-viral-cleanse",
  description:
    "A seasonal wellness formula that brings immune-support and cleansing herbs together in one daily routine. Made for adults who want to give their natural defenses and the body's own cleansing pathways extra care as the seasons change.",
  subtitle: "Seasonal Immune & Cleansing Herbal Formula · Vegetable Capsules",
  benefits: [
    "Supports healthy immune function",
    "Seasonal wellness support",
    "Promotes natural cleansing pathways",
    "Time-honored herbal blend",
    "Simple daily capsule routine",
  ],
  directions:
    "Take 2 capsules daily with water, preferably with a meal. Use it through the changing seasons or whenever you want to give your wellness routine extra support. Drink plenty of water, and keep up restful sleep and a balanced diet while you use it.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. Consult your healthcare provider before use if you take prescription medication, have a medical condition or are scheduled for surgery. Do not exceed the suggested serving. Stop use and speak with your provider if you experience any discomfort. Store in a cool, dry place out of reach of children.",
  banner: {
    headline: "Seasonal Support, Rooted in Tradition",
    paragraph:
      "When the weather turns and schedules fill up, your body works hard to keep you steady. This blend draws on herbs valued for generations to support your natural defenses and the body's own cleansing, so you can move through every season feeling your best.",
  },
  highlights: [
    veganCapsules.suitableForVegans,
    {
      title: "Tested For Potency",
      description: "Every batch is checked so each capsule delivers the herbs it is made with.",
    },
    {
      title: "Formulated With Experience",
      description: "Blended by botanical experts with 25+ years of experience.",
    },
  ],
} satisfies ProductPageInput;
