import { Search } from "lucide-react";
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
      {/* The form's submit control: results update as one types, and Enter or this button sends
          the search where JavaScript is not running. */}
      <button
        type="submit"
        aria-label="Submit search"
        className="absolute inset-y-0 left-0 flex w-11 items-center justify-center rounded-full text-ink-soft hover:text-leaf-strong"
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
      <input
        type="search"
        name="q"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        autoComplete="off"
        className="min-h-12 w-full rounded-full border border-line bg-surface pr-4 pl-11 text-base shadow-sm placeholder:text-ink-soft/80 focus:border-leaf"
      />
    </div>
  );
}
