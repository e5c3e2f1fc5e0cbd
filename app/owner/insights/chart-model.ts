/**
 * A chart as the server drew it: shapes in the SVG's own coordinates, ready to render without any
 * geometry in the browser, and the same figures as a table.
 */

/** Which of the console's colours a series takes (each also differs in shape: bars or a line). */
export type SeriesStyle = "primary" | "secondary" | "accent";

interface ChartBar {
  x: number;
  y: number;
  width: number;
  height: number;
  style: SeriesStyle;
}

interface ChartLine {
  /** An SVG path. */
  d: string;
  style: SeriesStyle;
  points: { x: number; y: number }[];
}

interface ChartTick {
  /** x for the category axis, y for the value axes. */
  at: number;
  label: string;
}

export interface ChartModel {
  id: string;
  title: string;
  /** What the chart shows, in a sentence or two with its main figures: the SVG's description. */
  description: string;
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  bars: ChartBar[];
  lines: ChartLine[];
  categoryTicks: ChartTick[];
  valueTicks: ChartTick[];
  /** The right-hand axis, when a line has a scale of its own (average rating, 1 to 5). */
  rightTicks: ChartTick[];
  legend: { name: string; style: SeriesStyle; shape: "bar" | "line" }[];
  table: { head: string[]; rows: string[][] };
}
