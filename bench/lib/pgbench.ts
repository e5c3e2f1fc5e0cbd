/**
 * Debian's pgbench (postgresql-client) running a custom script against the benchmarks' PostgreSQL
 * server inside a schema of the run's own (search_path set through PGOPTIONS), every transaction
 * logged so its latencies give a p99 the way autocannon's do.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { distribution } from "./stats";

const pgbenchPath = "/usr/bin/pgbench";

export interface PgbenchOptions {
  /** The server (a postgres:// URL without schema options). */
  server: string;
  /** The schema the script's unqualified names resolve in. */
  schema: string;
  /** The script, in pgbench's language (SQL statements and backslash commands). */
  script: string;
  clients: number;
  seconds: number;
  /** Threads driving the clients (pgbench's -j). */
  threads?: number;
}

export interface PgbenchResult {
  clients: number;
  seconds: number;
  transactions: number;
  /** pgbench's own figure, without the initial connection time. */
  transactionsPerSecond: number;
  /** Transaction latencies from its per-transaction log, milliseconds. */
  p50: number;
  p99: number;
  max: number;
  failures: number;
}

/**
 * The latencies (ms) in pgbench's per-transaction log lines:
 * `client_id transaction_no time script_no time_epoch time_us`, `time` in microseconds; a failed
 * transaction says `failed` (or `serialization`/`deadlock`) in place of the time.
 */
export function latenciesFromLog(text: string): { latencies: number[]; failed: number } {
  const latencies: number[] = [];
  let failed = 0;
  for (const line of text.split("\n")) {
    const fields = line.trim().split(/\s+/);
    if (fields.length < 6) continue;
    const time = fields[2]!;
    if (/^\d+$/.test(time)) latencies.push(Number(time) / 1000);
    else failed++;
  }
  return { latencies, failed };
}

/** pgbench's summary: its rate without the initial connection time, and its failed count. */
export function summaryFromOutput(output: string): { tps: number; failed: number } {
  const tps = /^tps = ([\d.]+) \(without initial connection time\)/m.exec(output)?.[1];
  if (!tps) throw new Error(`No rate in pgbench's output:\n${output.slice(-2000)}`);
  const failed = /^number of failed transactions: (\d+)/m.exec(output)?.[1];
  return { tps: Number(tps), failed: Number(failed ?? 0) };
}

/** PGOPTIONS for a schema: lower case letters, digits and underscores only. */
export function schemaOptions(schema: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Not a schema name: ${schema}`);
  return `-c search_path=${schema}`;
}

function execute(file: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
  return new Promise<string>((resolve, reject) => {
    execFile(
      file,
      args,
      { ...options, timeout: 120_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${file} ${args.join(" ")}: ${error.message}\n${stderr}`));
        else resolve(`${stdout}\n${stderr}`);
      },
    );
  });
}

/** Runs the script for `seconds` with `clients` connections (prepared statements, no vacuum). */
export async function runPgbench(options: PgbenchOptions): Promise<PgbenchResult> {
  if (!existsSync(pgbenchPath)) {
    throw new Error(`${pgbenchPath} is missing: install Debian's postgresql-client package.`);
  }
  const dir = mkdtempSync(join(tmpdir(), "verdant-bench-pgbench-"));
  try {
    writeFileSync(join(dir, "script.sql"), options.script);
    const output = await execute(
      pgbenchPath,
      [
        "--no-vacuum",
        "--protocol=prepared",
        `--client=${options.clients}`,
        `--jobs=${options.threads ?? 2}`,
        `--time=${options.seconds}`,
        "--log",
        `--log-prefix=${join(dir, "log")}`,
        `--file=${join(dir, "script.sql")}`,
        options.server,
      ],
      { cwd: dir, env: { ...process.env, PGOPTIONS: schemaOptions(options.schema) } },
    );
    const summary = summaryFromOutput(output);
    const logs = readdirSync(dir).filter((name) => name.startsWith("log."));
    const { latencies, failed } = latenciesFromLog(
      logs.map((name) => readFileSync(join(dir, name), "utf8")).join("\n"),
    );
    const latency = distribution(latencies);
    return {
      clients: options.clients,
      seconds: options.seconds,
      transactions: latencies.length,
      transactionsPerSecond: summary.tps,
      p50: latency.p50,
      p99: latency.p99,
      max: latency.max,
      failures: Math.max(failed, summary.failed),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
