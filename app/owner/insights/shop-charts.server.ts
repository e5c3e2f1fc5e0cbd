import type { ChartModel } from "./chart-model";
import type { ShopTrends } from "./shop-trends.server";
import { drawChart, type ChartSpec } from "./trend-charts.server";
import { periodLabel } from "./trend-periods";

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The busiest period of a series, in words ("most in the week of Nov 16: 25"), or "". */
function busiest(trends: ShopTrends, values: number[]): string {
  const most = Math.max(...values);
  if (most <= 0) return "";
  const at = values.indexOf(most);
  const when = trends.unit === "week" ? "the week of" : "";
  return `, most in ${when} ${periodLabel(trends.unit, trends.starts[at]!)} (${most})`.replace(
    "  ",
    " ",
  );
}

/** The last 12 periods in words ("the last 12 weeks"). */
const spanOf = (trends: ShopTrends) => `the last 12 ${trends.unit}s`;

/** The periods along a chart: their labels, and how often one is shown. */
type PeriodAxis = Pick<ChartSpec, "categories" | "labelEvery">;

/** The periods as a chart's categories, labelled every other one. */
function periodAxis({ unit, periods }: ShopTrends): PeriodAxis {
  const categories = periods.map((period) => ({
    short: periodLabel(unit, period.start).replace(/ \d{4}$/, ""),
    long:
      unit === "week"
        ? `Week of ${periodLabel(unit, period.start)}`
        : periodLabel(unit, period.start),
  }));
  return { categories, labelEvery: 2 };
}

/** Reviews per period as bars, their average rating as a line. */
function reviewsChart(trends: ShopTrends, axis: PeriodAxis): ChartModel {
  const { unit, periods } = trends;
  const reviews = periods.map((period) => period.reviews);
  const ratings = periods.map((period) => period.averageRating);
  const rated = ratings.filter((rating): rating is number => rating !== null);
  return drawChart({
    id: "reviews",
    title: `Reviews per ${unit} and their average rating`,
    description:
      `${plural(sum(reviews), "review")} in ${spanOf(trends)}${busiest(trends, reviews)}.` +
      (rated.length
        ? ` Average rating ${rated.at(0)} in the first ${unit} with reviews, ${rated.at(-1)} in the latest.`
        : ""),
    ...axis,
    lineDomain: [1, 5],
    series: [
      { name: "Reviews", values: reviews, shape: "bar", style: "primary" },
      { name: "Average rating", values: ratings, shape: "line", style: "accent" },
    ],
  });
}

/** How many reviews gave each number of stars. */
function ratingsChart(trends: ShopTrends): ChartModel {
  const span = spanOf(trends);
  const stars = trends.ratingCounts;
  const ratingTotal = sum(stars);
  return drawChart({
    id: "ratings",
    title: "Rating distribution",
    description: ratingTotal
      ? `Of ${plural(ratingTotal, "review")} in ${span}: ${stars
          .map((count, index) => `${count} with ${plural(index + 1, "star")}`)
          .join(", ")}.`
      : `No reviews in ${span}.`,
    categories: stars.map((_, index) => ({
      short: `${index + 1}★`,
      long: plural(index + 1, "star"),
    })),
    series: [{ name: "Reviews", values: [...stars], shape: "bar", style: "primary" }],
  });
}

/** Sign-ups and contact messages per period, side by side. */
function signUpsChart(trends: ShopTrends, axis: PeriodAxis): ChartModel {
  const signUps = trends.periods.map((period) => period.signUps);
  const messages = trends.periods.map((period) => period.messages);
  return drawChart({
    id: "sign-ups",
    title: `Sign-ups and contact messages per ${trends.unit}`,
    description: `${plural(sum(signUps), "sign-up")}${busiest(trends, signUps)}, and ${plural(
      sum(messages),
      "contact message",
    )}${busiest(trends, messages)}, in ${spanOf(trends)}.`,
    ...axis,
    series: [
      { name: "Sign-ups", values: signUps, shape: "bar", style: "primary" },
      { name: "Contact messages", values: messages, shape: "bar", style: "secondary" },
    ],
  });
}

/** Review requests sent per period, and the reviews written from them. */
function requestsChart(trends: ShopTrends, axis: PeriodAxis): ChartModel {
  const sent = trends.periods.map((period) => period.requestsSent);
  const written = trends.periods.map((period) => period.reviewsFromRequests);
  return drawChart({
    id: "review-requests",
    title: "Review requests sent and reviews written from them",
    description: `${plural(sum(sent), "review request")} sent in ${spanOf(trends)}; ${plural(
      sum(written),
      "review",
    )} written from them.`,
    ...axis,
    series: [
      { name: "Requests sent", values: sent, shape: "bar", style: "secondary" },
      { name: "Reviews written", values: written, shape: "bar", style: "primary" },
    ],
  });
}

/** The overview's charts: reviews and ratings, sign-ups and messages, review requests. */
export function shopCharts(trends: ShopTrends): ChartModel[] {
  const axis = periodAxis(trends);
  return [
    reviewsChart(trends, axis),
    ratingsChart(trends),
    signUpsChart(trends, axis),
    requestsChart(trends, axis),
  ];
}
