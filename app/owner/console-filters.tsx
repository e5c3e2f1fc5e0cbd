/** The filters over a console list: each a label over its control (`filter-NAME`), kept as typed. */
import type { ReactNode } from "react";
import { catalogue } from "~/catalogue/catalogue";

const filterClass =
  "min-h-12 w-full rounded-xl border border-line bg-surface px-3 text-base text-ink shadow-sm";

interface FilterProps {
  name: string;
  label: string;
  /** As typed, kept in the form. */
  value: string;
}

/** One of the list's filters: its label over its control (`filter-NAME`). */
function Filter({ name, label, children }: Omit<FilterProps, "value"> & { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`filter-${name}`} className="text-sm font-semibold">
        {label}
      </label>
      {children}
    </div>
  );
}

export function SelectFilter({
  name,
  label,
  value,
  children,
}: FilterProps & { children: ReactNode }) {
  return (
    <Filter name={name} label={label}>
      <select id={`filter-${name}`} name={name} defaultValue={value} className={filterClass}>
        {children}
      </select>
    </Filter>
  );
}

/** A day (UTC) the list starts or ends on; marked invalid when the loader could not read it. */
export function DateFilter({ name, label, value, invalid }: FilterProps & { invalid: boolean }) {
  return (
    <Filter name={name} label={label}>
      <input
        id={`filter-${name}`}
        name={name}
        type="date"
        defaultValue={value}
        aria-invalid={invalid || undefined}
        className={filterClass}
      />
    </Filter>
  );
}

/** One product per review key (bundles sharing a key are one choice), by name. */
const productChoices = [
  ...new Map(catalogue.map((product) => [product.reviewKey, product.name])).entries(),
].sort((a, b) => a[1].localeCompare(b[1]));

/** The product a console list shows: every product, or one review key's. */
export function ProductFilter({ value }: { value: string }) {
  return (
    <SelectFilter name="product" label="Product" value={value}>
      <option value="">All products</option>
      {productChoices.map(([reviewKey, name]) => (
        <option key={reviewKey} value={reviewKey}>
          {name}
        </option>
      ))}
    </SelectFilter>
  );
}
