import type { ChartModel, SeriesStyle } from "./chart-model";

// Fills and strokes by series: the console's green, a light lime with a dark outline, and the dark
// ink for lines; each series differs in shape or outline too, never by colour alone.
const barClass: Record<SeriesStyle, string> = {
  primary: "fill-button",
  secondary: "fill-lime-soft stroke-leaf-strong",
  accent: "fill-ink",
};
const lineClass: Record<SeriesStyle, string> = {
  primary: "stroke-button",
  secondary: "stroke-leaf-strong",
  accent: "stroke-ink",
};

function Legend({ chart }: { chart: ChartModel }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-soft" aria-hidden="true">
      {chart.legend.map((item) => (
        <li key={item.name} className="inline-flex items-center gap-1.5">
          <svg width="18" height="12" viewBox="0 0 18 12">
            {item.shape === "bar" ? (
              <rect x="1" y="1" width="16" height="10" className={barClass[item.style]} />
            ) : (
              <path d="M1 6h16" strokeWidth="2.5" className={lineClass[item.style]} />
            )}
          </svg>
          {item.name}
        </li>
      ))}
    </ul>
  );
}

/** The chart's figures as a table: what a screen reader or a browser without SVG reads. */
function ChartTable({ chart }: { chart: ChartModel }) {
  return (
    <details className="mt-2 text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-leaf underline">
        Figures as a table
      </summary>
      <div className="overflow-x-auto">
        <table className="mt-1 w-full text-left">
          <caption className="sr-only">{chart.title}</caption>
          <thead>
            <tr className="border-b border-line">
              {chart.table.head.map((head, index) => (
                <th key={index} scope="col" className="py-1 pr-3 font-semibold">
                  {head || <span className="sr-only">Period</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.table.rows.map(([label, ...cells]) => (
              <tr key={label} className="border-b border-line/60">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {label}
                </th>
                {cells.map((cell, index) => (
                  <td key={index} className="py-1 pr-3 tabular-nums">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** A chart drawn on the server: an SVG image named by its title and description, and its table. */
export function TrendChart({ chart }: { chart: ChartModel }) {
  const { plot } = chart;
  const titleId = `${chart.id}-chart-title`;
  const descriptionId = `${chart.id}-chart-description`;
  return (
    <figure className="rounded-2xl border border-line bg-surface p-4 shadow-sm">
      <figcaption className="font-semibold">{chart.title}</figcaption>
      <Legend chart={chart} />
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descriptionId}`}
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        className="mt-2 h-auto w-full text-[10px]"
      >
        <title id={titleId}>{chart.title}</title>
        <desc id={descriptionId}>{chart.description}</desc>
        <g className="fill-ink-soft" fontSize="10">
          {chart.valueTicks.map((tick) => (
            <g key={`v${tick.at}`}>
              <line
                x1={plot.left}
                x2={plot.right}
                y1={tick.at}
                y2={tick.at}
                className="stroke-line"
              />
              <text x={plot.left - 4} y={tick.at + 3} textAnchor="end">
                {tick.label}
              </text>
            </g>
          ))}
          {chart.rightTicks.map((tick) => (
            <text key={`r${tick.at}`} x={plot.right + 4} y={tick.at + 3}>
              {tick.label}★
            </text>
          ))}
          {chart.categoryTicks.map((tick) => (
            <text key={`c${tick.at}`} x={tick.at} y={plot.bottom + 14} textAnchor="middle">
              {tick.label}
            </text>
          ))}
        </g>
        {chart.bars.map(({ style, ...box }, index) => (
          <rect key={index} {...box} strokeWidth="1" className={barClass[style]} />
        ))}
        {chart.lines.map((series, index) => (
          <g key={index} className={lineClass[series.style]}>
            <path d={series.d} fill="none" strokeWidth="2.5" />
            {series.points.map((point, at) => (
              <circle
                key={at}
                cx={point.x}
                cy={point.y}
                r="3"
                className="fill-surface"
                strokeWidth="2"
              />
            ))}
          </g>
        ))}
        <line
          x1={plot.left}
          x2={plot.right}
          y1={plot.bottom}
          y2={plot.bottom}
          className="stroke-ink-soft"
        />
      </svg>
      <ChartTable chart={chart} />
    </figure>
  );
}
