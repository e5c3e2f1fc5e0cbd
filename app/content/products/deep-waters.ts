import { formulatedWithExperience } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "deep-waters",
  description:
    "Deep Waters is an herbal libido-support formula made for women. It blends damiana, shatavari, maca and other traditional botanicals to support desire, hormonal balance and a relaxed, connected mood.",
  subtitle: "Women's Libido Support · 90 Vegetable Capsules",
  benefits: [
    "Supports healthy female libido",
    "Promotes natural hormonal balance",
    "Supports mood and relaxation",
    "Helps maintain energy and vitality",
    "Gentle herbs in vegan capsules",
  ],
  ingredientsText:
    "Damiana leaf (Turnera diffusa), shatavari root (Asparagus racemosus), maca root (Lepidium meyenii), ashwagandha root (Withania somnifera), horny goat weed leaf (Epimedium grandiflorum), tribulus fruit (Tribulus terrestris), hibiscus flower (Hibiscus sabdariffa), rose hips (Rosa canina). Capsule: vegetable cellulose capsule. Contains no gelatin, added sugar or artificial colors.",
  directions:
    "Take 3 capsules daily with a meal and a full glass of water. Herbs for women's wellness work gradually, so use Deep Waters consistently for at least 4 to 6 weeks. Do not exceed the suggested serving.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. Intended for adult women. Do not use if you are trying to conceive without first talking to your healthcare provider. Consult your healthcare provider before use if you take any medication, including hormonal contraceptives, or have a hormone-sensitive condition. Discontinue use if you experience any discomfort. Store in a cool, dry place out of reach of children.",
  banner: {
    headline: "Reconnect With Your Desire",
    paragraph:
      "Stress, busy days and life's changes can leave desire running low. Deep Waters brings together botanicals women have trusted for generations to help you feel relaxed, balanced and more like yourself.",
  },
  keyIngredients: [
    {
      name: "Damiana",
      icon: "flower",
      foundIn: "Leaves of Turnera diffusa, Mexico and Central America",
      benefit: "A traditional herb that supports relaxation and a healthy interest in intimacy.",
    },
    {
      name: "Shatavari",
      icon: "sprout",
      foundIn: "Roots of Asparagus racemosus, India and the Himalayas",
      benefit: "A classic Ayurvedic herb for women that supports hormonal balance.",
    },
    {
      name: "Maca Root",
      icon: "mountain",
      foundIn: "Roots of Lepidium meyenii, Peruvian Andes",
      benefit: "Supports desire, energy and a positive mood.",
    },
    {
      name: "Ashwagandha",
      icon: "moon",
      foundIn: "Roots of Withania somnifera, India",
      benefit: "An adaptogen that helps the body unwind from everyday stress.",
    },
    {
      name: "Horny Goat Weed",
      icon: "leaf",
      foundIn: "Leaves of Epimedium grandiflorum, China",
      benefit: "Traditionally used to support libido and healthy circulation.",
    },
    {
      name: "Hibiscus",
      icon: "heart",
      foundIn: "Flowers of Hibiscus sabdariffa, West Africa and tropical regions",
      benefit: "A vibrant flower rich in antioxidants that supports overall wellness.",
    },
  ],
  highlights: [
    {
      title: "Made for Women",
      description: "A formula built around botanicals traditionally used for women's wellness.",
    },
    {
      title: "Tested For Potency",
      description: "Each batch is checked so every capsule delivers the herbs on the label.",
    },
    formulatedWithExperience.developedWithExperience,
  ],
} satisfies ProductPageInput;
