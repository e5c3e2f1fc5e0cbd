import { createHash } from "node:crypto";
import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { open, rename, rm, stat } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { Transform } from "node:stream";
import { createGunzip, createGzip } from "node:zlib";

/**
 * A backup file: gzip-compressed lines of JSON. The first line names the format; each table
 * follows as a line `{"table": name, "columns": […]}` and one line per row (the database's JSON
 * of the row); then the files the store keeps beside the database (review photos) after a line
 * `{"files": "photos"}`, one line each, `{"file": name, "sha256": …, "data": base64}`; the last
 * line is the manifest: when, which migrations the schema had, each table's row count and the
 * SHA-256 of its row lines, and the same for the file lines. A file without its manifest is
 * incomplete. Version 1 had no files.
 */
const backupFormat = "verdant-roots-backup";
const backupFormatVersion = 2;
const readableVersions = new Set([1, 2]);

/** The longest line a backup may have once decompressed (a photo is far smaller). */
const maxLineBytes = 32 * 1024 * 1024;
/**
 * How much a backup may expand when decompressed: rows of JSON shrink about ten times, photos
 * hardly at all; a file expanding beyond this is a decompression bomb, not a backup.
 */
const maxExpansion = 100;
const expansionFloorBytes = 64 * 1024 * 1024;

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
  /** The review photos' files (absent in a version 1 backup): count, bytes, SHA-256 of lines. */
  photos?: { files: number; bytes: number; sha256: string };
}

/** A file kept beside the database, as a backup holds it. */
export interface KeptFile {
  name: string;
  data: Buffer;
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

let partials = 0;

/**
 * Where a backup is written until it is complete: hidden, beside the final name, named by the
 * process and a count within it, so two backups of the same second in one process (a scheduled
 * one and the owner's) never open the same file.
 */
function partialName(file: string): string {
  partials += 1;
  return join(dirname(file), `.${basename(file)}.partial-${process.pid}-${partials}`);
}

/** The process that writes a partial file, from its name; undefined for any other file. */
export function partialWriter(name: string): number | undefined {
  const pid = /^\..*\.partial-(\d+)(?:-\d+)?$/.exec(name)?.[1];
  return pid === undefined ? undefined : Number(pid);
}

/**
 * Writes a backup under a temporary name; `finish` syncs it to disk and renames it. The first
 * write error (a full disk, a removed directory) fails the write waiting on it and every later one
 * at once: nothing waits for a drain that will never come.
 */
export class BackupWriter {
  private readonly gzip = createGzip({ level: 6 });
  private readonly out;
  private readonly done: Promise<unknown>;
  private readonly failed: Promise<never>;
  private failure?: Error;
  readonly temporary: string;
  private current?: TableSum;
  private currentName = "";
  private readonly tables: TableManifest[] = [];
  private photos?: TableSum;
  private photoBytes = 0;

  constructor(readonly file: string) {
    this.temporary = partialName(file);
    this.out = createWriteStream(this.temporary, { flags: "wx", mode: 0o600 });
    let fail: (error: Error) => void = () => undefined;
    this.failed = new Promise<never>((_, reject) => (fail = reject));
    const onError = (error: Error) => {
      this.failure ??= error;
      fail(error);
    };
    this.out.on("error", onError);
    this.gzip.on("error", onError);
    this.gzip.pipe(this.out);
    this.done = once(this.out, "close");
    // Errors surface from `write` and `finish`; keep them from being unhandled meanwhile.
    this.done.catch(() => undefined);
    this.failed.catch(() => undefined);
  }

  private async line(text: string): Promise<void> {
    if (this.failure) throw this.failure;
    if (!this.gzip.write(`${text}\n`)) await Promise.race([once(this.gzip, "drain"), this.failed]);
  }

  /**
   * Writes the format line and waits until the file system took it: a full disk fails here, before
   * the caller reads anything to back up.
   */
  async begin(): Promise<void> {
    await this.line(JSON.stringify({ format: backupFormat, version: backupFormatVersion }));
    // Flushed, then an empty write: writes reach the file in order, so its callback comes after
    // the flushed bytes'. Raced with the streams' failure, as every other wait here is.
    const written = new Promise<void>((resolve, reject) =>
      this.gzip.flush(() =>
        this.out.write(Buffer.alloc(0), (error) => (error ? reject(error) : resolve())),
      ),
    );
    try {
      await Promise.race([written, this.failed]);
    } catch (error) {
      // The write refused as the stream went down names what took it down (a full disk, say).
      throw this.out.errored ?? error;
    }
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

  /** Adds a review photo's file (after every table). */
  async photo(file: KeptFile): Promise<void> {
    this.endTable();
    if (!this.photos) {
      this.photos = new TableSum();
      await this.line(JSON.stringify({ files: "photos" }));
    }
    const sha256 = createHash("sha256").update(file.data).digest("hex");
    const line = JSON.stringify({ file: file.name, sha256, data: file.data.toString("base64") });
    this.photos.add(line);
    this.photoBytes += file.data.length;
    await this.line(line);
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
  async finish(manifest: Omit<BackupManifest, "tables" | "photos">): Promise<BackupManifest> {
    this.endTable();
    const photos = this.photos ?? new TableSum();
    const complete: BackupManifest = {
      ...manifest,
      tables: this.tables,
      photos: { files: photos.rows, bytes: this.photoBytes, sha256: photos.digest() },
    };
    await this.line(JSON.stringify({ manifest: complete }));
    this.gzip.end();
    await Promise.race([this.done, this.failed]);
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
  /** Called for each kept file (a review photo), its bytes checked against its SHA-256. */
  onPhoto?(file: KeptFile): Promise<void> | void;
}

function describe(file: string, problem: string): BadBackupError {
  return new BadBackupError(`${file} is not a usable backup: ${problem}`);
}

/** A backup that expands beyond its limits while decompressed. */
class TooLargeError extends Error {}

/**
 * Passes decompressed bytes on while counting them: more than `limit` in all, or a line longer
 * than `maxLineBytes`, stops the read before it can fill the memory.
 */
function boundedExpansion(limit: number): Transform {
  let total = 0;
  let lineLength = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      const lastBreak = chunk.lastIndexOf(10);
      lineLength = lastBreak < 0 ? lineLength + chunk.length : chunk.length - lastBreak - 1;
      if (total > limit) {
        callback(new TooLargeError(`it expands to more than ${megabytes(limit)}`));
      } else if (lineLength > maxLineBytes) {
        callback(new TooLargeError(`it has a line longer than ${megabytes(maxLineBytes)}`));
      } else callback(null, chunk);
    },
  });
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** A kept file's line, checked: its name is a photo's and its bytes match its SHA-256. */
function keptFile(file: string, line: string): KeptFile {
  const parsed = parseLine(line);
  if (
    typeof parsed?.file !== "string" ||
    !/^[a-f0-9]{32}-[ls]\.webp$/.test(parsed.file) ||
    typeof parsed.data !== "string"
  ) {
    throw describe(file, "a photo's line is not a photo (altered).");
  }
  const data = Buffer.from(parsed.data, "base64");
  if (createHash("sha256").update(data).digest("hex") !== parsed.sha256) {
    throw describe(file, `photo ${parsed.file} does not match its checksum (altered).`);
  }
  return { name: parsed.file, data };
}

/** A backup's decompressed lines, read within bounds; `failure` is the first stream error. */
interface BackupStream {
  lines: ReturnType<typeof createInterface>;
  input: ReturnType<typeof createReadStream>;
  failure?: Error;
}

/**
 * Opens a backup as lines of decompressed text, bounded by `boundedExpansion` to what a backup of
 * its size may expand to; a read, decompression or bound error ends the lines and is kept.
 */
async function openBackup(file: string): Promise<BackupStream> {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  const compressed = await stat(file).then(
    (info) => info.size,
    () => 0,
  );
  const bounded = boundedExpansion(Math.max(expansionFloorBytes, compressed * maxExpansion));
  const lines = createInterface({ input: input.pipe(gunzip).pipe(bounded), crlfDelay: Infinity });
  const stream: BackupStream = { lines, input };
  const failed = (error: Error) => {
    stream.failure ??= error;
    lines.close();
  };
  input.on("error", failed);
  gunzip.on("error", failed);
  bounded.on("error", failed);
  return stream;
}

/** Checks a backup's first line: it names the format, in a version this store reads. */
function checkFormatLine(file: string, line: string): void {
  const first = parseLine(line);
  if (first?.format !== backupFormat) throw describe(file, "it is not a store backup.");
  if (!readableVersions.has(first.version as number)) {
    throw describe(
      file,
      `it is format version ${String(first.version)}, this store reads ${backupFormatVersion}.`,
    );
  }
}

/**
 * A backup's lines taken in order (the format line, tables and their rows, photos, the manifest),
 * handed to the reader and summed to be checked against the manifest at the end.
 */
class BackupContents {
  private readonly sums = new Map<string, TableSum>();
  private readonly photoSum = new TableSum();
  private header = false;
  private inPhotos = false;
  private current?: string;
  private manifest?: BackupManifest;
  private lineNumber = 0;

  constructor(
    private readonly file: string,
    private readonly reader: BackupReader,
  ) {}

  async add(line: string): Promise<void> {
    this.lineNumber += 1;
    if (this.manifest) throw describe(this.file, "it has lines after its manifest (altered).");
    if (!this.header) {
      checkFormatLine(this.file, line);
      this.header = true;
      return;
    }
    if (await this.marker(line)) return;
    if (this.inPhotos) await this.photo(line);
    else await this.row(line);
  }

  /** Takes a table's header, the manifest or the start of the photos; false for any other line. */
  private async marker(line: string): Promise<boolean> {
    if (
      !line.startsWith('{"table":') &&
      !line.startsWith('{"manifest":') &&
      !line.startsWith('{"files":')
    ) {
      return false;
    }
    const parsed = parseLine(line);
    if (parsed && typeof parsed.table === "string" && Array.isArray(parsed.columns)) {
      await this.table(parsed.table, parsed.columns as string[]);
      return true;
    }
    if (parsed && typeof parsed.manifest === "object" && parsed.manifest) {
      this.manifest = parsed.manifest as BackupManifest;
      return true;
    }
    if (parsed?.files === "photos" && !this.inPhotos) {
      this.inPhotos = true;
      return true;
    }
    return false;
  }

  private async table(name: string, columns: string[]): Promise<void> {
    if (this.inPhotos) throw describe(this.file, `table ${name} follows the photos (altered).`);
    this.current = name;
    if (this.sums.has(name)) throw describe(this.file, `table ${name} appears twice (altered).`);
    this.sums.set(name, new TableSum());
    await this.reader.onTable?.(name, columns);
  }

  private async photo(line: string): Promise<void> {
    const kept = keptFile(this.file, line);
    this.photoSum.add(line);
    await this.reader.onPhoto?.(kept);
  }

  private async row(line: string): Promise<void> {
    const { current } = this;
    if (current === undefined) {
      throw describe(this.file, `line ${this.lineNumber} is outside any table.`);
    }
    this.sums.get(current)!.add(line);
    await this.reader.onRow?.(current, line);
  }

  /** Checks what was read against the manifest, and answers the manifest. */
  finish(): BackupManifest {
    if (!this.header) throw describe(this.file, "it is empty.");
    if (!this.manifest) {
      throw describe(this.file, "its manifest is missing: it is cut short (incomplete).");
    }
    checkAgainstManifest(this.file, this.manifest, this.sums, this.photoSum);
    return this.manifest;
  }
}

/**
 * Reads a backup through, checking it against its manifest: every table's row count and
 * checksum, and every photo's. Throws `BadBackupError` naming the problem (cut short, altered,
 * not a backup, or expanding like a decompression bomb).
 */
export async function readBackup(file: string, reader: BackupReader = {}): Promise<BackupManifest> {
  const stream = await openBackup(file);
  const contents = new BackupContents(file, reader);
  try {
    for await (const line of stream.lines) await contents.add(line);
  } catch (error) {
    if (error instanceof BadBackupError) throw error;
    stream.failure ??= error as Error;
  } finally {
    stream.lines.close();
    stream.input.destroy();
  }
  if (stream.failure) throw unreadable(file, stream.failure);
  return contents.finish();
}

function unreadable(file: string, streamError: Error): BadBackupError {
  const code = (streamError as NodeJS.ErrnoException).code;
  if (code === "ENOENT") return new BadBackupError(`No such backup file: ${file}`);
  if (streamError instanceof TooLargeError) {
    return describe(
      file,
      `${streamError.message} once decompressed, far beyond any backup of its size: ` +
        "refused as a decompression bomb.",
    );
  }
  if (code === "Z_BUF_ERROR" || /unexpected end/i.test(streamError.message)) {
    return describe(file, "it is cut short (truncated); its end is missing.");
  }
  return describe(file, `it cannot be decompressed (${streamError.message}); it is damaged.`);
}

function checkAgainstManifest(
  file: string,
  manifest: BackupManifest,
  sums: Map<string, TableSum>,
  photoSum: TableSum,
): void {
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
  const photos = manifest.photos ?? { files: 0, sha256: new TableSum().digest() };
  if (photoSum.rows !== photos.files) {
    throw describe(
      file,
      `it holds ${photoSum.rows} photos, its manifest says ${photos.files} (altered).`,
    );
  }
  if (photoSum.digest() !== photos.sha256) {
    throw describe(file, "its photos do not match their checksum (altered).");
  }
}

function parseLine(line: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
