import { veganCapsules, testedForPotency, formulatedWithExperience } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "iron-clad",
  description:
    "Iron Clad pairs gentle, chelated iron with mineral-rich botanicals like sea moss, yellow dock and nettle to support healthy iron levels, steady energy and overall well being. It is a daily formula for adult women and men who want a calm, plant-forward way to keep their iron intake on track.",
  subtitle: "Iron & Botanical Well Being Formula · Vegetable Capsules",
  benefits: [
    "Supports healthy iron levels",
    "Promotes steady, natural energy",
    "Supports healthy red blood cells",
    "Gentle, chelated iron form",
    "Mineral-rich botanical blend",
  ],
  ingredientsText:
    "Iron (as iron bisglycinate chelate), Irish sea moss (Chondrus crispus), yellow dock root (Rumex crispus), stinging nettle leaf (Urtica dioica), beet root (Beta vulgaris), dandelion root (Taraxacum officinale), burdock root (Arctium lappa), bladderwrack (Fucus vesiculosus), acerola cherry fruit (Malpighia emarginata). Other ingredients: vegetable cellulose capsule.",
  directions:
    "Take 2 capsules daily with a meal and a full glass of water. Taking Iron Clad with food helps keep it easy on the stomach, and the vitamin C from acerola supports iron absorption. For best results, take it at least two hours apart from coffee, tea, dairy or calcium supplements, which can reduce how well iron is absorbed. Use consistently for several weeks to get the most from the formula.",
  safety:
    "WARNING: Accidental overdose of iron-containing products is a leading cause of fatal poisoning in children under 6. Keep this product out of reach of children. In case of accidental overdose, call a doctor or poison control center immediately. Not for use by pregnant or breastfeeding women or children under 12. Consult your healthcare provider before use if you are taking any medication, have a medical condition, or already take another product that contains iron. Sea moss and bladderwrack naturally contain iodine; speak with your healthcare provider first if you are watching your iodine intake. Do not exceed the suggested use. Store in a cool, dry place with the lid tightly closed.",
  banner: {
    headline: "Built From the Ground Up",
    paragraph:
      "Iron is one of the quiet essentials behind everyday energy. Iron Clad combines a gentle, well-absorbed iron with time-honored, mineral-rich plants from land and sea, so your daily routine is supported by both modern nutrition and traditional herbal wisdom.",
  },
  keyIngredients: [
    {
      name: "Iron Bisglycinate",
      icon: "gem",
      foundIn: "Iron chelated with the amino acid glycine",
      benefit:
        "A gentle, well-absorbed form of iron that supports healthy red blood cells and oxygen transport.",
    },
    {
      name: "Irish Sea Moss",
      icon: "shell",
      foundIn: "Red seaweed Chondrus crispus, North Atlantic coastlines",
      benefit:
        "A traditional sea vegetable that naturally provides a wide spectrum of trace minerals.",
    },
    {
      name: "Yellow Dock Root",
      icon: "sprout",
      foundIn: "Roots of Rumex crispus, Europe and North America",
      benefit: "Long used in Western herbalism to support healthy iron levels and digestion.",
    },
    {
      name: "Stinging Nettle Leaf",
      icon: "leaf",
      foundIn: "Leaves of Urtica dioica, Europe",
      benefit: "A nutrient-dense green traditionally valued for its naturally occurring minerals.",
    },
    {
      name: "Beet Root",
      icon: "apple",
      foundIn: "Roots of Beta vulgaris, Mediterranean region",
      benefit: "Supports healthy circulation and adds natural plant nitrates to the blend.",
    },
    {
      name: "Acerola Cherry",
      icon: "cherry",
      foundIn: "Fruit of Malpighia emarginata, Brazil",
      benefit:
        "A natural source of vitamin C that helps the body absorb iron from food and supplements.",
    },
  ],
  highlights: [
    veganCapsules.everyServing,
    testedForPotency.formulaDelivers,
    formulatedWithExperience.developedWithKnowHow,
  ],
} satisfies ProductPageInput;
