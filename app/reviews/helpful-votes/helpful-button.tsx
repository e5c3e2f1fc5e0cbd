import { useState, type FormEvent } from "react";

const alreadyCountedMessage = "Your vote was already counted.";

/**
 * "Helpful (N)": a form posting the vote, so it works without JavaScript (the server sends the
 * browser back to the review); with JavaScript the vote is sent in the background and the count
 * follows. One vote per reader per review: the server counts a repeat as nothing and says so,
 * and remembers the vote, so a reloaded page shows it as given (`votedBefore`).
 */
export function HelpfulButton({
  reviewId,
  helpful,
  back,
  votedBefore = false,
}: {
  reviewId: number;
  helpful: number;
  /** The product page the browser returns to after a vote without JavaScript. */
  back: string;
  /** The store remembers this visitor's vote on the review (asked once the page is interactive). */
  votedBefore?: boolean;
}) {
  const [voted, setVoted] = useState<{ helpful: number; counted: boolean } | undefined>();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string>();
  const count = Math.max(helpful, voted?.helpful ?? 0);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setProblem(undefined);
    try {
      const response = await fetch(`/api/reviews/${reviewId}/helpful`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: "{}",
      });
      const answer = (await response.json()) as {
        helpful?: number;
        counted?: boolean;
        error?: string;
      };
      if (response.ok && typeof answer.helpful === "number") {
        setVoted({ helpful: answer.helpful, counted: answer.counted === true });
      } else setProblem(answer.error ?? "Your vote could not be counted. Please try again.");
    } catch {
      setProblem("Your vote could not be counted. Please try again.");
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      method="post"
      action={`/api/reviews/${reviewId}/helpful`}
      onSubmit={onSubmit}
      className="mt-3 flex flex-wrap items-center gap-2"
    >
      <input type="hidden" name="back" value={back} />
      <button
        type="submit"
        aria-pressed={voted || votedBefore ? "true" : "false"}
        aria-label={`Helpful (${count}): mark this review as helpful`}
        className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-4 text-sm font-medium hover:border-leaf aria-pressed:border-leaf aria-pressed:bg-mist"
      >
        Helpful ({count})
      </button>
      <span role="status" className="text-sm text-ink-soft">
        {voted ? (voted.counted ? "Thanks for your vote." : alreadyCountedMessage) : null}
      </span>
      {problem ? (
        <span role="alert" className="text-sm font-medium text-danger">
          {problem}
        </span>
      ) : null}
    </form>
  );
}
