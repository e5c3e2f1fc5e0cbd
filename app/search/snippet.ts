import { searchTerm, splitWords } from "../lib/search-terms";

/** A run of text, marked when it is one of the words the search matched. Always plain text. */
export interface TextSegment {
  text: string;
  match?: true;
}

function isMatch(word: string, terms: ReadonlySet<string>): boolean {
  const term = searchTerm(word);
  return term !== null && terms.has(term);
}

function merge(segments: TextSegment[]): TextSegment[] {
  const merged: TextSegment[] = [];
  for (const segment of segments) {
    const last = merged.at(-1);
    if (last && !last.match && !segment.match) last.text += segment.text;
    else merged.push({ ...segment });
  }
  return merged;
}

/** The whole text split into segments, the matched words marked (for titles and short text). */
export function highlight(text: string, terms: ReadonlySet<string>): TextSegment[] {
  return merge(
    splitWords(text).map((part) =>
      part.word && isMatch(part.text, terms)
        ? { text: part.text, match: true }
        : { text: part.text },
    ),
  );
}

/**
 * A window of about `length` characters from the first of the texts that holds a matched word,
 * starting a few words before the first match, cut at word boundaries with an ellipsis where text
 * is left out. With no match anywhere, the start of the first text.
 */
export function snippet(
  texts: readonly string[],
  terms: ReadonlySet<string>,
  length = 160,
): TextSegment[] {
  const source =
    texts.find((text) => splitWords(text).some((part) => part.word && isMatch(part.text, terms))) ??
    texts[0] ??
    "";
  const parts = splitWords(source.replace(/\s+/g, " ").trim());
  const firstMatch = parts.findIndex((part) => part.word && isMatch(part.text, terms));
  // Start up to four words before the first match, so it reads in context.
  let start = 0;
  if (firstMatch > 0) {
    let words = 0;
    start = firstMatch;
    while (start > 0 && words < 4) {
      start -= 1;
      if (parts[start]!.word) words += 1;
    }
    while (start > 0 && !parts[start]!.word) start += 1;
  }
  const segments: TextSegment[] = [];
  let used = 0;
  let end = start;
  for (; end < parts.length; end += 1) {
    const part = parts[end]!;
    if (used + part.text.length > length && used > 0) break;
    used += part.text.length;
    segments.push(
      part.word && isMatch(part.text, terms)
        ? { text: part.text, match: true }
        : { text: part.text },
    );
  }
  if (start > 0) segments.unshift({ text: "… " });
  if (end < parts.length) {
    const last = segments.at(-1);
    if (last && !last.match) last.text = last.text.replace(/[\s,;:.(–—-]+$/, "");
    segments.push({ text: " …" });
  }
  return merge(segments);
}
