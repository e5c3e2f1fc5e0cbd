import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const control =
  "w-full rounded-xl border bg-surface px-4 py-3 text-base text-ink shadow-sm placeholder:text-ink-soft/80 aria-[invalid=true]:border-danger";

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  optional?: boolean;
  /** Marks the label with the required star (the control itself carries `required`). */
  required?: boolean;
  className?: string;
}

function FieldShell({
  id,
  label,
  error,
  optional,
  required,
  className,
  children,
}: FieldProps & { children: React.ReactNode }) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger">
            {" *"}
          </span>
        ) : null}
        {optional ? <span className="font-normal text-ink-soft"> (optional)</span> : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({
  id,
  label,
  error,
  optional,
  className,
  ...input
}: FieldProps & ComponentProps<"input">) {
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      optional={optional}
      required={input.required}
      className={className}
    >
      <input
        id={id}
        type="text"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(control, "min-h-12 border-line")}
        {...input}
      />
    </FieldShell>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  optional,
  className,
  ...textarea
}: FieldProps & ComponentProps<"textarea">) {
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      optional={optional}
      required={textarea.required}
      className={className}
    >
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(control, "border-line")}
        {...textarea}
      />
    </FieldShell>
  );
}
