import { data, Form } from "react-router";
import type { Route } from "./+types/review.unsubscribe.$token";
import { Button } from "~/ui/button";
import { database } from "~/db/connection.server";
import { guardWrite } from "~/guard/write-guard.server";
import {
  knownUnsubscribeToken,
  unsubscribe,
  unsubscribeWrite,
} from "~/reviews/requests/review-requests.server";

export function headers() {
  return {
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex, nofollow",
    "Referrer-Policy": "no-referrer",
  };
}

export const meta: Route.MetaFunction = () => [
  { title: "Stop review requests" },
  { name: "robots", content: "noindex, nofollow" },
];

// Opening the link asks first (mail scanners open links); the button, or a mail client's one-click
// unsubscribe (RFC 8058), posts.
export async function loader({ params }: Route.LoaderArgs) {
  const known = await knownUnsubscribeToken((await database()).db, params.token);
  return data({ known }, { status: known ? 200 : 404 });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const guarded = await guardWrite(request, context, unsubscribeWrite);
  if (!guarded.ok) {
    const { message, status, headers } = guarded.rejection;
    throw data(message, { status, headers });
  }
  const done = await unsubscribe((await database()).db, params.token);
  return data({ done }, { status: done ? 200 : 404 });
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-semibold">Review requests</h1>
      {actionData?.done ? (
        <p role="status" className="mt-4 text-ink-soft">
          Done: we will not ask you for reviews again.
        </p>
      ) : loaderData.known ? (
        <Form method="post" className="mt-4 flex flex-col items-start gap-4">
          <p className="text-ink-soft">
            Stop the emails we send after an order asking how you found the products?
          </p>
          <Button type="submit">Stop review requests</Button>
        </Form>
      ) : (
        <p className="mt-4 text-ink-soft">This link is not one we sent.</p>
      )}
    </div>
  );
}
