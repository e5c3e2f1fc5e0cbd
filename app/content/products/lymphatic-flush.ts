import { veganCapsules, testedForPotency, formulatedWithExperience } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "lymphatic-flush",
  description:
    "Lymphatic Flush is an herbal blend that supports healthy lymphatic flow and the body's natural cleansing. It suits adults who want to feel lighter and refreshed, with traditional herbs such as cleavers, red root and red clover.",
  subtitle: "Lymphatic Cleansing Herbal Formula · 60 Vegetable Capsules",
  benefits: [
    "Supports healthy lymphatic flow",
    "Promotes natural cleansing",
    "Supports healthy immune function",
    "Helps you feel light and refreshed",
    "Traditional cleansing herb blend",
  ],
  ingredientsText:
    "Cleavers herb (Galium aparine), red root (Ceanothus americanus), red clover blossom (Trifolium pratense), calendula flower (Calendula officinalis), burdock root (Arctium lappa), ginger root (Zingiber officinale). Other ingredients: vegetable cellulose capsule.",
  directions:
    "Take 2 capsules daily with water, ideally between meals. Use for 4 to 6 weeks, then take a short break before starting again. Drink plenty of water and pair the formula with gentle movement such as walking or stretching, since the lymphatic system relies on body movement to keep fluid flowing.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. Consult your healthcare provider before use if you take prescription medication, especially blood-thinning medication, or if you have a medical or hormone-related condition, as red clover contains natural plant isoflavones. Calendula and burdock belong to the daisy family; avoid use if you are sensitive to these plants. Store in a cool, dry place out of reach of children.",
  banner: {
    headline: "Keep Things Flowing",
    paragraph:
      "Your lymphatic system quietly carries fluid and waste away from your tissues, but it has no pump of its own. Lymphatic Flush pairs cleansing herbs with a simple routine of water and movement to support healthy flow and help you feel refreshed.",
  },
  keyIngredients: [
    {
      name: "Cleavers",
      icon: "sprout",
      foundIn: "Aerial parts of Galium aparine, Europe and North America",
      benefit: "A traditional spring herb that supports healthy lymphatic flow.",
    },
    {
      name: "Red Root",
      icon: "trees",
      foundIn: "Roots of Ceanothus americanus, North America",
      benefit: "Valued by herbalists to support the lymphatic system and natural cleansing.",
    },
    {
      name: "Red Clover",
      icon: "flower",
      foundIn: "Blossoms of Trifolium pratense, Europe",
      benefit: "A classic cleansing herb that supports the healthy movement of fluids.",
    },
    {
      name: "Calendula",
      icon: "sun",
      foundIn: "Flowers of Calendula officinalis, Mediterranean",
      benefit: "Supports lymphatic flow and healthy, comfortable skin.",
    },
    {
      name: "Burdock Root",
      icon: "leaf",
      foundIn: "Roots of Arctium lappa, Europe and Asia",
      benefit: "Supports the body's natural detoxification pathways.",
    },
    {
      name: "Ginger Root",
      icon: "flame",
      foundIn: "Rhizomes of Zingiber officinale, India",
      benefit: "A warming root that supports circulation and comfortable digestion.",
    },
  ],
  highlights: [
    veganCapsules.suitableForVegans,
    testedForPotency.matchesTheLabel,
    formulatedWithExperience.craftedByATeam,
  ],
} satisfies ProductPageInput;
