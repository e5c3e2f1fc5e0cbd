/**
 * Starts the built store (`node server.js`, production) as a process of its own, for the
 * end-to-end tests and the benchmarks, and waits until it is ready. Every process started here,
 * and any other a caller hands to `track`, is ended when the starting process exits.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const running = new Set<ChildProcess>();
let endedAtExit = false;

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Ends every process started here (at exit, or when a benchmark run is interrupted). */
export function killAllStarted(): void {
  for (const child of running) if (isRunning(child)) child.kill("SIGKILL");
  running.clear();
}

/** Remembers a child process, so it is ended with the process that started it. */
export function track(child: ChildProcess): void {
  if (!endedAtExit) {
    process.once("exit", killAllStarted);
    endedAtExit = true;
  }
  running.add(child);
  child.once("exit", () => running.delete(child));
}

/** A free loopback port, for a store (or balancer) whose address must be known before it starts. */
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

/** An empty data directory of its own, so no store ever opens the project's ./data. */
export const freshDataDir = () => mkdtempSync(join(tmpdir(), "verdant-reliability-"));

export interface StoreProcessOptions {
  /** The project directory holding server.js and build/; the working directory when not given. */
  root?: string;
  /** 0 (the default): a port the system picks, read back from the store's "listening on" line. */
  port?: number;
  /**
   * The store's environment, over NODE_ENV=production, PORT, an empty DATABASE_URL (the embedded
   * database), LOG_LEVEL=warn and a fresh DATA_DIR.
   */
  env?: Record<string, string>;
  /** Answers 200 once the store is ready: /readyz (the default), /healthz without its database. */
  readyPath?: string;
  /** Options for node before server.js (e.g. a benchmark's preloaded probe). */
  nodeArgs?: string[];
  /** Raises the open-file limit to the hard limit first (thousands of open streams). */
  raiseFileLimit?: boolean;
  /** Writes the store's output to this file instead of keeping it in memory (long, busy runs). */
  logFile?: string;
  /** Names the store in errors. */
  name?: string;
}

export interface StoreProcess {
  baseURL: string;
  port: number;
  child: ChildProcess;
  /** Everything the store wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
  /** SIGTERM, and SIGKILL when it has not exited after `graceMs`; resolves once it exited. */
  stop(graceMs?: number): Promise<void>;
}

const startTimeoutMs = 90_000;

function lastLines(text: string, count = 40): string {
  return text.trimEnd().split("\n").slice(-count).join("\n") || "(no output)";
}

function spawnStore(options: StoreProcessOptions, port: number, stdio: "pipe" | number) {
  const node = [...(options.nodeArgs ?? []), "server.js"];
  const settings = {
    cwd: options.root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      DATA_DIR: options.env?.DATA_DIR ?? freshDataDir(),
      ...options.env,
    },
    stdio: ["ignore", stdio, stdio] as ["ignore", typeof stdio, typeof stdio],
  };
  // `exec` keeps the pid: the shell only raises the open-file limit.
  return options.raiseFileLimit
    ? spawn(
        "bash",
        [
          "-c",
          'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$@"',
          "store",
          process.execPath,
          ...node,
        ],
        settings,
      )
    : spawn(process.execPath, node, settings);
}

/** Starts the built store and waits until `readyPath` answers 200. */
export async function startStoreProcess(options: StoreProcessOptions = {}): Promise<StoreProcess> {
  const { logFile } = options;
  let log = "";
  let child: ChildProcess;
  if (logFile) {
    const file = openSync(logFile, "w");
    child = spawnStore(options, options.port ?? 0, file);
    closeSync(file);
  } else {
    child = spawnStore(options, options.port ?? 0, "pipe");
    child.stdout!.on("data", (chunk) => (log += chunk));
    child.stderr!.on("data", (chunk) => (log += chunk));
  }
  track(child);
  const output = logFile
    ? () => {
        try {
          return readFileSync(logFile, "utf8");
        } catch {
          return "";
        }
      }
    : () => log;
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );
  const stop = async (graceMs = 15_000) => {
    if (isRunning(child)) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
    }
  };

  const name = options.name ? `The store "${options.name}"` : "The store";
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (!isRunning(child)) {
      throw new Error(`${name} exited while starting:\n${lastLines(output())}`);
    }
    const port =
      options.port || Number(/listening on http:\/\/localhost:(\d+)/.exec(output())?.[1] ?? 0);
    if (port) {
      const baseURL = `http://127.0.0.1:${port}`;
      try {
        const response = await fetch(`${baseURL}${options.readyPath ?? "/readyz"}`, {
          // Bounded, so a store that hangs still meets the deadline; the first answer opens the
          // database, which takes a few seconds on a busy machine.
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        if (response.ok) return { baseURL, port, child, output, exited, stop };
      } catch {
        // not listening yet
      }
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(
        `${name} was not ready within ${startTimeoutMs / 1000} s:\n${lastLines(output())}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A store for an end-to-end test, on the working directory's build: its own empty data directory
 * unless `env` names one, writes hardly limited, LOG_LEVEL from STORE_LOG_LEVEL (warn). Port 0 (the
 * default) lets the system pick a free port, so no test ever adopts a stranger.
 */
export function startStore(
  port = 0,
  env: Record<string, string> = {},
  readyPath = "/readyz",
): Promise<StoreProcess> {
  return startStoreProcess({
    port,
    readyPath,
    env: {
      LOG_LEVEL: process.env.STORE_LOG_LEVEL ?? "warn",
      RATE_LIMIT_WRITES: "100000",
      ...env,
    },
  });
}
