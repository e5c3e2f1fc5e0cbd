import { Clock } from "lucide-react";
import type { Article } from "~/content/article";

const looks = {
  page: {
    line: "mt-6 flex items-center gap-4 text-sm font-semibold tracking-wide text-leaf uppercase",
    clock: "size-4",
  },
  card: {
    line: "flex items-center gap-3 text-xs font-semibold tracking-wide text-leaf uppercase",
    clock: "size-3.5",
  },
};

/** An article's category and reading time, on its page or on its card in a list. */
export function ArticleFacts({
  article,
  look,
}: {
  article: Pick<Article, "category" | "readTime">;
  look: keyof typeof looks;
}) {
  return (
    <p className={looks[look].line}>
      <span>{article.category}</span>
      <span className="inline-flex items-center gap-1 text-ink-soft normal-case">
        <Clock aria-hidden="true" className={looks[look].clock} />
        {article.readTime}
      </span>
    </p>
  );
}
