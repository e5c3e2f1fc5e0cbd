import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import type { OwnerMessage } from "~/owner/owner-types";

// The console's tables and sections, in a module of their own so that pages without a table (the
// reviews list) do not load them.

/** A part of a console page under its own heading (`ID-heading`). */
export function ConsoleSection({
  id,
  title,
  className = "mt-10",
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`} className="text-2xl font-bold break-words">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A message's state in words: new (not opened yet), read, handled, or replied from the console. */
export function messageState(message: OwnerMessage): "New" | "Read" | "Handled" | "Replied" {
  if (message.repliedAt) return "Replied";
  return message.handledAt ? "Handled" : message.readAt ? "Read" : "New";
}

/**
 * A console table: its caption (for assistive technology) and column heads, with `children` as its
 * rows. Rows and cells take their classes from `consoleTable`.
 */
export function ConsoleTable({
  caption,
  columns,
  className,
  children,
}: {
  caption: string;
  /** Each column's head, and its width class when it has one. */
  columns: readonly { head: ReactNode; className?: string }[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={consoleTable.frame}>
      <table className={cn(consoleTable.table, className)}>
        <caption className="sr-only">{caption}</caption>
        <thead className={consoleTable.head}>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={cn(consoleTable.headCell, column.className)}>
                {column.head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={consoleTable.body}>{children}</tbody>
      </table>
    </div>
  );
}

/**
 * A console table's classes: real columns from 768 px, and below that each row stacks as a card
 * whose cells carry their column's name (`data-label`) before the value.
 */
export const consoleTable = {
  frame: "mt-8 rounded-2xl border border-line bg-surface md:overflow-x-auto",
  table: "w-full text-left text-sm max-md:block",
  head: "bg-mist max-md:sr-only",
  headCell: "px-4 py-3 font-semibold",
  body: "divide-y divide-line max-md:block",
  row: "align-top max-md:block max-md:px-4 max-md:py-3",
  cell: "px-4 py-3 [overflow-wrap:anywhere] max-md:block max-md:px-0 max-md:py-0.5 max-md:before:font-semibold max-md:before:content-[attr(data-label)_':_']",
} as const;
