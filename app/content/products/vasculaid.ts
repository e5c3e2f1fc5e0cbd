import { veganCapsules, testedForPotency, formulatedWithExperience } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "vasculaid",
  description:
    "Vasculaid is a circulation formula that supports healthy blood flow and heart wellness with hawthorn berry, beetroot, garlic and cayenne. It is made for adults who want to keep their circulation and energy moving at every stage of life.",
  subtitle: "Circulation Support Herbal Formula · 60 Vegetable Capsules",
  benefits: [
    "Supports healthy circulation",
    "Promotes cardiovascular wellness",
    "Supports healthy blood vessels",
    "Supports warmth in hands and feet",
    "Natural nitrates from beetroot",
  ],
  ingredientsText:
    "Hawthorn berry extract (Crataegus monogyna), beetroot powder (Beta vulgaris), garlic bulb (Allium sativum, odor-controlled), ginkgo leaf extract (Ginkgo biloba), cayenne pepper fruit (Capsicum annuum), ginger root (Zingiber officinale). Other ingredients: vegetable cellulose capsule.",
  directions:
    "Take 2 capsules daily with a meal and a full glass of water. Taking them with food keeps the cayenne comfortable on the stomach. Pair the formula with regular movement, such as a daily walk, to keep your circulation going.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. Consult your healthcare provider before use if you take prescription medication, especially blood-thinning, blood pressure or heart medication, or if you have a medical condition. Stop use two weeks before scheduled surgery. Beetroot may harmlessly tint urine or stools pink or red. Store in a cool, dry place out of reach of children.",
  banner: {
    headline: "Keep Your Circulation Moving",
    paragraph:
      "Healthy circulation carries oxygen and nutrients to every corner of your body. Vasculaid combines heart-friendly hawthorn, nitrate-rich beetroot and warming spices to support strong, flexible blood vessels and the steady energy that comes with them.",
  },
  keyIngredients: [
    {
      name: "Hawthorn Berry",
      icon: "heart",
      foundIn: "Berries of Crataegus monogyna, Europe",
      benefit: "Supports healthy heart function and blood vessel tone.",
    },
    {
      name: "Beetroot",
      icon: "activity",
      foundIn: "Roots of Beta vulgaris",
      benefit: "Provides natural nitrates that support nitric oxide and healthy blood flow.",
    },
    {
      name: "Garlic",
      icon: "sprout",
      foundIn: "Bulbs of Allium sativum, Central Asia",
      benefit: "Supports healthy circulation and cardiovascular wellness.",
    },
    {
      name: "Ginkgo Leaf",
      icon: "leaf",
      foundIn: "Leaves of Ginkgo biloba, China",
      benefit: "Supports healthy blood flow to the hands, feet and brain.",
    },
    {
      name: "Cayenne Pepper",
      icon: "flame",
      foundIn: "Fruit of Capsicum annuum, Central and South America",
      benefit: "A warming spice that supports circulation throughout the body.",
    },
    {
      name: "Ginger Root",
      icon: "sun",
      foundIn: "Rhizomes of Zingiber officinale, India",
      benefit: "A warming root that supports healthy circulation and digestion.",
    },
  ],
  highlights: [
    veganCapsules.suitableForVegans,
    testedForPotency.matchesTheLabel,
    formulatedWithExperience.craftedByExperts,
  ],
} satisfies ProductPageInput;
