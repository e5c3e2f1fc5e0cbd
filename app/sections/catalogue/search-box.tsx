import { ArrowRight, Search } from "lucide-react";
import { cn } from "~/lib/cn";

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
  className?: string;
}

export function SearchBox({ value, onChange, placeholder, label, className }: SearchBoxProps) {
  return (
    <div className={cn("relative", className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-ink-soft"
      />
      <input
        type="search"
        name="q"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        autoComplete="off"
        className="min-h-12 w-full rounded-full border border-line bg-surface pr-14 pl-11 text-base shadow-sm placeholder:text-ink-soft/80 focus:border-leaf"
      />
      {/* The form's submit control, after the field as it is seen: results update as one types,
          and Enter or this button sends the search where JavaScript is not running. */}
      <button
        type="submit"
        aria-label="Submit search"
        className="absolute inset-y-1 right-1 flex w-11 items-center justify-center rounded-full text-leaf-strong hover:bg-mist"
      >
        <ArrowRight aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
