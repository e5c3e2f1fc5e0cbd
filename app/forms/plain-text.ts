// Rules for text people type, shared by every form's schema and the owner tools: line breaks in one
// spelling, no control characters, and no towers of combining marks.

/** C0 control characters other than tab, line feed and carriage return, and DEL. */
// Matching control characters is this rule's whole point.
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Whether the text holds a control character (NUL, escape, backspace…) that has no place in typed text. */
export function hasControlCharacter(text: string): boolean {
  return controlCharacter.test(text);
}

/** Browsers post a textarea's line breaks as CR LF; old files may hold a lone CR. Both become LF. */
export function normaliseLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

/** At most this many combining marks stay on one base character; more are dropped. */
const maxCombiningMarks = 2;

const combiningMarks = /\p{Mn}|\p{Me}/u;

/**
 * Keeps at most `maxCombiningMarks` combining marks on each base character (after NFC, so an
 * accented letter typed as letter + accent counts as one character): "Z̷̧̛̮͕a̵l̸g̶o̴" stays readable
 * and a run of thousands of marks cannot paint over the page.
 */
export function limitCombiningMarks(text: string, max = maxCombiningMarks): string {
  const composed = text.normalize("NFC");
  if (!/[\p{Mn}\p{Me}]/u.test(composed)) return composed;
  let kept = "";
  let run = 0;
  for (const character of composed) {
    if (combiningMarks.test(character)) {
      run += 1;
      if (run > max) continue;
    } else {
      run = 0;
    }
    kept += character;
  }
  return kept;
}

/** The message for a field holding a control character: `of` names the field ("your name"). */
export function controlCharacterMessage(of: string): string {
  return `Please remove the invisible control character (such as NUL or escape) from ${of}.`;
}

/** The first path in `value` (a parsed form or JSON body) whose text holds a control character. */
export function controlCharacterPath(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === "string") return hasControlCharacter(value) ? path : undefined;
  if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (hasControlCharacter(key)) return [...path, key];
      const found = controlCharacterPath(inner, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}
