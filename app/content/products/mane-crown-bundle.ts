import { formulatedWithExperience } from "../product-highlights";
import { keyIngredientOf, type ProductPageInput } from "../product-page";
import { page as serum } from "./mane-crown-serum";
import { page as vitamins } from "./mane-crown-vitamins";

export const page = {
  slug: "mane-crown-bundle",
  description:
    "The Mane Crown Bundle pairs Mane Crown Vitamins, a daily capsule with biotin and hair-loving botanicals, with Mane Crown Growth Serum, a lightweight scalp oil with rosemary and peppermint. Together they support fuller-looking, healthier hair from the inside and the outside, for adult women and men.",
  subtitle: "Mane Crown Vitamins + Growth Serum · Hair Care Bundle",
  benefits: [
    "Inside-and-out hair support",
    "Supports healthy hair growth",
    "Nourishes the scalp and roots",
    "Promotes fuller, thicker-looking hair",
    "Adds softness and natural shine",
  ],
  ingredientsText:
    "Mane Crown Vitamins: biotin, vitamin C (from amla fruit), vitamin E (as d-alpha tocopheryl succinate), niacin, zinc (as zinc citrate), selenium (as selenomethionine), MSM (methylsulfonylmethane), horsetail aerial parts (Equisetum arvense), bamboo stem extract (Bambusa vulgaris), saw palmetto berry (Serenoa repens), stinging nettle leaf (Urtica dioica), amla fruit (Phyllanthus emblica), bhringraj leaf (Eclipta prostrata); other ingredients: vegetable cellulose capsule. Mane Crown Growth Serum: Ricinus communis (castor) seed oil, Simmondsia chinensis (jojoba) seed oil, Argania spinosa (argan) kernel oil, Cucurbita pepo (pumpkin) seed oil, Rosmarinus officinalis (rosemary) leaf oil, Mentha piperita (peppermint) oil, Lavandula angustifolia (lavender) oil, Melaleuca alternifolia (tea tree) leaf oil, tocopherol (vitamin E).",
  directions:
    "Mane Crown Vitamins: Take 2 capsules daily with a meal and a full glass of water. Mane Crown Growth Serum: Apply 1 to 2 ml twice daily, morning and evening, to a clean, dry scalp, then massage gently with your fingertips for one to two minutes; there is no need to rinse. Hair grows slowly, so use both products consistently for at least three months to give new growth time to show.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. Consult your healthcare provider before use if you are taking any medication or have a medical condition. Biotin can affect the results of some laboratory tests, so let your healthcare provider know you take it before any blood work. The serum is for external use only: do not swallow, avoid contact with eyes, and do not apply to broken or irritated skin. Before first use of the serum, do a patch test on the inside of your forearm and wait 24 hours; stop use if redness, itching or irritation develops. Do not exceed the suggested use of either product. Keep out of reach of children. Store in a cool, dry place away from direct sunlight.",
  banner: {
    headline: "The Complete Crown Routine",
    paragraph:
      "Great hair is fed from within and cared for from without. The Mane Crown Bundle brings both halves together: daily vitamins that nourish every strand at the root, and a botanical scalp serum that turns a minute of massage into a ritual for fuller-looking, healthier hair.",
  },
  // Each card is the one its own product's page shows; two say where the ingredient comes from, or
  // what it does, in the bundle's words.
  keyIngredients: [
    {
      ...keyIngredientOf(vitamins, "Biotin"),
      foundIn: "Vitamin B7, in Mane Crown Vitamins",
    },
    keyIngredientOf(vitamins, "Horsetail"),
    keyIngredientOf(vitamins, "Saw Palmetto"),
    keyIngredientOf(serum, "Castor Oil"),
    keyIngredientOf(serum, "Rosemary Oil"),
    {
      ...keyIngredientOf(serum, "Peppermint Oil"),
      benefit: "Delivers a cooling tingle that refreshes the scalp during your daily massage.",
    },
  ],
  highlights: [
    {
      title: "Plant-Based Formulas",
      description:
        "Vegetable capsules and a botanical oil serum, with no animal-derived ingredients.",
    },
    {
      title: "Tested For Potency",
      description: "Each batch of both products is checked so it delivers what the label promises.",
    },
    formulatedWithExperience.developedWithKnowHow,
  ],
} satisfies ProductPageInput;
