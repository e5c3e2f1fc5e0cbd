import { Fragment } from "react";
import type { TextSegment } from "~/search/snippet";

/** Text with the matched words in <mark>; every segment is rendered as text, never as HTML. */
export function HighlightedText({ segments }: { segments: readonly TextSegment[] }) {
  return segments.map((segment, index) =>
    segment.match ? (
      <mark key={index} className="rounded-sm bg-lime-soft font-semibold text-inherit">
        {segment.text}
      </mark>
    ) : (
      <Fragment key={index}>{segment.text}</Fragment>
    ),
  );
}
