import { testedForPotency, formulatedWithExperience } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "ladies-1st",
  description:
    "Ladies 1st is a women's multivitamin that blends essential vitamins and minerals with time-honored botanicals such as red raspberry leaf, shatavari and chaste tree berry. It is made for adult women who want one simple daily step to support energy, hormonal balance and overall wellness.",
  subtitle: "Women's Multivitamin with Botanicals · Vegetable Capsules",
  benefits: [
    "Supports daily energy and vitality",
    "Promotes healthy hormonal balance",
    "Supports hair, skin and nails",
    "Helps maintain a healthy immune system",
    "Vitamins plus traditional botanicals",
  ],
  ingredientsText:
    "Vitamin A (as beta-carotene), vitamin C (as ascorbic acid), vitamin D3 (as cholecalciferol from lichen), vitamin E (as d-alpha tocopheryl succinate), thiamin, riboflavin, niacin, vitamin B6, folate (as methylfolate), vitamin B12 (as methylcobalamin), biotin, pantothenic acid, zinc (as zinc citrate), selenium (as selenomethionine), women's botanical blend: red raspberry leaf (Rubus idaeus), shatavari root (Asparagus racemosus), chaste tree berry (Vitex agnus-castus), dong quai root (Angelica sinensis), maca root (Lepidium meyenii), cranberry fruit (Vaccinium macrocarpon). Other ingredients: vegetable cellulose capsule.",
  directions:
    "Take 2 capsules daily with a meal and a full glass of water. Taking your multivitamin with food helps with absorption and comfort, and a morning or midday meal works well for most people. For best results, take Ladies 1st every day as part of a balanced diet and healthy routine.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. Consult your healthcare provider before use if you are taking any medication, including hormonal birth control or hormone therapy, or if you have a medical condition. Do not exceed the suggested use. Keep out of reach of children. Store in a cool, dry place with the lid tightly closed.",
  banner: {
    headline: "Made for Women, Every Day",
    paragraph:
      "Your body does a lot, and it deserves thoughtful support. Ladies 1st combines the everyday vitamins and minerals women rely on with botanicals that herbalists have turned to for generations, bringing balanced, whole-body support into one easy daily routine.",
  },
  keyIngredients: [
    {
      name: "Red Raspberry Leaf",
      icon: "leaf",
      foundIn: "Leaves of Rubus idaeus, Europe",
      benefit: "A classic women's herb traditionally used to support female reproductive wellness.",
    },
    {
      name: "Shatavari",
      icon: "sprout",
      foundIn: "Roots of Asparagus racemosus, India",
      benefit:
        "An Ayurvedic adaptogen valued for supporting vitality and hormonal balance in women.",
    },
    {
      name: "Chaste Tree Berry",
      icon: "cherry",
      foundIn: "Berries of Vitex agnus-castus, Mediterranean region",
      benefit: "Traditionally used to support a comfortable, balanced monthly cycle.",
    },
    {
      name: "Methylfolate",
      icon: "sparkles",
      foundIn: "The active form of folate, vitamin B9",
      benefit:
        "A ready-to-use form of folate that supports healthy cell function and energy metabolism.",
    },
    {
      name: "Maca Root",
      icon: "mountain",
      foundIn: "Roots of Lepidium meyenii, Andes of Peru",
      benefit: "A nourishing root that supports energy, stamina and mood.",
    },
    {
      name: "Vitamin D3",
      icon: "sun",
      foundIn: "Plant-based lichen source",
      benefit: "Supports healthy bones, muscles and immune function.",
    },
  ],
  highlights: [
    {
      title: "Vegan Capsules",
      description: "Plant-based vegetable capsules with a vitamin D3 sourced from lichen.",
    },
    testedForPotency.everyCapsuleDelivers,
    formulatedWithExperience.createdWithKnowHow,
  ],
} satisfies ProductPageInput;
