/**
 * /iraconnect/leaderboard (issue 30.2): the members who chose to show, most confirmed referrals
 * first, under the name they chose or their initials (never an e-mail address). Server-rendered,
 * no React in the browser (decision 025).
 */
import { data } from "react-router";
import type { Route } from "./+types/leaderboard";
import type { PageHandle } from "#app/lib/page-handle.ts";
import { Button } from "#app/components/ui/button.tsx";
import { formatCount } from "#app/lib/iraconnect.ts";
import { paths } from "#app/lib/paths.ts";
import { seo } from "#app/lib/seo.ts";
import { siteSettingsOf } from "#app/lib/site-settings.ts";
import { noStore, answerHeaders } from "#app/lib/http.ts";
import { leaderboardPage } from "#app/services/waitlist.server.ts";

export const handle = { hydrate: false } satisfies PageHandle;

const HEADERS = noStore({});

export async function loader() {
  return data({ rows: await leaderboardPage() }, { headers: HEADERS });
}

export const headers = answerHeaders(HEADERS);

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seo({
    site: siteSettingsOf(matches),
    title: "IRACONNECT leaderboard",
    description: "The early strivers who brought the most friends to IRACONNECT.",
    path: paths.iraconnectLeaderboard,
  });
}

export default function Leaderboard({ loaderData }: Route.ComponentProps) {
  const { rows } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-bold tracking-tight">IRACONNECT leaderboard</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        The early strivers who brought the most friends. Members choose to show here from their thanks page.
      </p>
      {rows.length === 0 ? (
        <p className="mt-10 text-muted-foreground">No one has joined the leaderboard yet.</p>
      ) : (
        <ol className="mt-10 grid gap-3" aria-label="Top referrers">
          {rows.map((row) => (
            <li key={row.rank} className="flex items-center justify-between gap-4 rounded-xl border bg-card p-4 shadow-sm">
              <span className="flex min-w-0 items-center gap-3">
                <span className="w-8 shrink-0 text-right font-bold tabular-nums text-primary">#{row.rank}</span>
                <span className="min-w-0 font-medium [overflow-wrap:anywhere]">{row.displayName}</span>
              </span>
              <span className="shrink-0 text-sm text-muted-foreground">
                {formatCount(row.referrals)} {row.referrals === 1 ? "referral" : "referrals"}
              </span>
            </li>
          ))}
        </ol>
      )}
      <div className="mt-10">
        <Button asChild size="lg">
          <a href={paths.iraconnect}>Join IRACONNECT</a>
        </Button>
      </div>
    </div>
  );
}
