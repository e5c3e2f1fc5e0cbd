import { testedForPotency } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "total-body-cleanse",
  description:
    "Total Body Sweep Cleanse is a complete herbal program of five formulas, each focused on a different part of the body's natural cleansing, from digestion to the liver, kidneys and lymphatic system. It is made for adults who want a structured seasonal reset they can follow with a clear daily schedule.",
  subtitle: "5-Formula Herbal Cleanse Program · 5 Bottles, 3.2 oz Each",
  benefits: [
    "Supports whole-body natural cleansing",
    "Promotes healthy digestion and regularity",
    "Supports liver and kidney function",
    "Clear five-times-daily schedule",
    "Seasonal reset program",
  ],
  ingredientsText:
    "A five-formula program of herbs and plant fibers, including psyllium husk (Plantago ovata), flaxseed (Linum usitatissimum), milk thistle seed (Silybum marianum), dandelion root (Taraxacum officinale), burdock root (Arctium lappa), parsley leaf (Petroselinum crispum), corn silk (Zea mays), cleavers herb (Galium aparine), red clover blossom (Trifolium pratense), ginger root (Zingiber officinale), peppermint leaf (Mentha piperita) and fennel seed (Foeniculum vulgare). Other ingredients: vegetable cellulose capsules.",
  directions:
    "The kit contains 5 formulas, one for each dose of the day. Take 5 capsules of the matching formula at each of the five set times: 7 AM, 9 AM, 11 AM, 2 PM and 5 PM, each with a full glass of water. If you work at night, reverse the schedule so the doses follow your waking hours: 7 PM, 9 PM, 11 PM, 2 AM and 5 AM. Continue until the bottles are finished, and repeat the cleanse 2 to 4 times a year. Each bottle weighs 3.2 oz.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. Consult your healthcare provider before starting a cleanse if you take prescription medication or have a medical condition. Take medications at least 2 hours apart from your cleanse doses, since plant fiber can affect how they are absorbed. Drink plenty of water throughout the program; more frequent bowel movements are normal while cleansing. Stop use and speak with your provider if you feel ongoing discomfort. Avoid if you are sensitive to daisy-family plants such as milk thistle, dandelion or burdock. Store in a cool, dry place out of reach of children.",
  showInformation: false,
  banner: {
    headline: "A Fresh Start, Five Steps a Day",
    paragraph:
      "A few times a year, give your body a clean slate. Total Body Sweep Cleanse guides you through a simple daily rhythm of five herbal formulas that support digestion, the liver, the kidneys and the lymphatic system, so you finish the program feeling light and renewed.",
  },
  highlights: [
    {
      title: "Five-Formula Program",
      description: "Five complementary herbal formulas that work together across your day.",
    },
    testedForPotency.matchesTheLabel,
    {
      title: "Formulated With Experience",
      description: "Designed by botanical experts with 25+ years of experience.",
    },
  ],
  featureBlock: {
    heading: "Your Daily Cleanse Schedule",
    paragraphs: [
      "Total Body Sweep Cleanse comes as 5 formulas, one bottle each, and every bottle weighs 3.2 oz. Each formula has its own time slot, so the whole kit works together from morning to late afternoon.",
      "Take 5 capsules at each of five set times: 7 AM, 9 AM, 11 AM, 2 PM and 5 PM. Take the first formula at 7 AM, the second at 9 AM, the third at 11 AM, the fourth at 2 PM and the fifth at 5 PM, each with a full glass of water.",
      "Work the night shift? Reverse the schedule so it follows your waking hours: 7 PM, 9 PM, 11 PM, 2 AM and 5 AM.",
      "Setting five phone reminders makes the routine easy to keep. Continue until the bottles are finished, drink plenty of water throughout, and repeat the cleanse 2 to 4 times a year, for example as the seasons change.",
    ],
  },
} satisfies ProductPageInput;
