import { testedForPotency, formulatedWithExperience } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "organic-vitamin-c",
  description:
    "Organic Vitamin C delivers whole-food vitamin C from organic amla, acerola cherry, camu camu and rose hips, along with the natural plant compounds that come with it. It is a gentle daily formula for adults who want to support a healthy immune system, radiant skin and antioxidant protection.",
  subtitle: "Whole-Food Vitamin C from Organic Fruits · Vegetable Capsules",
  benefits: [
    "Supports healthy immune function",
    "Whole-food vitamin C from fruits",
    "Supports natural collagen production",
    "Provides antioxidant protection",
    "Gentle on the stomach",
  ],
  ingredientsText:
    "Organic fruit blend: organic amla fruit (Phyllanthus emblica), organic acerola cherry fruit (Malpighia emarginata), organic camu camu berry (Myrciaria dubia), organic rose hips (Rosa canina), organic orange peel (Citrus sinensis). Other ingredients: vegetable cellulose capsule.",
  directions:
    "Take 2 capsules daily with water, with or without food. You may take both capsules together or one in the morning and one in the afternoon. Use daily, especially during seasonal changes or busy, demanding weeks, as part of a balanced diet.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. Consult your healthcare provider before use if you are taking any medication or have a medical condition. Vitamin C increases the absorption of iron from food and supplements; speak with your healthcare provider if you have been advised to limit your iron intake. Do not exceed the suggested use. Keep out of reach of children. Store in a cool, dry place with the lid tightly closed.",
  banner: {
    headline: "Vitamin C, the Way Nature Makes It",
    paragraph:
      "Fruits have always been our best source of vitamin C. We gather four of the richest, amla, acerola, camu camu and rose hips, and keep them whole, so every capsule offers vitamin C together with the natural flavonoids and plant compounds that accompany it in nature.",
  },
  keyIngredients: [
    {
      name: "Amla",
      icon: "citrus",
      foundIn: "Fruit of Phyllanthus emblica, India",
      benefit: "An Ayurvedic fruit prized for its natural vitamin C and antioxidant polyphenols.",
    },
    {
      name: "Acerola Cherry",
      icon: "cherry",
      foundIn: "Fruit of Malpighia emarginata, Brazil",
      benefit: "One of nature's richest sources of vitamin C, supporting healthy immune function.",
    },
    {
      name: "Camu Camu",
      icon: "apple",
      foundIn: "Berries of Myrciaria dubia, Amazon rainforest of Peru",
      benefit: "A tart Amazonian berry that provides vitamin C and supports antioxidant defenses.",
    },
    {
      name: "Rose Hips",
      icon: "flower",
      foundIn: "Fruit of Rosa canina, Europe",
      benefit:
        "A traditional source of vitamin C that supports collagen formation and healthy skin.",
    },
    {
      name: "Orange Peel",
      icon: "sun",
      foundIn: "Peel of Citrus sinensis, Mediterranean region",
      benefit: "Adds citrus bioflavonoids that work alongside vitamin C.",
    },
  ],
  highlights: [
    {
      title: "Organic Fruits",
      description: "Whole-food vitamin C from organic fruits in plant-based vegetable capsules.",
    },
    testedForPotency.everyCapsuleDelivers,
    formulatedWithExperience.developedWithKnowHow,
  ],
} satisfies ProductPageInput;
