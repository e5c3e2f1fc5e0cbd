import { type Command, InvalidArgumentError, Option } from "commander";
import { parseTimestamp } from "~/owner/timestamps";
import { confirmDeletion } from "./confirm";
import type { OwnerClient } from "./owner-client";
import { csv, json, table, type Column } from "./output";
import type { StorageSettings } from "./backup-commands";
import { forTable } from "./views";

type Format = "table" | "json" | "csv";

/** The options of a command that prints in more than one format (`withFormats`). */
export type FormatOptions = { json?: boolean; csv?: boolean };

export function formatOf(options: FormatOptions, fallback: Format = "table"): Format {
  return options.json ? "json" : options.csv ? "csv" : fallback;
}

/** `name`, a list of one kind of record (`reviews`, `questions`), with its `--product` filter. */
export function productList(program: Command, name: string, description: string): Command {
  return program
    .command(name)
    .description(description)
    .option("--product <slug>", `one product's ${name} (its page slug or review key)`);
}

export function withFormats(command: Command, { table = true } = {}): Command {
  return command
    .addOption(new Option("--json", "print JSON, for scripts").conflicts("csv"))
    .addOption(
      new Option("--csv", `print CSV (RFC 4180)${table ? ", for spreadsheets" : " (the default)"}`),
    );
}

export function positiveInteger(what: string) {
  return (value: string): number => {
    if (!/^\d+$/.test(value) || Number(value) < 1 || !Number.isSafeInteger(Number(value))) {
      throw new InvalidArgumentError(`${what} must be a whole number from 1.`);
    }
    return Number(value);
  };
}

export function rating(value: string): number {
  if (!/^[1-5]$/.test(value.trim())) {
    throw new InvalidArgumentError("The rating must be a whole number from 1 to 5.");
  }
  return Number(value);
}

export function since(value: string): string {
  const date = parseTimestamp(value);
  if (!date) {
    throw new InvalidArgumentError("Use a date like 2026-01-31, or 2026-01-31T09:30 (UTC).");
  }
  return date.toISOString();
}

export const id = positiveInteger("The id");

/** A subcommand of `parent` that acts on one record, given by its id. */
export function recordCommand(
  parent: Command,
  name: string,
  description: string,
  what: string,
  parse: (value: string) => string | number = id,
): Command {
  // An id may begin with "-" (a passkey's is base64url): it is the id, not an unknown option.
  return parent
    .command(name)
    .description(description)
    .argument("<id>", what, parse)
    .allowUnknownOption();
}

/** What the command line touches outside itself, so tests can run it in-process. */
export interface OwnerCliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Whether a person can answer a question (stdin is a terminal). */
  interactive: boolean;
  ask(question: string): Promise<string>;
  connect(): Promise<OwnerClient>;
  readFile(path: string): Promise<string>;
  /** Where the data is (backup, restore, migrate). */
  settings?(): StorageSettings;
}

/** What every command group is given: the terminal, and the ways to act on the store's data. */
export interface CommandKit {
  io: OwnerCliIo;
  /** Prints the error and makes the exit code 1. */
  fail(message: string): void;
  withClient(work: (client: OwnerClient) => Promise<void>): Promise<void>;
  withClientAction<Args extends unknown[]>(
    work: (client: OwnerClient, ...args: Args) => Promise<void>,
  ): (...args: Args) => Promise<void>;
  confirmed(
    question: string,
    yes: boolean | undefined,
    what: string,
    messages?: { addYes?: string; declined?: string },
  ): Promise<boolean>;
  print<Row>(rows: Row[], columns: Column<Row>[], format: Format, empty: string): void;
  listAction<Options extends FormatOptions, Row>(
    rows: (client: OwnerClient, options: Options) => Promise<Row[]>,
    columns: Column<Row>[],
    empty: string,
    fallback?: Format,
  ): (options: Options) => Promise<void>;
  addExport<Row>(
    parent: Command,
    description: string,
    rows: (client: OwnerClient) => Promise<Row[]>,
    columns: Column<Row>[],
  ): void;
}

/** The kit for one run of the command line. */
export function commandKit(io: OwnerCliIo, fail: (message: string) => void): CommandKit {
  async function withClient(work: (client: OwnerClient) => Promise<void>) {
    const client = await io.connect();
    try {
      await work(client);
    } finally {
      await client.close();
    }
  }

  /**
   * Asks before a change that cannot be undone; answers whether to go on (failing if not, with
   * what to add and what was left as they say).
   */
  async function confirmed(
    question: string,
    yes: boolean | undefined,
    what: string,
    { addYes = "Add --yes.", declined = "Nothing was changed." } = {},
  ) {
    const confirmation = await confirmDeletion(question, {
      yes: yes === true,
      interactive: io.interactive,
      ask: io.ask,
    });
    if (confirmation === "no-terminal") {
      fail(`Not ${what} without confirmation: there is no terminal to ask on. ${addYes}`);
      return false;
    }
    if (confirmation === "declined") {
      fail(declined);
      return false;
    }
    return true;
  }

  /** A command's action run with a client for the store's data, closed after. */
  function withClientAction<Args extends unknown[]>(
    work: (client: OwnerClient, ...args: Args) => Promise<void>,
  ): (...args: Args) => Promise<void> {
    return (...args) => withClient((client) => work(client, ...args));
  }

  function print<Row>(rows: Row[], columns: Column<Row>[], format: Format, empty: string) {
    if (format === "json") io.stdout(json(rows));
    else if (format === "csv") io.stdout(csv(rows, columns));
    else io.stdout(rows.length ? table(rows, forTable(columns)) : `${empty}\n`);
  }

  /**
   * A listing command's action: the rows it asks for with its options, printed as a table (or
   * `fallback`), JSON or CSV; `empty` is what a table without rows says.
   */
  function listAction<Options extends FormatOptions, Row>(
    rows: (client: OwnerClient, options: Options) => Promise<Row[]>,
    columns: Column<Row>[],
    empty: string,
    fallback: Format = "table",
  ): (options: Options) => Promise<void> {
    return withClientAction(async (client, options: Options) => {
      print(await rows(client, options), columns, formatOf(options, fallback), empty);
    });
  }

  /** `export` under `parent`: every row, as CSV (or JSON with --json). */
  function addExport<Row>(
    parent: Command,
    description: string,
    rows: (client: OwnerClient) => Promise<Row[]>,
    columns: Column<Row>[],
  ) {
    withFormats(parent.command("export").description(description), { table: false }).action(
      listAction((client) => rows(client), columns, "", "csv"),
    );
  }

  return { io, fail, withClient, withClientAction, confirmed, print, listAction, addExport };
}
