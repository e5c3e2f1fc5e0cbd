import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort } from "../../harness/store-process";

/** The deployment's own HAProxy configuration, as docs/deployment.md tells operators to run it. */
const haproxyConfig = resolve("deploy/haproxy.cfg");
const haproxyBinary = "/usr/sbin/haproxy";

export interface Balancer {
  baseURL: string;
  /** Each store's state as HAProxy sees it ("UP", "DOWN", …), by server name (store1, store2). */
  serverStates(): Promise<Record<string, string>>;
  /** Waits until every server is in `state`. */
  waitFor(state: string, servers?: string[], timeoutMs?: number): Promise<void>;
  output(): string;
  stop(): Promise<void>;
}

export interface BalancerOptions {
  /** The configuration to run (the benchmarks run their snapshot's copy); deploy/haproxy.cfg. */
  config?: string;
  /** Called with the HAProxy process as soon as it is started (the benchmarks track it). */
  started?: (child: ChildProcess) => void;
  /** Further environment for the configuration (CONNECTIONS_PER_SOURCE). */
  env?: Record<string, string>;
}

/** The most of HAProxy's log kept (one line per request): the end is what explains a failure. */
const logLimit = 256 * 1024;

/**
 * Runs Debian's HAProxy with `deploy/haproxy.cfg` in front of `stores` (host:port each, in the
 * order of the file's STORE_1, STORE_2). The only addition is a local admin socket the test reads
 * the servers' states from, in a configuration file of its own.
 */
export async function startBalancer(
  stores: string[],
  options: BalancerOptions = {},
): Promise<Balancer> {
  if (!existsSync(haproxyBinary)) {
    throw new Error(`${haproxyBinary} is missing: \`node scripts/ensure-haproxy.mjs\` installs it`);
  }
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "verdant-haproxy-"));
  const socket = join(dir, "admin.sock");
  const extra = join(dir, "test.cfg");
  writeFileSync(extra, `global\n    stats socket ${socket} level admin\n`);
  const config = options.config ?? haproxyConfig;
  const child: ChildProcess = spawn(haproxyBinary, ["-db", "-f", config, "-f", extra], {
    env: {
      ...process.env,
      LISTEN: `127.0.0.1:${port}`,
      ...Object.fromEntries(stores.map((address, n) => [`STORE_${n + 1}`, address])),
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  options.started?.(child);
  let log = "";
  const append = (chunk: Buffer) => {
    log += chunk.toString();
    if (log.length > 2 * logLimit) log = log.slice(-logLimit);
  };
  child.stdout!.on("data", append);
  child.stderr!.on("data", append);
  const exited = new Promise<void>((done) => child.on("exit", () => done()));

  const admin = (command: string) =>
    new Promise<string>((answer, reject) => {
      let text = "";
      const connection = connect(socket, () => connection.end(`${command}\n`));
      connection.setEncoding("utf8");
      connection.on("data", (chunk: string) => (text += chunk));
      connection.on("end", () => answer(text));
      connection.on("error", reject);
    });
  const serverStates = async () => {
    // `show stat` is CSV: pxname, svname, …, status (column 18).
    const rows = (await admin("show stat")).split("\n").map((line) => line.split(","));
    const header = rows[0]!;
    const status = header.indexOf("status");
    return Object.fromEntries(
      rows
        .filter((row) => row[0] === "stores" && !["BACKEND", "FRONTEND"].includes(row[1]!))
        .map((row) => [row[1]!, row[status]!.split(" ")[0]!]),
    );
  };
  const names = stores.map((_, n) => `store${n + 1}`);
  const waitFor = async (state: string, servers = names, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    let last: Record<string, string> = {};
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`HAProxy exited:\n${log}`);
      try {
        last = await serverStates();
        if (servers.every((name) => last[name] === state)) return;
      } catch {
        // the admin socket is not open yet
      }
      await new Promise((done) => setTimeout(done, 50));
    }
    throw new Error(`HAProxy: ${servers.join(", ")} not ${state}: ${JSON.stringify(last)}\n${log}`);
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
  };
  try {
    await waitFor("UP");
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL: `http://127.0.0.1:${port}`, serverStates, waitFor, output: () => log, stop };
}
