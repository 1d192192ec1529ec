/**
 * /iraconnect and /iraconnect/join (the same screen, SPEC §2): invited-by banner, live counter,
 * benefits, how it works, and the signup form (modal with JavaScript, on the page without).
 */
import {
  ArrowRight,
  BadgeCheck,
  Bot,
  Gift,
  Link2,
  Rocket,
  Sparkles,
  UserPlus,
  Users,
} from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data } from "react-router";
import type { Route } from "./+types/landing";
import { SignupCounter } from "#app/components/iraconnect/signup-counter.tsx";
import { SignupForm } from "#app/components/iraconnect/signup-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { captureAttribution } from "#app/lib/iraconnect-attribution.ts";
import { TOKENS } from "#app/lib/iraconnect.ts";
import { paths } from "#app/lib/paths.ts";
import { seo } from "#app/lib/seo.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useLiveUpdates } from "#app/lib/use-live-updates.ts";
import { joinPage } from "#app/services/iraconnect-signup.server.ts";
import { siteSettingsOf } from "#app/lib/site-settings.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const { page, clearFlash } = await joinPage(request);
  return data(page, { headers: clearFlash ? { "Set-Cookie": clearFlash } : undefined });
}

export function headers() {
  // The count is live and a failed submission's messages belong to one visitor.
  return { "Cache-Control": "no-store" };
}

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
  { icon: Bot, title: "AI career matching", text: "Get matched with roles, mentors and projects that fit your skills, not just your keywords." },
  { icon: Sparkles, title: "Early-member perks", text: "Founding members get premium features first and keep their early-access status for good." },
  { icon: BadgeCheck, title: "Verified credentials", text: "Show blockchain-verified certificates and skills that employers can check in one click." },
  { icon: Gift, title: "Free to join", text: "Pre-launch membership costs nothing. Earn tokens for every friend who joins with your link." },
] as const;

const STEPS = [
  { icon: UserPlus, title: "Sign up", text: "Tell us your name, e-mail, phone, country and role. It takes less than a minute." },
  { icon: Link2, title: "Get your referral link", text: "You receive a personal link and start with 10 tokens." },
  { icon: Users, title: "Invite your network", text: `Every friend who joins through your link earns you ${TOKENS.perReferral} tokens.` },
  { icon: Rocket, title: "Unlock early access", text: "Climb from Bronze to Diamond and be first in when IRACONNECT launches." },
] as const;


/** A join button: opens the modal with JavaScript, jumps to the on-page form without. */
function JoinButton({ onOpen, size = "lg", variant = "default", label = "Join the Waitlist" }: {
  onOpen: () => void;
  size?: "lg" | "default";
  variant?: "default" | "outline" | "secondary";
  label?: string;
}) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <Button asChild size={size} variant={variant}>
        <a href="#join">
          {label} <ArrowRight aria-hidden="true" />
        </a>
      </Button>
    );
  }
  return (
    <Button type="button" size={size} variant={variant} onClick={onOpen} aria-haspopup="dialog">
      {label} <ArrowRight aria-hidden="true" />
    </Button>
  );
}

export default function IraconnectLanding({ loaderData }: Route.ComponentProps) {
  const { displayCount, invite, defaults, flash } = loaderData;
  const [open, setOpen] = useState(false);
  useLiveUpdates("signups");
  useEffect(() => captureAttribution(window.location.search), []);
  // The dialog is opened by several buttons, none of them a Radix trigger: focus goes back by hand.
  const opener = useRef<HTMLElement | null>(null);
  const openModal = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  };

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

      <section className="bg-linear-to-b from-secondary/60 to-background">
        <div className="mx-auto flex max-w-5xl flex-col items-center px-4 py-20 text-center sm:px-6 lg:px-8">
          <p className="rounded-full border bg-background px-4 py-1 text-sm font-medium text-primary">Pre-launch · Free to join</p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight sm:text-6xl">
            Join <span className="text-primary">IRACONNECT</span> early
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-muted-foreground">
            The AI-powered professional network that connects talent, mentors and companies. Sign up before launch, invite
            your network and unlock early-member benefits.
          </p>
          <div className="mt-10">
            <SignupCounter value={displayCount} />
          </div>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <JoinButton onOpen={openModal} />
          </div>
        </div>
      </section>

      <section aria-labelledby="benefits-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="benefits-heading" className="text-center text-3xl font-bold tracking-tight">
          Why join early?
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
              <Icon className="size-8 text-primary" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-heading" className="bg-muted/50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="how-heading" className="text-center text-3xl font-bold tracking-tight">
            How it works
          </h2>
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map(({ icon: Icon, title, text }, index) => (
              <li key={title} className="relative rounded-xl border bg-card p-6 shadow-sm">
                <span className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground">
                  {index + 1}
                </span>
                <h3 className="mt-4 flex items-center gap-2 text-lg font-semibold">
                  <Icon className="size-5 text-primary" aria-hidden="true" /> {title}
                </h3>
                <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ol>
          <div className="mt-10 flex justify-center">
            <JoinButton onOpen={openModal} label="Join IRACONNECT Now" />
          </div>
        </div>
      </section>

      <section id="join" aria-labelledby="join-heading" className="mx-auto max-w-2xl scroll-mt-20 px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="join-heading" className="text-center text-3xl font-bold tracking-tight">
          Reserve your spot
        </h2>
        <p className="mt-3 text-center text-muted-foreground">Free to join. Your referral link arrives right after you sign up.</p>
        <SignupForm
          id="join-form"
          className="mt-8 rounded-xl border bg-card p-6 shadow-sm"
          defaults={defaults}
          lastResult={flash?.submission ?? (flash?.error ? { status: "error", error: { "": [flash.error] } } : null)}
        />
      </section>

      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
          }}
        >
          <DialogHeader>
            <DialogTitle>Join IRACONNECT</DialogTitle>
            <DialogDescription>Get early access, your referral link and 10 starter tokens.</DialogDescription>
          </DialogHeader>
          <SignupForm
            id="signup-modal-form"
            defaults={defaults}
            secondaryAction={(disabled) => (
              <DialogClose asChild>
                <Button type="button" variant="outline" size="lg" disabled={disabled}>
                  Cancel
                </Button>
              </DialogClose>
            )}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
