import type { Column } from "~/owner/owner-csv";

export { csv, type Column } from "~/owner/owner-csv";

// C0 controls but tab and newline, DEL, and C1 controls: ESC starts terminal sequences (colours,
// cursor moves, window titles, OSC 52 clipboard writes) and C1's CSI/OSC do the same on some terminals.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * Text from visitors or files as the owner's terminal may show it: control characters other than
 * newline and tab are dropped, so nobody can spoof output or drive the terminal. Only for
 * human-readable output; --json and --csv keep the exact text.
 */
export function printable(text: string): string {
  return text.replace(controlCharacters, "");
}

/** "2026-01-05 14:03" in UTC, for tables. */
export function shortTime(iso: string | null): string {
  return iso ? iso.replace("T", " ").slice(0, 16) : "";
}

function cut(text: string, width: number | undefined): string {
  const flat = printable(text).replace(/\s+/g, " ").trim();
  return width && flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
}

/** Aligned columns with a heading rule; long text is cut to its column's width. */
export function table<Row>(rows: readonly Row[], columns: readonly Column<Row>[]): string {
  const cells = rows.map((row) =>
    columns.map((column) => cut(String(column.value(row) ?? ""), column.width)),
  );
  const widths = columns.map((column, index) =>
    Math.max(column.title.length, ...cells.map((line) => line[index]!.length)),
  );
  const render = (line: string[]) =>
    line
      .map((cell, index) =>
        columns[index]!.alignRight ? cell.padStart(widths[index]!) : cell.padEnd(widths[index]!),
      )
      .join("  ")
      .trimEnd();
  return (
    [
      render(columns.map((column) => column.title)),
      render(widths.map((width) => "-".repeat(width))),
      ...cells.map(render),
    ].join("\n") + "\n"
  );
}

export function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
