/** What every benchmark part receives, and what it hands back. */
import type { Workspace } from "./lib/workspace";
import type { Machine } from "./lib/machine";
import type { BudgetRow } from "./lib/report";

export interface BenchContext {
  /** The snapshot of the project, built for production, that the parts serve. */
  workspace: Workspace;
  machine: Machine;
  /** The command line that produced this run, as the report shows it. */
  command: string;
  /** BENCH_QUICK=1: shorter runs, for working on the harness; figures are not comparable. */
  quick: boolean;
  /** A measuring time in seconds, shortened in quick mode. */
  seconds(nominal: number): number;
  log(line: string): void;
  /** The 1-minute load average when the part started, and the cores it compares with. */
  load: { average: number; cores: number };
  /** The lines each section opens with: command, machine, date. */
  header(part: string): string;
}

export interface PartResult {
  body: string;
  budgets: BudgetRow[];
}

export interface Part {
  name: string;
  title: string;
  run(context: BenchContext): Promise<PartResult>;
}
