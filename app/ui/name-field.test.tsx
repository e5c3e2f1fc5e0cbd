// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NameField } from "./name-field";

afterEach(cleanup);

describe("the name field", () => {
  it("is a required given-name input posted as `name`, within its limit", () => {
    render(<NameField id="review-name" maxLength={60} value="Ana" onChange={() => undefined} />);
    const input = screen.getByRole("textbox", { name: "Name" });
    expect(input.id).toBe("review-name");
    expect(input.getAttribute("name")).toBe("name");
    expect(input.getAttribute("autocomplete")).toBe("given-name");
    expect(input.hasAttribute("required")).toBe(true);
    expect(input.getAttribute("maxlength")).toBe("60");
    expect((input as HTMLInputElement).value).toBe("Ana");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
  });

  it("hands on what is typed and links its error to the input", () => {
    const onChange = vi.fn();
    render(
      <NameField
        id="question-name"
        maxLength={60}
        value=""
        onChange={onChange}
        error="Please enter your name."
      />,
    );
    const input = screen.getByRole("textbox", { name: "Name" });
    fireEvent.change(input, { target: { value: "Bo" } });
    expect(onChange).toHaveBeenCalledWith("Bo");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("question-name-error");
    expect(document.getElementById("question-name-error")?.textContent).toBe(
      "Please enter your name.",
    );
  });
});
