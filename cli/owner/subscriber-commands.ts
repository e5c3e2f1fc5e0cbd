import type { Command } from "commander";
import { withFormats, recordCommand, type CommandKit, type FormatOptions } from "./command-kit";
import { printable } from "./output";
import { subscriberColumns } from "./views";

/** `subscribers`: newsletter sign-ups (list, export, remove). */
export function addSubscriberCommands(
  program: Command,
  { io, withClientAction, confirmed, listAction, addExport }: CommandKit,
): void {
  const subscribers = withFormats(
    program
      .command("subscribers")
      .description("newsletter sign-ups, in sign-up order")
      .option("--search <text>", "only sign-ups whose email contains this text"),
  ).action(
    listAction(
      (client, options: FormatOptions & { search?: string }) =>
        client.run("list-subscribers", { search: options.search }),
      subscriberColumns,
      "No sign-ups.",
    ),
  );

  recordCommand(subscribers, "remove", "remove a sign-up (asks first, unless --yes)", "sign-up id")
    .option("-y, --yes", "remove without asking")
    .action(
      withClientAction(async (client, subscriberId: number, options: { yes?: boolean }) => {
        const question = `Remove sign-up ${subscriberId}?`;
        if (!(await confirmed(question, options.yes, `removing sign-up ${subscriberId}`))) return;
        const removed = await client.run("remove-subscriber", { id: subscriberId });
        io.stdout(printable(`Removed sign-up ${removed.id} (${removed.email}).\n`));
      }),
    );
  addExport(
    subscribers,
    "every sign-up, as CSV (or JSON) for a mailing tool",
    (client) => client.run("list-subscribers", {}),
    subscriberColumns,
  );
}
