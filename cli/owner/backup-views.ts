/** How backups are shown on the command line. */

export function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export const rowsIn = (tables: { rows: number }[]) =>
  tables.reduce((sum, table) => sum + table.rows, 0);

export function tableCounts(tables: { name: string; rows: number }[]): string {
  return tables.map((table) => `  ${table.name.padEnd(24)} ${table.rows}\n`).join("");
}
