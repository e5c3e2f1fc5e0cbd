export type Confirmation = "confirmed" | "declined" | "no-terminal";

/**
 * Deleting cannot be undone, so it needs `--yes` or a "y" typed on a terminal. With neither a
 * `--yes` nor a terminal to ask on (a script, a pipe, cron), the answer is no.
 */
export async function confirmDeletion(
  question: string,
  {
    yes,
    interactive,
    ask,
  }: { yes: boolean; interactive: boolean; ask: (question: string) => Promise<string> },
): Promise<Confirmation> {
  if (yes) return "confirmed";
  if (!interactive) return "no-terminal";
  const answer = await ask(`${question} [y/N] `);
  return /^\s*y(es)?\s*$/i.test(answer) ? "confirmed" : "declined";
}
