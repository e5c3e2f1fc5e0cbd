import type { Route } from "./+types/owner.questions";
import { IntentButton, Outcome, StatusTag, type ItemOutcome } from "~/owner/console-parts";
import { ItemCard, ItemFilters, ItemPage } from "~/owner/console-items";
import { listPage } from "~/owner/console-paging";
import { SelectFilter } from "~/owner/console-filters";
import { requireOwner } from "~/owner/console-session.server";
import { consoleListPage, runAsOwner } from "~/owner/console-operations.server";
import { consoleItemAction } from "~/owner/console-item-action.server";
import { ownerHeaders, ownerMeta } from "~/owner/owner-headers";
import type { OwnerQuestion } from "~/owner/owner-types";

export const headers = ownerHeaders;

export const meta = ownerMeta("Questions");

/** Questions on one page of the list, newest first. */
export const questionsPerPage = 25;

const statuses = { waiting: "Waiting for an answer", answered: "Answered", hidden: "Hidden" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireOwner(request, context);
  const params = new URL(request.url).searchParams;
  const typed = { product: params.get("product") ?? "", status: params.get("status") ?? "" };
  return consoleListPage(
    (limit, offset) =>
      runAsOwner(owner, "list-questions", {
        product: typed.product || undefined,
        status: typed.status in statuses ? typed.status : undefined,
        limit,
        offset,
      }),
    { typed, page: listPage(params), perPage: questionsPerPage },
  );
}

const doneText: Record<string, string> = {
  answer: "has the store's answer.",
  "remove-answer": "has no answer now: it waits again.",
  hide: "is hidden from the store.",
  unhide: "is shown on the store again (once answered).",
};

export async function action(args: Route.ActionArgs) {
  return consoleItemAction(args, doneText, {
    replyIntent: "answer",
    itemText: async (owner, id) => (await runAsOwner(owner, "show-question", { id })).questionText,
    change: (owner, { intent, id, text }) =>
      intent === "answer" || intent === "remove-answer"
        ? runAsOwner(owner, "answer-question", { id, text: intent === "answer" ? text : null })
        : runAsOwner(owner, `${intent as "hide" | "unhide"}-question`, { id }),
    named: "The question from",
  });
}

/** Where a question stands: hidden, waiting for its answer, or answered. */
function questionStatus(question: OwnerQuestion): string {
  if (question.hidden) return statuses.hidden;
  return question.answerText === null ? statuses.waiting : statuses.answered;
}

/** One question of the list: its tags and text, the store's answer and the owner's buttons. */
function QuestionItem({ question, failed }: { question: OwnerQuestion; failed: ItemOutcome }) {
  const answer =
    question.answerText === null
      ? null
      : { text: question.answerText, at: question.answeredAt, claims: question.claims.answer };
  return (
    <ItemCard
      kind="question"
      item={question}
      said={{ text: question.questionText, claims: question.claims.question }}
      tags={
        <>
          <StatusTag strong={answer !== null && !question.hidden}>
            {questionStatus(question)}
          </StatusTag>
          {question.claims.question.length || question.claims.answer.length ? (
            <StatusTag>Disease claim?</StatusTag>
          ) : null}
        </>
      }
      facts={
        <>
          {question.email ? <span>Asker waits for an email</span> : null}
          {question.askerTold ? <span>Asker emailed</span> : null}
        </>
      }
      reply={answer}
      failed={failed}
      // A refused answer shows its error in its box; other refusals above it.
      beforeBox={failed && failed.intent !== "answer" ? <Outcome error={failed.error} /> : null}
      hide={
        <IntentButton intent="hide" id={question.id} variant="ghost">
          Hide
        </IntentButton>
      }
    />
  );
}

/** The list's filters: product and status, kept as typed. */
function QuestionFilters({ typed }: { typed: { product: string; status: string } }) {
  return (
    <ItemFilters product={typed.product} columns="lg:grid-cols-[2fr_1fr_auto]">
      <SelectFilter name="status" label="Status" value={typed.status}>
        <option value="">All</option>
        {Object.entries(statuses).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectFilter>
    </ItemFilters>
  );
}

export default function OwnerQuestions(props: Route.ComponentProps) {
  return (
    <ItemPage
      {...props}
      kind="question"
      filters={<QuestionFilters typed={props.loaderData.typed} />}
      item={(question, failed) => <QuestionItem question={question} failed={failed} />}
    >
      Shoppers&rsquo; questions about products, newest first, {questionsPerPage} to a page. A
      question appears on its product&rsquo;s page once answered; its asker, if they left an email,
      is told once.
    </ItemPage>
  );
}
