// Plain constants shared by the content schema and the UI (kept free of zod for the browser bundle).

/** The standard supplement disclaimer every product page carries. */
export const fdaDisclaimer =
  "These statements have not been evaluated by the Food and Drug Administration. This product is not intended to diagnose, treat, cure, or prevent any disease.";

/** Icons a key-ingredient card may show (mapped to lucide-react icons in the UI). */
export const ingredientIcons = [
  "leaf",
  "sprout",
  "flower",
  "droplet",
  "sun",
  "zap",
  "heart",
  "brain",
  "shield",
  "flame",
  "mountain",
  "apple",
  "citrus",
  "wheat",
  "trees",
  "bean",
  "gem",
  "wind",
  "sparkles",
  "fish",
  "nut",
  "cherry",
  "moon",
  "activity",
  "shell",
  "flask",
] as const;

export type IngredientIcon = (typeof ingredientIcons)[number];
