import type { ReactNode } from "react";
import { TextAreaField } from "~/ui/field";
import { NameField } from "~/ui/name-field";

/** One text field as its form holds it: what is typed, how it changes, and its error. */
interface BoundText {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * The two fields of every shopper's post the shop shows (a review, a question): their name, then
 * their words, required and within `limits` (`words`: the text's field, label and rows). The ids
 * start with `form` (`review-name`, `review-text`); `children` stand between the two fields.
 */
export function PostFields<Words extends string>({
  form,
  words,
  limits,
  bind,
  children,
}: {
  form: string;
  words: { name: Words; label: string; rows: number };
  limits: { name: number } & Record<Words, number>;
  bind: (field: "name" | Words) => BoundText;
  children?: ReactNode;
}) {
  const text = bind(words.name);
  return (
    <>
      <NameField id={`${form}-name`} maxLength={limits.name} {...bind("name")} />
      {children}
      <TextAreaField
        id={`${form}-text`}
        name={words.name}
        label={words.label}
        rows={words.rows}
        required
        maxLength={limits[words.name]}
        value={text.value}
        onChange={(event) => text.onChange(event.target.value)}
        error={text.error}
      />
    </>
  );
}
