import { headingTag, parseArticleBody } from "~/content/article-body";

/** Renders the article body format as elements; text is never injected as HTML. */
export function ArticleBody({ body }: { body: string }) {
  const blocks = parseArticleBody(body);
  const levels = blocks.flatMap((block) => (block.type === "heading" ? [block.level] : []));
  const topLevel = levels.length ? Math.min(...levels) : 1;
  return (
    <div className="space-y-4 text-lg leading-relaxed text-ink-soft">
      {blocks.map((block, index) => {
        switch (block.type) {
          case "heading": {
            const Heading = headingTag(block.level, topLevel);
            return (
              <Heading
                key={index}
                className={
                  Heading === "h2"
                    ? "pt-4 text-2xl font-semibold text-ink"
                    : "pt-2 font-sans text-xl font-semibold text-ink"
                }
              >
                {block.text}
              </Heading>
            );
          }
          case "bold":
            return (
              <p key={index} className="font-semibold text-ink">
                {block.text}
              </p>
            );
          case "list":
            return (
              <ul key={index} className="list-disc space-y-2 pl-6 marker:text-leaf">
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{item}</li>
                ))}
              </ul>
            );
          case "break":
            return null;
          case "paragraph":
            return <p key={index}>{block.text}</p>;
        }
      })}
    </div>
  );
}
