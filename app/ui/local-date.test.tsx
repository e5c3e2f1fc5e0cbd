// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HydratedProvider } from "~/hooks/use-hydrated";
import { LocalDate } from "./local-date";

// 23:30 UTC on the 1st: the 2nd already east of Greenwich, the 1st west of it.
const iso = "2026-03-01T23:30:00.000Z";
const Original = Intl.DateTimeFormat;
const inTimeZone = new Original("en-US", { dateStyle: "medium" }).format(new Date(iso));

/** Counts the date formatters the component makes (each still a real one). */
function countFormatters() {
  return vi.spyOn(Intl, "DateTimeFormat").mockImplementation(function (
    ...args: ConstructorParameters<typeof Original>
  ) {
    return new Original(...args);
  } as never);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("LocalDate", () => {
  it("renders the date in UTC, US English, on the server", () => {
    const page = (
      <HydratedProvider>
        <LocalDate iso={iso} />
      </HydratedProvider>
    );
    expect(renderToString(page)).toContain(">Mar 1, 2026</time>");
  });

  it("writes US English in the browser's own time zone without making a formatter", () => {
    vi.stubGlobal("navigator", { ...navigator, language: "en-US" });
    const made = countFormatters();
    const { container } = render(<LocalDate iso={iso} />);
    expect(container.querySelector("time")?.textContent).toBe(inTimeZone);
    expect(container.querySelector("time")?.getAttribute("dateTime")).toBe(iso);
    expect(made).not.toHaveBeenCalled();
  });

  it("writes another language with the browser's own formatter", () => {
    vi.stubGlobal("navigator", { ...navigator, language: "de-DE" });
    const made = countFormatters();
    const { container } = render(<LocalDate iso={iso} />);
    expect(made).toHaveBeenCalledWith(undefined, { dateStyle: "medium" });
    expect(container.querySelector("time")?.textContent).toBe(inTimeZone);
  });
});
