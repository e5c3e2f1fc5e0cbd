import { formulatedWithExperience } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "organic-greens",
  description:
    "Organic Greens is a daily superfood powder that blends organic grasses, algae, leafy greens and vegetables into one easy scoop. It is made for busy adults who want a simple way to add more plant nutrition, steady energy and digestive support to their day.",
  subtitle: "Organic Superfood Greens Powder · Mix-and-Drink Formula",
  benefits: [
    "Greens, grasses and algae daily",
    "Supports natural, steady energy",
    "Supports healthy digestion",
    "Rich in plant antioxidants",
    "Easy to mix and enjoy",
  ],
  ingredientsText:
    "Organic wheatgrass (Triticum aestivum), organic barley grass (Hordeum vulgare), organic alfalfa grass (Medicago sativa), organic spirulina (Arthrospira platensis), organic chlorella (Chlorella vulgaris), organic spinach leaf (Spinacia oleracea), organic kale leaf (Brassica oleracea), organic moringa leaf (Moringa oleifera), organic parsley leaf (Petroselinum crispum), organic beet root (Beta vulgaris), organic broccoli (Brassica oleracea var. italica), organic apple (Malus domestica), organic ginger root (Zingiber officinale), organic peppermint leaf (Mentha piperita).",
  directions:
    "Mix one scoop in 8 to 10 oz of liquid such as water, juice, coconut water or your favorite smoothie. Shake or stir well and enjoy once daily, ideally in the morning. If you are new to greens powders, you can start with half a scoop for the first few days. Use only the scoop provided, and close the container tightly after each use.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. Consult your healthcare provider before use if you are taking any medication or have a medical condition. This product contains leafy greens that are naturally rich in vitamin K; if you take blood-thinning medication, speak with your healthcare provider before use. Contains wheatgrass and barley grass; if you avoid gluten, check with your healthcare provider first. Do not exceed the suggested use. Keep out of reach of children. Store in a cool, dry place and keep the lid tightly closed to protect freshness.",
  banner: {
    headline: "A Garden in Every Scoop",
    paragraph:
      "Eating enough greens every day is hard. Organic Greens makes it simple by bringing organic grasses, algae, leafy greens and vegetables together in one smooth, easy-mixing powder, so a single glass can add a generous serving of plant goodness to your morning.",
  },
  keyIngredients: [
    {
      name: "Wheatgrass",
      icon: "wheat",
      foundIn: "Young grass of Triticum aestivum, United States",
      benefit: "A chlorophyll-rich young grass that supports energy and overall vitality.",
    },
    {
      name: "Spirulina",
      icon: "droplet",
      foundIn: "Blue-green algae Arthrospira platensis, freshwater ponds",
      benefit: "A nutrient-dense algae that provides plant protein, B vitamins and antioxidants.",
    },
    {
      name: "Chlorella",
      icon: "sparkles",
      foundIn: "Green algae Chlorella vulgaris, freshwater ponds",
      benefit: "A single-celled green algae that supports the body's natural cleansing processes.",
    },
    {
      name: "Kale and Spinach",
      icon: "leaf",
      foundIn: "Leaves of Brassica oleracea and Spinacia oleracea",
      benefit: "Classic leafy greens that supply vitamins, minerals and fiber.",
    },
    {
      name: "Moringa Leaf",
      icon: "sprout",
      foundIn: "Leaves of Moringa oleifera, India",
      benefit: "A traditional superfood green that supports energy and antioxidant intake.",
    },
    {
      name: "Ginger Root",
      icon: "flame",
      foundIn: "Rhizomes of Zingiber officinale, India",
      benefit: "A warming root that supports comfortable, healthy digestion.",
    },
  ],
  highlights: [
    {
      title: "Organic Ingredients",
      description: "Made with organic grasses, algae, greens and vegetables.",
    },
    {
      title: "Tested For Potency",
      description: "Each batch is checked so every scoop delivers what the label promises.",
    },
    formulatedWithExperience.developedWithKnowHow,
  ],
} satisfies ProductPageInput;
