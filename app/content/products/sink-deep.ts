import { veganCapsules } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "sink-deep",
  description:
    "Sink Deep is an herbal formula for men that supports desire, stamina and healthy circulation. It blends horny goat weed, maca, muira puama and other traditional botanicals to help you feel confident and present in intimate moments.",
  subtitle: "Men's Reproductive Wellness Formula · 90 Vegetable Capsules",
  benefits: [
    "Supports healthy libido and desire",
    "Promotes healthy blood flow",
    "Supports stamina and endurance",
    "Helps maintain confidence and mood",
    "Traditional herbs in vegan capsules",
  ],
  ingredientsText:
    "Horny goat weed leaf (Epimedium grandiflorum), maca root (Lepidium meyenii), muira puama bark (Ptychopetalum olacoides), catuaba bark (Trichilia catigua), damiana leaf (Turnera diffusa), tribulus fruit (Tribulus terrestris), ginkgo leaf (Ginkgo biloba), Korean ginseng root (Panax ginseng), cayenne fruit (Capsicum annuum). Capsule: vegetable cellulose capsule. Contains no gelatin, added sugar or artificial colors.",
  directions:
    "Take 3 capsules daily with a meal and a full glass of water. Herbal formulas work best with steady use, so take Sink Deep every day for at least 4 weeks. Do not exceed the suggested serving.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. Intended for adult men. Consult your healthcare provider before use if you take any medication, including blood thinners or blood pressure medication, or if you have a medical condition. Cayenne may cause mild stomach warmth; take with food. Discontinue use if you experience any discomfort. Store in a cool, dry place out of reach of children.",
  banner: {
    headline: "Go Deeper, Naturally",
    paragraph:
      "From the Amazon rainforest to the mountains of China, the herbs in Sink Deep have long been valued for male vitality. We combine them in one daily formula that supports desire, circulation and lasting energy.",
  },
  keyIngredients: [
    {
      name: "Horny Goat Weed",
      icon: "leaf",
      foundIn: "Leaves of Epimedium grandiflorum, China",
      benefit: "A traditional herb used to support libido and healthy blood flow.",
    },
    {
      name: "Maca Root",
      icon: "mountain",
      foundIn: "Roots of Lepidium meyenii, Peruvian Andes",
      benefit: "Supports desire, energy and stamina.",
    },
    {
      name: "Muira Puama",
      icon: "trees",
      foundIn: "Bark of Ptychopetalum olacoides, Amazon rainforest",
      benefit: "Known as potency wood, traditionally used to support male vitality.",
    },
    {
      name: "Catuaba Bark",
      icon: "flame",
      foundIn: "Bark of Trichilia catigua, Brazil",
      benefit: "A Brazilian tonic bark that supports energy and a positive mood.",
    },
    {
      name: "Damiana",
      icon: "flower",
      foundIn: "Leaves of Turnera diffusa, Mexico and Central America",
      benefit: "Supports relaxation and a healthy interest in intimacy.",
    },
    {
      name: "Ginkgo Leaf",
      icon: "activity",
      foundIn: "Leaves of Ginkgo biloba, China",
      benefit: "Helps support healthy circulation throughout the body.",
    },
  ],
  highlights: [
    veganCapsules.noFillers,
    {
      title: "Tested For Potency",
      description: "Each batch is checked so every capsule carries the herbs on the label.",
    },
    {
      title: "Formulated With Experience",
      description: "Built by botanical experts with more than 25 years of herbal experience.",
    },
  ],
  widgetSpacing: "flush",
} satisfies ProductPageInput;
