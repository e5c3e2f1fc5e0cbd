import { Fragment, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { productPath } from "~/catalogue/product";
import { productsWithReviewKey } from "~/catalogue/lookup";
import { site } from "~/config/site";
import { Button } from "~/ui/button";
import { TextAreaField } from "~/ui/field";
import { ClaimFlag, ClaimWarning } from "./claim-parts";
import { PageLinks } from "./console-paging";
import { ProductFilter } from "./console-filters";
import {
  ConsoleHeading,
  EmptyNote,
  IntentButton,
  Outcome,
  type ItemOutcome,
} from "./console-parts";
import { LocalTime } from "./local-time";
import { replyMaxLength } from "./owner-types";

/** The kinds of item a console page lists with a public reply: reviews and questions. */
type ItemKind = "review" | "question";

const capitalized = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)}`;

/** The action's answer when it refused this item, else undefined. */
function failedFor(outcome: ItemOutcome, id: number): ItemOutcome {
  return outcome && !outcome.ok && outcome.id === id ? outcome : undefined;
}

/**
 * A console item list's filters: the product first, the page's own filters, then Filter, in a
 * grid whose wide-screen `columns` (a `lg:grid-cols-…` class) fit them.
 */
export function ItemFilters({
  product,
  columns,
  children,
}: {
  product: string;
  columns: string;
  children: ReactNode;
}) {
  return (
    <Form method="get" className={`mt-6 grid gap-3 sm:grid-cols-2 ${columns} lg:items-end`}>
      <ProductFilter value={product} />
      {children}
      <Button type="submit">Filter</Button>
    </Form>
  );
}

/** One page of a console item list, as the route's loader read it. */
interface ListPage<Item> {
  typed: Record<string, string>;
  page: number;
  rows: Item[];
  more: boolean;
  problem: string;
}

/**
 * A console page of items (reviews, questions): its heading (`children` say what it is for),
 * `notice` and `filters`, the last action's answer (or the filters' problem), the items (or why
 * there are none) and the links to the other pages.
 */
export function ItemPage<Item extends { id: number }>({
  kind,
  loaderData: { typed, page, rows, more, problem },
  actionData,
  notice,
  filters,
  item,
  children,
}: {
  kind: ItemKind;
  loaderData: ListPage<Item>;
  actionData?: unknown;
  notice?: ReactNode;
  filters: ReactNode;
  /** One item, with the action's answer when it refused this item. */
  item: (item: Item, failed: ItemOutcome) => ReactNode;
  children: ReactNode;
}) {
  const outcome = actionData as ItemOutcome;
  const items = `${kind}s`;
  return (
    <div>
      <ConsoleHeading title={capitalized(items)}>{children}</ConsoleHeading>
      {notice}
      {filters}
      <Outcome error={problem || (outcome?.id === undefined ? outcome?.error : undefined)} />
      {outcome?.ok ? <Outcome done={outcome.done} /> : null}
      {rows.length === 0 && !problem ? (
        <EmptyNote>
          {page > 1 ? `No ${items} on this page.` : `No ${items} match these filters.`}
        </EmptyNote>
      ) : null}
      <ol className="mt-8 flex flex-col gap-4" aria-label={capitalized(items)}>
        {rows.map((row) => (
          <Fragment key={row.id}>{item(row, failedFor(outcome, row.id))}</Fragment>
        ))}
      </ol>
      <PageLinks
        typed={typed}
        page={page}
        more={more}
        label={`${capitalized(kind)} pages`}
        newer={`Newer ${items}`}
        older={`Older ${items}`}
      />
    </div>
  );
}

/** What every console item has: its number, author, time and product, and whether it is hidden. */
interface ListedItem {
  id: number;
  name: string;
  createdAt: string;
  reviewKey: string;
  hidden: boolean;
}

/**
 * How each kind takes the store's public text: its intent, whether its box asks for text (an
 * answer's does), and whether the box stands in a row of its own (a review's reply).
 */
const replies = {
  review: { intent: "reply", required: undefined, rowed: true },
  question: { intent: "answer", required: true, rowed: false },
} as const;

/** The store's reply to an item as it is now: its words, time and disease-claim words. */
interface StoreReplyText {
  text: string;
  at: string | null;
  claims: readonly string[];
}

interface ItemCardProps {
  kind: ItemKind;
  item: ListedItem;
  /** The item's words and their disease-claim words. */
  said: { text: string; claims: readonly string[] };
  /** Beside the heading, before the item's facts; `facts` follow them. */
  tags: ReactNode;
  facts?: ReactNode;
  reply: StoreReplyText | null;
  /** The action's answer when it refused this item. */
  failed: ItemOutcome;
  /** Above the store's reply, and between it and the reply box. */
  before?: ReactNode;
  beforeBox?: ReactNode;
  /** How the item is hidden (a button, a confirmation); `children` are the buttons after it. */
  hide: ReactNode;
  children?: ReactNode;
}

/**
 * One item of a console list: its author as heading, its tags and facts, the item's words (with
 * their disease-claim flag), the store's public reply and its box, then the item's buttons.
 */
export function ItemCard(props: ItemCardProps) {
  const { kind, item, said, tags, facts, reply, failed, hide, children } = props;
  const { intent, required, rowed } = replies[kind];
  const headingId = `${kind}-${item.id}-heading`;
  // Keyed by the reply's time where it has its own row: once a reply is posted the box closes.
  const box = (className: string) => (
    <ReplyBox
      key={rowed ? (reply?.at ?? "no reply") : undefined}
      intent={intent}
      id={item.id}
      current={reply?.text ?? null}
      claims={said.claims}
      failed={failed}
      required={required}
      className={className}
    />
  );
  return (
    <li
      {...{ [`data-${kind}-id`]: item.id }}
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <article aria-labelledby={headingId}>
        <header className="flex flex-wrap items-center gap-3">
          <h2 id={headingId} className="font-sans text-lg font-semibold">
            {item.name}
          </h2>
          {tags}
          <ItemFacts kind={kind} item={item}>
            {facts}
          </ItemFacts>
        </header>
        <p className="mt-2 break-words whitespace-pre-line">{said.text}</p>
        <ClaimFlag words={said.claims} what={kind} />
        {props.before}
        {reply ? <StoreReply intent={intent} {...reply} /> : null}
        {props.beforeBox}
        {rowed ? (
          <div className="mt-4 flex flex-wrap items-start gap-3">{box("group basis-full")}</div>
        ) : (
          box("mt-4")
        )}
        <ItemButtons
          intent={intent}
          id={item.id}
          replied={reply !== null}
          hidden={item.hidden}
          hide={hide}
        >
          {children}
        </ItemButtons>
      </article>
    </li>
  );
}

/** An item's number, time and product (a link while the product is on sale), then `children`. */
function ItemFacts({
  kind,
  item: { id, createdAt, reviewKey },
  children,
}: {
  kind: ItemKind;
  item: ListedItem;
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
function StoreReply({
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
function ReplyBox({
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
function ItemButtons({
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
