/**
 * /iraconnect/thanks (SPEC §2, §4, §9): the member's welcome, community size, token balance and
 * tiers, referral link with copy and share actions. The member comes from the signed cookie the
 * signup set (so a reload works); without one the visitor goes back to /iraconnect.
 *
 * Sent without React Router's client (decision 027): the member's part is an island
 * (app/islands/iraconnect-thanks.tsx) that copies the link, counts this visit's share and follow
 * bonuses (never saved nor put in the address) and follows the community and the member's
 * referrals live (GET /iraconnect/thanks.json, by the same cookie). The address may still ask for
 * the bonuses (`?shared=1&followed=1`, parsed with the schema the JSON shares).
 */
import { Home } from "lucide-react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/thanks";
import type { PageHandle } from "#app/lib/page-handle.ts";
import { parseThanksQuery } from "#app/lib/schemas/iraconnect-thanks.ts";
import { LinkedInIcon } from "#app/components/social-icons.tsx";
import { IraconnectThanksIsland } from "#app/islands/iraconnect-thanks.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { paths } from "#app/lib/paths.ts";
import { seo } from "#app/lib/seo.ts";
import { memberFromCookie, memberPage } from "#app/services/iraconnect-signup.server.ts";
import { memberLeaderboardName, submitLeaderboardChoice } from "#app/services/waitlist.server.ts";
import { siteSettingsOf, useSiteSettings } from "#app/lib/site-settings.ts";
import { PRIVATE_NO_STORE, answerHeaders } from "#app/lib/http.ts";

export const handle = { hydrate: false, islands: ["iraconnect-thanks"] } satisfies PageHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const page = await memberPage(request);
  if (!page) throw redirect(paths.iraconnect);
  const query = parseThanksQuery(new URL(request.url).searchParams);
  const leaderboardName = page.refId ? await memberLeaderboardName(page.refId) : null;
  if (!query.success) {
    // An address no link of ours makes: the page without bonuses, and why, with a 400.
    const refused = query.error.issues.map((issue) => issue.message).join("; ");
    return data({ ...page, leaderboardName, shared: false, followed: false, refused }, { status: 400 });
  }
  return { ...page, leaderboardName, shared: query.data.shared === "1", followed: query.data.followed === "1", refused: null };
}

/** The leaderboard opt-in (issue 30.2): join with a name or the member's initials, or leave; the browser that joined only. */
export async function action({ request }: Route.ActionArgs) {
  const cookie = await memberFromCookie(request);
  const outcome = await submitLeaderboardChoice(request, cookie?.owner ? cookie.refId : null);
  if (outcome.ok) return data({ notice: outcome.notice, error: null }, { headers: PRIVATE_NO_STORE });
  return data({ notice: null, error: outcome.error }, { status: outcome.status, headers: PRIVATE_NO_STORE });
}

export const headers = answerHeaders(PRIVATE_NO_STORE);

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seo({
    site: siteSettingsOf(matches),
    title: "Welcome to IRACONNECT",
    description: "You're on the IRACONNECT early-access list. Share your referral link to earn tokens and unlock early-member tiers.",
    path: paths.iraconnectThanks,
    noindex: true,
  });
}

export default function IraconnectThanks({ loaderData, actionData }: Route.ComponentProps) {
  const { firstName, referralLink, landingLink, referrals, pendingReferrals, confirmed, communitySize, shared, followed, refused } = loaderData;
  const { place, placesPerReferral, milestones, refId, leaderboardName } = loaderData;
  // The company's LinkedIn page as staff set it (issue 14.8); without one, no follow links.
  const site = useSiteSettings();
  const linkedin = site.social.linkedin;

  return (
    <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 lg:px-8">
      {refused ? (
        <p role="alert" className="mb-8 rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm">
          This address asks for bonuses it cannot have ({refused}); your page shows without them.
        </p>
      ) : null}
      <IraconnectThanksIsland
        firstName={firstName}
        // Another browser than the one that joined gets the landing page's link, not the member's own.
        referralLink={referralLink}
        landingLink={landingLink}
        communitySize={communitySize}
        referrals={referrals}
        pendingReferrals={pendingReferrals}
        confirmed={confirmed}
        shared={shared}
        followed={followed}
        linkedin={linkedin || null}
        siteName={site.name}
        place={place}
        placesPerReferral={placesPerReferral}
        milestones={milestones}
        leaderboard={refId ? { name: leaderboardName, notice: actionData?.notice ?? null, error: actionData?.error ?? null } : null}
      />

      <nav aria-label="Continue" className="mt-12 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <a href={paths.home}>
            <Home aria-hidden="true" /> Back to Homepage
          </a>
        </Button>
        {linkedin ? (
          <Button asChild size="lg" variant="outline">
            <a href={linkedin} target="_blank" rel="noopener noreferrer">
              <LinkedInIcon aria-hidden="true" /> {site.name} on LinkedIn
            </a>
          </Button>
        ) : null}
      </nav>
    </div>
  );
}
