import { Form, redirect } from "react-router";
import type { Route } from "./+types/owner.sign-out";
import { Button } from "~/ui/button";
import { guardSignOut, ownerResponseHeaders, signOut } from "~/owner/console-session.server";
import { ownerHeaders, ownerMeta } from "~/owner/owner-headers";

export const headers = ownerHeaders;

export const meta = ownerMeta("Sign out");

/** Ends this browser's session (its row deleted) and clears the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  await guardSignOut(request, context);
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
