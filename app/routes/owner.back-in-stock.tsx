import { Form, Link } from "react-router";
import type { Route } from "./+types/owner.back-in-stock";
import { ConsoleHeading, EmptyNote, Outcome } from "~/owner/console-parts";
import { ConsoleTable, consoleTable } from "~/owner/console-table";
import { LocalTime } from "~/owner/local-time";
import { Button, buttonVariants } from "~/ui/button";
import { TextField } from "~/ui/field";
import { requireOwner } from "~/owner/console-session.server";
import { consoleList, runAsOwner } from "~/owner/console-operations.server";
import { ownerHeaders, ownerMeta } from "~/owner/owner-headers";

export const headers = ownerHeaders;

export const meta = ownerMeta("Back in stock");

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireOwner(request, context);
  const search = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 200);
  return consoleList(
    () => runAsOwner(owner, "list-back-in-stock", { search: search || undefined }),
    { search },
  );
}

const columns = [{ head: "Email" }, { head: "Product" }, { head: "Asked" }];

export default function OwnerBackInStock({ loaderData }: Route.ComponentProps) {
  const { rows, problem, search } = loaderData;
  return (
    <div>
      <ConsoleHeading title="Back in stock">
        Shoppers who asked to be emailed when a sold-out product is back, oldest first. With Klaviyo
        configured, each request is also sent to Klaviyo's back-in-stock list.
      </ConsoleHeading>
      <Outcome error={problem ?? undefined} />
      <div className="mt-6 flex flex-col items-start gap-3 sm:flex-row sm:items-end">
        <Form
          method="get"
          role="search"
          className="flex w-full min-w-0 flex-wrap items-end gap-3 sm:w-auto sm:flex-1"
        >
          <TextField
            id="back-in-stock-search"
            name="q"
            type="search"
            label="Search emails or products"
            defaultValue={search}
            maxLength={200}
            className="min-w-0 flex-1 basis-56"
          />
          <Button type="submit">Search requests</Button>
        </Form>
        <a
          href="/owner/back-in-stock/export"
          download
          className={buttonVariants({ variant: "outline" })}
        >
          Export CSV (all requests)
        </a>
      </div>
      {rows.length === 0 ? (
        <EmptyNote>{search ? "No requests match." : "No back-in-stock requests yet."}</EmptyNote>
      ) : (
        <ConsoleTable caption="Back-in-stock requests" columns={columns}>
          {rows.map((request) => (
            <tr key={request.id} data-request-id={request.id} className={consoleTable.row}>
              <td
                data-label="Email"
                className={`${consoleTable.cell} font-medium break-all max-md:before:content-none`}
              >
                {request.email}
              </td>
              <td data-label="Product" className={consoleTable.cell}>
                <Link to={`/products/${request.product}`} className="text-leaf underline">
                  {request.productName}
                </Link>
              </td>
              <td data-label="Asked" className={consoleTable.cell}>
                <LocalTime iso={request.createdAt} />
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </div>
  );
}
