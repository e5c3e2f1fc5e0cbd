import { Tooltip as TooltipPrimitive } from "radix-ui";
import type { ReactNode } from "react";

/** Spec timings: tooltips open after 700 ms, with a 300 ms skip delay. */
export const tooltipDelay = { delayDuration: 700, skipDelayDuration: 300 } as const;

export function TooltipProvider({ children }: { children: ReactNode }) {
  return <TooltipPrimitive.Provider {...tooltipDelay}>{children}</TooltipPrimitive.Provider>;
}

export function Tooltip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          sideOffset={6}
          className="z-50 rounded-md bg-ink px-2.5 py-1.5 text-xs font-medium text-white shadow-md"
        >
          {label}
          <TooltipPrimitive.Arrow className="fill-ink" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
