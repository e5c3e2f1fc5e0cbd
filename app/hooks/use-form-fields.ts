import { useState } from "react";
import type { FieldErrors } from "~/forms/field-errors";

/** The keys of a form's values that hold text. */
type TextKey<Values> = {
  [Key in keyof Values]: Values[Key] extends string ? Key : never;
}[keyof Values] &
  string;

/**
 * A shopper's form as typed: its values and each field's error. Changing a field clears its
 * error; `clear` starts the form afresh (after a post that was stored).
 */
export function useFormFields<Values extends object, Field extends string>(
  initialValues: () => Values,
  initialErrors: () => FieldErrors<Field>,
) {
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Field>>(initialErrors);
  const set = <Key extends keyof Values & Field>(field: Key, value: Values[Key]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const clear = (empty: Values) => {
    setValues(empty);
    setErrors({});
  };
  /** One text field's value, change and error. */
  const bind = <Key extends TextKey<Values> & Field>(field: Key) => ({
    value: values[field] as string,
    onChange: (value: string) => set(field, value as Values[Key]),
    error: errors[field],
  });
  return { values, errors, set, setErrors, clear, bind };
}
