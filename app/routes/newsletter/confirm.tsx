import { data, Link } from "react-router";
import type { Route } from "./+types/confirm";
import { Button } from "#app/components/ui/button.tsx";
import { paths } from "#app/lib/paths.ts";
import { seo } from "#app/lib/seo.ts";
import { confirmSubscription, type ConfirmOutcome } from "#app/services/newsletter.server.ts";
import { siteSettingsOf } from "#app/lib/site-settings.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";
import { NO_STORE } from "#app/lib/http.ts";

/** No React in the browser: the page has nothing interactive of its own (decision 025). */
export const handle = { hydrate: false } satisfies PageHandle;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seo({
    site: siteSettingsOf(matches),
    title: "Newsletter subscription",
    description: "Confirm your subscription to the Iratech newsletter.",
    path: paths.newsletterConfirm,
    noindex: true,
  });
}

// Following the link is the confirmation: one click, as people expect from double opt-in mails.
export async function loader({ request }: Route.LoaderArgs) {
  const outcome = await confirmSubscription(new URL(request.url).searchParams.get("token"));
  return data({ outcome }, { status: outcome === "confirmed" ? 200 : 400, headers: NO_STORE });
}

const TEXTS: Record<ConfirmOutcome, { title: string; text: string }> = {
  confirmed: {
    title: "Subscription confirmed",
    text: "Thank you! You will receive our newsletter with new articles and insights. Every newsletter has a link to unsubscribe.",
  },
  expired: {
    title: "This confirmation link has expired",
    text: "Subscribe again on the blog and we will send you a new link.",
  },
  invalid: {
    title: "This confirmation link is not valid",
    text: "The link may be incomplete or already replaced. Subscribe again on the blog to get a new one.",
  },
};

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const { title, text } = TEXTS[loaderData.outcome];
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-muted-foreground">{text}</p>
      <Button asChild className="mt-8">
        <Link to={loaderData.outcome === "confirmed" ? paths.blog : `${paths.blog}#newsletter`}>Go to the blog</Link>
      </Button>
    </section>
  );
}
