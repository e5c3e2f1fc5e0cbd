import { Link } from "react-router";
import { ConsoleSection, ConsoleTable, consoleTable } from "~/owner/console-table";
import type { ChartModel } from "./chart-model";
import type { ProductRating } from "./shop-trends.server";
import { TrendChart } from "./trend-chart";
import type { TrendUnit } from "./trend-periods";

/** The overview's trends: 12 weeks or 12 months of charts, and products by rating. */
export function ShopTrendsSection({
  unit,
  timeZone,
  charts,
  products,
}: {
  unit: TrendUnit;
  timeZone: string;
  charts: ChartModel[];
  products: ProductRating[];
}) {
  const periods = [
    { unit: "week", label: "Last 12 weeks", to: "/owner" },
    { unit: "month", label: "Last 12 months", to: "/owner?period=months" },
  ] as const;
  return (
    <ConsoleSection id="trends" title="Trends">
      <p className="mt-2 text-sm text-ink-soft">
        {unit === "week" ? "Weeks start on Monday" : "Months start on the 1st"}, at midnight in{" "}
        {timeZone.replace(/_/g, " ")} (STORE_TIME_ZONE). Hidden reviews are not counted. How fast
        the shop is for real shoppers:{" "}
        <Link to="/owner/speed" className="font-semibold text-leaf underline">
          Page speed
        </Link>
        .
      </p>
      <nav aria-label="Trend period" className="mt-3 flex flex-wrap gap-2">
        {periods.map((period) => (
          <Link
            key={period.unit}
            to={period.to}
            preventScrollReset
            aria-current={period.unit === unit ? "page" : undefined}
            className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-semibold aria-[current=page]:border-leaf aria-[current=page]:bg-lime-soft aria-[current=page]:text-leaf-strong"
          >
            {period.label}
          </Link>
        ))}
      </nav>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        {charts.map((chart) => (
          <TrendChart key={chart.id} chart={chart} />
        ))}
      </div>
      <ProductRatings products={products} />
    </ConsoleSection>
  );
}

function ProductRatings({ products }: { products: ProductRating[] }) {
  if (!products.length) {
    return <p className="mt-6 text-sm text-ink-soft">No product has a public review yet.</p>;
  }
  return (
    <>
      <h3 id="product-ratings-heading" className="mt-8 text-lg font-bold">
        Products by rating, lowest first
      </h3>
      <ConsoleTable
        caption="Products by average rating, lowest first, with their public reviews"
        className="mt-0"
        columns={[{ head: "Product" }, { head: "Average rating" }, { head: "Reviews" }]}
      >
        {products.map((product) => (
          <tr key={product.reviewKey} className={consoleTable.row}>
            <td data-label="Product" className={consoleTable.cell}>
              {product.name}
            </td>
            <td data-label="Average rating" className={consoleTable.cell}>
              {product.averageRating.toFixed(1)} of 5
            </td>
            <td data-label="Reviews" className={`${consoleTable.cell} tabular-nums`}>
              {product.reviews.toLocaleString("en-US")}
            </td>
          </tr>
        ))}
      </ConsoleTable>
    </>
  );
}
