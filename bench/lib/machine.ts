/** The machine a run measured, for the report. */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import os from "node:os";

export interface Machine {
  cores: number;
  memory: string;
  cpu: string;
  node: string;
  chromium: string;
  date: string;
}

function chromiumVersion(): string {
  try {
    const output = execFileSync("/usr/bin/chromium", ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      timeout: 10_000,
    });
    return /Chromium [\d.]+/.exec(output)?.[0] ?? output.trim();
  } catch {
    return "unavailable";
  }
}

function cpuModel(): string {
  try {
    const model = /^model name\s*:\s*(.+)$/m.exec(readFileSync("/proc/cpuinfo", "utf8"))?.[1];
    if (model) return model.trim();
  } catch {
    // not Linux
  }
  return os.cpus()[0]?.model ?? "unknown";
}

export function describeMachine(): Machine {
  return {
    cores: os.availableParallelism(),
    memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    cpu: cpuModel(),
    node: process.version,
    chromium: chromiumVersion(),
    date: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
  };
}

export function machineLine(machine: Machine): string {
  return `${machine.date} · nproc ${machine.cores} · ${machine.memory} · ${machine.cpu} · Node ${machine.node} · ${machine.chromium}`;
}

/** The 1-minute load average: above the core count, something else was competing for the CPU. */
export function loadAverage(): string {
  return os.loadavg()[0]!.toFixed(2);
}

/** The installed version of a package of the project. */
export function packageVersion(name: string): string {
  const root = new URL("../..", import.meta.url).pathname;
  const file = join(root, "node_modules", name, "package.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
}
