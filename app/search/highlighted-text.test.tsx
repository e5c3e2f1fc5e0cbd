import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HighlightedText } from "./highlighted-text";

describe("highlighted text", () => {
  it("wraps matched segments in <mark> and escapes every segment's text", () => {
    const html = renderToStaticMarkup(
      <p>
        <HighlightedText
          segments={[
            { text: '<img src=x onerror="alert(1)"> ' },
            { text: "<b>Zinc</b>", match: true },
            { text: " & more" },
          ]}
        />
      </p>,
    );
    expect(html).toBe(
      '<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt; <mark class="rounded-sm bg-lime-soft font-semibold text-inherit">&lt;b&gt;Zinc&lt;/b&gt;</mark> &amp; more</p>',
    );
  });
});
