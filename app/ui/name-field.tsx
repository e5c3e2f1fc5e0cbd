import { TextField } from "~/ui/field";

/**
 * The shopper's name on a form whose words the shop shows with it (a review, a question): required,
 * offered from the browser's given name, at most `maxLength` characters.
 */
export function NameField({
  id,
  maxLength,
  value,
  onChange,
  error,
}: {
  id: string;
  maxLength: number;
  value: string;
  onChange: (name: string) => void;
  error?: string;
}) {
  return (
    <TextField
      id={id}
      name="name"
      label="Name"
      autoComplete="given-name"
      required
      maxLength={maxLength}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
