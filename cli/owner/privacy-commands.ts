import type { Command } from "commander";
import type { CommandKit } from "./command-kit";
import { json, printable } from "./output";
import { erasureSummary, personalDataSummary } from "./views";

/** `privacy`: a person's data found, exported or erased by email. */
export function addPrivacyCommands(
  program: Command,
  { io, withClientAction, confirmed }: CommandKit,
): void {
  const privacy = program
    .command("privacy")
    .description("privacy requests: every record about one email, its export, its erasure");
  privacy
    .command("find")
    .description("list every record about an email")
    .argument("<email>", "the person's email")
    .option("--json", "print the records as JSON")
    .action(
      withClientAction(async (client, email: string, options: { json?: boolean }) => {
        const data = await client.run("find-personal-data", { email });
        io.stdout(options.json ? json(data) : personalDataSummary(data));
      }),
    );
  privacy
    .command("export")
    .description("every record about an email, as JSON (to send to the person)")
    .argument("<email>", "the person's email")
    .action(
      withClientAction(async (client, email: string) => {
        io.stdout(json(await client.run("find-personal-data", { email })));
      }),
    );
  privacy
    .command("erase")
    .description("erase every record about an email (asks first, unless --yes)")
    .argument("<email>", "the person's email")
    .option("-y, --yes", "erase without asking")
    .action(
      withClientAction(async (client, email: string, options: { yes?: boolean }) => {
        const data = await client.run("find-personal-data", { email });
        io.stdout(personalDataSummary(data));
        const question = printable(`Erase every record about ${data.email}?`);
        if (!(await confirmed(question, options.yes, "erasing"))) return;
        io.stdout(erasureSummary(await client.run("erase-personal-data", { email })));
      }),
    );
}
