import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export function Badge({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full bg-lime-soft px-2.5 py-0.5 text-xs font-bold tracking-wide text-leaf-strong",
        className,
      )}
      {...props}
    />
  );
}
