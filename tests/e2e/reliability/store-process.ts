import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface StoreProcess {
  baseURL: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
}

export const freshDataDir = () => mkdtempSync(join(tmpdir(), "verdant-reliability-"));

/** A free loopback port, for a store (or balancer) whose address must be known before it starts. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolvePort(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

/**
 * Starts the built store and waits until `readyPath` answers 200 (`/healthz` for a store started
 * without its database). Port 0 (the default) lets the system pick a free port, read back from the
 * store's "listening on" line, so no test ever adopts a stranger.
 */
export async function startStore(
  port = 0,
  env: Record<string, string> = {},
  readyPath = "/readyz",
): Promise<StoreProcess> {
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      LOG_LEVEL: process.env.STORE_LOG_LEVEL ?? "warn",
      RATE_LIMIT_WRITES: "100000",
      DATABASE_URL: "",
      // A database of its own unless the test names one: never the project's ./data.
      DATA_DIR: freshDataDir(),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout!.on("data", (chunk) => (log += chunk));
  child.stderr!.on("data", (chunk) => (log += chunk));
  const exited = new Promise<number | string>((resolve) =>
    child.on("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The store exited while starting:\n${log}`);
    const listening = /listening on http:\/\/localhost:(\d+)/.exec(log);
    const baseURL = listening ? `http://127.0.0.1:${listening[1]}` : undefined;
    if (!baseURL) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    // `ready: false` waits only for the socket (a store started without its database).
    try {
      if ((await fetch(`${baseURL}${readyPath}`)).ok)
        return { baseURL, child, output: () => log, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`The store did not become ready:\n${log}`);
}

export async function postReview(baseURL: string, reviewKey: string, name: string) {
  const response = await fetch(`${baseURL}/api/reviews`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ reviewKey, name, rating: 5, reviewText: `Review by ${name}` }),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as { id?: number; error?: string },
  };
}

/** Every stored review id of a product, through the public API. */
export async function storedReviewIds(baseURL: string, reviewKey: string): Promise<Set<number>> {
  const ids = new Set<number>();
  let cursor = "";
  for (let page = 1; page < 10_000; page++) {
    const response = await fetch(`${baseURL}/api/reviews?reviewKey=${reviewKey}${cursor}`);
    const body = (await response.json()) as {
      reviews: { id: number }[];
      nextCursor: string | null;
    };
    for (const review of body.reviews) ids.add(review.id);
    if (!body.nextCursor) break;
    cursor = `&cursor=${body.nextCursor}`;
  }
  return ids;
}
