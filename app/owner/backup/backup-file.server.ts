import { createHash } from "node:crypto";
import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { open, rename, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { createGunzip, createGzip } from "node:zlib";

/**
 * A backup file: gzip-compressed lines of JSON. The first line names the format; each table
 * follows as a line `{"table": name, "columns": […]}` and one line per row (the database's JSON
 * of the row); the last line is the manifest: when, which migrations the schema had, and each
 * table's row count and the SHA-256 of its row lines. A file without its manifest is incomplete.
 */
export const backupFormat = "verdant-roots-backup";
export const backupFormatVersion = 1;

export interface TableManifest {
  name: string;
  rows: number;
  /** SHA-256 (hex) of the table's row lines, each followed by "\n". */
  sha256: string;
}

export interface BackupManifest {
  createdAt: string;
  /** The database it was taken from: "pglite" (embedded) or "postgres". */
  database: string;
  /** The migrations applied to the schema the rows fit, in name order. */
  schemaVersion: string[];
  tables: TableManifest[];
}

/** A backup that cannot be used: cut short, altered, or not a backup at all. */
export class BadBackupError extends Error {
  override name = "BadBackupError";
}

/** Sums a table's row lines as they are written or read. */
export class TableSum {
  private hash = createHash("sha256");
  rows = 0;
  add(row: string): void {
    this.hash.update(row).update("\n");
    this.rows += 1;
  }
  digest(): string {
    return this.hash.digest("hex");
  }
}

/** Where a backup is written until it is complete: hidden, beside the final name. */
export function partialName(file: string): string {
  return join(dirname(file), `.${basename(file)}.partial-${process.pid}`);
}

/** Writes a backup under a temporary name; `finish` syncs it to disk and renames it. */
export class BackupWriter {
  private readonly gzip = createGzip({ level: 6 });
  private readonly out;
  private readonly done: Promise<unknown>;
  readonly temporary: string;
  private current?: TableSum;
  private currentName = "";
  private readonly tables: TableManifest[] = [];

  constructor(readonly file: string) {
    this.temporary = partialName(file);
    this.out = createWriteStream(this.temporary, { flags: "wx", mode: 0o600 });
    this.gzip.pipe(this.out);
    this.done = once(this.out, "close");
    // Errors surface from `write` and `finish`; keep them from being unhandled meanwhile.
    this.done.catch(() => undefined);
  }

  private async line(text: string): Promise<void> {
    if (!this.gzip.write(`${text}\n`)) await once(this.gzip, "drain");
  }

  async begin(): Promise<void> {
    await this.line(JSON.stringify({ format: backupFormat, version: backupFormatVersion }));
  }

  async table(name: string, columns: string[]): Promise<void> {
    this.endTable();
    this.current = new TableSum();
    this.currentName = name;
    await this.line(JSON.stringify({ table: name, columns }));
  }

  async row(row: string): Promise<void> {
    // The database's JSON text never holds a raw line break (they are escaped inside strings).
    this.current!.add(row);
    await this.line(row);
  }

  private endTable(): void {
    if (!this.current) return;
    this.tables.push({
      name: this.currentName,
      rows: this.current.rows,
      sha256: this.current.digest(),
    });
    this.current = undefined;
  }

  /** Writes the manifest, syncs the file and renames it to its final name; answers its size. */
  async finish(manifest: Omit<BackupManifest, "tables">): Promise<BackupManifest> {
    this.endTable();
    const complete = { ...manifest, tables: this.tables };
    await this.line(JSON.stringify({ manifest: complete }));
    this.gzip.end();
    await this.done;
    const handle = await open(this.temporary, "r");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(this.temporary, this.file);
    // The rename itself is on disk only once the directory is synced.
    const directory = await open(dirname(this.file), "r");
    try {
      await directory.sync();
    } catch {
      // Some file systems cannot sync a directory; the file itself is synced.
    } finally {
      await directory.close();
    }
    return complete;
  }

  /** Removes the temporary file after a failure. */
  async abandon(): Promise<void> {
    this.gzip.destroy();
    this.out.destroy();
    await rm(this.temporary, { force: true });
  }
}

export interface BackupReader {
  /** Called for each table's header, then for each of its rows. */
  onTable?(name: string, columns: string[]): Promise<void> | void;
  onRow?(name: string, row: string): Promise<void> | void;
}

function describe(file: string, problem: string): BadBackupError {
  return new BadBackupError(`${file} is not a usable backup: ${problem}`);
}

/**
 * Reads a backup through, checking it against its manifest: every table's row count and
 * checksum. Throws `BadBackupError` naming the problem (cut short, altered, not a backup).
 */
export async function readBackup(file: string, reader: BackupReader = {}): Promise<BackupManifest> {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  const lines = createInterface({ input: input.pipe(gunzip), crlfDelay: Infinity });
  let streamError: Error | undefined;
  const failed = (error: Error) => {
    streamError ??= error;
    lines.close();
  };
  input.on("error", failed);
  gunzip.on("error", failed);

  const sums = new Map<string, TableSum>();
  let header = false;
  let current: string | undefined;
  let manifest: BackupManifest | undefined;
  let lineNumber = 0;
  try {
    for await (const line of lines) {
      lineNumber += 1;
      if (manifest) throw describe(file, "it has lines after its manifest (altered).");
      if (!header) {
        const first = parseLine(line);
        if (first?.format !== backupFormat) throw describe(file, "it is not a store backup.");
        if (first.version !== backupFormatVersion) {
          throw describe(
            file,
            `it is format version ${String(first.version)}, this store reads ${backupFormatVersion}.`,
          );
        }
        header = true;
        continue;
      }
      if (line.startsWith('{"table":') || line.startsWith('{"manifest":')) {
        const parsed = parseLine(line);
        if (parsed && typeof parsed.table === "string" && Array.isArray(parsed.columns)) {
          current = parsed.table;
          if (sums.has(current)) throw describe(file, `table ${current} appears twice (altered).`);
          sums.set(current, new TableSum());
          await reader.onTable?.(current, parsed.columns as string[]);
          continue;
        }
        if (parsed && typeof parsed.manifest === "object" && parsed.manifest) {
          manifest = parsed.manifest as BackupManifest;
          continue;
        }
      }
      if (current === undefined) throw describe(file, `line ${lineNumber} is outside any table.`);
      sums.get(current)!.add(line);
      await reader.onRow?.(current, line);
    }
  } catch (error) {
    if (error instanceof BadBackupError) throw error;
    streamError ??= error as Error;
  } finally {
    lines.close();
    input.destroy();
  }
  if (streamError) {
    const code = (streamError as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new BadBackupError(`No such backup file: ${file}`);
    if (code === "Z_BUF_ERROR" || /unexpected end/i.test(streamError.message)) {
      throw describe(file, "it is cut short (truncated); its end is missing.");
    }
    throw describe(file, `it cannot be decompressed (${streamError.message}); it is damaged.`);
  }
  if (!header) throw describe(file, "it is empty.");
  if (!manifest) throw describe(file, "its manifest is missing: it is cut short (incomplete).");
  const listed = new Set(manifest.tables.map((table) => table.name));
  for (const name of sums.keys()) {
    if (!listed.has(name)) throw describe(file, `table ${name} is not in its manifest (altered).`);
  }
  for (const table of manifest.tables) {
    const sum = sums.get(table.name);
    if (!sum) throw describe(file, `table ${table.name} is missing (altered).`);
    if (sum.rows !== table.rows) {
      throw describe(
        file,
        `table ${table.name} has ${sum.rows} rows, its manifest says ${table.rows} (altered).`,
      );
    }
    if (sum.digest() !== table.sha256) {
      throw describe(file, `table ${table.name} does not match its checksum (altered).`);
    }
  }
  return manifest;
}

function parseLine(line: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
