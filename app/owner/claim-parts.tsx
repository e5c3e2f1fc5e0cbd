import { claimReason } from "~/lib/claim-reason";

/** The name of the reply box's checkbox: the owner read the disease-claim warning. */
export const claimCheckedField = "claimChecked";

/** The console's mark on a text that makes a disease claim, saying which words. */
export function ClaimFlag({ words, what }: { words: readonly string[]; what: string }) {
  if (!words.length) return null;
  return (
    <p
      data-claim-flag
      className="mt-2 rounded-xl border border-danger bg-surface px-3 py-2 text-sm text-danger"
    >
      <strong>Possible disease claim in the {what}.</strong> {claimReason(words)}
    </p>
  );
}

/**
 * The warning in a reply box (a reply to a review, an answer to a question) when the item or the
 * reply makes a disease claim: replying can make the shopper's claim the store's own. The reply is
 * posted only with the box ticked.
 */
export function ClaimWarning({ words, id }: { words: readonly string[]; id: string }) {
  if (!words.length) return null;
  return (
    <div
      data-claim-warning
      className="rounded-xl border border-danger bg-surface px-4 py-3 text-sm"
    >
      <p className="font-semibold text-danger">
        Careful: this may be a disease claim. {claimReason(words)}
      </p>
      <p className="mt-1">
        A reply can turn a shopper&rsquo;s claim into the store&rsquo;s own. Supplements may not be
        said to cure, treat, prevent or heal a disease: do not repeat or endorse the claim.
      </p>
      <label htmlFor={id} className="mt-2 flex min-h-11 items-center gap-2 font-semibold">
        <input id={id} type="checkbox" name={claimCheckedField} value="yes" className="size-5" />
        My reply makes no disease claim
      </label>
    </div>
  );
}
