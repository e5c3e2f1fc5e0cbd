import { veganCapsules, formulatedWithExperience } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "2nd-round",
  description:
    "2ND ROUND is a fast-acting herbal performance capsule for men, taken before intimate moments rather than every day. It combines horny goat weed, Korean ginseng, tongkat ali and circulation-supporting botanicals to support stamina, desire and confidence when it counts.",
  subtitle: "Men's Performance Formula · Vegetable Capsules",
  benefits: [
    "Supports stamina and endurance",
    "Promotes healthy blood flow",
    "Supports desire and confidence",
    "Taken before activity, as needed",
    "Herbal formula in vegan capsules",
  ],
  ingredientsText:
    "Horny goat weed leaf (Epimedium grandiflorum), Korean ginseng root (Panax ginseng), tongkat ali root (Eurycoma longifolia), maca root (Lepidium meyenii), muira puama bark (Ptychopetalum olacoides), catuaba bark (Trichilia catigua), tribulus fruit (Tribulus terrestris), beet root (Beta vulgaris), ginkgo leaf (Ginkgo biloba), cayenne fruit (Capsicum annuum), ginger root (Zingiber officinale), black pepper fruit (Piper nigrum). Capsule: vegetable cellulose capsule. Contains no gelatin, added sugar or artificial colors.",
  directions:
    "Take 3 capsules 45 minutes after a meal, one hour before activity, with a full glass of water. A light meal works best. Do not take more than one serving in 24 hours. Avoid combining with alcohol or other stimulant products.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. Intended for healthy adult men only. Consult your healthcare provider before use if you take any medication, including nitrates, blood thinners or blood pressure medication, or if you have heart or blood pressure concerns. Cayenne and ginger may cause mild stomach warmth. Discontinue use if you experience dizziness, rapid heartbeat or discomfort. Store in a cool, dry place out of reach of children.",
  banner: {
    headline: "Ready for the Second Round",
    paragraph:
      "Some moments deserve your full energy. 2ND ROUND gathers time-honored vitality herbs from Asia, the Andes and the Amazon into one pre-activity serving that supports stamina, circulation and confidence.",
  },
  keyIngredients: [
    {
      name: "Horny Goat Weed",
      icon: "leaf",
      foundIn: "Leaves of Epimedium grandiflorum, China",
      benefit: "A traditional herb used to support desire and healthy blood flow.",
    },
    {
      name: "Korean Ginseng",
      icon: "sprout",
      foundIn: "Roots of Panax ginseng, Korea and northeast China",
      benefit: "Supports energy, stamina and male vitality.",
    },
    {
      name: "Tongkat Ali",
      icon: "trees",
      foundIn: "Roots of Eurycoma longifolia, Southeast Asia",
      benefit: "Helps support drive and physical performance.",
    },
    {
      name: "Muira Puama",
      icon: "flame",
      foundIn: "Bark of Ptychopetalum olacoides, Amazon rainforest",
      benefit: "Known as potency wood, traditionally used to support male confidence.",
    },
    {
      name: "Beet Root",
      icon: "apple",
      foundIn: "Roots of Beta vulgaris, cultivated worldwide",
      benefit: "A natural source of nitrates that support healthy circulation.",
    },
    {
      name: "Maca Root",
      icon: "mountain",
      foundIn: "Roots of Lepidium meyenii, Peruvian Andes",
      benefit: "Supports endurance, energy and libido.",
    },
  ],
  highlights: [
    veganCapsules.noFillers,
    {
      title: "Tested For Potency",
      description: "Each batch is checked so every serving delivers the herbs on the label.",
    },
    formulatedWithExperience.developedWithExperience,
  ],
} satisfies ProductPageInput;
