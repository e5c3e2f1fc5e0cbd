import { formulatedWithExperience } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "gun-massage",
  description:
    "Vital Eggplant Cream is a rich botanical cream for men, made to be massaged into the skin as part of a relaxing evening routine. It blends nourishing butters and oils with ginseng, ginkgo, maca and other traditional herbs to support comfort, confidence and a smooth, conditioned skin feel.",
  subtitle: "Botanical Massage Cream for Men · For External Use",
  benefits: [
    "Supports comfort and confidence",
    "Circulation-supporting botanical extracts",
    "Soothing, non-greasy skin feel",
    "Nourishing shea and cocoa butters",
    "Simple bedtime massage routine",
  ],
  ingredientsText:
    "Aloe vera leaf juice (Aloe barbadensis), shea butter (Butyrospermum parkii), cocoa seed butter (Theobroma cacao), coconut oil (Cocos nucifera), jojoba seed oil (Simmondsia chinensis), vegetable glycerin, Korean ginseng root extract (Panax ginseng), ginkgo leaf extract (Ginkgo biloba), horny goat weed extract (Epimedium grandiflorum), maca root extract (Lepidium meyenii), muira puama bark extract (Ptychopetalum olacoides), damiana leaf extract (Turnera diffusa), ginger root extract (Zingiber officinale), peppermint leaf oil (Mentha piperita), vitamin E (tocopherol), rosemary leaf extract (Rosmarinus officinalis), xanthan gum.",
  directions:
    "Start with clean, dry skin. Massage a small, pea-sized amount of cream into the area with gentle, circular strokes. Apply for ten minutes, daily at bedtime. Wash your hands thoroughly after use. For the best experience, use consistently as part of your nightly routine.",
  safety:
    "For external use only. Do not swallow. Perform a patch test on a small area of skin 24 hours before first use, and discontinue use if redness, irritation or discomfort occurs. Avoid contact with eyes, mucous membranes and broken or irritated skin. Not for use by pregnant or breastfeeding women or children under 12. Intended for adult men. Consult your healthcare provider before use if you have sensitive skin, known plant allergies or take any medication. Store in a cool, dry place with the lid tightly closed, out of reach of children.",
  showInformation: false,
  featureBlock: {
    heading: "Premium Ingredients for Male Enhancement",
    paragraphs: [
      "Vital Eggplant Cream starts with a skin-loving base of aloe vera, shea butter, cocoa butter, coconut oil and jojoba oil. Together they help keep the skin soft and conditioned, and they let the cream glide smoothly during a relaxing ten-minute massage without feeling heavy or greasy.",
      "Into that base we blend botanicals that men have turned to for generations: Korean ginseng, ginkgo leaf, horny goat weed, maca root, muira puama and damiana. Ginkgo, ginger and peppermint are traditionally valued as circulation-supporting herbs, and peppermint leaves a light, cooling, refreshing sensation on the skin.",
      "Vitamin E and rosemary leaf extract help protect the freshness of the natural oils, so every jar stays pleasant to use from the first application to the last. The result is a calm, confidence-supporting ritual that fits easily into your bedtime routine.",
    ],
  },
  keyIngredients: [
    {
      name: "Korean Ginseng",
      icon: "sprout",
      foundIn: "Roots of Panax ginseng, Korea and northeast China",
      benefit: "A revered root traditionally used to support male vitality and stamina.",
    },
    {
      name: "Ginkgo Leaf",
      icon: "leaf",
      foundIn: "Leaves of Ginkgo biloba, China",
      benefit: "A circulation-supporting botanical valued for its antioxidant compounds.",
    },
    {
      name: "Horny Goat Weed",
      icon: "flower",
      foundIn: "Leaves of Epimedium grandiflorum, China",
      benefit: "A classic herb traditionally used to support drive and healthy blood flow.",
    },
    {
      name: "Maca Root",
      icon: "mountain",
      foundIn: "Roots of Lepidium meyenii, Peruvian Andes",
      benefit: "An Andean root long associated with energy and vitality.",
    },
    {
      name: "Muira Puama",
      icon: "trees",
      foundIn: "Bark of Ptychopetalum olacoides, Amazon rainforest",
      benefit: "Known as potency wood and traditionally used to support male confidence.",
    },
    {
      name: "Damiana",
      icon: "flower",
      foundIn: "Leaves of Turnera diffusa, Mexico and Central America",
      benefit: "A traditional herb that supports relaxation and intimacy.",
    },
    {
      name: "Ginger Root",
      icon: "flame",
      foundIn: "Rhizomes of Zingiber officinale, South and Southeast Asia",
      benefit: "Adds gentle warmth and supports a circulation-focused massage.",
    },
    {
      name: "Peppermint Oil",
      icon: "wind",
      foundIn: "Leaves of Mentha piperita, Europe and North America",
      benefit: "Leaves a cool, refreshing tingle on the skin.",
    },
    {
      name: "Aloe Vera",
      icon: "droplet",
      foundIn: "Leaf gel of Aloe barbadensis, arid tropical regions",
      benefit: "Soothes and hydrates the skin for a comfortable feel.",
    },
    {
      name: "Shea Butter",
      icon: "nut",
      foundIn: "Nuts of Butyrospermum parkii, West Africa",
      benefit: "A rich butter that softens and conditions the skin.",
    },
    {
      name: "Cocoa Butter",
      icon: "bean",
      foundIn: "Seeds of Theobroma cacao, West Africa and South America",
      benefit: "Helps lock in moisture for smooth, supple skin.",
    },
    {
      name: "Coconut Oil",
      icon: "trees",
      foundIn: "Fruit of Cocos nucifera, tropical coastlines",
      benefit: "A light oil that helps the cream glide during massage.",
    },
    {
      name: "Jojoba Oil",
      icon: "sun",
      foundIn: "Seeds of Simmondsia chinensis, Sonoran Desert",
      benefit: "Closely resembles the skin's own oils for a non-greasy finish.",
    },
    {
      name: "Vitamin E",
      icon: "shield",
      foundIn: "Tocopherol from plant oils",
      benefit: "An antioxidant that helps protect the skin and keeps the natural oils fresh.",
    },
  ],
  highlights: [
    {
      title: "Botanical Formula",
      description: "Made with plant butters, oils and traditional herbal extracts.",
    },
    {
      title: "Tested For Potency",
      description: "Each batch is checked for consistent botanical content and texture.",
    },
    formulatedWithExperience.developedWithExperience,
  ],
} satisfies ProductPageInput;
