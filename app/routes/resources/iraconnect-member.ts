/**
 * GET /iraconnect/thanks.json[?shared=1][&followed=1]: the thanks page's live part as JSON
 * (`MemberStanding`: the community size, the member's referrals, the balance with this visit's
 * bonuses). The member is the one of this browser's signed cookie, as on the page: nothing in the
 * request can name another one, and a browser that is not the one that joined gets no referral
 * record (memberPage). The bonuses are parsed with the page's own query schema.
 */
import type { Route } from "./+types/iraconnect-member";
import { parseThanksQuery } from "#app/lib/schemas/iraconnect-thanks.ts";
import { memberStanding } from "#app/services/iraconnect-signup.server.ts";
import { PRIVATE_NO_STORE } from "#app/lib/http.ts";

/** One member's data: never kept by a shared cache, and different per cookie. */
const PRIVATE = { ...PRIVATE_NO_STORE, Vary: "Cookie" };

export async function loader({ request }: Route.LoaderArgs) {
  const query = parseThanksQuery(new URL(request.url).searchParams);
  if (!query.success) return Response.json({ error: query.error.issues.map((issue) => issue.message).join("; ") }, { status: 400, headers: PRIVATE });
  const standing = await memberStanding(request, { shared: query.data.shared === "1", followed: query.data.followed === "1" });
  if (!standing) return Response.json({ error: "This browser has not joined IRACONNECT: sign up first." }, { status: 404, headers: PRIVATE });
  return Response.json(standing, { headers: PRIVATE });
}

export function action() {
  return Response.json({ error: "Read the member's standing with GET." }, { status: 405, headers: { Allow: "GET", ...PRIVATE } });
}
