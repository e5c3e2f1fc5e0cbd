import { formulatedWithExperience } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "mane-crown-serum",
  description:
    "Mane Crown Growth Serum is a lightweight topical blend of castor, jojoba and argan oils with rosemary and peppermint, made to nourish the scalp and hair where growth begins. It is for adult women and men who want fuller-looking, healthier hair with a simple twice-daily scalp ritual.",
  subtitle: "Botanical Hair & Scalp Serum · Dropper Bottle",
  benefits: [
    "Nourishes the scalp and hair",
    "Supports fuller-looking hair growth",
    "Refreshing rosemary and peppermint",
    "Lightweight, non-greasy oil blend",
    "Adds softness and natural shine",
  ],
  ingredientsText:
    "Ricinus communis (castor) seed oil, Simmondsia chinensis (jojoba) seed oil, Argania spinosa (argan) kernel oil, Cucurbita pepo (pumpkin) seed oil, Rosmarinus officinalis (rosemary) leaf oil, Mentha piperita (peppermint) oil, Lavandula angustifolia (lavender) oil, Melaleuca alternifolia (tea tree) leaf oil, tocopherol (vitamin E).",
  directions:
    "Apply 1 to 2 ml twice daily, morning and evening, directly to a clean, dry scalp. Part your hair in sections and use the dropper to apply the serum along the parts, focusing on areas where you want fuller-looking hair. Massage gently with your fingertips for one to two minutes to spread the serum and stimulate the scalp. There is no need to rinse; style as usual. For best results, use consistently for at least three months and pair with Mane Crown Vitamins.",
  safety:
    "For external use only. Do not swallow. Avoid contact with eyes; if contact occurs, rinse thoroughly with water. Before first use, do a patch test: apply a small amount to the inside of your forearm and wait 24 hours. Do not use if redness, itching or irritation develops, and stop use if any discomfort occurs. Do not apply to broken or irritated skin. Not for use by pregnant or breastfeeding women or children under 12. Consult your healthcare provider before use if you have a skin or scalp condition or are using other topical products on your scalp. Keep out of reach of children. Store in a cool, dry place away from direct sunlight.",
  banner: {
    headline: "Growth Begins at the Root",
    paragraph:
      "A healthy scalp is the foundation of healthy hair. Mane Crown Growth Serum brings together rich plant oils and invigorating botanicals in a lightweight formula that absorbs easily, turning a minute of scalp massage into a daily ritual your hair will thank you for.",
  },
  keyIngredients: [
    {
      name: "Castor Oil",
      icon: "droplet",
      foundIn: "Seeds of Ricinus communis, India",
      benefit:
        "A rich, traditional hair oil that conditions the scalp and helps hair look thicker.",
    },
    {
      name: "Rosemary Oil",
      icon: "leaf",
      foundIn: "Leaves of Rosmarinus officinalis, Mediterranean region",
      benefit:
        "An aromatic herb oil long used to invigorate the scalp and support healthy-looking growth.",
    },
    {
      name: "Peppermint Oil",
      icon: "wind",
      foundIn: "Leaves of Mentha piperita, United States",
      benefit:
        "Delivers a cooling tingle that refreshes the scalp and encourages circulation during massage.",
    },
    {
      name: "Jojoba Oil",
      icon: "sun",
      foundIn: "Seeds of Simmondsia chinensis, American Southwest",
      benefit:
        "Closely resembles the scalp's natural oils, helping to balance and moisturize without heaviness.",
    },
    {
      name: "Argan Oil",
      icon: "nut",
      foundIn: "Kernels of Argania spinosa, Morocco",
      benefit: "Rich in vitamin E and fatty acids that add softness and natural shine.",
    },
    {
      name: "Pumpkin Seed Oil",
      icon: "bean",
      foundIn: "Seeds of Cucurbita pepo, Austria",
      benefit:
        "A nourishing seed oil traditionally valued for supporting a healthy scalp and fuller-looking hair.",
    },
  ],
  highlights: [
    {
      title: "Plant-Based Formula",
      description: "Made with botanical oils, with no animal-derived ingredients.",
    },
    {
      title: "Tested For Potency",
      description: "Each batch is checked so the serum delivers what the label promises.",
    },
    formulatedWithExperience.developedWithKnowHow,
  ],
} satisfies ProductPageInput;
