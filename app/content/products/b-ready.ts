import { testedForPotency, formulatedWithExperience } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "b-ready",
  description:
    "B Ready pairs a full B-vitamin complex with energizing botanicals to support natural, steady energy through a busy day. It suits adults who want to feel alert and ready without reaching for another cup of coffee.",
  subtitle: "B-Complex Energy Formula · 60 Vegetable Capsules",
  benefits: [
    "Supports natural, steady energy",
    "Full spectrum of B vitamins",
    "Promotes mental alertness",
    "Supports a healthy metabolism",
    "No added caffeine",
  ],
  ingredientsText:
    "Vitamin B1 (as thiamine HCl), vitamin B2 (as riboflavin-5'-phosphate), vitamin B3 (as niacinamide), vitamin B5 (as calcium D-pantothenate), vitamin B6 (as pyridoxal-5'-phosphate), biotin, folate (as methylfolate), vitamin B12 (as methylcobalamin), rhodiola root extract (Rhodiola rosea), Siberian ginseng root (Eleutherococcus senticosus), beetroot powder (Beta vulgaris), spinach leaf powder (Spinacia oleracea). Other ingredients: vegetable cellulose capsule, rice flour.",
  directions:
    "Take 2 capsules daily with breakfast and a glass of water. Taking them earlier in the day works best, since B vitamins support daytime energy. A bright yellow tint to urine is a normal, harmless effect of riboflavin (vitamin B2).",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. Consult your healthcare provider before use if you take prescription medication or have a medical condition. Do not exceed the suggested serving. If you take other supplements that contain B vitamins, check your total daily intake with your provider. Store in a cool, dry place out of reach of children.",
  banner: {
    headline: "Energy That Shows Up and Stays",
    paragraph:
      "B vitamins help your body turn the food you eat into usable energy. B Ready brings the whole family together in active forms, alongside adaptogenic rhodiola and Siberian ginseng, for get-up-and-go that carries you from morning plans to evening commitments.",
  },
  keyIngredients: [
    {
      name: "Vitamin B12 (Methylcobalamin)",
      icon: "zap",
      foundIn: "The active coenzyme form of vitamin B12, vegan-sourced",
      benefit: "Supports energy production and healthy nerve function.",
    },
    {
      name: "Methylfolate",
      icon: "leaf",
      foundIn: "The active form of folate, the B vitamin named for leafy greens",
      benefit: "Works with B12 to support healthy red blood cell formation.",
    },
    {
      name: "Vitamin B6 (P-5-P)",
      icon: "activity",
      foundIn: "The active form of vitamin B6, pyridoxal-5'-phosphate",
      benefit: "Supports protein metabolism and a balanced mood.",
    },
    {
      name: "Rhodiola Root",
      icon: "mountain",
      foundIn: "Roots of Rhodiola rosea, high-altitude Siberia and Scandinavia",
      benefit: "An adaptogen that supports stamina and helps the body adapt to stress.",
    },
    {
      name: "Siberian Ginseng",
      icon: "trees",
      foundIn: "Roots of Eleutherococcus senticosus, northeast Asia",
      benefit: "Traditionally used to support endurance and everyday vitality.",
    },
    {
      name: "Beetroot",
      icon: "heart",
      foundIn: "Roots of Beta vulgaris",
      benefit: "Provides natural nitrates that support healthy circulation and stamina.",
    },
  ],
  highlights: [
    {
      title: "Vegan Capsules",
      description: "Plant-based vegetable capsules and vegan-sourced B12, with no gelatin.",
    },
    testedForPotency.matchesTheLabel,
    formulatedWithExperience.developedByATeam,
  ],
} satisfies ProductPageInput;
