import { useHydrated } from "~/hooks/use-hydrated";
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/privacy-choices";
import { Button } from "~/ui/button";
import { site } from "~/config/site";
import { env } from "~/env.server";
import { guardWrite } from "~/guard/write-guard.server";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { marketingChoiceWrite } from "~/privacy/choice-write.server";
import { marketingChoice } from "~/privacy/marketing-choice";
import { optOutSetCookie } from "~/privacy/opt-out-cookie.server";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: "Your Privacy Choices",
    description: `Opt out of marketing tracking on ${site.brandName}; Global Privacy Control is honoured automatically.`,
    path: "/privacy-choices",
    siteUrl: siteUrlFrom(matches),
  }),
];

const noStore = { "Cache-Control": "no-store" };

// The page answers each visitor's own choice (their cookie and Sec-GPC), so it is never cached.
export function loader({ request }: Route.LoaderArgs) {
  const saved = new URL(request.url).searchParams.get("saved");
  return data(
    {
      choice: marketingChoice(request.headers),
      // What this store actually loads and sends, so the page never claims tracking it lacks.
      marketingScript: Boolean(env().KLAVIYO_COMPANY_ID),
      signUpsToKlaviyo: Boolean(env().KLAVIYO_COMPANY_ID && env().KLAVIYO_LIST_ID),
      saved: saved === "opt-out" || saved === "opt-in" ? saved : null,
    },
    { headers: noStore },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.get("Cache-Control") ? actionHeaders : loaderHeaders;

/** Opting out sets a first-party cookie; opting back in removes it. A plain form post. */
export async function action({ request, context }: Route.ActionArgs) {
  const guarded = await guardWrite(request, context, marketingChoiceWrite);
  if (!guarded.ok) {
    const { message, status, headers } = guarded.rejection;
    throw data(message, { status, headers });
  }
  const intent = guarded.body;
  return redirect(`/privacy-choices?saved=${intent}`, {
    headers: { "Set-Cookie": await optOutSetCookie(request, intent === "opt-out"), ...noStore },
  });
}

export default function PrivacyChoices({
  loaderData: { choice, saved, marketingScript, signUpsToKlaviyo },
}: Route.ComponentProps) {
  // The browser's own Global Privacy Control setting, which some browsers expose in the page
  // without sending the header; read once hydrated.
  const hydrated = useHydrated();
  const browserGpc =
    hydrated &&
    (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  const gpc = choice.globalPrivacyControl || browserGpc;
  const optedOut = gpc || choice.optOutCookie;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-4xl font-semibold">Your Privacy Choices</h1>
      {marketingScript ? (
        <p className="mt-4 leading-relaxed">
          We do not sell your personal information. Klaviyo's script on our pages records which
          products you view, so that our emails to you are more relevant; it uses cookies to
          recognise you when you return. You can opt out of this marketing tracking here. Opting out
          keeps Klaviyo's script off every page in this browser: no Klaviyo cookies, and nothing
          about your visits is sent to Klaviyo.
        </p>
      ) : (
        <p className="mt-4 leading-relaxed" data-no-marketing-script="">
          We do not sell your personal information, and this store loads no marketing or tracking
          script: nothing records which products you view, and no marketing cookies are set. You can
          still opt out here; the choice is kept in this browser and honoured should we ever add
          one.
        </p>
      )}
      <div role="status" className="mt-6 rounded-2xl border border-line bg-surface p-5">
        <ChoiceStatus gpc={gpc} choice={choice} saved={saved} marketingScript={marketingScript} />
      </div>
      <ChoiceForm optOutCookie={choice.optOutCookie} gpc={gpc} optedOut={optedOut} />
      <h2 className="mt-10 text-2xl font-semibold">Emails you ask for</h2>
      <p className="mt-2 leading-relaxed">
        Opting out of tracking does not stop emails you sign up for.{" "}
        {signUpsToKlaviyo
          ? "If you subscribe to our newsletter, we send your email address to Klaviyo from our own server to deliver it; every email has an unsubscribe link."
          : "If you subscribe to our newsletter, we keep your email address with us to send it; every email has an unsubscribe link."}{" "}
        Read more in our{" "}
        <a href="/privacy-policy#your-choices-and-rights" className="underline">
          Privacy Policy
        </a>
        .
      </p>
    </div>
  );
}

/** Where the visitor's choice stands, in words true of what this store loads. */
function ChoiceStatus({
  gpc,
  choice,
  saved,
  marketingScript,
}: {
  gpc: boolean;
  choice: { optOutCookie: boolean };
  saved: string | null;
  marketingScript: boolean;
}) {
  const loadsNothing = marketingScript ? "Klaviyo's script does not load for you." : "";
  if (gpc) {
    return (
      <p data-gpc-honoured="">
        <strong>Global Privacy Control honoured.</strong> Your browser sends the Global Privacy
        Control signal, and we treat it as your opt-out of marketing tracking. {loadsNothing}
      </p>
    );
  }
  if (choice.optOutCookie) {
    return (
      <p>
        <strong>You have opted out of marketing tracking</strong> in this browser
        {saved === "opt-out" ? " (saved just now)" : ""}. {loadsNothing}
      </p>
    );
  }
  if (!marketingScript) {
    return (
      <p>
        <strong>No marketing tracking runs on this store.</strong> No marketing script is set up, so
        none loads in this browser{saved === "opt-in" ? " (your choice was saved just now)" : ""}.
      </p>
    );
  }
  return (
    <p>
      <strong>Marketing tracking is on</strong> in this browser
      {saved === "opt-in" ? " (saved just now)" : ""}.
    </p>
  );
}

/** Opt out, or allow tracking again: a plain form post, with or without JavaScript. */
function ChoiceForm({
  optOutCookie,
  gpc,
  optedOut,
}: {
  optOutCookie: boolean;
  gpc: boolean;
  optedOut: boolean;
}) {
  return (
    <Form method="post" reloadDocument className="mt-6">
      {optOutCookie ? (
        <>
          <input type="hidden" name="intent" value="opt-in" />
          <Button type="submit" variant="outline">
            Allow marketing tracking again
          </Button>
          {gpc ? (
            <p className="mt-2 text-sm text-ink-soft">
              While your browser sends Global Privacy Control, tracking stays off either way.
            </p>
          ) : null}
        </>
      ) : (
        <>
          <input type="hidden" name="intent" value="opt-out" />
          <Button type="submit">Opt out of marketing tracking</Button>
          {optedOut ? (
            <p className="mt-2 text-sm text-ink-soft">
              Saving the opt-out keeps it even where your browser stops sending the signal.
            </p>
          ) : null}
        </>
      )}
    </Form>
  );
}
