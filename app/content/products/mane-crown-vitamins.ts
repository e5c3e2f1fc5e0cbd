import { veganCapsules, testedForPotency, formulatedWithExperience } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "mane-crown-vitamins",
  description:
    "Mane Crown Vitamins nourish your hair from within with biotin, zinc and a botanical blend of horsetail, saw palmetto, nettle and amla. Made for adult women and men who want fuller-looking, stronger hair and a healthy scalp as part of their daily routine.",
  subtitle: "Hair Growth Vitamins with Botanicals · Vegetable Capsules",
  benefits: [
    "Supports healthy hair growth",
    "Promotes stronger, thicker-looking hair",
    "Helps maintain a healthy scalp",
    "Supports strong, resilient nails",
    "Biotin plus traditional botanicals",
  ],
  ingredientsText:
    "Biotin, vitamin C (from amla fruit), vitamin E (as d-alpha tocopheryl succinate), niacin, zinc (as zinc citrate), selenium (as selenomethionine), MSM (methylsulfonylmethane), horsetail aerial parts (Equisetum arvense), bamboo stem extract (Bambusa vulgaris), saw palmetto berry (Serenoa repens), stinging nettle leaf (Urtica dioica), amla fruit (Phyllanthus emblica), bhringraj leaf (Eclipta prostrata). Other ingredients: vegetable cellulose capsule.",
  directions:
    "Take 2 capsules daily with a meal and a full glass of water. Hair grows slowly, so consistency matters: take Mane Crown Vitamins every day for at least three months to give new growth time to show. For a complete routine, pair with Mane Crown Growth Serum on the scalp.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. Consult your healthcare provider before use if you are taking any medication or have a medical condition. Biotin can affect the results of some laboratory tests, so let your healthcare provider know you take it before any blood work. Do not exceed the suggested use. Keep out of reach of children. Store in a cool, dry place with the lid tightly closed.",
  banner: {
    headline: "Wear Your Crown With Confidence",
    paragraph:
      "Healthy hair starts at the root, and the root is fed from within. Mane Crown Vitamins combine the nutrients hair depends on with botanicals long valued for strength and shine, giving every strand steady, everyday support.",
  },
  keyIngredients: [
    {
      name: "Biotin",
      icon: "sparkles",
      foundIn: "Vitamin B7, an essential B vitamin",
      benefit:
        "Supports the body's production of keratin, the protein that makes up hair and nails.",
    },
    {
      name: "Horsetail",
      icon: "sprout",
      foundIn: "Aerial parts of Equisetum arvense, Europe",
      benefit: "A natural source of silica that supports hair strength and shine.",
    },
    {
      name: "Saw Palmetto",
      icon: "trees",
      foundIn: "Berries of Serenoa repens, southeastern United States",
      benefit: "Traditionally used to support a healthy scalp environment for fuller-looking hair.",
    },
    {
      name: "Amla",
      icon: "citrus",
      foundIn: "Fruit of Phyllanthus emblica, India",
      benefit: "An Ayurvedic favorite rich in vitamin C that supports collagen and healthy hair.",
    },
    {
      name: "Zinc",
      icon: "gem",
      foundIn: "Essential mineral, as zinc citrate",
      benefit: "Supports the normal growth and maintenance of hair tissue.",
    },
    {
      name: "Bhringraj",
      icon: "leaf",
      foundIn: "Leaves of Eclipta prostrata, India",
      benefit: "Called kesharaja, or king of hair, in Ayurveda and valued for scalp nourishment.",
    },
  ],
  highlights: [
    veganCapsules.everyServing,
    testedForPotency.formulaDelivers,
    formulatedWithExperience.developedWithKnowHow,
  ],
} satisfies ProductPageInput;
