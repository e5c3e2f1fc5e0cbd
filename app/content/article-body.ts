export type ArticleBlock =
  | { type: "heading"; level: 1 | 2 | 3; text: string }
  | { type: "bold"; text: string }
  | { type: "list"; items: string[] }
  | { type: "break" }
  | { type: "paragraph"; text: string };

const headingLine = /^(#{1,3})\s+(.*?)(?:\s+#+)?\s*$/;
const boldLine = /^\*\*(.*\S.*)\*\*$/;
const listLine = /^-\s*(\S.*)$/;

/**
 * Parses the article body format, line by line: '#', '##' or '###' start a heading of that level,
 * a wholly bold line is a bold paragraph, a dash starts a list item (consecutive items form one
 * list), a blank line is a break, anything else a paragraph. Text stays text: nothing is HTML.
 */
export function parseArticleBody(body: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  for (const rawLine of body.split(/\r?\n/)) {
    const line = rawLine.trim();
    const previous = blocks.at(-1);
    if (line === "") {
      if (previous && previous.type !== "break") blocks.push({ type: "break" });
      continue;
    }
    const heading = headingLine.exec(line);
    if (heading?.[2]) {
      blocks.push({ type: "heading", level: heading[1]!.length as 1 | 2 | 3, text: heading[2] });
      continue;
    }
    const bold = boldLine.exec(line);
    if (bold?.[1] && !bold[1].includes("**")) {
      blocks.push({ type: "bold", text: bold[1].trim() });
      continue;
    }
    const item = listLine.exec(line);
    if (item?.[1]) {
      if (previous?.type === "list") previous.items.push(item[1]);
      else blocks.push({ type: "list", items: [item[1]] });
      continue;
    }
    blocks.push({ type: "paragraph", text: line });
  }
  if (blocks.at(-1)?.type === "break") blocks.pop();
  return blocks;
}

/** Heading levels shift so the body's top level renders as h2 under the page's h1. */
export function headingTag(level: number, topLevel: number): "h2" | "h3" | "h4" {
  const depth = Math.min(Math.max(level - topLevel, 0), 2);
  return (["h2", "h3", "h4"] as const)[depth]!;
}
