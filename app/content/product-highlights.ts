import type { Highlight } from "./product-page";

// Highlights that several product pages word the same, grouped by title. A page lists its three;
// one whose wording is its own writes it inline.

/** One title's wordings, each a whole highlight under a name a page can pick. */
function wordings<Name extends string>(
  title: string,
  descriptions: Record<Name, string>,
): Record<Name, Highlight> {
  const highlights = {} as Record<Name, Highlight>;
  for (const name of Object.keys(descriptions) as Name[]) {
    highlights[name] = { title, description: descriptions[name] };
  }
  return highlights;
}

export const veganCapsules = wordings("Vegan Capsules", {
  suitableForVegans:
    "Plant-based vegetable capsules with no gelatin, suitable for vegan lifestyles.",
  noFillers: "Plant-based vegetable capsules with no gelatin, fillers or artificial colors.",
  everyServing: "Every serving comes in plant-based vegetable capsules, free of gelatin.",
});

export const testedForPotency = wordings("Tested For Potency", {
  matchesTheLabel: "Every batch is checked so each capsule matches what the label says.",
  everyCapsuleDelivers: "Each batch is checked so every capsule delivers what the label promises.",
  formulaDelivers: "Each batch is checked so the formula delivers what the label promises.",
});

export const formulatedWithExperience = wordings("Formulated With Experience", {
  developedWithKnowHow:
    "Developed by botanical experts with more than 25 years of herbal know-how.",
  developedWithExperience:
    "Developed by botanical experts with more than 25 years of herbal experience.",
  craftedByATeam: "Crafted by a team with 25+ years of experience in botanical formulation.",
  craftedByExperts: "Crafted by botanical experts with 25+ years of experience.",
  developedByATeam: "Developed by a team with 25+ years of experience in botanical nutrition.",
  createdWithExperience:
    "Created by botanical experts with more than 25 years of herbal experience.",
  createdWithKnowHow: "Created by botanical experts with more than 25 years of herbal know-how.",
  chosenWithKnowHow: "Chosen by botanical experts with more than 25 years of herbal know-how.",
});
