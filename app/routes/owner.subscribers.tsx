import { Form } from "react-router";
import type { Route } from "./+types/owner.subscribers";
import { ConfirmAction, ConsoleHeading, EmptyNote, Outcome } from "~/owner/console-parts";
import { ConsoleTable, consoleTable } from "~/owner/console-table";
import { LocalTime } from "~/owner/local-time";
import { Button, buttonVariants } from "~/ui/button";
import { TextField } from "~/ui/field";
import { requireOwner, requireOwnerWrite } from "~/owner/console-session.server";
import {
  badForm,
  consoleList,
  formField,
  formId,
  refused,
  runAsOwner,
} from "~/owner/console-operations.server";
import { ownerHeaders, ownerMeta } from "~/owner/owner-headers";

export const headers = ownerHeaders;

export const meta = ownerMeta("Subscribers");

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireOwner(request, context);
  const search = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 200);
  return consoleList(() => runAsOwner(owner, "list-subscribers", { search: search || undefined }), {
    search,
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { owner, body } = await requireOwnerWrite(request, context);
  const id = formId(body);
  if (formField(body, "intent") !== "remove" || id === undefined) return badForm();
  try {
    const removed = await runAsOwner(owner, "remove-subscriber", { id });
    return { ok: true as const, done: `The sign-up of ${removed.email} was removed.` };
  } catch (error) {
    return refused(error, { id });
  }
}

const subscriberColumns = [
  { head: "Email" },
  { head: "Where" },
  { head: "Signed up" },
  { head: <span className="sr-only">Actions</span> },
];

export default function OwnerSubscribers({ loaderData, actionData }: Route.ComponentProps) {
  const { rows: subscribers, problem, search } = loaderData;
  const outcome = actionData as { error?: string; done?: string } | undefined;
  return (
    <div>
      <ConsoleHeading title="Subscribers">
        Newsletter sign-ups, in the order people signed up.
      </ConsoleHeading>
      <Outcome error={outcome?.error ?? problem ?? undefined} done={outcome?.done} />
      <div className="mt-6 flex flex-col items-start gap-3 sm:flex-row sm:items-end">
        <Form
          method="get"
          role="search"
          className="flex w-full min-w-0 flex-wrap items-end gap-3 sm:w-auto sm:flex-1"
        >
          <TextField
            id="subscriber-search"
            name="q"
            type="search"
            label="Search emails"
            defaultValue={search}
            maxLength={200}
            className="min-w-0 flex-1 basis-56"
          />
          <Button type="submit">Search sign-ups</Button>
        </Form>
        <a
          href="/owner/subscribers/export"
          download
          className={buttonVariants({ variant: "outline" })}
        >
          Export CSV (all sign-ups)
        </a>
      </div>
      {subscribers.length === 0 ? (
        <EmptyNote>{search ? "No sign-ups match." : "No sign-ups yet."}</EmptyNote>
      ) : (
        <ConsoleTable caption="Newsletter sign-ups" columns={subscriberColumns}>
          {subscribers.map((subscriber) => (
            <tr key={subscriber.id} data-subscriber-id={subscriber.id} className={consoleTable.row}>
              <td
                data-label="Email"
                className={`${consoleTable.cell} font-medium break-all max-md:before:content-none`}
              >
                {subscriber.email}
              </td>
              <td data-label="Where" className={consoleTable.cell}>
                {subscriber.source}
              </td>
              <td data-label="Signed up" className={consoleTable.cell}>
                <LocalTime iso={subscriber.createdAt} />
              </td>
              <td className={`${consoleTable.cell} max-md:pt-2 max-md:before:content-none`}>
                <ConfirmAction
                  intent="remove"
                  id={subscriber.id}
                  label="Remove"
                  question={`Remove ${subscriber.email} from the newsletter list?`}
                  confirmLabel="Yes, remove"
                />
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </div>
  );
}
