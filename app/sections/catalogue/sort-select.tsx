import { sortOptions, type SortOrder } from "~/catalogue/sorting";

interface SortSelectProps {
  value: SortOrder;
  onChange: (value: SortOrder) => void;
}

export function SortSelect({ value, onChange }: SortSelectProps) {
  return (
    <label className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide">
      SORT BY:
      <select
        name="sort"
        value={value}
        onChange={(event) => onChange(event.target.value as SortOrder)}
        className="min-h-11 rounded-full border border-line bg-surface px-4 text-sm font-medium"
      >
        {sortOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
