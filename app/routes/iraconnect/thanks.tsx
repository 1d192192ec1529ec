/**
 * /iraconnect/thanks (SPEC §2, §4, §9): the member's welcome, community size, token balance and
 * tiers, referral link with copy and share actions. The member comes from the signed cookie the
 * signup set (so a reload works); without one the visitor goes back to /iraconnect.
 *
 * Sent without React (decision 025). The page script copies the link, opens the share sheet, and
 * puts the page back in place, from the server, when the community grows (live) and when the member
 * shares or follows: it asks for `?shared=1&followed=1` (that visit's bonuses, never saved nor put
 * in the address), so the balance, the tier and the tiers' cards are computed here only.
 */
import { Check, Copy, Home, Mail, MessageCircle, PartyPopper, Share2, Trophy } from "lucide-react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/thanks";
import type { PageHandle } from "#app/lib/page-handle.ts";
import { parseThanksQuery } from "#app/lib/schemas/iraconnect-thanks.ts";
import { LinkedInIcon, XIcon } from "#app/components/social-icons.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { paths } from "#app/lib/paths.ts";
import { formatCount, nextTier, referralLink, tierFor, TIERS, TOKENS } from "#app/lib/iraconnect.ts";
import { seo } from "#app/lib/seo.ts";
import { absoluteUrl } from "#app/lib/site-config.ts";
import { cn } from "#app/lib/utils.ts";
import { memberPage } from "#app/services/iraconnect-signup.server.ts";
import { shareUrls } from "#app/lib/share.ts";
import { siteSettingsOf, useSiteSettings } from "#app/lib/site-settings.ts";
import { PRIVATE_NO_STORE } from "#app/lib/http.ts";

export const handle = { hydrate: false, scripts: ["live"] } satisfies PageHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const page = await memberPage(request);
  if (!page) throw redirect(paths.iraconnect);
  const query = parseThanksQuery(new URL(request.url).searchParams);
  if (!query.success) {
    // An address no link of ours makes: the page without bonuses, and why, with a 400.
    const refused = query.error.issues.map((issue) => issue.message).join("; ");
    return data({ ...page, shared: false, followed: false, refused }, { status: 400 });
  }
  return { ...page, shared: query.data.shared === "1", followed: query.data.followed === "1", refused: null };
}

export function headers() {
  return PRIVATE_NO_STORE;
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seo({
    site: siteSettingsOf(matches),
    title: "Welcome to IRACONNECT",
    description: "You're on the IRACONNECT early-access list. Share your referral link to earn tokens and unlock early-member tiers.",
    path: paths.iraconnectThanks,
    noindex: true,
  });
}

const SHARE_TEXT = "I just joined the IRACONNECT early-access list, the AI-powered professional network. Join me:";

function shareLinks(link: string) {
  return shareUrls(link, SHARE_TEXT, "Join me on IRACONNECT");
}

export default function IraconnectThanks({ loaderData }: Route.ComponentProps) {
  const { firstName, refId, referrals, pendingReferrals, confirmed, communitySize, shared, followed, refused } = loaderData;
  // Another browser than the one that joined gets the landing page's link, not the member's own.
  const link = refId ? referralLink(refId) : absoluteUrl(paths.iraconnect);
  const share = shareLinks(link);
  // The company's LinkedIn page as staff set it (issue 14.8); without one, no follow links.
  const site = useSiteSettings();
  const linkedin = site.social.linkedin;

  // SPEC §4: +25 for sharing on LinkedIn and +15 for following, once each per visit, not saved.
  const referralTokens = (referrals ?? 0) * TOKENS.perReferral;
  const balance = TOKENS.start + referralTokens + (shared ? TOKENS.share : 0) + (followed ? TOKENS.follow : 0);
  const tier = tierFor(balance);
  const upcoming = nextTier(balance);

  const newWindow = { target: "_blank", rel: "noopener noreferrer" } as const;

  return (
    <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 lg:px-8" data-live-topic="signups">
      {refused ? (
        <p role="alert" className="mb-8 rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm">
          This address asks for bonuses it cannot have ({refused}); your page shows without them.
        </p>
      ) : null}
      <header className="text-center">
        {/* Drawn, not an emoji: a machine without an emoji font showed an empty box. */}
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-primary/10 text-primary" aria-hidden="true">
          <PartyPopper className="size-8" />
        </span>
        <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">Welcome to IRACONNECT, {firstName || "Striver"}!</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          You're officially part of a community of <strong className="text-foreground" data-testid="community-size">{formatCount(communitySize)}</strong>{" "}
          early strivers.
        </p>
      </header>

      <div className="mt-12 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="tokens-heading" className="rounded-xl border bg-card p-6 shadow-sm">
          <h2 id="tokens-heading" className="flex items-center gap-2 text-xl font-semibold">
            <Trophy className="size-5 text-primary" aria-hidden="true" /> Your token balance
          </h2>
          <p className="mt-4 text-5xl font-bold tabular-nums text-primary" data-testid="token-balance">
            {balance} <span className="text-lg font-medium text-muted-foreground">tokens</span>
          </p>
          <p className="mt-2 text-sm text-muted-foreground">
            {tier ? `${tier.name} tier reached.` : "No tier yet."}{" "}
            {upcoming ? `${upcoming.tokens - balance} tokens to ${upcoming.name}.` : "You've reached the top tier!"}
          </p>
          <dl className="mt-6 grid gap-2 text-sm">
            <div className="flex justify-between">
              <dt>Welcome bonus</dt>
              <dd className="font-medium">+{TOKENS.start}</dd>
            </div>
            {referrals === null ? (
              <div>
                <dt>Referrals</dt>
                <dd className="text-muted-foreground">You had already joined: your referral tokens show in the browser you joined from.</dd>
              </div>
            ) : (
              <div className="flex justify-between">
                <dt>
                  Referrals: <span data-testid="referral-count">{referrals}</span> × {TOKENS.perReferral}
                </dt>
                <dd className="font-medium">+{referralTokens}</dd>
              </div>
            )}
            {pendingReferrals ? (
              <div data-testid="pending-referrals">
                <dt>
                  {pendingReferrals} pending {pendingReferrals === 1 ? "referral" : "referrals"}
                </dt>
                <dd className="text-muted-foreground">They count once your friends confirm their e-mail.</dd>
              </div>
            ) : null}
            <div className="flex justify-between">
              <dt>Shared on LinkedIn</dt>
              <dd className="font-medium">{shared ? `+${TOKENS.share}` : `+${TOKENS.share} available`}</dd>
            </div>
            <div className="flex justify-between">
              <dt>Followed Iratech on LinkedIn</dt>
              <dd className="font-medium">{followed ? `+${TOKENS.follow}` : `+${TOKENS.follow} available`}</dd>
            </div>
          </dl>
          <p className="mt-4 text-sm text-muted-foreground" data-testid="bonus-note">
            The share and follow bonuses count for this visit only: they are not saved, so they show as available again when you come back.
          </p>
        </section>

        <section aria-labelledby="next-heading" className="rounded-xl border bg-card p-6 shadow-sm">
          <h2 id="next-heading" className="text-xl font-semibold">
            What's next?
          </h2>
          <ol className="mt-4 grid list-decimal gap-3 pl-5 text-sm">
            {confirmed ? null : <li>Confirm your e-mail with the link in your welcome e-mail.</li>}
            <li>Check your inbox: your welcome e-mail has your referral link.</li>
            <li>Share your link. Every friend who joins earns you {TOKENS.perReferral} tokens.</li>
            <li>Follow Iratech on LinkedIn for launch news.</li>
            <li>Climb the tiers and get first access when IRACONNECT launches.</li>
          </ol>
        </section>
      </div>

      <section aria-labelledby="referral-heading" data-share-bar="" className="mt-6 rounded-xl border bg-card p-6 shadow-sm">
        <h2 id="referral-heading" className="text-xl font-semibold">
          {refId ? "Your referral link" : "Share IRACONNECT"}
        </h2>
        {refId ? null : <p className="mt-2 text-sm text-muted-foreground">Your personal referral link is in your welcome e-mail.</p>}
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <label htmlFor="referral-link" className="sr-only">
            {refId ? "Your referral link" : "Link to IRACONNECT"}
          </label>
          <input
            id="referral-link"
            readOnly
            value={link}
            data-select-on-focus=""
            className="h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 font-mono text-sm sm:flex-1"
          />
          <Button type="button" data-share-copy={link} data-copied="false" data-copied-status="Referral link copied to the clipboard" className="group/copy">
            <Copy aria-hidden="true" className="group-data-[copied=true]/copy:hidden" />
            <Check aria-hidden="true" className="hidden group-data-[copied=true]/copy:block" />
            <span className="group-data-[copied=true]/copy:hidden">Copy link</span>
            <span className="hidden group-data-[copied=true]/copy:inline">Copied!</span>
          </Button>
        </div>
        <p aria-live="polite" data-share-status="" className="sr-only"></p>

        <h3 className="mt-6 text-sm font-semibold">Share it</h3>
        <div className="mt-2 flex flex-wrap gap-2">
          {/* Shown where the browser has a share sheet (app.css reads the head script's mark). */}
          <Button type="button" variant="outline" data-share-native="" data-share-title="IRACONNECT" data-share-text={SHARE_TEXT} data-share-url={link}>
            <Share2 aria-hidden="true" /> Share…
          </Button>
          <Button asChild variant="outline">
            <a href={share.linkedin} {...newWindow} data-bonus="shared">
              <LinkedInIcon aria-hidden="true" /> Share on LinkedIn
              {!shared ? <span className="text-xs text-primary">+{TOKENS.share}</span> : null}
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={share.x} {...newWindow}>
              <XIcon aria-hidden="true" /> Share on X
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={share.whatsapp} {...newWindow}>
              <MessageCircle aria-hidden="true" /> Share on WhatsApp
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={share.email} {...newWindow}>
              <Mail aria-hidden="true" /> Share by e-mail
            </a>
          </Button>
          {linkedin ? (
            <Button asChild variant="outline">
              <a href={linkedin} {...newWindow} data-bonus="followed">
                <LinkedInIcon aria-hidden="true" /> Follow {site.name}
                {!followed ? <span className="text-xs text-primary">+{TOKENS.follow}</span> : null}
              </a>
            </Button>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="tiers-heading" className="mt-6">
        <h2 id="tiers-heading" className="text-xl font-semibold">
          Reward tiers
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {TIERS.map((t) => {
            const reached = balance >= t.tokens;
            return (
              <li key={t.name} className={cn("rounded-xl border bg-card p-5 shadow-sm", reached && "border-primary ring-2 ring-primary/30")}>
                <p className="text-lg font-semibold">{t.name}</p>
                <p className="text-sm text-muted-foreground">{formatCount(t.tokens)} tokens</p>
                <p className="mt-2 text-sm">{t.benefit}</p>
                <p className="mt-2 text-xs font-medium text-primary">{reached ? "Unlocked" : `${t.tokens - balance} to go`}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <nav aria-label="Continue" className="mt-12 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <a href={paths.home}>
            <Home aria-hidden="true" /> Back to Homepage
          </a>
        </Button>
        {linkedin ? (
          <Button asChild size="lg" variant="outline">
            <a href={linkedin} {...newWindow}>
              <LinkedInIcon aria-hidden="true" /> {site.name} on LinkedIn
            </a>
          </Button>
        ) : null}
      </nav>
    </div>
  );
}
