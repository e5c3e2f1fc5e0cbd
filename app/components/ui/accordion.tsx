import { ChevronDown } from "lucide-react";
import { Accordion as AccordionPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";

/** One section open at a time; the open one can be closed; all closed at first. */
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
  return (
    <AccordionPrimitive.Root
      type="single"
      collapsible
      className={cn(divided && "divide-y divide-line", className)}
    >
      {children}
    </AccordionPrimitive.Root>
  );
}

interface AccordionItemProps extends Omit<ComponentProps<typeof AccordionPrimitive.Item>, "title"> {
  title: ReactNode;
  headingLevel?: "h2" | "h3";
}

export function AccordionItem({
  title,
  children,
  headingLevel = "h3",
  className,
  ...props
}: AccordionItemProps) {
  const Heading = headingLevel;
  return (
    <AccordionPrimitive.Item className={className} {...props}>
      <AccordionPrimitive.Header asChild>
        <Heading className="font-sans">
          <AccordionPrimitive.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 py-3 text-left text-base font-semibold hover:text-leaf-strong">
            {title}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 transition-transform duration-200 group-data-[state=open]:rotate-180"
            />
          </AccordionPrimitive.Trigger>
        </Heading>
      </AccordionPrimitive.Header>
      <AccordionPrimitive.Content className="pb-4 leading-relaxed text-ink-soft">
        {children}
      </AccordionPrimitive.Content>
    </AccordionPrimitive.Item>
  );
}
