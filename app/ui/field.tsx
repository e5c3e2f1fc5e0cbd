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

function FieldShell({ field, children }: { field: FieldProps; children: React.ReactNode }) {
  const { id, label, error, optional, required, className } = field;
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

/** A control's link to the field's error message, while there is one. */
function errorLink(id: string, error: string | undefined) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  };
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
    <FieldShell field={{ id, label, error, optional, className, required: input.required }}>
      <input
        id={id}
        type="text"
        {...errorLink(id, error)}
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
    <FieldShell field={{ id, label, error, optional, className, required: textarea.required }}>
      <textarea
        id={id}
        {...errorLink(id, error)}
        className={cn(control, "border-line")}
        {...textarea}
      />
    </FieldShell>
  );
}
