import type { Command } from "commander";
import {
  formatOf,
  withFormats,
  positiveInteger,
  recordCommand,
  type CommandKit,
} from "./command-kit";
import { json } from "./output";
import { auditColumns, deliveryColumns, deliveryLabel, overviewSummary } from "./views";

/** `overview`, `audit` and `outbox`: the store at a glance, its audit log, its outgoing deliveries. */
export function addStoreCommands(
  program: Command,
  { io, withClientAction, print, listAction }: CommandKit,
): void {
  program
    .command("overview")
    .description("unread messages, this week's reviews and sign-ups, deliveries waiting or failed")
    .option("--json", "print JSON")
    .action(
      withClientAction(async (client, options: { json?: boolean }) => {
        const overview = await client.run("overview", {});
        io.stdout(options.json ? json(overview) : overviewSummary(overview));
      }),
    );

  withFormats(
    program
      .command("audit")
      .description(
        "the audit log: every change made with the console or the command line, newest first",
      )
      .option("--page <n>", "the page to show (50 entries a page)", positiveInteger("--page")),
  ).action(
    withClientAction(async (client, options: { page?: number; json?: boolean; csv?: boolean }) => {
      const page = await client.run("list-audit", { page: options.page });
      print(page.entries, auditColumns, formatOf(options), "No changes recorded.");
      if (formatOf(options) === "table" && page.hasMore) {
        io.stdout(`More: --page ${page.page + 1}\n`);
      }
    }),
  );

  // outbox
  const outbox = withFormats(
    program
      .command("outbox")
      .description("outgoing emails and Klaviyo sign-ups still waiting or failed, oldest first")
      .addHelpText(
        "after",
        "\nKinds: contact-email (your email about a contact message), klaviyo-subscription (a sign-up\n" +
          "sent to the Klaviyo list). A pending one is retried at its next try; a failed one ran out of\n" +
          "attempts or was refused for good, and is sent again only with `outbox retry ID`.\n",
      ),
  ).action(
    listAction(
      (client) => client.run("list-outbox", {}),
      deliveryColumns,
      "Nothing waiting or failed.",
    ),
  );

  recordCommand(
    outbox,
    "retry",
    "send a failed delivery again, with a fresh set of attempts",
    "delivery id",
  )
    .option("--json", "print the delivery as JSON")
    .action(
      withClientAction(async (client, deliveryId: number, options: { json?: boolean }) => {
        const delivery = await client.run("retry-delivery", { id: deliveryId });
        io.stdout(
          options.json
            ? json(delivery)
            : `The ${deliveryLabel(delivery)} is queued again; it is sent within a few seconds while the store runs.\n`,
        );
      }),
    );
}
