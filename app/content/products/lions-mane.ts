import { testedForPotency, formulatedWithExperience } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "lions-mane",
  description:
    "Lion's Mane capsules contain the fruiting body of Hericium erinaceus, a shaggy white mushroom long valued in East Asian tradition for mental clarity. It is a daily, caffeine-free formula for adults who want to support focus, memory and healthy cognitive function.",
  subtitle: "Cognitive Support Mushroom · Vegetable Capsules",
  benefits: [
    "Supports focus and mental clarity",
    "Supports memory and learning",
    "Promotes healthy nerve function",
    "Supports a calm, balanced mood",
    "Caffeine-free daily brain support",
  ],
  ingredientsText:
    "Lion's mane mushroom fruiting body powder and extract (Hericium erinaceus). Other ingredients: vegetable cellulose capsule.",
  directions:
    "Take 2 capsules daily with water, with or without food. Many people prefer to take lion's mane in the morning or early in the day to support focus when they need it most. For best results, use consistently every day for several weeks.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. Do not use if you are allergic to mushrooms. Consult your healthcare provider before use if you are taking any medication, especially blood-thinning medication or medication for blood sugar, or if you have a medical condition. Do not exceed the suggested use. Keep out of reach of children. Store in a cool, dry place with the lid tightly closed.",
  banner: {
    headline: "Clarity, Naturally",
    paragraph:
      "With its cascading white spines, lion's mane is one of the most distinctive mushrooms in the forest, and one of the most respected in traditional East Asian practice. We use the fruiting body of the mushroom to bring you a simple, caffeine-free way to support a clear and focused mind.",
  },
  keyIngredients: [
    {
      name: "Lion's Mane Mushroom",
      icon: "brain",
      foundIn: "Fruiting body of Hericium erinaceus, grown on hardwood",
      benefit: "A traditional mushroom that supports focus, memory and overall cognitive wellness.",
    },
    {
      name: "Hericenones",
      icon: "sparkles",
      foundIn: "Compounds unique to the lion's mane fruiting body",
      benefit: "Studied for their role in supporting healthy nerve cells and brain function.",
    },
    {
      name: "Beta-Glucans",
      icon: "shield",
      foundIn: "Polysaccharides in the mushroom's cell walls",
      benefit: "Support healthy immune function and overall vitality.",
    },
    {
      name: "Ergothioneine",
      icon: "zap",
      foundIn: "Antioxidant amino acid naturally present in mushrooms",
      benefit: "Helps protect cells, including brain cells, from everyday oxidative stress.",
    },
  ],
  highlights: [
    {
      title: "Vegan Capsules",
      description: "Pure lion's mane in plant-based vegetable capsules, free of gelatin.",
    },
    testedForPotency.everyCapsuleDelivers,
    formulatedWithExperience.chosenWithKnowHow,
  ],
} satisfies ProductPageInput;
