import { LocalTime } from "~/owner/local-time";
import { data } from "react-router";
import type { Route } from "./+types/owner.trust";
import { ConsoleHeading, EmptyNote, IntentButton, Outcome, StatusTag } from "~/owner/console-parts";
import { ConsoleSection } from "~/owner/console-table";
import { env } from "~/env.server";
import { requestEmailPreview } from "~/reviews/requests/review-requests.server";
import { requireOwner, requireOwnerWrite } from "~/owner/console-session.server";
import { badForm, formField, formId, refused, runAsOwner } from "~/owner/console-operations.server";
import { ownerHeaders, ownerMeta } from "~/owner/owner-headers";
import { announceReviewChange } from "~/reviews/live/live-feed-instance.server";

export const headers = ownerHeaders;

export const meta = ownerMeta("Photos and requests");

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireOwner(request, context);
  const [photos, deliveries] = await Promise.all([
    runAsOwner(owner, "list-pending-photos", {}),
    runAsOwner(owner, "list-webhook-deliveries", {}),
  ]);
  return {
    photos: photos.map((photo) => ({ ...photo, createdAt: photo.createdAt.toISOString() })),
    deliveries,
    preview: requestEmailPreview(env().SITE_URL),
    requestDays: env().REVIEW_REQUEST_DAYS,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { owner, body } = await requireOwnerWrite(request, context);
  const intent = formField(body, "intent");
  const id = formId(body);
  if (id === undefined || (intent !== "approve" && intent !== "reject")) return badForm();
  try {
    await runAsOwner(owner, "decide-photo", { id, approve: intent === "approve" });
    announceReviewChange("*");
    return data({
      ok: true as const,
      done: intent === "approve" ? `Photo ${id} is shown now.` : `Photo ${id} stays hidden.`,
    });
  } catch (error) {
    return refused(error, { id, intent });
  }
}

type TrustData = Route.ComponentProps["loaderData"];

/** The photos sent with reviews that wait for a decision, each with Approve and Reject. */
function PendingPhotos({ photos }: { photos: TrustData["photos"] }) {
  return (
    <ConsoleSection id="photos" title={`Photos waiting (${photos.length})`} className="mt-8">
      {photos.length === 0 ? (
        <EmptyNote inSection>No photos are waiting.</EmptyNote>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {photos.map((photo) => (
            <li key={photo.id} className="rounded-2xl border border-line bg-surface p-4">
              <a href={`/owner/review-photos/${photo.key}-l.webp`}>
                <img
                  src={`/owner/review-photos/${photo.key}-s.webp`}
                  alt={photo.alt}
                  width={400}
                  height={400}
                  className="aspect-square w-full rounded-xl bg-mist object-contain"
                />
              </a>
              <p className="mt-2 text-sm">
                Photo {photo.id} · review {photo.reviewId} by {photo.reviewerName} (
                {photo.reviewKey}) · <LocalTime iso={photo.createdAt} />
              </p>
              <p className="mt-1 text-sm text-ink-soft">Alt text: {photo.alt}</p>
              <div className="mt-3 flex gap-2">
                <IntentButton intent="approve" id={photo.id} variant="primary">
                  Approve
                </IntentButton>
                <IntentButton intent="reject" id={photo.id}>
                  Reject
                </IntentButton>
              </div>
            </li>
          ))}
        </ul>
      )}
    </ConsoleSection>
  );
}

/** When buyers get the review request email, and a sample of it. */
function RequestEmail({ preview, requestDays }: Pick<TrustData, "preview" | "requestDays">) {
  return (
    <ConsoleSection id="email" title="The review request email">
      <p className="mt-2 text-sm text-ink-soft">
        Sent once per order,{" "}
        {requestDays === 0
          ? "as soon as it is fulfilled"
          : `${requestDays} day${requestDays === 1 ? "" : "s"} after it is fulfilled`}{" "}
        (REVIEW_REQUEST_DAYS), with one single-use link per product. A sample:
      </p>
      <div className="mt-3 rounded-2xl border border-line bg-surface p-4">
        <p className="font-semibold">Subject: {preview.subject}</p>
        <pre className="mt-3 font-sans text-sm break-words whitespace-pre-wrap">{preview.text}</pre>
      </div>
    </ConsoleSection>
  );
}

/** Shopify's latest webhooks: when each came, its topic, how it went and its id. */
function WebhookDeliveries({ deliveries }: { deliveries: TrustData["deliveries"] }) {
  return (
    <ConsoleSection id="webhooks" title={`Shopify webhooks (latest ${deliveries.length})`}>
      {deliveries.length === 0 ? (
        <EmptyNote inSection>No webhooks received yet.</EmptyNote>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-line">
                {["Received", "Topic", "Status", "Webhook id"].map((head) => (
                  <th key={head} className="py-2 pr-4">
                    {head}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {deliveries.map((delivery) => (
                <tr key={delivery.webhookId} className="border-b border-line">
                  <td className="py-2 pr-4 whitespace-nowrap">
                    <LocalTime iso={delivery.receivedAt} />
                  </td>
                  <td className="py-2 pr-4">{delivery.topic}</td>
                  <td className="py-2 pr-4">
                    <StatusTag strong={delivery.status === "processed"}>
                      {delivery.status}
                    </StatusTag>
                    {delivery.error ? (
                      <span className="ml-2 text-ink-soft">{delivery.error}</span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-4 font-mono text-xs break-all">{delivery.webhookId}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ConsoleSection>
  );
}

export default function OwnerTrust({ loaderData, actionData }: Route.ComponentProps) {
  const { photos, deliveries, preview, requestDays } = loaderData;
  const done = actionData && "done" in actionData ? String(actionData.done) : undefined;
  return (
    <div>
      <ConsoleHeading title="Photos and review requests">
        Photos sent with reviews wait here until you approve them; the review&rsquo;s text is live
        already. Below: the email buyers get after delivery, and Shopify&rsquo;s latest webhooks.
      </ConsoleHeading>
      {done ? <Outcome done={done} /> : null}
      <PendingPhotos photos={photos} />
      <RequestEmail preview={preview} requestDays={requestDays} />
      <WebhookDeliveries deliveries={deliveries} />
    </div>
  );
}
