import { useEffect, useRef, useState } from "react";
import { data, Link, useActionData } from "react-router";
import type { Route } from "./+types/review.$token";
import { productImages, productPath } from "~/catalogue/product";
import { ReviewForm } from "~/reviews/review-form";
import { verifiedBuyerExplanation } from "~/reviews/review-list";
import { photosWaitingMessage } from "~/reviews/review-rules";
import { Thumbnail } from "~/ui/thumbnail";
import { Toasts } from "~/ui/toasts";
import { database } from "~/db/connection.server";
import { orFailed } from "~/forms/unreachable";
import { formAnswer } from "~/guard/form-write.server";
import { openReviewLink } from "~/reviews/requests/review-requests.server";
import { writeVerifiedReview } from "~/reviews/requests/verified-review-write.server";
import type { ReviewOutcome } from "~/reviews/review-types";

/** A review link is private to its buyer: never cached, indexed or sent on as a referrer. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers(actionHeaders);
  headers.set("Cache-Control", "no-store");
  headers.set("X-Robots-Tag", "noindex, nofollow");
  headers.set("Referrer-Policy", "no-referrer");
  return headers;
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.product ? `Review ${data.product.name}` : "Review link" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ params }: Route.LoaderArgs) {
  const link = await openReviewLink((await database()).db, params.token);
  const product = link.product && {
    name: link.product.name,
    slug: link.product.slug,
    reviewKey: link.product.reviewKey,
    image: productImages(link.product)[0] ?? null,
  };
  if (link.state !== "open") {
    return data(
      { state: link.state, product, firstName: null },
      { status: link.state === "unknown" ? 404 : 410 },
    );
  }
  return { state: link.state, product, firstName: link.firstName };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return formAnswer(await writeVerifiedReview(request, context, params.token));
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return orFailed(serverAction);
}

const closedText = {
  used: "This review link has already been used: thank you for your review.",
  expired: "This review link has expired.",
  unknown: "This review link is not one we sent, or it was cut short when copied.",
};

export default function ReviewLink({ loaderData }: Route.ComponentProps) {
  const { state, product, firstName } = loaderData;
  const pageOutcome = useActionData<ReviewOutcome>();
  // Photos sent with the review (they wait for approval); undefined until a review is stored.
  const [posted, setPosted] = useState<number>();
  const done = posted !== undefined || pageOutcome?.status === "created";
  const photosWaiting =
    posted ?? (pageOutcome?.status === "created" ? (pageOutcome.photosWaiting ?? 0) : 0);
  // The form is replaced by the thanks: focus moves to it rather than dropping to the page.
  const thanks = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (posted !== undefined) thanks.current?.focus();
  }, [posted]);
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <Toasts />
      <Thumbnail
        src={product?.image}
        size={160}
        className="mb-6 size-40 rounded-3xl bg-mist object-contain"
      />
      <h1 className="text-3xl font-semibold sm:text-4xl">
        {product ? `Review ${product.name}` : "Review link"}
      </h1>
      {done ? (
        <div
          ref={thanks}
          tabIndex={-1}
          role="status"
          className="mt-6 rounded-2xl bg-mist px-6 py-5"
        >
          <p className="font-semibold">Thank you! Your review is live.</p>
          <p className="mt-2 text-ink-soft">
            It shows a &ldquo;Verified buyer&rdquo; badge. {photosWaitingMessage(photosWaiting)}{" "}
            {product ? (
              <Link to={`${productPath(product)}#reviews`} className="font-medium underline">
                See it on the product page
              </Link>
            ) : null}
          </p>
        </div>
      ) : state === "open" && product ? (
        <>
          <p className="mt-3 max-w-prose text-ink-soft">
            {firstName ? `Thanks for your order, ${firstName}. ` : "Thanks for your order. "}
            Your review will show a &ldquo;Verified buyer&rdquo; badge. {verifiedBuyerExplanation}
          </p>
          <div className="mt-8 rounded-3xl border border-line bg-surface p-6 shadow-sm">
            <ReviewForm
              reviewKey={product.reviewKey}
              initialName={firstName ?? ""}
              heading="Your review"
              onCreated={(_review, photos) => setPosted(photos)}
            />
          </div>
        </>
      ) : (
        <div className="mt-6">
          <p className="text-ink-soft">{closedText[state as keyof typeof closedText]}</p>
          {product ? (
            <p className="mt-4">
              <Link to={`${productPath(product)}#reviews`} className="font-medium underline">
                Review {product.name} on its page
              </Link>
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
