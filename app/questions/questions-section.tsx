import { useState } from "react";
import { useRevalidator } from "react-router";
import { useLiveTopic } from "~/live/use-live-topic";
import { LocalDate } from "~/ui/local-date";
import { site } from "~/config/site";
import type { AskedQuestion } from "./question-fields";
import { QuestionForm } from "./question-form";
import {
  askParameter,
  questionAnchor,
  questionStreamPath,
  type PublicQuestion,
} from "./question-types";

const noQuestionsMessage = "No questions answered yet. Ask the first one.";
const waitingMessage = "Waiting for an answer";

function AnsweredQuestion({ question }: { question: PublicQuestion }) {
  const headingId = `${questionAnchor(question.id)}-heading`;
  return (
    <li
      id={questionAnchor(question.id)}
      data-question-id={question.id}
      className="scroll-mt-4 border-b border-line py-6 last:border-b-0"
    >
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="font-sans text-lg font-semibold break-words">
          <span className="sr-only">Question: </span>
          {question.questionText}
        </h3>
        <p className="mt-1 text-sm text-ink-soft">
          Asked by {question.name} · <LocalDate iso={question.createdAt} />
        </p>
        <div className="mt-3 rounded-xl border-l-4 border-leaf bg-mist px-4 py-3">
          <p className="text-sm font-semibold">
            Answer from {site.brandName} · <LocalDate iso={question.answeredAt} />
          </p>
          <p className="mt-1 break-words whitespace-pre-line">{question.answerText}</p>
        </div>
      </article>
    </li>
  );
}

/**
 * The answered questions, kept current by the live channel: a question answered (or its answer
 * changed, or shown again) arrives, one hidden or whose answer was removed leaves. After a dropped
 * stream the page's data is read again (removals sent meanwhile carry no id to catch up by).
 */
function useLiveQuestions(
  reviewKey: string,
  rendered: readonly PublicQuestion[],
  newestLiveId: number,
): PublicQuestion[] {
  const [arrived, setArrived] = useState<ReadonlyMap<number, PublicQuestion>>(new Map());
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const revalidator = useRevalidator();
  useLiveTopic(
    questionStreamPath(reviewKey),
    newestLiveId,
    {
      question: (data) => {
        const question = data as PublicQuestion;
        setArrived((current) => new Map(current).set(question.id, question));
        setRemoved((current) => withoutId(current, question.id));
      },
      removed: (data) => {
        const { id } = data as { id: number };
        setRemoved((current) => new Set(current).add(id));
        setArrived((current) => {
          const next = new Map(current);
          next.delete(id);
          return next;
        });
      },
    },
    () => void revalidator.revalidate(),
  );
  const byId = new Map(rendered.map((question) => [question.id, question]));
  for (const [id, question] of arrived) {
    const known = byId.get(id);
    if (!known || known.answeredAt <= question.answeredAt) byId.set(id, question);
  }
  return [...byId.values()]
    .filter((question) => !removed.has(question.id))
    .sort((a, b) => b.answeredAt.localeCompare(a.answeredAt) || b.id - a.id);
}

function withoutId(ids: ReadonlySet<number>, id: number): ReadonlySet<number> {
  if (!ids.has(id)) return ids;
  const next = new Set(ids);
  next.delete(id);
  return next;
}

/** The asker's own questions on this page, each waiting for the store's answer. */
function WaitingQuestions({ asked }: { asked: readonly AskedQuestion[] }) {
  if (!asked.length) return null;
  return (
    <ul aria-label="Your questions" className="mt-6 flex flex-col gap-3">
      {asked.map((question) => (
        <li
          key={question.id}
          data-asked-question={question.id}
          className="rounded-2xl border border-dashed border-line bg-surface px-4 py-3"
        >
          <p className="font-medium break-words">{question.questionText}</p>
          <p className="mt-1 text-sm text-ink-soft">
            <strong className="font-semibold text-ink">{waitingMessage}.</strong>{" "}
            {question.emailed
              ? "We will email you once when it is answered."
              : "It appears here once we answer it."}
          </p>
        </li>
      ))}
    </ul>
  );
}

interface QuestionsSectionProps {
  /** The product page's address (the form posts to it). */
  path: string;
  reviewKey: string;
  /** The answered questions the page was rendered with. */
  questions: readonly PublicQuestion[];
  /** The newest live id when they were read: open pages are sent every change after it. */
  newestLiveId: number;
  /** A question asked by a post without JavaScript, shown as waiting. */
  askedOnPage?: AskedQuestion;
}

/** A product's questions and answers: the answered ones, the asker's own, and the form to ask. */
export function QuestionsSection({
  path,
  reviewKey,
  questions: rendered,
  newestLiveId,
  askedOnPage,
}: QuestionsSectionProps) {
  const [asked, setAsked] = useState<AskedQuestion[]>(() => (askedOnPage ? [askedOnPage] : []));
  const questions = useLiveQuestions(reviewKey, rendered, newestLiveId);
  const waiting = asked.filter((question) => !questions.some((shown) => shown.id === question.id));
  return (
    <section
      id="questions"
      aria-labelledby="questions-heading"
      className="mx-auto max-w-7xl scroll-mt-4 border-t border-line px-4 py-14 sm:px-6"
    >
      <h2 id="questions-heading" className="text-3xl font-semibold sm:text-4xl">
        Questions &amp; Answers
      </h2>
      <div className="mt-10 grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0">
          <WaitingQuestions asked={waiting} />
          {questions.length ? (
            <ol aria-label="Answered questions" className="mt-2">
              {questions.map((question) => (
                <AnsweredQuestion key={question.id} question={question} />
              ))}
            </ol>
          ) : (
            <p className="mt-2 text-ink-soft">{noQuestionsMessage}</p>
          )}
        </div>
        <div className="h-fit rounded-3xl border border-line bg-surface p-6 shadow-sm">
          <QuestionForm
            action={`${path}?${askParameter}`}
            onAsked={(question) =>
              setAsked((current) =>
                current.some((known) => known.id === question.id)
                  ? current
                  : [question, ...current],
              )
            }
          />
        </div>
      </div>
    </section>
  );
}
