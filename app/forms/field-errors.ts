import type * as z from "zod/mini";

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first message for each field, from a schema's issues. */
function fieldErrors<Field extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form") as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A form's values as its schema checked them: the values to store, or each field's first message. */
export type CheckedForm<Value, Field extends string = Extract<keyof Value, string>> =
  { ok: true; value: Value } | { ok: false; errors: FieldErrors<Field> };

/** Checks a form's values with its schema (the same in the browser and on the server). */
export function checkForm<Value, Field extends string = Extract<keyof Value, string>>(
  schema: z.ZodMiniType<Value>,
  input: unknown,
): CheckedForm<Value, Field> {
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, errors: fieldErrors(result.error.issues) };
}
