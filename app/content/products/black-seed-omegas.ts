import { formulatedWithExperience } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "black-seed-omegas",
  description:
    "Black Seed + Omegas pairs cold-pressed black seed oil with plant-sourced omega-3, 6 and 9 fatty acids in easy-to-swallow softgels. It is a simple daily choice for adults who want to support heart, joint, skin and immune wellness.",
  subtitle: "Black Seed Oil & Omega 3-6-9 · 60 Softgels",
  benefits: [
    "Supports healthy immune function",
    "Promotes heart and brain wellness",
    "Supports joint comfort and flexibility",
    "Nourishes skin from within",
    "Cold-pressed black seed oil",
  ],
  ingredientsText:
    "Cold-pressed black seed oil (Nigella sativa), flaxseed oil (Linum usitatissimum), borage seed oil (Borago officinalis), extra virgin olive oil (Olea europaea), vitamin E (as mixed tocopherols). Softgel: gelatin, glycerin, purified water.",
  directions:
    "Take 2 softgels daily with a meal that contains some fat, which helps your body absorb the oils. Swallow whole with water. Store in a cool, dry place; keeping the bottle in the refrigerator after opening helps the oils stay fresh.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. Consult your healthcare provider before use if you take prescription medication, especially blood-thinning or blood sugar medication, or if you are scheduled for surgery. Contains gelatin. Do not use if the seal is broken. Store out of reach of children.",
  banner: {
    headline: "An Ancient Seed Meets Modern Nutrition",
    paragraph:
      "Black seed has been prized for thousands of years across the Middle East and South Asia. We pair its cold-pressed oil with a balanced spread of plant omegas to support your heart, joints, skin and natural defenses in one easy softgel routine.",
  },
  keyIngredients: [
    {
      name: "Black Seed Oil",
      icon: "droplet",
      foundIn: "Seeds of Nigella sativa, Egypt and the Middle East",
      benefit: "Rich in thymoquinone, which supports healthy immune function.",
    },
    {
      name: "Flaxseed Oil",
      icon: "flower",
      foundIn: "Seeds of Linum usitatissimum",
      benefit: "A plant source of omega-3 ALA that supports heart wellness.",
    },
    {
      name: "Borage Seed Oil",
      icon: "sprout",
      foundIn: "Seeds of Borago officinalis, Mediterranean",
      benefit: "Provides omega-6 GLA to support skin moisture and joint comfort.",
    },
    {
      name: "Extra Virgin Olive Oil",
      icon: "trees",
      foundIn: "Fruit of Olea europaea, Mediterranean",
      benefit: "Supplies omega-9 oleic acid for heart and brain wellness.",
    },
    {
      name: "Vitamin E",
      icon: "sun",
      foundIn: "Mixed tocopherols from plant oils",
      benefit: "A natural antioxidant that keeps the oils fresh and supports healthy cells.",
    },
  ],
  highlights: [
    {
      title: "Cold-Pressed Oils",
      description: "Black seed oil pressed without high heat to keep its natural character.",
    },
    {
      title: "Tested For Potency",
      description: "Every batch is checked so each softgel matches what the label says.",
    },
    formulatedWithExperience.craftedByATeam,
  ],
} satisfies ProductPageInput;
