import { testedForPotency, formulatedWithExperience } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "hair-skin-nails",
  description:
    "Our Hair, Skin and Nails Formula combines biotin, whole-food vitamin C and plant-based hyaluronic acid with beauty botanicals like horsetail, sea moss and rose hips. It is a daily beauty-from-within supplement for adult women and men who want a healthy glow, resilient nails and lustrous hair.",
  subtitle: "Beauty From Within Formula · Vegetable Capsules",
  benefits: [
    "Supports a healthy, radiant complexion",
    "Promotes strong, resilient nails",
    "Supports lustrous, healthy hair",
    "Supports natural collagen production",
    "Helps maintain skin hydration",
  ],
  ingredientsText:
    "Biotin, vitamin C (from acerola cherry fruit and rose hips), vitamin E (as d-alpha tocopheryl succinate), vitamin A (as beta-carotene), zinc (as zinc citrate), selenium (as selenomethionine), hyaluronic acid (as sodium hyaluronate, produced by fermentation), MSM (methylsulfonylmethane), horsetail aerial parts (Equisetum arvense), bamboo stem extract (Bambusa vulgaris), Irish sea moss (Chondrus crispus), acerola cherry fruit (Malpighia emarginata), rose hips (Rosa canina), burdock root (Arctium lappa). Other ingredients: vegetable cellulose capsule.",
  directions:
    "Take 2 capsules daily with a meal and a full glass of water. Skin renews itself over weeks and hair and nails grow slowly, so take the formula every day for at least eight to twelve weeks to see your best results. Drinking plenty of water through the day helps support skin hydration.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. Consult your healthcare provider before use if you are taking any medication or have a medical condition. Biotin can affect the results of some laboratory tests, so let your healthcare provider know you take it before any blood work. Sea moss naturally contains iodine; speak with your healthcare provider first if you are watching your iodine intake. Do not exceed the suggested use. Keep out of reach of children. Store in a cool, dry place with the lid tightly closed.",
  banner: {
    headline: "Beauty That Starts Within",
    paragraph:
      "The glow you see on the outside reflects the nourishment you give your body every day. Our Hair, Skin and Nails Formula brings together key beauty nutrients and time-honored botanicals to support your natural radiance, one simple daily step at a time.",
  },
  keyIngredients: [
    {
      name: "Biotin",
      icon: "sparkles",
      foundIn: "Vitamin B7, an essential B vitamin",
      benefit: "Supports keratin production for strong nails and healthy hair.",
    },
    {
      name: "Hyaluronic Acid",
      icon: "droplet",
      foundIn: "Plant-based, produced by natural fermentation",
      benefit: "Helps maintain skin moisture for a smooth, supple look.",
    },
    {
      name: "Horsetail",
      icon: "sprout",
      foundIn: "Aerial parts of Equisetum arvense, Europe",
      benefit: "A natural source of silica that supports nail strength and hair shine.",
    },
    {
      name: "Acerola Cherry",
      icon: "cherry",
      foundIn: "Fruit of Malpighia emarginata, Brazil",
      benefit: "A whole-food source of vitamin C, which the body needs to make collagen.",
    },
    {
      name: "Irish Sea Moss",
      icon: "shell",
      foundIn: "Red seaweed Chondrus crispus, North Atlantic coastlines",
      benefit: "A mineral-rich sea vegetable traditionally valued for skin nourishment.",
    },
    {
      name: "Rose Hips",
      icon: "flower",
      foundIn: "Fruit of Rosa canina, Europe",
      benefit:
        "Provides antioxidants and vitamin C that support a healthy, even-looking complexion.",
    },
  ],
  highlights: [
    {
      title: "Vegan Capsules",
      description: "Plant-based vegetable capsules with vegan-friendly beauty nutrients.",
    },
    testedForPotency.formulaDelivers,
    formulatedWithExperience.developedWithKnowHow,
  ],
} satisfies ProductPageInput;
