import { Form, redirect } from "react-router";
import type { Route } from "./+types/owner.sign-out";
import { Button } from "~/components/ui/button";
import { env } from "~/env.server";
import { isSameSite } from "~/guard/write-guard.server";
import { ownerResponseHeaders, signOut } from "~/owner/console-session.server";
import { ownerHeaders } from "~/owner/owner-headers";

export const headers = ownerHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Sign out | Owner console | Verdant Roots" },
  { name: "robots", content: "noindex, nofollow" },
];

/** Ends this browser's session (its row deleted) and clears the cookie. */
export async function action({ request }: Route.ActionArgs) {
  const ownOrigins = [new URL(env.SITE_URL).origin, new URL(request.url).origin];
  if (!isSameSite(request, ownOrigins)) {
    throw new Response("Sign-out works only from this website.", {
      status: 403,
      headers: ownerResponseHeaders,
    });
  }
  const cookie = await signOut(request);
  return redirect("/owner/sign-in", {
    headers: { ...ownerResponseHeaders, "Set-Cookie": cookie },
  });
}

export default function OwnerSignOut() {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold">Sign out</h1>
      <p className="mt-3 text-ink-soft">Sign this browser out of the owner console?</p>
      <Form method="post" className="mt-8">
        <Button type="submit">Sign out</Button>
      </Form>
    </div>
  );
}
