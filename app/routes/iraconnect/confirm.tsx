/**
 * /iraconnect/confirm?token=… : the welcome mail's link (issue 16.5). Opening it checks the link
 * and shows one button; pressing it (POST) confirms the member's e-mail, and from then on their
 * signup counts for the member who referred them. A GET changes nothing: mail link scanners open
 * links on their own (as the staff address confirmation does, app/routes/admin/confirm-email.tsx).
 */
import { data, Link } from "react-router";
import { requestInfoContext } from "#app/lib/server/request-context.server.ts";
import { trackOnServer } from "#app/services/analytics.server.ts";
import type { Route } from "./+types/confirm";
import { Button } from "#app/components/ui/button.tsx";
import { paths } from "#app/lib/paths.ts";
import { seo } from "#app/lib/seo.ts";
import { confirmationPage, submitConfirmation, type ConfirmOutcome } from "#app/services/iraconnect-signup.server.ts";
import { siteSettingsOf } from "#app/lib/site-settings.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";
import { ATTR, dataAttr } from "#app/lib/dom-contract.ts";
import { noStore, answerHeaders } from "#app/lib/http.ts";

/** No React in the browser: one plain form (decision 025). */
export const handle = { hydrate: false } satisfies PageHandle;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seo({
    site: siteSettingsOf(matches),
    title: "Confirm your e-mail",
    description: "Confirm the e-mail address of your IRACONNECT early-access signup.",
    path: paths.iraconnectConfirm,
    noindex: true,
  });
}

const HEADERS = noStore({ "X-Robots-Tag": "noindex, nofollow" });

export async function loader({ request }: Route.LoaderArgs) {
  const page = await confirmationPage(new URL(request.url).searchParams.get("token") ?? undefined);
  const ok = page.outcome === "pending" || page.outcome === "already-confirmed";
  return data(page, { status: ok ? 200 : 400, headers: HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { status, outcome } = await submitConfirmation(request);
  // The funnel's last step, counted by the server (the page may have no script running, and the
  // beacon's rules apply: Do Not Track, Global Privacy Control and bots are left out).
  if (outcome === "confirmed") await trackOnServer("confirmation", paths.iraconnectConfirm, request.headers, context.get(requestInfoContext));
  return data({ outcome }, { status, headers: HEADERS });
}

export const headers = answerHeaders(HEADERS);

const TEXTS: Record<ConfirmOutcome, { title: string; text: string }> = {
  confirmed: {
    title: "Your e-mail is confirmed",
    text: "Thank you! You are on the IRACONNECT early-access list, and if a friend invited you, your signup now counts for them.",
  },
  "already-confirmed": {
    title: "Your e-mail was already confirmed",
    text: "Nothing more to do: you are on the IRACONNECT early-access list.",
  },
  unknown: {
    title: "We could not find this signup",
    text: "It may have been removed at your request. You can join the early-access list again.",
  },
  invalid: {
    title: "This confirmation link is not valid",
    text: "The link may be incomplete: open it from your welcome e-mail again, or join the early-access list.",
  },
};

export default function IraconnectConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData?.outcome ?? loaderData.outcome;
  if (outcome === "pending") {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">Confirm your e-mail</h1>
        <p className="mt-4 text-muted-foreground">One step left: confirm the address of your IRACONNECT early-access signup.</p>
        {/* A plain form: the page has no React (decision 025); the page script shows it busy. */}
        <form method="post" {...dataAttr(ATTR.busy)} className="mt-8">
          <input type="hidden" name="token" value={loaderData.token ?? ""} />
          <Button type="submit" {...dataAttr(ATTR.busyLabel, "Confirming...")}>
            Confirm my e-mail
          </Button>
        </form>
      </section>
    );
  }
  const { title, text } = TEXTS[outcome];
  const ok = outcome === "confirmed" || outcome === "already-confirmed";
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-muted-foreground">{text}</p>
      <Button asChild className="mt-8">
        <Link to={paths.iraconnect}>{ok ? "Back to IRACONNECT" : "Join IRACONNECT"}</Link>
      </Button>
    </section>
  );
}
