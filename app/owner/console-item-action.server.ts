import type { WriteContext } from "~/guard/write-guard.server";
import { heldForClaims } from "./claim-check.server";
import { badForm, itemForm, refused } from "./console-operations.server";
import { requireOwnerWrite, type ConsoleOwner } from "./console-session.server";

/** The form of one console item (a review, a question): what to do, to which, with what text. */
type ItemForm = NonNullable<ReturnType<typeof itemForm>>;

/** How one kind of console item takes the owner's buttons and its public reply box. */
interface ItemChanges<Item extends { name: string }> {
  /** The intent whose text the store shows under the item ("reply", "answer"). */
  replyIntent: string;
  /** The item's own text, read before a reply is posted, for the disease-claim check. */
  itemText: (owner: ConsoleOwner, id: number) => Promise<string | null>;
  /** Runs the form's intent and answers the item as it is now. */
  change: (owner: ConsoleOwner, form: ItemForm) => Promise<Item>;
  /** How the done message names the item ("The review by", "The question from"). */
  named: string;
}

/**
 * The action of a console item page: the owner's form checked (one of `doneText`'s intents), a
 * reply held back while it may be a disease claim, the change run, and the done message, or the
 * operation's refusal with what was typed.
 */
export async function consoleItemAction<Item extends { name: string }>(
  { request, context }: { request: Request; context: WriteContext },
  doneText: Record<string, string>,
  { replyIntent, itemText, change, named }: ItemChanges<Item>,
) {
  const { owner, body } = await requireOwnerWrite(request, context);
  const form = itemForm(body, doneText);
  if (!form) return badForm();
  const { intent, id, text } = form;
  try {
    if (intent === replyIntent) {
      const held = heldForClaims(body, { id, intent, text }, [await itemText(owner, id)]);
      if (held) return held;
    }
    const item = await change(owner, form);
    return { ok: true as const, id, done: `${named} ${item.name} ${doneText[intent]}` };
  } catch (error) {
    return refused(error, { id, intent, text });
  }
}
