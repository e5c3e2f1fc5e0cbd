// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ErrorBoundary } from "./root";

describe("the root error boundary", () => {
  it('shows "Unexpected Application Error!" when a route throws', () => {
    const props = { error: new Error("boom"), params: {} } as unknown as Parameters<
      typeof ErrorBoundary
    >[0];
    render(<ErrorBoundary {...props} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Unexpected Application Error!",
    );
  });
});
