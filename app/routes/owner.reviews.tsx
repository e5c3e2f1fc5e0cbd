import { data, Link } from "react-router";
import type { Route } from "./+types/owner.reviews";
import { ConfirmAction, Outcome, StatusTag, type ItemOutcome } from "~/owner/console-parts";
import { ItemCard, ItemFilters, ItemPage } from "~/owner/console-items";
import { listPage } from "~/owner/console-paging";
import { DateFilter, SelectFilter } from "~/owner/console-filters";
import { StarRating } from "~/ui/star-rating";
import { requireOwner, type ConsoleOwner } from "~/owner/console-session.server";
import { consoleListPage, reviewChanged, runAsOwner } from "~/owner/console-operations.server";
import { consoleItemAction } from "~/owner/console-item-action.server";
import { ownerHeaders, ownerMeta, ownerResponseHeaders } from "~/owner/owner-headers";
import type { OwnerReview } from "~/owner/owner-types";

export const headers = ownerHeaders;

export const meta = ownerMeta("Reviews");

/** Reviews on one page of the list, newest first; the page links (filters kept) lead on. */
export const reviewsPerPage = 25;

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** The filters as typed (kept in the form) and as the operation takes them, or what is wrong. */
export function reviewFilters(params: URLSearchParams) {
  const typed = {
    product: params.get("product") ?? "",
    rating: params.get("rating") ?? "",
    status: params.get("status") ?? "",
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
  };
  const page = listPage(params);
  const problems: string[] = [];
  // The page's limit and offset are added when the list is read (`consoleListPage`).
  const input: Record<string, unknown> = {};
  if (typed.product) input.product = typed.product;
  if (typed.rating) {
    if (/^[1-5]$/.test(typed.rating)) input.rating = Number(typed.rating);
    else problems.push("The rating must be 1 to 5 stars.");
  }
  if (typed.status === "hidden") input.hidden = true;
  else if (typed.status === "shown") input.hidden = false;
  else if (typed.status === "verified") input.verified = true;
  for (const [key, bound] of [
    ["from", "since"],
    ["to", "until"],
  ] as const) {
    const value = typed[key];
    if (!value) continue;
    const date = new Date(`${value}T00:00:00Z`);
    if (!datePattern.test(value) || Number.isNaN(date.getTime())) {
      problems.push(`The ${key === "from" ? "first" : "last"} day must be a date like 2026-01-31.`);
      continue;
    }
    // "to" includes its whole day: up to the next midnight (UTC).
    if (key === "to") date.setUTCDate(date.getUTCDate() + 1);
    input[bound] = date.toISOString();
  }
  return { typed, page, input, problems };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireOwner(request, context);
  const { typed, page, input, problems } = reviewFilters(new URL(request.url).searchParams);
  if (problems.length) {
    return data(
      { typed, page, rows: [], more: false, problem: problems.join(" ") },
      { status: 422, headers: ownerResponseHeaders },
    );
  }
  return consoleListPage(
    (limit, offset) => runAsOwner(owner, "list-reviews", { ...input, limit, offset }),
    { typed, page, perPage: reviewsPerPage },
  );
}

const doneText: Record<string, string> = {
  hide: "is hidden from the store.",
  unhide: "is shown on the store again.",
  delete: "was deleted.",
  reply: "has the store's reply.",
  "remove-reply": "has no reply now.",
};

/** Runs one of the console's intents on a review and answers the review as it is now. */
async function changeReview(
  owner: ConsoleOwner,
  { intent, id, text }: { intent: string; id: number; text: string },
): Promise<OwnerReview> {
  const review =
    intent === "reply" || intent === "remove-reply"
      ? await runAsOwner(owner, "reply-review", { id, text: intent === "reply" ? text : null })
      : await runAsOwner(
          owner,
          intent === "hide"
            ? "hide-review"
            : intent === "unhide"
              ? "unhide-review"
              : "delete-review",
          { id },
        );
  reviewChanged(review);
  return review;
}

export async function action(args: Route.ActionArgs) {
  return consoleItemAction(args, doneText, {
    replyIntent: "reply",
    itemText: async (owner, id) => (await runAsOwner(owner, "show-review", { id })).reviewText,
    change: changeReview,
    named: "The review by",
  });
}

/** A review's tags: its stars, shown or hidden, verified, and photos waiting. */
function ReviewTags({ review }: { review: OwnerReview }) {
  return (
    <>
      <StarRating rating={review.rating} />
      <StatusTag strong={!review.hidden}>{review.hidden ? "Hidden" : "Shown"}</StatusTag>
      {review.verified ? <StatusTag strong>Verified buyer</StatusTag> : null}
      {review.photosWaiting ? (
        <Link to="/owner/trust#photos" className="text-sm font-semibold text-leaf underline">
          {review.photosWaiting === 1
            ? "1 photo waits for approval"
            : `${review.photosWaiting} photos wait for approval`}
        </Link>
      ) : null}
    </>
  );
}

/** One review of the list: its tags and text, the store's reply and the owner's buttons. */
function ReviewItem({ review, failed }: { review: OwnerReview; failed: ItemOutcome }) {
  const { reply } = review;
  return (
    <ItemCard
      kind="review"
      item={review}
      said={{ text: review.reviewText, claims: review.claims.review }}
      tags={<ReviewTags review={review} />}
      reply={reply ? { text: reply.text, at: reply.repliedAt, claims: review.claims.reply } : null}
      failed={failed}
      before={failed ? <Outcome error={failed.error} /> : null}
      hide={
        <ConfirmAction
          intent="hide"
          id={review.id}
          label="Hide"
          question="Hide this review from the store? Only for abusive content: never for an honest negative review."
          confirmLabel="Yes, hide it as abusive"
        />
      }
    >
      <ConfirmAction
        intent="delete"
        id={review.id}
        label="Delete"
        question={`Delete the review by ${review.name} for good? This cannot be undone.`}
        confirmLabel="Yes, delete the review"
      />
    </ItemCard>
  );
}

/** The list's filters: product, rating, shown or hidden, and the days, kept as typed. */
function ReviewFilters({
  typed,
  problem,
}: {
  typed: ReturnType<typeof reviewFilters>["typed"];
  problem: string;
}) {
  return (
    <ItemFilters product={typed.product} columns="lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto]">
      <SelectFilter name="rating" label="Rating" value={typed.rating}>
        <option value="">Any</option>
        {[5, 4, 3, 2, 1].map((stars) => (
          <option key={stars} value={stars}>
            {stars} {stars === 1 ? "star" : "stars"}
          </option>
        ))}
      </SelectFilter>
      <SelectFilter name="status" label="Shown or hidden" value={typed.status}>
        <option value="">Both</option>
        <option value="shown">Shown</option>
        <option value="hidden">Hidden</option>
        <option value="verified">Verified buyers</option>
      </SelectFilter>
      <DateFilter
        name="from"
        label="From (UTC)"
        value={typed.from}
        invalid={problem.includes("first day")}
      />
      <DateFilter
        name="to"
        label="To (UTC)"
        value={typed.to}
        invalid={problem.includes("last day")}
      />
    </ItemFilters>
  );
}

export default function OwnerReviews(props: Route.ComponentProps) {
  const { typed, problem } = props.loaderData;
  return (
    <ItemPage
      {...props}
      kind="review"
      notice={
        <p className="mt-4 max-w-3xl rounded-xl border border-line bg-mist px-4 py-3 text-sm">
          <strong>Hiding is for abuse only.</strong> Suppressing honest negative reviews is unlawful
          under the FTC&rsquo;s rule on the use of consumer reviews and testimonials (16 CFR Part
          465). Answer criticism with a public reply instead.
        </p>
      }
      filters={<ReviewFilters typed={typed} problem={problem} />}
      item={(review, failed) => <ReviewItem review={review} failed={failed} />}
    >
      Every review, hidden ones included, newest first, {reviewsPerPage} to a page. Reply publicly
      under a review; hide only abusive content (threats, hate, spam, personal data).
    </ItemPage>
  );
}
