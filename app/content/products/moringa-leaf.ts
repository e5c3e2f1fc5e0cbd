import { testedForPotency, formulatedWithExperience } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "moringa-leaf",
  description:
    "Moringa Leaf capsules deliver the dried leaves of Moringa oleifera, a nutrient-dense plant often called the miracle tree and treasured across India and Africa for generations. It is a simple daily superfood for adults who want to support natural energy, antioxidant intake and overall wellness.",
  subtitle: "Superfood Leaf Powder · Vegetable Capsules",
  benefits: [
    "Supports natural, sustained energy",
    "Rich in plant antioxidants",
    "Supports healthy immune function",
    "Provides vitamins, minerals and protein",
    "Pure leaf, no fillers",
  ],
  ingredientsText:
    "Moringa leaf powder (Moringa oleifera). Other ingredients: vegetable cellulose capsule.",
  directions:
    "Take 2 capsules daily with water, ideally with a meal. Many people prefer taking moringa in the morning or early afternoon as part of their daily routine. For best results, use consistently alongside a balanced diet.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. Consult your healthcare provider before use if you are taking any medication, especially medication for blood sugar, blood pressure or thyroid function, or if you have a medical condition. Do not exceed the suggested use. Keep out of reach of children. Store in a cool, dry place with the lid tightly closed.",
  banner: {
    headline: "The Tree of Life in Every Capsule",
    paragraph:
      "For centuries, families across South Asia and Africa have cooked with and brewed moringa leaves for everyday nourishment. We dry the leaves gently and grind them into a fine powder, keeping this green superfood simple, pure and easy to enjoy every day.",
  },
  keyIngredients: [
    {
      name: "Moringa Leaf",
      icon: "leaf",
      foundIn: "Leaves of Moringa oleifera, India",
      benefit: "A nutrient-dense green that supports energy, vitality and overall wellness.",
    },
    {
      name: "Plant Polyphenols",
      icon: "shield",
      foundIn: "Quercetin and chlorogenic acid in moringa leaves",
      benefit: "Antioxidant compounds that help protect cells from everyday oxidative stress.",
    },
    {
      name: "Vitamins A and C",
      icon: "sun",
      foundIn: "Naturally present in moringa leaves",
      benefit: "Support healthy immune function, vision and skin.",
    },
    {
      name: "Calcium and Iron",
      icon: "gem",
      foundIn: "Naturally present in moringa leaves",
      benefit: "Essential minerals that support strong bones and healthy energy levels.",
    },
    {
      name: "Plant Protein",
      icon: "sprout",
      foundIn: "Amino acids naturally present in moringa leaves",
      benefit: "Supplies building blocks the body uses for muscle and tissue maintenance.",
    },
  ],
  highlights: [
    {
      title: "Vegan Capsules",
      description: "Pure moringa leaf in plant-based vegetable capsules, free of gelatin.",
    },
    testedForPotency.everyCapsuleDelivers,
    formulatedWithExperience.chosenWithKnowHow,
  ],
  buyControl: "own",
} satisfies ProductPageInput;
