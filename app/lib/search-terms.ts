/** Words too common to tell documents apart; never indexed or searched. */
const stopWords = new Set(
  (
    "a an and are as at be but by can do does for from has have how i if in into is it its my no not " +
    "of on or our so than that the their them then there these they this to was we what when where " +
    "which who why will with you your"
  ).split(" "),
);

/**
 * Folds a plural to its singular the way the search index stores words ("cleanses" → "cleanse",
 * "berries" → "berry", "glasses" → "glass"), leaving words such as "mucus", "analysis" or "stress"
 * alone. Only the plural ending is removed, so product words are never cut to unrelated stems.
 */
export function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith("sses")) return word.slice(0, -2);
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is|'s)$/.test(word)) return word.replace(/'s$/, "");
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
}

/**
 * One word of a document or a query as the index sees it: lower case, accents removed, plural
 * folded; null for stop words and single characters, which are left out.
 */
export function searchTerm(word: string): string | null {
  const folded = word
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
  if (folded.length < 2 || stopWords.has(folded)) return null;
  return singular(folded);
}

/** Splits text into words and the text between them, keeping every character. */
export function splitWords(text: string): { word: boolean; text: string }[] {
  const parts: { word: boolean; text: string }[] = [];
  for (const match of text.matchAll(/([\p{L}\p{N}]+)|([^\p{L}\p{N}]+)/gu)) {
    parts.push({ word: match[1] !== undefined, text: match[0] });
  }
  return parts;
}

/** The words of a text, as MiniSearch's tokenizer: letters and digits, everything else separates. */
export function tokenize(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+/gu) ?? [];
}
