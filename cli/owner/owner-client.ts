import { existsSync } from "node:fs";
import { join } from "node:path";
import {
  DataDirLockedError,
  lockDataDir,
  lockHolder,
  releasingAfter,
} from "~/db/data-dir-lock.server";
import { openDatabase, type Database } from "~/db/database.server";
import { migrate } from "~/db/migrate.server";
import { commandLineActor } from "~/owner/owner-audit.server";
import { readOwnerFile, type OwnerFile } from "~/owner/owner-file.server";
import {
  runOwnerOperation,
  type OwnerOperationInput,
  type OwnerOperationName,
  type OwnerOperationResult,
} from "~/owner/owner-operations.server";
import { OwnerError } from "~/owner/owner-types";

/** Runs owner operations, on a database this process opened or through the running store. */
export interface OwnerClient {
  run<Name extends OwnerOperationName>(
    name: Name,
    input: OwnerOperationInput<Name>,
  ): Promise<OwnerOperationResult<Name>>;
  close(): Promise<void>;
}

export type OwnerTransport =
  | { kind: "postgres"; url: string }
  | { kind: "endpoint"; pid: number; port: number; token: string }
  | { kind: "embedded"; dataDir: string }
  /** A store holds DATA_DIR but has not written owner.json yet (it is starting). */
  | { kind: "starting"; pid: number };

export interface TransportProbe {
  lockHolder(dataDir: string): number | undefined;
  readOwnerFile(dataDir: string): OwnerFile | undefined;
}

/**
 * PostgreSQL is shared, so the tools connect to it directly. The embedded database may be opened
 * by one process only: while a store holds DATA_DIR the tools must go through its owner endpoint,
 * and they open the directory themselves only when no store holds it.
 */
export function chooseOwnerTransport(
  settings: { databaseUrl?: string; dataDir: string },
  probe: TransportProbe = { lockHolder, readOwnerFile },
): OwnerTransport {
  if (settings.databaseUrl) return { kind: "postgres", url: settings.databaseUrl };
  const pid = probe.lockHolder(settings.dataDir);
  if (pid === undefined) return { kind: "embedded", dataDir: settings.dataDir };
  const file = probe.readOwnerFile(settings.dataDir);
  return file?.pid === pid
    ? { kind: "endpoint", pid, port: file.port, token: file.token }
    : { kind: "starting", pid };
}

/** The most telling line: a wrapped error's cause (the driver's or the socket's), else its own. */
function firstLine(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  const telling = cause instanceof Error ? cause : error;
  return (telling instanceof Error ? telling.message : String(telling)).split("\n")[0]!;
}

/** Runs the operation here; the JSON round trip makes results exactly what the endpoint sends. */
export function databaseClient(
  database: Database,
  close: () => Promise<void>,
  actor = commandLineActor(),
): OwnerClient {
  return {
    async run(name, input) {
      return JSON.parse(JSON.stringify(await runOwnerOperation(database, name, input, actor)));
    },
    close,
  };
}

export function endpointClient(
  { port, pid, token }: { port: number; pid: number; token: string },
  fetchImpl: typeof fetch = fetch,
): OwnerClient {
  return {
    async run(name, input) {
      let response: Response;
      try {
        response = await fetchImpl(`http://127.0.0.1:${port}/internal/owner/${name}`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify(input),
        });
      } catch (error) {
        throw new OwnerError(
          `Could not reach the running store (pid ${pid}) on port ${port}: ${firstLine(error)}.`,
        );
      }
      const body = (await response.json().catch(() => ({}))) as {
        result?: unknown;
        error?: string;
      };
      if (!response.ok) {
        throw new OwnerError(body.error ?? `The running store answered ${response.status}.`);
      }
      return body.result as OwnerOperationResult<typeof name>;
    },
    close: async () => undefined,
  };
}

async function openMigrated(open: () => Promise<Database>, where: string): Promise<Database> {
  let database: Database | undefined;
  try {
    database = await open();
    await migrate(database);
    return database;
  } catch (error) {
    await database?.close().catch(() => undefined);
    throw new OwnerError(`Could not open the database (${where}): ${firstLine(error)}.`);
  }
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** Connects the way `chooseOwnerTransport` says, waiting briefly for a store that is starting. */
export async function connectOwnerClient(
  settings: { databaseUrl?: string; dataDir: string },
  { waitMilliseconds = 15_000 }: { waitMilliseconds?: number } = {},
): Promise<OwnerClient> {
  const deadline = Date.now() + waitMilliseconds;
  for (;;) {
    const transport = chooseOwnerTransport(settings);
    switch (transport.kind) {
      case "postgres": {
        const database = await openMigrated(
          () => openDatabase({ url: transport.url }),
          "DATABASE_URL",
        );
        return databaseClient(database, () => database.close());
      }
      case "endpoint":
        return endpointClient(transport);
      case "starting":
        if (Date.now() > deadline) {
          throw new OwnerError(
            `The store (pid ${transport.pid}) holds ${settings.dataDir} but its owner endpoint is not ` +
              "available: wait until it has started, or stop it.",
          );
        }
        await sleep(200);
        continue;
      case "embedded": {
        if (!existsSync(join(transport.dataDir, "PG_VERSION"))) {
          throw new OwnerError(
            `No store database in ${transport.dataDir}: start the store once, or set DATA_DIR ` +
              "(or DATABASE_URL) to where its data is.",
          );
        }
        let lock;
        // Files the database creates stay readable by this user only, as when the store runs.
        process.umask(0o077);
        try {
          lock = lockDataDir(transport.dataDir);
        } catch (error) {
          if (error instanceof DataDirLockedError) continue; // a store started just now
          throw error;
        }
        try {
          const database = await openMigrated(
            () => openDatabase({ dataDir: transport.dataDir }),
            transport.dataDir,
          );
          return databaseClient(
            database,
            releasingAfter(lock, () => database.close()),
          );
        } catch (error) {
          lock.release();
          throw error;
        }
      }
    }
  }
}
