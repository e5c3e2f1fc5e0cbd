/**
 * A store for a benchmark: the snapshot's build started through the shared harness
 * (tests/harness/store-process.ts) on a port of its own, with the read budget and connection cap
 * lifted (the load comes from one address), its log in a file, and its data directory removed
 * after unless the part brought one.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, startStoreProcess } from "../../tests/harness/store-process";

export interface StoreOptions {
  /** The project directory holding server.js and build/. */
  root: string;
  /** For logs and temp directories. */
  name: string;
  /** Extra environment (DATABASE_URL, RATE_LIMIT_WRITES, …). */
  env?: Record<string, string>;
  /** Reuse a data directory (seeded beforehand); otherwise a fresh one is made and removed after. */
  dataDir?: string;
  /** A port of its own (a store restarted where a load balancer expects it); otherwise a free one. */
  port?: number;
  /** Options for node before server.js (e.g. a benchmark's preloaded probe). */
  nodeArgs?: string[];
}

export interface Store {
  name: string;
  origin: string;
  port: number;
  pid: number;
  dataDir: string;
  logFile: string;
  /** Resident memory of the server process, in bytes. */
  rss(): number;
  stop(): Promise<void>;
}

export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (!kilobytes) throw new Error(`No VmRSS for process ${pid}`);
  return Number(kilobytes) * 1024;
}

export async function startStore(options: StoreOptions): Promise<Store> {
  const port = options.port ?? (await freePort());
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), `verdant-bench-${options.name}-`));
  const logFile = join(tmpdir(), `verdant-bench-${options.name}-${port}.log`);
  const origin = `http://127.0.0.1:${port}`;
  const removeDataDir = () => {
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const store = await startStoreProcess({
    root: options.root,
    name: options.name,
    port,
    nodeArgs: options.nodeArgs,
    // Thousands of open streams in the live-feed part.
    raiseFileLimit: true,
    logFile,
    env: {
      SITE_URL: origin,
      DATA_DIR: dataDir,
      // The load comes from one address: its read budget and connection cap are lifted (the
      // part measuring them sets its own).
      READ_BUDGET_PER_MINUTE: "1000000",
      CONNECTIONS_PER_CLIENT: "100000",
      ...options.env,
    },
  }).catch((error: unknown) => {
    removeDataDir();
    throw error;
  });
  const pid = store.child.pid!;
  return {
    name: options.name,
    origin,
    port,
    pid,
    dataDir,
    logFile,
    rss: () => rssOf(pid),
    stop: async () => {
      // A store still running at the end did its job: its log goes. One that died keeps it.
      if (store.child.exitCode === null && store.child.signalCode === null) {
        rmSync(logFile, { force: true });
        await store.stop();
      }
      removeDataDir();
    },
  };
}

/** Runs `body` with a started store, always stopping it after. */
export async function withStore<T>(
  options: StoreOptions,
  body: (store: Store) => Promise<T>,
): Promise<T> {
  const store = await startStore(options);
  try {
    return await body(store);
  } finally {
    await store.stop();
  }
}
