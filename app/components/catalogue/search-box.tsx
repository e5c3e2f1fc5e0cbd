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
        className="min-h-12 w-full rounded-full border border-line bg-surface pr-4 pl-11 text-base shadow-sm placeholder:text-ink-soft/80 focus:border-leaf"
      />
    </div>
  );
}
