/** Percentiles and medians as the tables report them. */

/** Nearest-rank percentile (q from 0 to 1) of unsorted values; NaN for none. */
export function percentile(values: ArrayLike<number>, q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1]!;
}

/** The median: the mean of the two middle values for an even count. */
export function median(values: ArrayLike<number>): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface Distribution {
  count: number;
  p50: number;
  p99: number;
  max: number;
  min: number;
}

export function distribution(values: ArrayLike<number>): Distribution {
  let max = Number.NaN;
  let min = Number.NaN;
  for (let index = 0; index < values.length; index++) {
    const value = values[index]!;
    if (!(value <= max)) max = value;
    if (!(value >= min)) min = value;
  }
  return {
    count: values.length,
    p50: percentile(values, 0.5),
    p99: percentile(values, 0.99),
    max,
    min,
  };
}
