/**
 * The IRACONNECT thanks page's member part (SPEC §2, §4, §9) as an island (decision 027): the
 * welcome with the community size, the token balance and tiers, what's next, the referral link
 * with its copy and share actions. Without JavaScript it is the server's page: the link to select
 * and copy by hand, the share links.
 *
 * Hydrated:
 * - "Copy link" copies the referral link and says "Copied!" for 2 s (announced); without the async
 *   clipboard (plain http, old browsers) the link's own read-only field is selected and copied;
 * - sharing on LinkedIn (+25) and following the company (+15) count once each for this visit
 *   (SPEC §4: local to the page, not saved): the balance, the tier and the tiers' cards follow;
 * - when the server reports a new signup (or a friend's confirmation), the page asks for the
 *   member's standing as JSON (GET /iraconnect/thanks.json, the member of this browser's cookie)
 *   and shows the new community size, referrals and balance.
 */
import { Check, Copy, Mail, MessageCircle, PartyPopper, Share2, Trophy } from "./thanks-icons.tsx";
import { track } from "../lib/analytics-events.ts";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { LinkedInIcon, XIcon } from "#app/components/social-icons.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { formatCount, TOKENS, tokenBalance, type MemberStanding } from "#app/lib/iraconnect.ts";
import { useLiveTopic } from "#app/lib/live-updates.ts";
import { paths } from "#app/lib/paths.ts";
import { shareUrls } from "#app/lib/share.ts";
import { cn } from "#app/lib/utils.ts";
import { defineIsland } from "./define.tsx";

export const SHARE_TEXT = "I just joined the IRACONNECT early-access list, the AI-powered professional network. Join me:";
/** How long "Copied!" shows (SPEC §9). */
export const COPIED_MS = 2000;

type Standing = Pick<MemberStanding, "communitySize" | "referrals" | "pendingReferrals" | "confirmed" | "place">;

/** A milestone staff set (issue 30.2; the SPEC's tiers are the seeded ones), reached by token balance. */
export type MilestoneView = { name: string; tokens: number; reward: string };

type Props = Standing & {
  firstName: string;
  /** The member's own referral link; null in another browser than the one that joined. */
  referralLink: string | null;
  /** What that browser shares instead: the landing page. */
  landingLink: string;
  /** This visit's bonuses as the server counted them (the page's address may ask for them). */
  shared: boolean;
  followed: boolean;
  /** The company's LinkedIn page as staff set it (issue 14.8); without one, no follow link. */
  linkedin: string | null;
  siteName: string;
  /** How many places a confirmed referral moves the member up, and the milestones, fewest tokens first. */
  placesPerReferral: number;
  milestones: MilestoneView[];
  /** The leaderboard opt-in form (the page's own POST), shown to the browser that joined. */
  leaderboard: { name: string | null; notice: string | null; error: string | null } | null;
};

/** The address that asks for the member's standing with this visit's bonuses. */
export function standingUrl(bonuses: { shared: boolean; followed: boolean }): string {
  const params = new URLSearchParams();
  if (bonuses.shared) params.set("shared", "1");
  if (bonuses.followed) params.set("followed", "1");
  const query = params.toString();
  return query ? `${paths.memberApi}?${query}` : paths.memberApi;
}

/** The standing in the endpoint's answer, when it is one. */
export function standingOf(answer: unknown): Standing | null {
  const a = answer as Partial<MemberStanding> | null;
  const count = (value: unknown) => typeof value === "number" && Number.isFinite(value) && value >= 0;
  if (!a || !count(a.communitySize) || typeof a.confirmed !== "boolean") return null;
  if (!(a.referrals === null || count(a.referrals)) || !(a.pendingReferrals === null || count(a.pendingReferrals))) return null;
  const place = a.place === null || a.place === undefined || !count(a.place) ? null : a.place;
  return { communitySize: a.communitySize!, referrals: a.referrals!, pendingReferrals: a.pendingReferrals!, confirmed: a.confirmed, place };
}

const newWindow = { target: "_blank", rel: "noopener noreferrer" } as const;

/** Copies `text`: the async clipboard, else the read-only field holding it, selected. */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error("no clipboard");
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.focus();
    field.select();
    return document.execCommand("copy");
  }
}

export function IraconnectThanks(props: Props) {
  const { firstName, referralLink, landingLink, linkedin, siteName, placesPerReferral, milestones, leaderboard } = props;
  const [standing, setStanding] = useState<Standing>({
    communitySize: props.communitySize,
    referrals: props.referrals,
    pendingReferrals: props.pendingReferrals,
    confirmed: props.confirmed,
    place: props.place,
  });
  const [shared, setShared] = useState(props.shared);
  const [followed, setFollowed] = useState(props.followed);
  const [copied, setCopied] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const asked = useRef(0);
  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  const { communitySize, referrals, pendingReferrals, confirmed, place } = standing;
  const link = referralLink ?? landingLink;
  const share = shareUrls(link, SHARE_TEXT, "Join me on IRACONNECT");
  const referralTokens = (referrals ?? 0) * TOKENS.perReferral;
  const balance = tokenBalance({ referrals, shared, followed });
  const tier = milestones.filter((m) => balance >= m.tokens).at(-1) ?? null;
  const upcoming = milestones.find((m) => balance < m.tokens) ?? null;

  // Live: the member's standing from the server; only the latest answer counts.
  useLiveTopic("signups", () => {
    const mine = ++asked.current;
    fetch(standingUrl({ shared, followed }), { headers: { accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : null))
      .then((answer: unknown) => {
        const next = standingOf(answer);
        if (next && mine === asked.current) setStanding(next);
      })
      .catch(() => {});
  });

  const copy = () => {
    void copyText(link, field.current).then((done) => {
      if (!done) return;
      track("referral_share", "copy");
      setCopied(true);
      clearTimeout(copiedTimer.current);
      copiedTimer.current = setTimeout(() => setCopied(false), COPIED_MS);
    });
  };

  const bonusChip = (tokens: number, counted: boolean): ReactNode => (counted ? null : <span className="text-xs text-primary">+{tokens}</span>);

  return (
    <>
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

      {place !== null && referrals !== null ? (
        <section aria-labelledby="place-heading" className="mt-10 rounded-xl border bg-card p-6 text-center shadow-sm">
          <h2 id="place-heading" className="text-xl font-semibold">
            Your place in line
          </h2>
          <p className="mt-2 text-4xl font-bold tabular-nums text-primary" data-testid="place-in-line" aria-live="polite">
            You're #{formatCount(place)} in line
          </p>
          <p className="mt-2 text-sm text-muted-foreground" data-testid="places-per-referral">
            Each friend who joins moves you up {formatCount(placesPerReferral)} {placesPerReferral === 1 ? "place" : "places"}.
          </p>
        </section>
      ) : null}

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
            {upcoming ? `${upcoming.tokens - balance} tokens to ${upcoming.name}.` : milestones.length ? "You've reached the top tier!" : null}
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

      <section aria-labelledby="referral-heading" className="mt-6 rounded-xl border bg-card p-6 shadow-sm">
        <h2 id="referral-heading" className="text-xl font-semibold">
          {referralLink ? "Your referral link" : "Share IRACONNECT"}
        </h2>
        {referralLink ? null : <p className="mt-2 text-sm text-muted-foreground">Your personal referral link is in your welcome e-mail.</p>}
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <label htmlFor="referral-link" className="sr-only">
            {referralLink ? "Your referral link" : "Link to IRACONNECT"}
          </label>
          <input
            ref={field}
            id="referral-link"
            readOnly
            value={link}
            // Meant for copying: selected whole when focused.
            onFocus={(event) => event.currentTarget.select()}
            className="h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 font-mono text-sm sm:flex-1"
          />
          {/* Without JavaScript there is nothing it could do: the field is there to copy from. */}
          <Button type="button" onClick={copy} className="[html:not([data-js])_&]:hidden">
            {copied ? (
              <>
                <Check aria-hidden="true" /> Copied!
              </>
            ) : (
              <>
                <Copy aria-hidden="true" /> Copy link
              </>
            )}
          </Button>
        </div>
        <p aria-live="polite" className="sr-only">
          {copied ? "Referral link copied to the clipboard" : ""}
        </p>

        <h3 className="mt-6 text-sm font-semibold">Share it</h3>
        <div className="mt-2 flex flex-wrap gap-2">
          {/* Shown where the browser has a share sheet (the head script marks the document). */}
          <Button
            type="button"
            variant="outline"
            className="[html:not([data-web-share])_&]:hidden"
            onClick={() => {
              track("referral_share", "share-sheet");
              void navigator.share?.({ title: "IRACONNECT", text: SHARE_TEXT, url: link }).catch(() => {});
            }}
          >
            <Share2 aria-hidden="true" /> Share…
          </Button>
          <Button asChild variant="outline">
            <a href={share.linkedin} {...newWindow} onClick={() => setShared(true)}>
              <LinkedInIcon aria-hidden="true" /> Share on LinkedIn
              {bonusChip(TOKENS.share, shared)}
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
              <a href={linkedin} {...newWindow} onClick={() => setFollowed(true)}>
                <LinkedInIcon aria-hidden="true" /> Follow {siteName}
                {bonusChip(TOKENS.follow, followed)}
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
          {milestones.map((t) => {
            const reached = balance >= t.tokens;
            return (
              <li key={t.name} className={cn("rounded-xl border bg-card p-5 shadow-sm", reached && "border-primary ring-2 ring-primary/30")} data-testid="milestone">
                <p className="text-lg font-semibold">{t.name}</p>
                <p className="text-sm text-muted-foreground">{formatCount(t.tokens)} tokens</p>
                <p className="mt-2 text-sm">{t.reward}</p>
                <p className="mt-2 text-xs font-medium text-primary">{reached ? "Unlocked" : `${t.tokens - balance} to go`}</p>
              </li>
            );
          })}
        </ul>
      </section>

      {leaderboard ? (
        <section aria-labelledby="leaderboard-heading" className="mt-6 rounded-xl border bg-card p-6 shadow-sm">
          <h2 id="leaderboard-heading" className="text-xl font-semibold">
            Leaderboard
          </h2>
          <p className="mt-2 text-sm text-muted-foreground">
            Show your referrals on the <a className="underline underline-offset-4" href={paths.iraconnectLeaderboard}>public leaderboard</a> under a name you
            choose, or your initials. Your e-mail address is never shown.
          </p>
          {leaderboard.notice ? (
            <p role="status" className="mt-3 text-sm font-medium">
              {leaderboard.notice}
            </p>
          ) : null}
          {leaderboard.error ? (
            <p role="alert" className="mt-3 text-sm font-medium text-destructive">
              {leaderboard.error}
            </p>
          ) : null}
          <form method="post" className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
            <input type="hidden" name="intent" value="join" />
            <div className="grid gap-1 sm:flex-1">
              <label htmlFor="leaderboard-name" className="text-sm font-medium">
                Display name (optional)
              </label>
              <input
                id="leaderboard-name"
                name="displayName"
                maxLength={40}
                defaultValue={leaderboard.name ?? ""}
                autoComplete="nickname"
                className="h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm"
              />
            </div>
            <Button type="submit">{leaderboard.name ? "Update my name" : "Join the leaderboard"}</Button>
          </form>
          {leaderboard.name ? (
            <form method="post" className="mt-2">
              <input type="hidden" name="intent" value="leave" />
              <Button type="submit" variant="outline">
                Leave the leaderboard
              </Button>
            </form>
          ) : null}
        </section>
      ) : null}
    </>
  );
}

export default IraconnectThanks;
export const IraconnectThanksIsland = /* @__PURE__ */ defineIsland("iraconnect-thanks", IraconnectThanks);
