import { veganCapsules, testedForPotency, formulatedWithExperience } from "../product-highlights";
import type { ProductPageInput } from "../product-page";

export const page = {
  slug: "brain-fuel",
  description:
    "Brain Fuel is a nootropic herbal blend that supports focus, memory and mental clarity. It combines bacopa, lion's mane, ginkgo and rhodiola for adults who want to stay sharp through demanding days.",
  subtitle: "Focus & Memory Herbal Formula · 60 Vegetable Capsules",
  benefits: [
    "Supports focus and concentration",
    "Promotes memory and recall",
    "Supports clear, sharp thinking",
    "Helps manage everyday stress",
    "Caffeine-free brain support",
  ],
  ingredientsText:
    "Bacopa leaf extract (Bacopa monnieri), lion's mane mushroom fruiting body (Hericium erinaceus), ginkgo leaf extract (Ginkgo biloba), rhodiola root extract (Rhodiola rosea), gotu kola leaf (Centella asiatica), rosemary leaf (Rosmarinus officinalis). Other ingredients: vegetable cellulose capsule.",
  directions:
    "Take 2 capsules daily with breakfast or an early meal and a glass of water. Bacopa works gradually, so allow 8 to 12 weeks of steady daily use to notice its full effect. Good sleep, hydration and regular breaks from screens help the formula do its best work.",
  safety:
    "Not for use by pregnant or breastfeeding women or children under 12. Consult your healthcare provider before use if you take prescription medication or have a medical condition. Ginkgo may interact with blood-thinning medication; check with your provider and stop use two weeks before scheduled surgery. Bacopa may cause mild stomach upset if taken without food. Store in a cool, dry place out of reach of children.",
  banner: {
    headline: "Clear Thinking, Naturally Fueled",
    paragraph:
      "Long meetings, busy schedules and endless screens ask a lot of your mind. Brain Fuel blends time-honored herbs and a treasured mushroom to support focus, memory and calm clarity, without the jitters of another energy drink.",
  },
  keyIngredients: [
    {
      name: "Bacopa",
      icon: "brain",
      foundIn: "Leaves of Bacopa monnieri, India",
      benefit: "An Ayurvedic herb that supports memory and learning.",
    },
    {
      name: "Lion's Mane",
      icon: "sparkles",
      foundIn: "Fruiting body of Hericium erinaceus, East Asia",
      benefit: "A culinary mushroom that supports healthy nerve and brain function.",
    },
    {
      name: "Ginkgo Leaf",
      icon: "leaf",
      foundIn: "Leaves of Ginkgo biloba, China",
      benefit: "Supports healthy blood flow to the brain for sharper focus.",
    },
    {
      name: "Rhodiola Root",
      icon: "mountain",
      foundIn: "Roots of Rhodiola rosea, high-altitude Siberia and Scandinavia",
      benefit: "An adaptogen that supports mental stamina under stress.",
    },
    {
      name: "Gotu Kola",
      icon: "sprout",
      foundIn: "Leaves of Centella asiatica, India and Southeast Asia",
      benefit: "Traditionally used in Ayurveda to support calm, clear thinking.",
    },
    {
      name: "Rosemary Leaf",
      icon: "flower",
      foundIn: "Leaves of Rosmarinus officinalis, Mediterranean",
      benefit: "An aromatic herb long associated with memory and alertness.",
    },
  ],
  highlights: [
    veganCapsules.suitableForVegans,
    testedForPotency.matchesTheLabel,
    formulatedWithExperience.craftedByATeam,
  ],
} satisfies ProductPageInput;
