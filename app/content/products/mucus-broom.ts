import { veganCapsules, testedForPotency, formulatedWithExperience } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "mucus-broom",
  description:
    "Mucus Broom is an herbal blend that supports healthy mucus clearance and clear, comfortable airways. It combines fenugreek, horehound, thyme and ginger for adults who want to breathe easier through the changing seasons.",
  subtitle: "Airway Clearing Herbal Formula · 60 Vegetable Capsules",
  benefits: [
    "Supports healthy mucus clearance",
    "Promotes clear, open airways",
    "Soothes the throat",
    "Supports sinus comfort",
    "Seasonal respiratory support",
  ],
  ingredientsText:
    "Fenugreek seed (Trigonella foenum-graecum), horehound leaf (Marrubium vulgare), thyme leaf (Thymus vulgaris), ginger root (Zingiber officinale), hyssop leaf (Hyssopus officinalis), slippery elm bark (Ulmus rubra), peppermint leaf (Mentha piperita). Other ingredients: vegetable cellulose capsule.",
  directions:
    "Take 2 capsules daily with a full glass of water, or up to 3 as needed during seasonal shifts. Do not exceed 3 capsules in one day. Drinking plenty of warm fluids through the day helps keep mucus thin and easy to clear.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. Consult your healthcare provider before use if you take prescription medication or have a medical condition. Take at least 1 hour apart from other medications, since slippery elm may slow their absorption. Fenugreek may affect blood sugar levels, so check with your provider if you take blood sugar medication; it can also give sweat a harmless maple-like scent. Avoid if you are sensitive to legumes such as peanuts or chickpeas. Store in a cool, dry place out of reach of children.",
  banner: {
    headline: "Sweep Your Airways Clear",
    paragraph:
      "When the seasons shift, your airways can feel it first. Mucus Broom blends warming spices and time-honored respiratory herbs to support healthy mucus clearance and a comfortable throat, so every breath feels a little easier.",
  },
  keyIngredients: [
    {
      name: "Fenugreek Seed",
      icon: "bean",
      foundIn: "Seeds of Trigonella foenum-graecum, India and the Mediterranean",
      benefit: "Helps thin mucus so it clears more easily.",
    },
    {
      name: "Horehound",
      icon: "leaf",
      foundIn: "Leaves of Marrubium vulgare, Europe",
      benefit: "A traditional herb that supports natural mucus clearing and throat comfort.",
    },
    {
      name: "Thyme Leaf",
      icon: "wind",
      foundIn: "Leaves of Thymus vulgaris, Mediterranean",
      benefit: "Supports clear breathing and healthy airways.",
    },
    {
      name: "Ginger Root",
      icon: "flame",
      foundIn: "Rhizomes of Zingiber officinale, India",
      benefit: "A warming root that supports respiratory and digestive comfort.",
    },
    {
      name: "Hyssop",
      icon: "flower",
      foundIn: "Flowering tops of Hyssopus officinalis, southern Europe",
      benefit: "Used for centuries to support respiratory comfort.",
    },
    {
      name: "Slippery Elm",
      icon: "trees",
      foundIn: "Inner bark of Ulmus rubra, North America",
      benefit: "Coats and soothes the throat.",
    },
  ],
  highlights: [
    veganCapsules.suitableForVegans,
    testedForPotency.matchesTheLabel,
    formulatedWithExperience.craftedByATeam,
  ],
} satisfies ProductPageInput;
