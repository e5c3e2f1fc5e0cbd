import type { ReactNode } from "react";
import { data, Form } from "react-router";
import type { Route } from "./+types/owner.privacy";
import { ConfirmAction, ConsoleHeading, EmptyNote, Outcome } from "~/owner/console-parts";
import { ConsoleSection } from "~/owner/console-table";
import { LocalTime } from "~/owner/local-time";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/field";
import { requireOwner, requireOwnerWrite } from "~/owner/console-session.server";
import { badForm, formField, ownerErrorText, runAsOwner } from "~/owner/console-operations.server";
import { ownerHeaders, ownerMeta, ownerResponseHeaders } from "~/owner/owner-headers";
import { counted, erasureSentence } from "~/owner/erasure-words";
import { OwnerError, type PersonalData, type PersonalDataErased } from "~/owner/owner-types";

export const headers = ownerHeaders;

export const meta = ownerMeta("Privacy requests");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOwner(request, context);
  return null;
}

type Answer =
  | { intent: "find"; email: string; found: PersonalData }
  | { intent: "erase"; email: string; erased: PersonalDataErased }
  | { intent: string; email: string; error: string };

/**
 * The email travels in POST bodies only, never in an address (addresses end up in logs and
 * browser history).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { owner, body } = await requireOwnerWrite(request, context);
  const intent = formField(body, "intent");
  const email = formField(body, "email").slice(0, 320);
  try {
    if (intent === "find") {
      return { intent, email, found: await runAsOwner(owner, "find-personal-data", { email }) };
    }
    if (intent === "erase") {
      return { intent, email, erased: await runAsOwner(owner, "erase-personal-data", { email }) };
    }
    return badForm();
  } catch (error) {
    if (!(error instanceof OwnerError)) throw error;
    return data({ intent, email, error: ownerErrorText(error) } satisfies Answer, {
      status: 422,
      headers: ownerResponseHeaders,
    });
  }
}

/** How many records the store holds about the email, of every kind. */
function recordCount(found: PersonalData): number {
  return (
    found.messages.length +
    found.subscribers.length +
    found.backInStock.length +
    found.deliveries.length +
    found.orders.length +
    found.reviews.length +
    found.questions.length
  );
}

/** One kind of record: a heading with how many there are, then the list of them. */
function RecordGroup({
  title,
  count,
  listClassName = "mt-2 list-disc pl-6",
  children,
}: {
  title: string;
  count: number;
  listClassName?: string;
  children: ReactNode;
}) {
  return (
    <>
      <h3 className="mt-6 text-lg font-semibold">
        {title} ({count})
      </h3>
      <ul className={listClassName}>{children}</ul>
    </>
  );
}

/** A Shopify order under the email: its products, when it went out and its review links. */
function OrderRecord({ order }: { order: PersonalData["orders"][number] }) {
  return (
    <li>
      Shopify order {order.shopifyOrderId}
      {order.firstName ? ` for ${order.firstName}` : ""}:{" "}
      {order.reviewKeys.join(", ") || "no products of ours"}
      {order.fulfilledAt ? (
        <>
          , fulfilled <LocalTime iso={order.fulfilledAt} />
        </>
      ) : null}
      {order.requests.length
        ? `; ${counted(order.requests.length, "review link", "review links")}, ${order.requests.filter((request) => request.usedAt).length} used`
        : ""}
    </li>
  );
}

/** The contact messages, newsletter sign-ups, back-in-stock requests and orders under the email. */
function ShopperRecords({ found }: { found: PersonalData }) {
  return (
    <>
      <RecordGroup
        title="Contact messages"
        count={found.messages.length}
        listClassName="mt-2 flex flex-col gap-2"
      >
        {found.messages.map((message) => (
          <li key={message.id} className="rounded-xl border border-line bg-surface p-4">
            <p className="text-sm text-ink-soft">
              Message {message.id} · <LocalTime iso={message.createdAt} /> · from {message.name}
              {message.phone ? ` · phone ${message.phone}` : ""}
            </p>
            <p className="mt-1 break-words whitespace-pre-line">{message.message}</p>
          </li>
        ))}
      </RecordGroup>
      <RecordGroup title="Newsletter sign-ups" count={found.subscribers.length}>
        {found.subscribers.map((subscriber) => (
          <li key={subscriber.id}>
            Sign-up {subscriber.id} ({subscriber.source}), <LocalTime iso={subscriber.createdAt} />
          </li>
        ))}
      </RecordGroup>
      <RecordGroup title="Back-in-stock requests" count={found.backInStock.length}>
        {found.backInStock.map((request) => (
          <li key={request.id}>
            {request.productName}, <LocalTime iso={request.createdAt} />
          </li>
        ))}
      </RecordGroup>
      <RecordGroup title="Orders" count={found.orders.length}>
        {found.orders.map((order) => (
          <OrderRecord key={order.id} order={order} />
        ))}
      </RecordGroup>
    </>
  );
}

/** The reviews and questions posted under the email, its review-request choice, its deliveries. */
function PostedRecords({ found }: { found: PersonalData }) {
  return (
    <>
      <RecordGroup title="Reviews posted through review links" count={found.reviews.length}>
        {found.reviews.map((review) => (
          <li key={review.id}>
            Review {review.id} of {review.reviewKey} by {review.name}, {review.rating} stars
          </li>
        ))}
      </RecordGroup>
      <RecordGroup title="Questions about products" count={found.questions.length}>
        {found.questions.map((question) => (
          <li key={question.id}>
            Question {question.id} about {question.reviewKey} from {question.name},{" "}
            <LocalTime iso={question.createdAt} />: {question.questionText}
          </li>
        ))}
      </RecordGroup>
      {found.optedOutOfReviewRequests ? (
        <p className="mt-4 text-sm text-ink-soft">
          This address asked for no more review requests (kept as a digest, so the choice is
          honoured after an erasure too).
        </p>
      ) : null}
      <RecordGroup title="Deliveries about them" count={found.deliveries.length}>
        {found.deliveries.map((delivery) => (
          <li key={delivery.id}>
            Delivery {delivery.id}: {delivery.kind}, {delivery.status}
          </li>
        ))}
      </RecordGroup>
    </>
  );
}

/** Export the records as JSON, or erase them all (after a confirmation). */
function RecordActions({ email }: { email: string }) {
  return (
    <div className="mt-8 flex flex-wrap items-start gap-3">
      <Form method="post" action="/owner/privacy/export" reloadDocument>
        <input type="hidden" name="email" value={email} />
        <Button type="submit" variant="outline">
          Export as JSON
        </Button>
      </Form>
      <ConfirmAction
        intent="erase"
        fields={{ email }}
        label="Erase all"
        question={`Erase every record about ${email}? This cannot be undone; the audit log keeps only the counts.`}
        confirmLabel="Yes, erase everything"
      />
    </div>
  );
}

/** Every record the store holds about the email, with the export and erase actions. */
function Records({ found }: { found: PersonalData }) {
  return (
    <ConsoleSection id="records" title={`Records about ${found.email}`} className="mt-8">
      {recordCount(found) === 0 ? (
        <EmptyNote inSection>The store holds no records about this email.</EmptyNote>
      ) : (
        <>
          <ShopperRecords found={found} />
          <PostedRecords found={found} />
          <RecordActions email={found.email} />
        </>
      )}
    </ConsoleSection>
  );
}

export default function OwnerPrivacy({ actionData }: Route.ComponentProps) {
  const answer = actionData as Answer | undefined;
  const error = answer && "error" in answer ? answer.error : undefined;
  return (
    <div>
      <ConsoleHeading title="Privacy requests">
        When someone asks what the store holds about them, or to be forgotten: find every record
        under their email, send them the export, erase on request.
      </ConsoleHeading>
      <Form method="post" className="mt-6 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="find" />
        <TextField
          id="privacy-email"
          name="email"
          type="email"
          label="Their email"
          required
          maxLength={320}
          defaultValue={answer?.email ?? ""}
          error={error}
          className="min-w-0 flex-1 basis-64"
        />
        <Button type="submit">Find records</Button>
      </Form>
      {answer && "found" in answer ? <Records found={answer.found} /> : null}
      {answer && "erased" in answer ? (
        <Outcome done={erasureSentence(answer.erased, answer.email)} />
      ) : null}
    </div>
  );
}
