/**
 * /iraconnect and /iraconnect/join (the same screen, SPEC §2): invited-by banner, live counter,
 * benefits, how it works, and the signup form (modal with JavaScript, on the page without).
 *
 * Without React Router's client (decision 027): the counter (count-up, live count), the join
 * buttons and the signup (the on-page form and the one modal the buttons open) are React islands
 * (app/islands/iraconnect-*.tsx). Without JavaScript the buttons are links to the on-page form.
 */
import {
  BadgeCheck,
  Bot,
  Gift,
  Link2,
  Rocket,
  Sparkles,
  UserPlus,
  Users,
} from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/landing";
import { SignupCounterIsland } from "#app/islands/iraconnect-counter.tsx";
import { JoinButtonIsland } from "#app/islands/iraconnect-join.tsx";
import { IraconnectSignupIsland } from "#app/islands/iraconnect-signup.tsx";
import { TOKENS } from "#app/lib/iraconnect.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";
import { paths } from "#app/lib/paths.ts";
import { seo } from "#app/lib/seo.ts";
import { cn } from "#app/lib/utils.ts";
import { joinPage } from "#app/services/iraconnect-signup.server.ts";
import { siteSettingsOf } from "#app/lib/site-settings.ts";
import { NO_STORE, answerHeaders } from "#app/lib/http.ts";

export const handle = { hydrate: false, islands: ["iraconnect-counter", "iraconnect-join", "iraconnect-signup"] } satisfies PageHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const { page, clearFlash } = await joinPage(request);
  return data(page, { headers: clearFlash ? { "Set-Cookie": clearFlash } : undefined });
}

// The count is live and a failed submission's messages belong to one visitor.
export const headers = answerHeaders(NO_STORE);

export function meta({ loaderData, location, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteSettingsOf(matches);
  // A member's referral link shows a card with their first name in link previews (issue 14.3).
  const ref = new URLSearchParams(location.search).get("ref");
  const image = loaderData?.invite?.firstName && ref && /^[A-Za-z0-9-]{1,200}$/.test(ref) ? paths.shareCard("invite", ref) : undefined;
  return seo({
    site,
    image,
    title: "Join IRACONNECT Early Access | AI-Powered Professional Network",
    description:
      "IRACONNECT is the AI-powered professional network from Iratech. Join the pre-launch free, earn tokens for every friend you invite, and unlock early-member benefits.",
    path: paths.iraconnect,
    keywords: ["IRACONNECT", "early access", "AI professional network", "career platform", "pre-launch", "referral rewards"],
    jsonLd: {
      "@type": "Product",
      name: "IRACONNECT",
      description: "AI-powered professional networking and career platform, free to join during pre-launch.",
      brand: { "@type": "Organization", name: site.name },
      offers: { "@type": "Offer", price: "0", priceCurrency: "USD", availability: "https://schema.org/PreOrder" },
    },
  });
}

const BENEFITS = [
  { icon: Bot, title: "AI career matching", text: "Get matched with roles, mentors and projects that fit your skills, not just your keywords.", tint: "bg-sky-500/15 text-sky-700 dark:text-sky-300" },
  { icon: Sparkles, title: "Early-member perks", text: "Founding members get premium features first and keep their early-access status for good.", tint: "bg-amber-500/15 text-amber-700 dark:text-amber-300" },
  { icon: BadgeCheck, title: "Verified credentials", text: "Show blockchain-verified certificates and skills that employers can check in one click.", tint: "bg-emerald-500/15 text-emerald-700 dark:text-emerald-300" },
  { icon: Gift, title: "Free to join", text: "Pre-launch membership costs nothing. Earn tokens for every friend who joins with your link.", tint: "bg-fuchsia-500/15 text-fuchsia-700 dark:text-fuchsia-300" },
] as const;

const STEPS = [
  { icon: UserPlus, title: "Sign up", text: "Tell us your name, e-mail, phone, country and role. It takes less than a minute." },
  { icon: Link2, title: "Get your referral link", text: "You receive a personal link and start with 10 tokens." },
  { icon: Users, title: "Invite your network", text: `Every friend who joins through your link earns you ${TOKENS.perReferral} tokens.` },
  { icon: Rocket, title: "Unlock early access", text: "Climb from Bronze to Diamond and be first in when IRACONNECT launches." },
] as const;

/** The campaign's own look (issue 17.4): a vivid band, the same in both themes, and white text on it. */
const CAMPAIGN_BAND = "bg-[linear-gradient(135deg,oklch(0.4_0.2_264),oklch(0.42_0.22_295)_55%,oklch(0.45_0.21_325))] text-white";

export default function IraconnectLanding({ loaderData }: Route.ComponentProps) {
  const { displayCount, invite, defaults, flash, milestones } = loaderData;

  return (
    <>
      {invite ? (
        <div role="status" className="border-b bg-secondary text-secondary-foreground">
          <p className="mx-auto max-w-7xl px-4 py-3 text-center text-sm font-medium sm:px-6 lg:px-8">
            {invite.firstName
              ? `🎉 ${invite.firstName} invited you to join IRACONNECT. Sign up to get early access!`
              : "🎉 You've been invited to join IRACONNECT. Sign up to get early access!"}
          </p>
        </div>
      ) : null}

      <section aria-labelledby="landing-title" className={cn("relative isolate overflow-hidden", CAMPAIGN_BAND)}>
        {/* Playful light in the band (decorative). */}
        <span aria-hidden="true" className="pointer-events-none absolute -top-24 -left-24 -z-10 size-80 rounded-full bg-cyan-300/30 blur-3xl" />
        <span aria-hidden="true" className="pointer-events-none absolute -right-24 bottom-0 -z-10 size-96 rounded-full bg-amber-300/25 blur-3xl" />
        <div className="mx-auto flex max-w-5xl flex-col items-center px-4 pt-14 pb-20 text-center sm:px-6 sm:pt-20 lg:px-8">
          <p className="rounded-full bg-white/15 px-4 py-1 text-sm font-semibold ring-1 ring-white/40">Pre-launch · Free to join</p>
          <h1 id="landing-title" className="mt-6 text-display font-black">
            Join{" "}
            <span className="rounded-xl bg-amber-300 px-3 text-indigo-950 box-decoration-clone">IRACONNECT</span>{" "}
            early
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-white/90">
            The AI-powered professional network that connects talent, mentors and companies. Sign up before launch, invite
            your network and unlock early-member benefits.
          </p>
          <div className="relative mt-12">
            <Sparkles aria-hidden="true" className="absolute -top-6 -left-8 size-10 rotate-12 text-amber-200 sm:-left-14 sm:size-12" />
            <Rocket aria-hidden="true" className="absolute -right-6 -bottom-6 size-10 -rotate-12 text-cyan-200 sm:-right-14 sm:size-12" />
            <SignupCounterIsland value={displayCount} />
          </div>
          <div className="mt-12 flex flex-wrap justify-center gap-3">
            <JoinButtonIsland className="h-14 rounded-full bg-white px-8 text-lg font-bold text-indigo-800 shadow-xl hover:bg-amber-100 focus-visible:outline-white" />
          </div>
        </div>
      </section>

      <section aria-labelledby="benefits-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <h2 id="benefits-heading" className="text-center text-headline">
          Why join early?
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-stagger="">
          {BENEFITS.map(({ icon: Icon, title, text, tint }, index) => (
            <li
              key={title}
              className={cn(
                "rounded-3xl border-2 bg-card p-6 shadow-sm transition-transform motion-safe:hover:-translate-y-1",
                index % 2 === 0 ? "motion-safe:hover:-rotate-1" : "motion-safe:hover:rotate-1",
              )}
            >
              <span className={cn("flex size-14 items-center justify-center rounded-2xl", tint)}>
                <Icon className="size-7" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-title">{title}</h3>
              <p className="mt-2 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-heading" className="bg-muted/50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <h2 id="how-heading" className="text-center text-headline">
            How it works
          </h2>
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map(({ icon: Icon, title, text }, index) => (
              <li key={title} className="relative rounded-3xl border-2 bg-card p-6 shadow-sm">
                <span className={cn("flex size-12 -rotate-6 items-center justify-center rounded-2xl text-xl font-black shadow-md", CAMPAIGN_BAND)}>
                  {index + 1}
                </span>
                <h3 className="mt-5 flex items-center gap-2 text-title">
                  <Icon className="size-5 text-primary" aria-hidden="true" /> {title}
                </h3>
                <p className="mt-2 text-muted-foreground">{text}</p>
              </li>
            ))}
          </ol>
          {/* The milestones staff set in the admin (issue 30.2); the seeded ones are SPEC §9's tiers. */}
          <ul aria-label="Tiers" className="mt-10 flex flex-wrap justify-center gap-3">
            {milestones.map((tier) => (
              <li key={tier.name} className="rounded-full border-2 bg-card px-4 py-2 text-sm">
                <span className="font-bold">{tier.name}</span> <span className="text-muted-foreground">· {tier.tokens} tokens</span>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex justify-center">
            <JoinButtonIsland label="Join IRACONNECT Now" className="h-14 rounded-full px-8 text-lg font-bold" />
          </div>
        </div>
      </section>

      <section id="join" aria-labelledby="join-heading" className="mx-auto max-w-2xl scroll-mt-20 px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <h2 id="join-heading" className="text-center text-headline">
          Reserve your spot
        </h2>
        <p className="mt-3 text-center text-muted-foreground">Free to join. Your referral link arrives right after you sign up.</p>
        <IraconnectSignupIsland
          className="mt-8 rounded-3xl border-2 border-primary/40 bg-card p-6 shadow-xl"
          defaults={defaults}
          lastResult={flash?.submission ?? (flash?.error ? { status: "error", error: { "": [flash.error] } } : null)}
        />
      </section>
    </>
  );
}
