/**
 * Starts the built store (`node server.js`, production) on a free loopback port for a benchmark
 * and stops it after. Every process started here is remembered, so an interrupted run still ends
 * them.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const running = new Set<ChildProcess>();

/** Ends every process this run started (at exit, or on Ctrl-C). */
export function killAllStarted(): void {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }
  running.clear();
}
process.once("exit", killAllStarted);

/** Remembers a child this run started, so it is ended with the run. */
export function track(child: ChildProcess): void {
  running.add(child);
  child.once("exit", () => running.delete(child));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

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

function tail(file: string, lines = 20): string {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export async function startStore(options: StoreOptions): Promise<Store> {
  const port = options.port ?? (await freePort());
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), `verdant-bench-${options.name}-`));
  const logFile = join(tmpdir(), `verdant-bench-${options.name}-${port}.log`);
  const log = openSync(logFile, "w");
  const origin = `http://127.0.0.1:${port}`;
  // `exec` keeps the pid: the shell only raises the open-file limit for thousands of streams.
  const child = spawn(
    "bash",
    [
      "-c",
      'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec node "$@" server.js',
      "store",
      ...(options.nodeArgs ?? []),
    ],
    {
      cwd: options.root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        SITE_URL: origin,
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        LOG_LEVEL: "warn",
        // The load comes from one address: its read budget and connection cap are lifted (the
        // part measuring them sets its own).
        READ_BUDGET_PER_MINUTE: "1000000",
        CONNECTIONS_PER_CLIENT: "100000",
        ...options.env,
      },
      stdio: ["ignore", log, log],
    },
  );
  closeSync(log);
  track(child);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // A store still running at the end did its job: its log goes. One that died keeps it.
      rmSync(logFile, { force: true });
      child.kill("SIGTERM");
      if (!(await waitForExit(child, 15_000))) {
        child.kill("SIGKILL");
        await waitForExit(child, 5_000);
      }
    }
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`The store "${options.name}" exited at start-up:\n${tail(logFile)}`);
    }
    try {
      const response = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      const log = tail(logFile);
      await stop();
      throw new Error(`The store "${options.name}" was not ready within 90 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    name: options.name,
    origin,
    port,
    pid: child.pid!,
    dataDir,
    logFile,
    rss: () => rssOf(child.pid!),
    stop,
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
