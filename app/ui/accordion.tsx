import { ChevronDown } from "lucide-react";
import { createContext, useContext, useId, type ReactNode } from "react";
import { cn } from "~/lib/cn";

const GroupName = createContext<string | undefined>(undefined);

/**
 * One section open at a time; the open one can be closed; all closed at first. Built on the
 * browser's own `<details name>` (an exclusive group), so every section's text is in the server
 * HTML, find-in-page opens the right one, and sections open and close without JavaScript.
 */
export function Accordion({
  className,
  divided = true,
  children,
}: {
  className?: string;
  /** Lines between items (off where the items are grouped under headings). */
  divided?: boolean;
  children: ReactNode;
}) {
  const name = useId();
  return (
    <GroupName.Provider value={name}>
      <div className={cn(divided && "divide-y divide-line", className)}>{children}</div>
    </GroupName.Provider>
  );
}

interface AccordionItemProps {
  title: ReactNode;
  headingLevel?: "h2" | "h3";
  className?: string;
  children: ReactNode;
}

export function AccordionItem({
  title,
  children,
  headingLevel = "h3",
  className,
}: AccordionItemProps) {
  const name = useContext(GroupName);
  const Heading = headingLevel;
  return (
    <details name={name} className={cn("accordion-item group", className)}>
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 text-left hover:text-leaf-strong [&::-webkit-details-marker]:hidden">
        <Heading className="font-sans text-base font-semibold">{title}</Heading>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 transition-transform duration-200 group-open:rotate-180"
        />
      </summary>
      <div className="pb-4 leading-relaxed text-ink-soft">{children}</div>
    </details>
  );
}
