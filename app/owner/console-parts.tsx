import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/ui/button";
import { cn } from "~/lib/cn";

/** A console page's heading and one line on what it is for. */
export function ConsoleHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header>
      <h1 className="text-3xl font-bold break-words">{title}</h1>
      {children ? <p className="mt-2 max-w-3xl text-ink-soft">{children}</p> : null}
    </header>
  );
}

/** The answer to the last form: an error (announced as an alert) or what was done. */
export function Outcome({ error, done }: { error?: string; done?: string }) {
  if (error) {
    return (
      <p
        role="alert"
        className="mt-6 rounded-xl border border-danger px-4 py-3 font-medium text-danger"
      >
        {error}
      </p>
    );
  }
  if (done) {
    return (
      <p role="status" className="mt-6 rounded-xl bg-lime-soft px-4 py-3 font-medium">
        {done}
      </p>
    );
  }
  return null;
}

/** A form that posts one intent about one record, as a button. */
export function IntentButton({
  intent,
  id,
  children,
  variant = "outline",
  fields,
}: {
  intent: string;
  id?: number;
  children: ReactNode;
  variant?: "primary" | "outline" | "ghost";
  fields?: Record<string, string>;
}) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      {id !== undefined ? <input type="hidden" name="id" value={id} /> : null}
      {Object.entries(fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={variant} size="compact">
        {children}
      </Button>
    </Form>
  );
}

/**
 * A change that cannot be undone, behind a confirmation step that works without JavaScript: the
 * first button opens the question, the second one sends the form.
 */
export function ConfirmAction({
  intent,
  id,
  label,
  question,
  confirmLabel,
  fields,
  className,
}: {
  intent: string;
  id?: number;
  label: string;
  question: ReactNode;
  confirmLabel: string;
  fields?: Record<string, string>;
  className?: string;
}) {
  return (
    <details className={cn("group", className)}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-danger px-4 text-sm font-semibold text-danger hover:bg-mist">
        {label}
      </summary>
      <div className="mt-2 rounded-xl border border-line bg-surface p-3">
        <p className="text-sm">{question}</p>
        <Form method="post" className="mt-2">
          <input type="hidden" name="intent" value={intent} />
          {id !== undefined ? <input type="hidden" name="id" value={id} /> : null}
          {Object.entries(fields ?? {}).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Button type="submit" size="compact" className="bg-danger hover:bg-danger/90">
            {confirmLabel}
          </Button>
        </Form>
      </div>
    </details>
  );
}

/** A status in words with a visible shape, never by colour alone. */
export function StatusTag({ children, strong }: { children: ReactNode; strong?: boolean }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase",
        strong ? "border-leaf bg-lime-soft text-leaf-strong" : "border-line text-ink-soft",
      )}
    >
      {children}
    </span>
  );
}

/** What a list shows when it has nothing (no records yet, or none match); smaller in a section. */
export function EmptyNote({ children, inSection }: { children: ReactNode; inSection?: boolean }) {
  return (
    <p
      className={cn(
        "rounded-2xl bg-mist px-6 text-center text-ink-soft",
        inSection ? "mt-4 py-8" : "mt-8 py-10",
      )}
    >
      {children}
    </p>
  );
}

/** What a console item's action answered: done, or refused with what was typed kept. */
export type ItemOutcome =
  | {
      ok: boolean;
      id?: number;
      error?: string;
      done?: string;
      text?: string;
      intent?: string;
      claims?: string[];
    }
  | undefined;
