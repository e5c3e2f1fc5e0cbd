// Apart from the word list in disease-claims.ts, so the console's pages, which only say why a text
// was flagged, do not carry the list and its pattern to the browser.

/** Why a text is flagged, for the console: `Says "cures" and "diabetes".` */
export function claimReason(words: readonly string[]): string {
  const quoted = words.map((word) => `"${word}"`);
  const listed =
    quoted.length <= 1 ? quoted.join("") : `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)}`;
  return `Says ${listed}.`;
}
