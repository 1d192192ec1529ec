/**
 * /iraconnect/confirm?token=… : the welcome mail's link (issue 16.5). Following it confirms the
 * member's e-mail, and from then on their signup counts for the member who referred them.
 */
import { data, Link } from "react-router";
import type { Route } from "./+types/confirm";
import { Button } from "#app/components/ui/button.tsx";
import { paths } from "#app/lib/paths.ts";
import { seo } from "#app/lib/seo.ts";
import { confirmMember, type ConfirmOutcome } from "#app/services/iraconnect-signup.server.ts";
import { siteSettingsOf } from "#app/lib/site-settings.ts";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seo({
    site: siteSettingsOf(matches),
    title: "Confirm your e-mail",
    description: "Confirm the e-mail address of your IRACONNECT early-access signup.",
    path: paths.iraconnectConfirm,
    noindex: true,
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  const outcome = await confirmMember(new URL(request.url).searchParams.get("token"));
  const ok = outcome === "confirmed" || outcome === "already-confirmed";
  return data({ outcome }, { status: ok ? 200 : 400, headers: { "Cache-Control": "no-store" } });
}

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

export default function IraconnectConfirm({ loaderData }: Route.ComponentProps) {
  const { title, text } = TEXTS[loaderData.outcome];
  const ok = loaderData.outcome === "confirmed" || loaderData.outcome === "already-confirmed";
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
