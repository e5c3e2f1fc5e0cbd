/**
 * docs/benchmarks.md: one block per part between markers, each carrying its budget rows as JSON
 * in a comment, so running one part rewrites its block and the budget summary while every other
 * block stays as it was.
 */

export interface BudgetRow {
  budget: string;
  measured: string;
  status: "met" | "not met" | "not measured";
  /** Why a budget is not met (or how the figure was obtained), when that needs saying. */
  note?: string;
}

export interface PartReport {
  name: string;
  title: string;
  /** Markdown under the part's heading. */
  body: string;
  budgets: BudgetRow[];
}

export interface RenderedPart {
  name: string;
  title: string;
  /** When the part ran, ISO. */
  date: string;
  markdown: string;
  budgets: BudgetRow[];
}

const budgetsComment = /<!-- bench:budgets (.*?) -->/;

function encodeComment(value: unknown): string {
  return JSON.stringify(value).replaceAll("--", "-\\u002d");
}

export function renderPart(report: PartReport, date: string): RenderedPart {
  const markdown = [
    `<!-- bench:${report.name}:start -->`,
    `## ${report.title}`,
    "",
    report.body.trim(),
    "",
    `<!-- bench:budgets ${encodeComment({ date, title: report.title, rows: report.budgets })} -->`,
    `<!-- bench:${report.name}:end -->`,
  ].join("\n");
  return { name: report.name, title: report.title, date, markdown, budgets: report.budgets };
}

/** The part blocks found in an existing document, by name. */
export function parseDocument(document: string): Map<string, RenderedPart> {
  const parts = new Map<string, RenderedPart>();
  const block = /<!-- bench:([\w-]+):start -->[\s\S]*?<!-- bench:\1:end -->/g;
  for (const match of document.matchAll(block)) {
    const name = match[1]!;
    if (name === "summary") continue;
    const data = budgetsComment.exec(match[0])?.[1];
    const parsed = data
      ? (JSON.parse(data) as { date: string; title: string; rows: BudgetRow[] })
      : { date: "", title: name, rows: [] };
    parts.set(name, {
      name,
      title: parsed.title,
      date: parsed.date,
      markdown: match[0],
      budgets: parsed.rows,
    });
  }
  return parts;
}

function escapeCell(text: string): string {
  return text.replaceAll("|", "\\|").replaceAll("\n", " ");
}

const numeric = /^[\d.,\s%−+-]*(ms|s|KB|MiB|×)?$/;

/** A Markdown table; columns of figures are right-aligned. */
export function table(headers: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) =>
    `| ${cells.map((cell) => escapeCell(String(cell))).join(" | ")} |`;
  const align = headers.map((_, index) =>
    rows.length && rows.every((row) => numeric.test(String(row[index] ?? "").trim()))
      ? "---:"
      : "---",
  );
  return [line(headers), `| ${align.join(" | ")} |`, ...rows.map(line)].join("\n");
}

/** A column of a table: its header, and how an item's cell is made. */
export type Column<Item> = [header: string, cell: (item: Item) => string | number];

/** A Markdown table with a row per item, each column's header written beside its cell. */
export function tableOf<Item>(items: readonly Item[], columns: Column<Item>[]): string {
  return table(
    columns.map(([header]) => header),
    items.map((item) => columns.map(([, cell]) => cell(item))),
  );
}

function summary(parts: RenderedPart[]): string {
  const rows: string[][] = [];
  for (const part of parts) {
    for (const row of part.budgets) {
      const status =
        row.status === "met"
          ? "✅ met"
          : row.status === "not met"
            ? "❌ not met"
            : "— not measured";
      rows.push([
        row.budget,
        row.measured,
        status,
        row.note ?? "",
        `[${part.title}](#${anchor(part.title)})`,
      ]);
    }
  }
  if (!rows.length) return "No part has run yet.";
  return table(["Budget", "Measured", "Status", "Why / how", "Part"], rows);
}

function anchor(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-");
}

export interface DocumentOptions {
  /** Part names in document order. */
  order: { name: string; title: string }[];
  intro: string;
}

/** The whole document, with the given parts replaced and every other block kept. */
export function assembleDocument(
  existing: string | undefined,
  updated: RenderedPart[],
  options: DocumentOptions,
): string {
  const parts = existing ? parseDocument(existing) : new Map<string, RenderedPart>();
  for (const part of updated) parts.set(part.name, part);
  const ordered = options.order.map(
    ({ name, title }) =>
      parts.get(name) ??
      renderPart(
        { name, title, body: `Not run yet: \`npm run bench -- ${name}\`.`, budgets: [] },
        "",
      ),
  );
  return [
    "# Benchmarks",
    "",
    options.intro.trim(),
    "",
    "## Budgets",
    "",
    "<!-- bench:summary:start -->",
    summary(ordered),
    "<!-- bench:summary:end -->",
    "",
    ...ordered.flatMap((part) => [part.markdown, ""]),
  ].join("\n");
}
