import { Link } from "react-router";
import type { Route } from "./+types/owner._index";
import { ConsoleHeading } from "~/owner/console-parts";
import { requireOwner } from "~/owner/console-session.server";
import { runAsOwner } from "~/owner/console-operations.server";
import { ownerHeaders, ownerMeta } from "~/owner/owner-headers";
import { shopCharts } from "~/owner/insights/shop-charts.server";
import { ShopTrendsSection } from "~/owner/insights/shop-trends-section";
import type { TrendUnit } from "~/owner/insights/trend-periods";

export const headers = ownerHeaders;

export const meta = ownerMeta("Overview");

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireOwner(request, context);
  const unit: TrendUnit =
    new URL(request.url).searchParams.get("period") === "months" ? "month" : "week";
  const [overview, trends] = await Promise.all([
    runAsOwner(owner, "overview", {}),
    runAsOwner(owner, "trends", { unit }),
  ]);
  return {
    name: owner.name,
    overview,
    trends: { unit, timeZone: trends.timeZone, products: trends.products },
    charts: shopCharts(trends),
  };
}

function Figure({
  label,
  value,
  detail,
  to,
  link,
}: {
  label: string;
  value: number | string;
  detail?: string;
  to: string;
  link: string;
}) {
  return (
    <li className="flex flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <p className="text-sm font-semibold text-ink-soft">{label}</p>
      <p className="mt-1 text-4xl font-bold">{value}</p>
      {detail ? <p className="mt-1 text-sm text-ink-soft">{detail}</p> : null}
      <Link
        to={to}
        className="mt-auto inline-flex min-h-11 items-center pt-3 text-sm font-semibold text-leaf underline"
      >
        {link}
      </Link>
    </li>
  );
}

export default function OwnerOverview({ loaderData }: Route.ComponentProps) {
  const { overview, name, trends, charts } = loaderData;
  const { count, average } = overview.reviewsThisWeek;
  return (
    <div>
      <ConsoleHeading title="Overview">
        Welcome, {name}. What needs you today; &ldquo;this week&rdquo; is the last seven days.
      </ConsoleHeading>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Figures">
        <Figure
          label="Unread messages"
          value={overview.unreadMessages}
          to="/owner/messages?unread=1"
          link="Read them"
        />
        <Figure
          label="Reviews this week"
          value={count}
          detail={count ? `Average ${average.toFixed(1)} of 5 stars` : "No reviews this week"}
          to="/owner/reviews"
          link="See reviews"
        />
        <Figure
          label="Questions waiting"
          value={overview.questions.waiting}
          detail={`${overview.questions.answeredThisWeek} answered this week`}
          to="/owner/questions?status=waiting"
          link="Answer them"
        />
        <Figure
          label="Sign-ups this week"
          value={overview.signUpsThisWeek}
          to="/owner/subscribers"
          link="See subscribers"
        />
        <Figure
          label="Deliveries waiting or failed"
          value={overview.deliveries.pending + overview.deliveries.failed}
          detail={`${overview.deliveries.pending} waiting, ${overview.deliveries.failed} failed`}
          to="/owner/deliveries"
          link="See deliveries"
        />
      </ul>
      <Waiting overview={overview} />
      <BackupStatus backups={overview.backups} />
      <p className="mt-6 text-sm text-ink-soft">
        Failed deliveries can be retried on the Deliveries page, or from the command line:{" "}
        <code>npm run owner -- outbox</code>.
      </p>
      <ShopTrendsSection {...trends} charts={charts} />
    </div>
  );
}

/** What waits for the owner: each with its count and where to deal with it. */
function Waiting({ overview }: { overview: Route.ComponentProps["loaderData"]["overview"] }) {
  const { photosWaiting } = overview;
  const questions = overview.questions.waiting;
  const failed = overview.deliveries.failed;
  return (
    <section aria-labelledby="waiting-heading" className="mt-6 rounded-lg border border-line p-4">
      <h2 id="waiting-heading" className="font-semibold">
        Waiting for you
      </h2>
      <ul className="mt-1 text-sm">
        <WaitingItem
          text={questions === 1 ? "1 question to answer" : `${questions} questions to answer`}
          count={questions}
          to="/owner/questions?status=waiting"
          link="Answer them"
        />
        <WaitingItem
          text={
            photosWaiting === 1
              ? "1 review photo to approve"
              : `${photosWaiting} review photos to approve`
          }
          count={photosWaiting}
          to="/owner/trust#photos-heading"
          link="Review the photos"
        />
        <WaitingItem
          text={failed === 1 ? "1 failed delivery" : `${failed} failed deliveries`}
          count={failed}
          to="/owner/deliveries"
          link="Retry them"
        />
      </ul>
    </section>
  );
}

function WaitingItem(props: { text: string; count: number; to: string; link: string }) {
  return (
    <li className="flex min-h-11 flex-wrap items-center gap-x-3">
      {props.text}
      {props.count ? (
        <Link
          to={props.to}
          className="inline-flex min-h-11 items-center font-semibold text-leaf underline"
        >
          {props.link}
        </Link>
      ) : null}
    </li>
  );
}

function backupSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The newest backup's time and size; a warning when none is newer than two intervals. */
function BackupStatus({
  backups,
}: {
  backups: Route.ComponentProps["loaderData"]["overview"]["backups"];
}) {
  const { newest, everyHours, overdue } = backups;
  const when = newest
    ? new Date(newest.createdAt).toISOString().slice(0, 16).replace("T", " ") + " UTC"
    : undefined;
  return (
    <section
      aria-labelledby="backups-heading"
      className={`mt-6 rounded-lg border p-4 ${overdue ? "border-red-700 bg-red-50" : "border-line"}`}
    >
      <h2 id="backups-heading" className="font-semibold">
        Backups
      </h2>
      <p className="mt-1 text-sm">
        {newest && when ? (
          <>
            Newest backup: <time dateTime={newest.createdAt}>{when}</time>,{" "}
            {backupSize(newest.bytes)}.
          </>
        ) : (
          "No backup has been made yet."
        )}{" "}
        {everyHours > 0
          ? `Scheduled every ${everyHours} hours.`
          : "Scheduled backups are off (BACKUP_EVERY_HOURS=0)."}
      </p>
      {overdue ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
          {newest ? "No backup is newer than two intervals." : "There is no backup."} Run{" "}
          <code>npm run owner -- backup</code> on the server and check the store&rsquo;s log for
          backup_failed.
        </p>
      ) : null}
    </section>
  );
}
