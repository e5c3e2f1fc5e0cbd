import type { Route } from "./+types/owner.deliveries";
import { ConsoleHeading, EmptyNote, IntentButton, Outcome, StatusTag } from "~/owner/console-parts";
import { ConsoleTable, consoleTable } from "~/owner/console-table";
import { LocalTime } from "~/owner/local-time";
import { requireOwner, requireOwnerWrite } from "~/owner/console-session.server";
import {
  badForm,
  consoleList,
  formField,
  formId,
  refused,
  runAsOwner,
} from "~/owner/console-operations.server";
import { deliveryKindWords } from "~/owner/audit-words";
import { ownerHeaders, ownerMeta } from "~/owner/owner-headers";

export const headers = ownerHeaders;

export const meta = ownerMeta("Deliveries");

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireOwner(request, context);
  return consoleList(() => runAsOwner(owner, "list-outbox", {}), {});
}

/** Retry: a failed delivery goes back in the queue and is sent at once. */
export async function action({ request, context }: Route.ActionArgs) {
  const { owner, body } = await requireOwnerWrite(request, context);
  const id = formId(body);
  if (formField(body, "intent") !== "retry" || id === undefined) return badForm();
  try {
    const delivery = await runAsOwner(owner, "retry-delivery", { id });
    return {
      ok: true as const,
      done: `The ${deliveryKindWords(delivery.kind).toLowerCase()} is being sent again.`,
    };
  } catch (error) {
    return refused(error, { id });
  }
}

const deliveryColumns = [
  { head: "What" },
  { head: "Status" },
  { head: "Attempts" },
  { head: "Queued" },
  { head: "Last problem" },
  { head: <span className="sr-only">Actions</span> },
];

export default function OwnerDeliveries({ loaderData, actionData }: Route.ComponentProps) {
  const { rows: deliveries, problem } = loaderData;
  const outcome = actionData as { error?: string; done?: string } | undefined;
  return (
    <div>
      <ConsoleHeading title="Deliveries">
        Emails and Klaviyo sign-ups the store is still sending, and those that failed after every
        attempt, oldest first. Sent ones are not listed.
      </ConsoleHeading>
      <Outcome error={outcome?.error ?? problem ?? undefined} done={outcome?.done} />
      {deliveries.length === 0 ? (
        <EmptyNote>Nothing is waiting and nothing has failed.</EmptyNote>
      ) : (
        <ConsoleTable caption="Deliveries waiting or failed" columns={deliveryColumns}>
          {deliveries.map((delivery) => (
            <tr key={delivery.id} data-delivery-id={delivery.id} className={consoleTable.row}>
              <td data-label="What" className={`${consoleTable.cell} font-medium`}>
                {deliveryKindWords(delivery.kind)}
              </td>
              <td data-label="Status" className={consoleTable.cell}>
                {delivery.status === "failed" ? (
                  <StatusTag strong>Failed</StatusTag>
                ) : delivery.nextAttemptAt ? (
                  <>
                    Waiting: next try <LocalTime iso={delivery.nextAttemptAt} />
                  </>
                ) : (
                  "Waiting"
                )}
              </td>
              <td data-label="Attempts" className={consoleTable.cell}>
                {delivery.attempts}
              </td>
              <td data-label="Queued" className={consoleTable.cell}>
                <LocalTime iso={delivery.createdAt} />
              </td>
              <td data-label="Last problem" className={consoleTable.cell}>
                {delivery.lastError ?? "None"}
              </td>
              <td className={`${consoleTable.cell} max-md:pt-2 max-md:before:content-none`}>
                {delivery.status === "failed" ? (
                  <IntentButton intent="retry" id={delivery.id}>
                    Retry
                  </IntentButton>
                ) : null}
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </div>
  );
}
