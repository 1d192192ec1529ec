import { data, Link } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { Button } from "#app/components/ui/button.tsx";
import { paths } from "#app/lib/paths.ts";
import { seo } from "#app/lib/seo.ts";
import { subscriberForUnsubscribe, unsubscribeFromRequest } from "#app/services/newsletter.server.ts";
import { siteSettingsOf } from "#app/lib/site-settings.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";
import { ATTR, dataAttr } from "#app/lib/dom-contract.ts";
import { NO_STORE } from "#app/lib/http.ts";

/** No React in the browser: one plain form (decision 025). */
export const handle = { hydrate: false } satisfies PageHandle;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seo({
    site: siteSettingsOf(matches),
    title: "Unsubscribe",
    description: "Unsubscribe from the Iratech newsletter.",
    path: paths.newsletterUnsubscribe,
    noindex: true,
  });
}

type State = { state: "ask"; email: string; token: string } | { state: "done" } | { state: "invalid" };


// Opening the link only asks: mail scanners follow links, and must not unsubscribe anybody.
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const subscriber = await subscriberForUnsubscribe(token);
  if (!subscriber) return data<State>({ state: "invalid" }, { status: 400, headers: NO_STORE });
  if (subscriber.status === "unsubscribed") return data<State>({ state: "done" }, { headers: NO_STORE });
  return data<State>({ state: "ask", email: subscriber.email, token }, { headers: NO_STORE });
}

// The button posts the token in the form; one-click clients (RFC 8058) post to the link itself.
export async function action({ request }: Route.ActionArgs) {
  const done = await unsubscribeFromRequest(request);
  return data<State>(done ? { state: "done" } : { state: "invalid" }, { status: done ? 200 : 400, headers: NO_STORE });
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData ?? loaderData;
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6">
      {view.state === "ask" ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight">Unsubscribe from our newsletter?</h1>
          <p className="mt-4 text-muted-foreground">
            <span className="font-medium text-foreground">{view.email}</span> will no longer receive the Iratech newsletter.
          </p>
          {/* A plain form: the page has no React (decision 025); the page script shows it busy. */}
          <form method="post" {...dataAttr(ATTR.busy)} className="mt-8">
            <input type="hidden" name="token" value={view.token} />
            <Button type="submit" {...dataAttr(ATTR.busyLabel, "Unsubscribing...")}>
              Unsubscribe
            </Button>
          </form>
        </>
      ) : view.state === "done" ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight">You have been unsubscribed</h1>
          <p className="mt-4 text-muted-foreground">You will not receive the newsletter any more. You can subscribe again on the blog at any time.</p>
          <Button asChild variant="outline" className="mt-8">
            <Link to={paths.home}>Return to Home</Link>
          </Button>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold tracking-tight">This unsubscribe link is not valid</h1>
          <p className="mt-4 text-muted-foreground">
            The link may be incomplete. Open it again from the newsletter mail, or write to us from the contact page.
          </p>
          <Button asChild variant="outline" className="mt-8">
            <Link to={paths.contact}>Contact us</Link>
          </Button>
        </>
      )}
    </section>
  );
}
