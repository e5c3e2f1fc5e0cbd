import type { Command } from "commander";
import { formatOf, withFormats, id, recordCommand, type CommandKit } from "./command-kit";
import { json, printable, shortTime } from "./output";
import { peopleRows, personColumns } from "./people-views";

/** `invite` and `people`: who may use the owner console (invites, passkeys, sessions). */
export function addPeopleCommands(
  program: Command,
  { io, withClientAction, print }: CommandKit,
): void {
  program
    .command("invite")
    .description("a one-time link (15 minutes) that lets someone create a passkey for the console")
    .option("--name <name>", "the invited person's name, as the console shows it", "Owner")
    .option("--json", "print the invite as JSON")
    .action(
      withClientAction(async (client, options: { name: string; json?: boolean }) => {
        const invite = await client.run("invite", { name: options.name });
        if (options.json) return io.stdout(json(invite));
        io.stdout(
          `Invite for ${printable(invite.name)}, valid once until ${shortTime(invite.expiresAt)} UTC.\n` +
            "Open it in the browser that should hold the passkey:\n" +
            `${invite.url}\n`,
        );
      }),
    );

  const peopleCommand = withFormats(
    program
      .command("people")
      .description("who may sign in to the owner console: passkeys and sessions"),
  ).action(
    withClientAction(async (client, options: { json?: boolean; csv?: boolean }) => {
      const people = await client.run("people", {});
      const format = formatOf(options);
      if (format === "json") return io.stdout(json(people));
      const rows = peopleRows(people);
      print(rows, personColumns, format, "Nobody yet: run `npm run owner -- invite`.");
    }),
  );

  const revocations = [
    ["revoke-passkey", "remove a passkey (its sessions end too)", "passkey id", String],
    ["revoke-session", "end a signed-in session at once", "session id", id],
  ] as const;
  for (const [name, description, argument, parse] of revocations) {
    recordCommand(peopleCommand, name, description, argument, parse).action(
      withClientAction(async (client, target: string | number) => {
        if (name === "revoke-passkey") {
          const removed = await client.run(name, { id: String(target) });
          io.stdout(`Removed the passkey ${printable(removed.name)} (${removed.id}).\n`);
        } else {
          await client.run(name, { id: Number(target) });
          io.stdout(`Ended session ${target}.\n`);
        }
      }),
    );
  }
}
