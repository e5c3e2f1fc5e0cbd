export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first message for each field, from a schema's issues. */
export function fieldErrors<Field extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form") as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}
