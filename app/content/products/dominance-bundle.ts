import { formulatedWithExperience } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "dominance-bundle",
  description:
    "The Dominance Bundle brings together three of our men's formulas: Bone Rock, Sink Deep and Masculine Multivitamin. It is a complete daily routine for men who want to support healthy testosterone levels, drive, circulation and whole-body nutrition.",
  subtitle: "Men's 3-Formula Bundle · Bone Rock, Sink Deep & Masculine Multivitamin",
  benefits: [
    "Three men's formulas in one",
    "Supports healthy testosterone levels",
    "Promotes desire and healthy blood flow",
    "Daily whole-food nutrition for men",
    "Supports strength, energy and stamina",
  ],
  ingredientsText:
    "Bone Rock: tongkat ali root, tribulus fruit, horny goat weed leaf, maca root, ashwagandha root, fenugreek seed, saw palmetto berry, muira puama bark, black pepper fruit. Sink Deep: horny goat weed leaf, maca root, muira puama bark, catuaba bark, damiana leaf, tribulus fruit, ginkgo leaf, Korean ginseng root, cayenne fruit. Masculine Multivitamin: Irish sea moss, bladderwrack, moringa leaf, burdock root, sarsaparilla root, stinging nettle leaf, ashwagandha root, maca root, saw palmetto berry, spirulina, zinc (as zinc gluconate). All three formulas come in vegetable cellulose capsules with no gelatin, added sugar or artificial colors.",
  directions:
    "Bone Rock: Take 3 capsules daily with a meal and a full glass of water. Sink Deep: Take 3 capsules daily with a meal and a full glass of water. Masculine Multivitamin: Take 3 capsules daily with food, ideally with breakfast or lunch. You may take the formulas together or spread them across your meals. Use all three consistently for at least 4 weeks, and do not exceed the suggested serving of any formula.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. Intended for adult men. Consult your healthcare provider before use if you take any medication, including blood thinners or blood pressure medication, or if you have a medical condition. Masculine Multivitamin contains naturally occurring iodine from sea vegetables. Take with food to avoid stomach upset. Discontinue use if you experience any discomfort. Store in a cool, dry place out of reach of children.",
  banner: {
    headline: "Your Complete Men's Routine",
    paragraph:
      "Strength, drive and daily nutrition work best together. The Dominance Bundle pairs Bone Rock's testosterone support and Sink Deep's vitality herbs with the whole-food foundation of Masculine Multivitamin, so every part of your routine pulls in the same direction.",
  },
  keyIngredients: [
    {
      name: "Tongkat Ali",
      icon: "trees",
      foundIn: "Roots of Eurycoma longifolia, Southeast Asia (Bone Rock)",
      benefit: "Supports healthy testosterone levels and male vitality.",
    },
    {
      name: "Tribulus",
      icon: "sun",
      foundIn: "Fruit of Tribulus terrestris, Mediterranean and South Asia (Bone Rock, Sink Deep)",
      benefit: "Helps support libido, stamina and an active lifestyle.",
    },
    {
      name: "Horny Goat Weed",
      icon: "leaf",
      foundIn: "Leaves of Epimedium grandiflorum, China (Bone Rock, Sink Deep)",
      benefit: "A traditional herb used to support drive and healthy blood flow.",
    },
    {
      name: "Muira Puama",
      icon: "flame",
      foundIn: "Bark of Ptychopetalum olacoides, Amazon rainforest (Bone Rock, Sink Deep)",
      benefit: "Known as potency wood, traditionally used to support male vitality.",
    },
    {
      name: "Maca Root",
      icon: "mountain",
      foundIn: "Roots of Lepidium meyenii, Peruvian Andes (all three formulas)",
      benefit: "Supports natural energy, endurance and desire.",
    },
    {
      name: "Irish Sea Moss",
      icon: "droplet",
      foundIn: "Red seaweed Chondrus crispus, North Atlantic coastline (Masculine Multivitamin)",
      benefit: "A mineral-rich sea vegetable that supports overall nutrition.",
    },
  ],
  highlights: [
    {
      title: "Three Formulas, One Routine",
      description:
        "Testosterone, vitality and daily nutrition support designed to work side by side.",
    },
    {
      title: "Tested For Potency",
      description:
        "Every batch of every formula is checked so you get the botanicals on the label.",
    },
    formulatedWithExperience.createdWithExperience,
  ],
} satisfies ProductPageInput;
