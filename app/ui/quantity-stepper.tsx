import { Minus, Plus } from "lucide-react";
import { cn } from "~/lib/cn";
import { needsScript } from "./no-script";

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  label: string;
  min?: number;
  max?: number;
  /** The number field's form name, when the stepper is part of a form. */
  name?: string;
  className?: string;
}

/** − / number / + with 44 px targets; the number can also be typed. */
export function QuantityStepper({
  value,
  onChange,
  label,
  min = 1,
  max = 99,
  name,
  className,
}: QuantityStepperProps) {
  const set = (next: number) =>
    onChange(Math.min(Math.max(Number.isFinite(next) ? Math.floor(next) : min, min), max));
  const button =
    "inline-flex size-11 items-center justify-center text-ink hover:bg-mist disabled:opacity-40 disabled:hover:bg-transparent";
  return (
    <div
      role="group"
      aria-label={label}
      className={cn(
        "inline-flex items-center rounded-full border border-line bg-surface",
        className,
      )}
    >
      <button
        type="button"
        // Without JavaScript the number is typed: the buttons would do nothing.
        className={cn(button, "rounded-l-full", needsScript)}
        onClick={() => set(value - 1)}
        disabled={value <= min}
        aria-label="Decrease quantity"
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        type="number"
        name={name}
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        onChange={(event) => set(event.target.valueAsNumber)}
        aria-label="Quantity"
        className="h-11 w-12 [appearance:textfield] bg-transparent text-center font-semibold [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        className={cn(button, "rounded-r-full", needsScript)}
        onClick={() => set(value + 1)}
        disabled={value >= max}
        aria-label="Increase quantity"
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
