import { scaleBand, scaleLinear } from "d3-scale";
import { curveMonotoneX, line } from "d3-shape";
import type { ChartModel, SeriesStyle } from "./chart-model";

/** One series of a chart: bars on the left-hand axis, or a line on its own right-hand axis. */
interface ChartSeries {
  name: string;
  values: (number | null)[];
  shape: "bar" | "line";
  style: SeriesStyle;
}

export interface ChartSpec {
  id: string;
  title: string;
  description: string;
  /** The category axis's labels (periods, star ratings), and their longer form for the table. */
  categories: { short: string; long: string }[];
  series: ChartSeries[];
  /** The line's scale, when there is a line (the average rating's 1 to 5). */
  lineDomain?: [number, number];
  /** Every how many categories a label is written under the axis (all are in the table). */
  labelEvery?: number;
}

// The SVG's own coordinates: drawn for a phone's width, scaled up with the page on wider screens.
const width = 360;
const height = 220;
const plot = { left: 36, right: width - 30, top: 12, bottom: height - 28 };

const round = (value: number) => Math.round(value * 10) / 10;

/** Bars side by side per category, a line over them: scales and shapes from d3. */
export function drawChart(spec: ChartSpec): ChartModel {
  const bars = spec.series.filter((series) => series.shape === "bar");
  const lines = spec.series.filter((series) => series.shape === "line");
  const x = scaleBand<number>()
    .domain(spec.categories.map((_, index) => index))
    .range([plot.left, plot.right])
    .paddingInner(0.25)
    .paddingOuter(0.15);
  const inner = scaleBand<number>()
    .domain(bars.map((_, index) => index))
    .range([0, x.bandwidth()])
    .paddingInner(0.1);
  // Counts: at least 0 to 4, so every tick is a whole number.
  const highest = Math.max(4, ...bars.flatMap((series) => series.values.map((v) => v ?? 0)));
  const y = scaleLinear().domain([0, highest]).nice(4).range([plot.bottom, plot.top]);
  const right = scaleLinear()
    .domain(spec.lineDomain ?? [0, 1])
    .range([plot.bottom, plot.top]);
  const center = (index: number) => (x(index) ?? 0) + x.bandwidth() / 2;
  const path = line<{ index: number; value: number | null }>()
    .defined((point) => point.value !== null)
    .x((point) => round(center(point.index)))
    .y((point) => round(right(point.value ?? 0)))
    .curve(curveMonotoneX);
  const every = spec.labelEvery ?? 1;
  return {
    id: spec.id,
    title: spec.title,
    description: spec.description,
    width,
    height,
    plot,
    bars: bars.flatMap((series, seriesIndex) =>
      series.values.map((value, index) => ({
        x: round((x(index) ?? 0) + (inner(seriesIndex) ?? 0)),
        y: round(y(value ?? 0)),
        width: round(inner.bandwidth()),
        height: round(plot.bottom - y(value ?? 0)),
        style: series.style,
      })),
    ),
    lines: lines.map((series) => {
      const points = series.values.map((value, index) => ({ index, value }));
      return {
        d: path(points) ?? "",
        style: series.style,
        points: points
          .filter((point) => point.value !== null)
          .map((point) => ({ x: round(center(point.index)), y: round(right(point.value!)) })),
      };
    }),
    categoryTicks: spec.categories
      .map((category, index) => ({ at: round(center(index)), label: category.short }))
      .filter((_, index) => (spec.categories.length - 1 - index) % every === 0),
    valueTicks: y
      .ticks(4)
      .filter((tick) => Number.isInteger(tick))
      .map((tick) => ({ at: round(y(tick)), label: String(tick) })),
    rightTicks: lines.length
      ? right.ticks(4).map((tick) => ({ at: round(right(tick)), label: String(tick) }))
      : [],
    legend: spec.series.map(({ name, style, shape }) => ({ name, style, shape })),
    table: {
      head: ["", ...spec.series.map((series) => series.name)],
      rows: spec.categories.map((category, index) => [
        category.long,
        ...spec.series.map((series) => {
          const value = series.values[index];
          return value === null || value === undefined ? "–" : String(value);
        }),
      ]),
    },
  };
}
