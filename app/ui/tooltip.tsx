import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from "react";

/** Tooltips open after 700 ms; within 300 ms of one closing, the next opens at once. */
const tooltipDelay = { delayDuration: 700, skipDelayDuration: 300 } as const;

let lastClosedAt = Number.NEGATIVE_INFINITY;

interface TooltipProps {
  label: string;
  children: ReactElement<{ "aria-describedby"?: string }>;
}

/** A short label shown above its trigger on hover or keyboard focus. */
export function Tooltip({ label, children }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    clearTimeout(timer.current);
    const skip = performance.now() - lastClosedAt < tooltipDelay.skipDelayDuration;
    if (skip) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), tooltipDelay.delayDuration);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = performance.now();
      return false;
    });
  };

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => event.key === "Escape" && hide()}
    >
      {cloneElement(children, { "aria-describedby": open ? id : undefined })}
      {open ? (
        <span
          role="tooltip"
          id={id}
          className="pointer-events-none absolute bottom-full left-1/2 z-30 mb-1.5 -translate-x-1/2 rounded-md bg-ink px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-white shadow-md"
        >
          {label}
        </span>
      ) : null}
    </span>
  );
}
