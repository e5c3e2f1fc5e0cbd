import { veganCapsules, testedForPotency, formulatedWithExperience } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "uno-flow",
  description:
    "Uro Flow is a botanical blend that supports urinary tract comfort and healthy, steady flow. It is made for adults who want everyday care for the bladder and urinary system, with cranberry, D-mannose and soothing corn silk.",
  subtitle: "Urinary Comfort & Flow Formula · 60 Vegetable Capsules",
  benefits: [
    "Supports urinary tract comfort",
    "Promotes healthy, steady flow",
    "Supports bladder health",
    "Helps maintain a clean urinary tract",
    "Cranberry and D-mannose blend",
  ],
  ingredientsText:
    "Cranberry fruit extract (Vaccinium macrocarpon), D-mannose, corn silk (Zea mays), marshmallow root (Althaea officinalis), pumpkin seed powder (Cucurbita pepo), dandelion leaf (Taraxacum officinale). Other ingredients: vegetable cellulose capsule.",
  directions:
    "Take 2 capsules daily with a full glass of water. Drink plenty of water throughout the day to support healthy flow, and avoid holding off too long between restroom visits. Use daily for ongoing support.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. Consult your healthcare provider before use if you take prescription medication or have a medical condition. Dandelion leaf gently supports fluid balance, so check with your provider if you take diuretics, lithium or blood-thinning medication. Take marshmallow root at least 1 hour apart from other medications. If you notice pain, fever or blood in your urine, stop use and see your healthcare provider promptly. Store in a cool, dry place out of reach of children.",
  banner: {
    headline: "Everyday Comfort, Naturally",
    paragraph:
      "Your urinary system works quietly around the clock. Uro Flow brings together cranberry, D-mannose and gentle, time-honored herbs to support comfort and healthy flow, so you can go about your day with confidence.",
  },
  keyIngredients: [
    {
      name: "Cranberry",
      icon: "cherry",
      foundIn: "Fruit of Vaccinium macrocarpon, North America",
      benefit: "Provides proanthocyanidins that help maintain a healthy urinary tract.",
    },
    {
      name: "D-Mannose",
      icon: "droplet",
      foundIn: "A natural sugar present in cranberries and other fruits",
      benefit: "Supports a clean, healthy urinary tract lining.",
    },
    {
      name: "Corn Silk",
      icon: "wheat",
      foundIn: "Silky threads of Zea mays, the Americas",
      benefit: "Traditionally used to soothe and support urinary comfort.",
    },
    {
      name: "Marshmallow Root",
      icon: "flower",
      foundIn: "Roots of Althaea officinalis, Europe",
      benefit: "Supports the soothing mucous lining of the urinary tract.",
    },
    {
      name: "Pumpkin Seed",
      icon: "nut",
      foundIn: "Seeds of Cucurbita pepo",
      benefit: "Supports healthy bladder function and steady flow.",
    },
    {
      name: "Dandelion Leaf",
      icon: "leaf",
      foundIn: "Leaves of Taraxacum officinale, Europe",
      benefit: "A gentle herb that supports healthy fluid balance.",
    },
  ],
  highlights: [
    veganCapsules.suitableForVegans,
    testedForPotency.matchesTheLabel,
    formulatedWithExperience.craftedByATeam,
  ],
} satisfies ProductPageInput;
