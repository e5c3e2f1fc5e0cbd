import { data, Form, Link } from "react-router";
import type { Route } from "./+types/owner.reviews";
import {
  ConfirmAction,
  ConsoleHeading,
  EmptyNote,
  IntentButton,
  Outcome,
  StatusTag,
  type ItemOutcome,
} from "~/owner/console-parts";
import { LocalTime } from "~/owner/local-time";
import { listPage, PageLinks } from "~/owner/console-paging";
import { DateFilter, ProductFilter, SelectFilter } from "~/owner/console-filters";
import { ClaimFlag, ClaimWarning } from "~/owner/claim-parts";
import { heldForClaims } from "~/owner/claim-check.server";
import { Button } from "~/ui/button";
import { TextAreaField } from "~/ui/field";
import { StarRating } from "~/ui/star-rating";
import { productPath } from "~/catalogue/product";
import { productsWithReviewKey } from "~/catalogue/lookup";
import { site } from "~/config/site";
import { requireOwner, requireOwnerWrite } from "~/owner/console-session.server";
import {
  badForm,
  consoleListPage,
  itemForm,
  refused,
  reviewChanged,
  runAsOwner,
} from "~/owner/console-operations.server";
import { ownerHeaders, ownerMeta, ownerResponseHeaders } from "~/owner/owner-headers";
import { replyMaxLength } from "~/owner/owner-types";

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

export async function action({ request, context }: Route.ActionArgs) {
  const { owner, body } = await requireOwnerWrite(request, context);
  const form = itemForm(body, doneText);
  if (!form) return badForm();
  const { intent, id, text } = form;
  try {
    if (intent === "reply") {
      const replied = await runAsOwner(owner, "show-review", { id });
      const held = heldForClaims(body, { id, intent, text }, [replied.reviewText]);
      if (held) return held;
    }
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
    return { ok: true as const, id, done: `The review by ${review.name} ${doneText[intent]}` };
  } catch (error) {
    return refused(error, { id, intent, text });
  }
}

function productName(reviewKey: string): string {
  return productsWithReviewKey(reviewKey)[0]?.name ?? reviewKey;
}

export default function OwnerReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { typed, page, rows: reviews, more, problem } = loaderData;
  const outcome = actionData as ItemOutcome;
  return (
    <div>
      <ConsoleHeading title="Reviews">
        Every review, hidden ones included, newest first, {reviewsPerPage} to a page. Reply publicly
        under a review; hide only abusive content (threats, hate, spam, personal data).
      </ConsoleHeading>
      <p className="mt-4 max-w-3xl rounded-xl border border-line bg-mist px-4 py-3 text-sm">
        <strong>Hiding is for abuse only.</strong> Suppressing honest negative reviews is unlawful
        under the FTC&rsquo;s rule on the use of consumer reviews and testimonials (16 CFR Part
        465). Answer criticism with a public reply instead.
      </p>
      <Form
        method="get"
        className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-end"
      >
        <ProductFilter value={typed.product} />
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
        <Button type="submit">Filter</Button>
      </Form>
      <Outcome error={problem || (outcome?.id === undefined ? outcome?.error : undefined)} />
      {outcome?.ok ? <Outcome done={outcome.done} /> : null}
      {reviews.length === 0 && !problem ? (
        <EmptyNote>
          {page > 1 ? "No reviews on this page." : "No reviews match these filters."}
        </EmptyNote>
      ) : null}
      <ol className="mt-8 flex flex-col gap-4" aria-label="Reviews">
        {reviews.map((review) => {
          const failed = outcome && !outcome.ok && outcome.id === review.id ? outcome : undefined;
          const product = productsWithReviewKey(review.reviewKey)[0];
          return (
            <li
              key={review.id}
              data-review-id={review.id}
              className="rounded-2xl border border-line bg-surface p-5 shadow-sm"
            >
              <article aria-labelledby={`review-${review.id}-heading`}>
                <header className="flex flex-wrap items-center gap-3">
                  <h2
                    id={`review-${review.id}-heading`}
                    className="font-sans text-lg font-semibold"
                  >
                    {review.name}
                  </h2>
                  <StarRating rating={review.rating} />
                  <StatusTag strong={!review.hidden}>
                    {review.hidden ? "Hidden" : "Shown"}
                  </StatusTag>
                  {review.verified ? <StatusTag strong>Verified buyer</StatusTag> : null}
                  {review.photosWaiting ? (
                    <Link
                      to="/owner/trust#photos"
                      className="text-sm font-semibold text-leaf underline"
                    >
                      {review.photosWaiting === 1
                        ? "1 photo waits for approval"
                        : `${review.photosWaiting} photos wait for approval`}
                    </Link>
                  ) : null}
                  {/* Each part its own box, so the product link never wraps across the others. */}
                  <span className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-soft">
                    <span>Review {review.id}</span>
                    <LocalTime iso={review.createdAt} />
                    {product ? (
                      <Link to={productPath(product)} className="text-leaf underline">
                        {productName(review.reviewKey)}
                      </Link>
                    ) : (
                      <span>{review.reviewKey}</span>
                    )}
                  </span>
                </header>
                <p className="mt-2 break-words whitespace-pre-line">{review.reviewText}</p>
                <ClaimFlag words={review.claims.review} what="review" />
                {failed ? <Outcome error={failed.error} /> : null}
                {review.reply ? (
                  <div className="mt-3 rounded-xl border-l-4 border-leaf bg-mist px-4 py-3 text-sm">
                    <p className="font-semibold">
                      Reply from {site.brandName} · <LocalTime iso={review.reply.repliedAt} />
                    </p>
                    <p className="mt-1 break-words whitespace-pre-line">{review.reply.text}</p>
                    <ClaimFlag words={review.claims.reply} what="reply" />
                  </div>
                ) : null}
                <div className="mt-4 flex flex-wrap items-start gap-3">
                  {/* The reply box opens on demand (and stays open to show a refused reply). */}
                  {/* Keyed by the reply's time: once a reply is posted the box closes. */}
                  <details
                    key={review.reply?.repliedAt ?? "no reply"}
                    className="group basis-full"
                    open={failed?.intent === "reply"}
                  >
                    <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-line bg-surface px-4 text-sm font-semibold hover:bg-mist">
                      {review.reply ? "Edit reply" : "Reply"}
                    </summary>
                    <Form method="post" className="mt-3 flex flex-col gap-2">
                      <input type="hidden" name="intent" value="reply" />
                      <input type="hidden" name="id" value={review.id} />
                      <TextAreaField
                        id={`reply-${review.id}`}
                        name="text"
                        label={`Public reply from ${site.brandName}`}
                        rows={3}
                        maxLength={replyMaxLength}
                        defaultValue={
                          failed?.intent === "reply" ? failed.text : (review.reply?.text ?? "")
                        }
                        error={failed?.intent === "reply" ? failed.error : undefined}
                      />
                      <ClaimWarning
                        words={[
                          ...new Set([
                            ...review.claims.review,
                            ...(failed?.intent === "reply" ? (failed.claims ?? []) : []),
                          ]),
                        ]}
                        id={`claim-checked-${review.id}`}
                      />
                      <div>
                        <Button type="submit" size="compact">
                          {review.reply ? "Update reply" : "Post reply"}
                        </Button>
                      </div>
                    </Form>
                  </details>
                </div>
                <div className="mt-3 flex flex-wrap items-start gap-3">
                  {review.reply ? (
                    <IntentButton intent="remove-reply" id={review.id} variant="ghost">
                      Remove reply
                    </IntentButton>
                  ) : null}
                  {review.hidden ? (
                    <IntentButton intent="unhide" id={review.id}>
                      Show again
                    </IntentButton>
                  ) : (
                    <ConfirmAction
                      intent="hide"
                      id={review.id}
                      label="Hide"
                      question="Hide this review from the store? Only for abusive content: never for an honest negative review."
                      confirmLabel="Yes, hide it as abusive"
                    />
                  )}
                  <ConfirmAction
                    intent="delete"
                    id={review.id}
                    label="Delete"
                    question={`Delete the review by ${review.name} for good? This cannot be undone.`}
                    confirmLabel="Yes, delete the review"
                  />
                </div>
              </article>
            </li>
          );
        })}
      </ol>
      <PageLinks
        typed={typed}
        page={page}
        more={more}
        label="Review pages"
        newer="Newer reviews"
        older="Older reviews"
      />
    </div>
  );
}
