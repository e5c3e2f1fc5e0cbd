import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { productPath } from "~/catalogue/product";
import { productsWithReviewKey } from "~/catalogue/lookup";
import { site } from "~/config/site";
import { Button } from "~/ui/button";
import { TextAreaField } from "~/ui/field";
import { ClaimFlag, ClaimWarning } from "./claim-parts";
import { PageLinks } from "./console-paging";
import { ProductFilter } from "./console-filters";
import { EmptyNote, IntentButton, Outcome, type ItemOutcome } from "./console-parts";
import { LocalTime } from "./local-time";
import { replyMaxLength } from "./owner-types";

/** The kinds of item a console page lists with a public reply: reviews and questions. */
type ItemKind = "review" | "question";

const capitalized = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)}`;

/** The action's answer when it refused this item, else undefined. */
export function failedFor(outcome: ItemOutcome, id: number): ItemOutcome {
  return outcome && !outcome.ok && outcome.id === id ? outcome : undefined;
}

/** A console item list's filters: the product first, the page's own filters, then Filter. */
export function ItemFilters({
  product,
  className,
  children,
}: {
  product: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Form method="get" className={className}>
      <ProductFilter value={product} />
      {children}
      <Button type="submit">Filter</Button>
    </Form>
  );
}

/**
 * A console page's list of items: the last action's answer (or the filters' problem), the items
 * (or why there are none) and the links to the other pages.
 */
export function ItemList({
  kind,
  outcome,
  problem,
  paging: { typed, page, more },
  count,
  children,
}: {
  kind: ItemKind;
  outcome: ItemOutcome;
  problem: string;
  paging: { typed: Record<string, string>; page: number; more: boolean };
  count: number;
  children: ReactNode;
}) {
  const items = `${kind}s`;
  return (
    <>
      <Outcome error={problem || (outcome?.id === undefined ? outcome?.error : undefined)} />
      {outcome?.ok ? <Outcome done={outcome.done} /> : null}
      {count === 0 && !problem ? (
        <EmptyNote>
          {page > 1 ? `No ${items} on this page.` : `No ${items} match these filters.`}
        </EmptyNote>
      ) : null}
      <ol className="mt-8 flex flex-col gap-4" aria-label={capitalized(items)}>
        {children}
      </ol>
      <PageLinks
        typed={typed}
        page={page}
        more={more}
        label={`${capitalized(kind)} pages`}
        newer={`Newer ${items}`}
        older={`Older ${items}`}
      />
    </>
  );
}

/**
 * One item of a console list: its author as heading, `header` beside it, the item's text (with
 * its disease-claim flag), then the rest (`children`).
 */
export function ItemCard({
  kind,
  id,
  name,
  text,
  claims,
  header,
  children,
}: {
  kind: ItemKind;
  id: number;
  name: string;
  text: string;
  claims: readonly string[];
  header: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${kind}-${id}-heading`;
  return (
    <li
      {...{ [`data-${kind}-id`]: id }}
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <article aria-labelledby={headingId}>
        <header className="flex flex-wrap items-center gap-3">
          <h2 id={headingId} className="font-sans text-lg font-semibold">
            {name}
          </h2>
          {header}
        </header>
        <p className="mt-2 break-words whitespace-pre-line">{text}</p>
        <ClaimFlag words={claims} what={kind} />
        {children}
      </article>
    </li>
  );
}

/** An item's number, time and product (a link while the product is on sale), then `children`. */
export function ItemFacts({
  kind,
  id,
  createdAt,
  reviewKey,
  children,
}: {
  kind: ItemKind;
  id: number;
  createdAt: string;
  reviewKey: string;
  children?: ReactNode;
}) {
  const product = productsWithReviewKey(reviewKey)[0];
  // Each part its own box, so the product link never wraps across the others.
  return (
    <span className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-soft">
      <span>{`${capitalized(kind)} ${id}`}</span>
      <LocalTime iso={createdAt} />
      {product ? (
        <Link to={productPath(product)} className="text-leaf underline">
          {product.name}
        </Link>
      ) : (
        <span>{reviewKey}</span>
      )}
      {children}
    </span>
  );
}

/** The store's public reply ("reply") or answer ("answer") under an item, with its claim flag. */
export function StoreReply({
  intent,
  text,
  at,
  claims,
}: {
  intent: string;
  text: string;
  at: string | null;
  claims: readonly string[];
}) {
  return (
    <div className="mt-3 rounded-xl border-l-4 border-leaf bg-mist px-4 py-3 text-sm">
      <p className="font-semibold">
        {capitalized(intent)} from {site.brandName}
        {at ? (
          <>
            {" "}
            · <LocalTime iso={at} />
          </>
        ) : null}
      </p>
      <p className="mt-1 break-words whitespace-pre-line">{text}</p>
      <ClaimFlag words={claims} what={intent} />
    </div>
  );
}

/**
 * The box that posts the store's public reply (`intent` "reply" or "answer") to an item: it opens
 * on demand and stays open to show a refused reply, with what was typed and the claim warning.
 */
export function ReplyBox({
  intent,
  id,
  current,
  claims,
  failed,
  required,
  className,
}: {
  intent: string;
  id: number;
  /** The reply the store shows now, or null. */
  current: string | null;
  /** The item's own disease-claim words. */
  claims: readonly string[];
  failed: ItemOutcome;
  required?: boolean;
  className: string;
}) {
  const refused = failed?.intent === intent ? failed : undefined;
  const warnAbout = [...new Set([...claims, ...(refused?.claims ?? [])])];
  return (
    <details className={className} open={refused !== undefined}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-line bg-surface px-4 text-sm font-semibold hover:bg-mist">
        {current === null ? capitalized(intent) : `Edit ${intent}`}
      </summary>
      <Form method="post" className="mt-3 flex flex-col gap-2">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        <TextAreaField
          id={`${intent}-${id}`}
          name="text"
          label={`Public ${intent} from ${site.brandName}`}
          rows={3}
          required={required}
          maxLength={replyMaxLength}
          defaultValue={refused ? refused.text : (current ?? "")}
          error={refused?.error}
        />
        <ClaimWarning words={warnAbout} id={`claim-checked-${id}`} />
        <div>
          <Button type="submit" size="compact">
            {current === null ? `Post ${intent}` : `Update ${intent}`}
          </Button>
        </div>
      </Form>
    </details>
  );
}

/**
 * An item's buttons: remove the store's reply (while there is one), show a hidden item again or
 * `hide` it, then `children`.
 */
export function ItemButtons({
  intent,
  id,
  replied,
  hidden,
  hide,
  children,
}: {
  intent: string;
  id: number;
  replied: boolean;
  hidden: boolean;
  hide: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mt-3 flex flex-wrap items-start gap-3">
      {replied ? (
        <IntentButton intent={`remove-${intent}`} id={id} variant="ghost">
          {`Remove ${intent}`}
        </IntentButton>
      ) : null}
      {hidden ? (
        <IntentButton intent="unhide" id={id}>
          Show again
        </IntentButton>
      ) : (
        hide
      )}
      {children}
    </div>
  );
}
