// Words that make a text a disease claim: that a product cures, treats, prevents or heals something,
// or that names a disease. Supplements may say how they support the body's normal function, never
// that they act on a disease; a shopper's review or question that says so becomes the store's own
// claim once the store answers or replies to it. The owner's console marks such texts with the
// words found, so the owner can decide with the reason in view. One list, used everywhere.

/** The verbs of a disease claim, each with the endings it takes ("heal" never matches "healthy"). */
const claimVerbs = [
  "cure|cures|cured|curing|curative",
  "treat|treats|treated|treating|treatment|treatments",
  "prevent|prevents|prevented|preventing|prevention",
  "heal|heals|healed|healing",
  "remedy|remedies",
  "reverse|reverses|reversed|reversing",
];

/** Diseases and conditions by name (singular and plural, British and American spellings). */
const diseaseNames = [
  "disease|diseases",
  "cancer|cancers|tumou?rs?|carcinoma",
  "diabetes|diabetic",
  "arthritis",
  "alzheimer'?s|dementia",
  "parkinson'?s",
  "depression",
  "anxiety disorders?",
  "hypertension|high blood pressure",
  "heart attacks?",
  "strokes?",
  "asthma",
  "covid(?:-19)?|coronavirus|influenza|flu",
  "infections?",
  "hiv|aids",
  "hepatitis",
  "erectile dysfunction",
  "infertility|infertile",
  "pcos|endometriosis",
  "osteoporosis",
  "psoriasis|eczema",
  "migraines?",
  "insomnia",
  "ulcers?",
  "multiple sclerosis",
  "fibromyalgia|lupus",
  "adhd|autism",
  "obesity",
];

/** Any run of spaces between words, and either apostrophe, matches. */
const alternatives = [...claimVerbs, ...diseaseNames]
  .join("|")
  .replaceAll(" ", "\\s+")
  .replaceAll("'", "['’]");

const claimPattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, "giu");

/**
 * The claim words in a text, each once, lower-cased, in the order they first appear: empty when
 * the text makes no disease claim.
 */
export function diseaseClaimWords(text: string | null | undefined): string[] {
  if (!text) return [];
  const found = new Set<string>();
  for (const match of text.normalize("NFC").matchAll(claimPattern)) {
    found.add(match[0].toLowerCase().replace(/\s+/g, " ").replace("’", "'"));
  }
  return [...found];
}
