import { veganCapsules, testedForPotency, formulatedWithExperience } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "supreme-lungs",
  description:
    "Supreme Lungs is an herbal blend for adults who want to support healthy lung function and clear, comfortable breathing. It gathers classic respiratory herbs such as mullein, elecampane and lungwort in one simple daily formula.",
  subtitle: "Respiratory Herbal Formula · 90 Vegetable Capsules",
  benefits: [
    "Supports healthy lung function",
    "Promotes clear, easy breathing",
    "Helps maintain clear airways",
    "Soothes the throat and airways",
    "Classic respiratory herb blend",
  ],
  ingredientsText:
    "Mullein leaf (Verbascum thapsus), elecampane root (Inula helenium), lungwort leaf (Pulmonaria officinalis), osha root (Ligusticum porteri), licorice root (Glycyrrhiza glabra), thyme leaf (Thymus vulgaris), peppermint leaf (Mentha piperita). Other ingredients: vegetable cellulose capsule.",
  directions:
    "Take 3 capsules daily with water, either all at once or one capsule with each meal. Drink plenty of water through the day to keep the airways comfortable. For best results, use consistently for at least 4 weeks alongside fresh air and regular activity.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. Consult your healthcare provider before use if you take prescription medication or have a medical condition. Contains licorice root; avoid combining with other licorice products, and check with your provider if you take blood pressure medication. Elecampane belongs to the daisy family, so avoid use if you are sensitive to plants such as ragweed or chamomile. Store in a cool, dry place out of reach of children.",
  banner: {
    headline: "Breathe Deeper, Live Fuller",
    paragraph:
      "Every breath carries you through your day. Supreme Lungs combines herbs that herbalists have turned to for centuries to support the lungs and airways, so you can enjoy long walks, deep breaths and open air with ease.",
  },
  keyIngredients: [
    {
      name: "Mullein Leaf",
      icon: "leaf",
      foundIn: "Leaves of Verbascum thapsus, Europe and North America",
      benefit: "Traditionally used to soothe and support the respiratory tract.",
    },
    {
      name: "Elecampane Root",
      icon: "sprout",
      foundIn: "Roots of Inula helenium, Europe and Central Asia",
      benefit: "Supports healthy mucus clearance and airway comfort.",
    },
    {
      name: "Lungwort",
      icon: "flower",
      foundIn: "Leaves of Pulmonaria officinalis, Europe",
      benefit: "A traditional herb long associated with lung wellness.",
    },
    {
      name: "Osha Root",
      icon: "mountain",
      foundIn: "Roots of Ligusticum porteri, Rocky Mountains",
      benefit: "A high-altitude herb valued for respiratory support.",
    },
    {
      name: "Licorice Root",
      icon: "shield",
      foundIn: "Roots of Glycyrrhiza glabra, Mediterranean",
      benefit: "Soothes the throat and supports healthy mucous membranes.",
    },
    {
      name: "Thyme Leaf",
      icon: "wind",
      foundIn: "Leaves of Thymus vulgaris, Mediterranean",
      benefit: "Helps support clear breathing and a comfortable throat.",
    },
  ],
  highlights: [
    veganCapsules.suitableForVegans,
    testedForPotency.matchesTheLabel,
    formulatedWithExperience.craftedByExperts,
  ],
} satisfies ProductPageInput;
