/**
 * GET /api/iraconnect/count: the number the IRACONNECT counter shows (SPEC §8: the signups plus
 * the offset from Site settings), as `{ count }`. The counter island asks for it when the server
 * reports a new signup, instead of the whole landing page. Never cached: it is live.
 */
import type { Route } from "./+types/iraconnect-count";
import { z } from "#app/lib/schemas/zod.ts";
import { displayCount } from "#app/services/iraconnect-signup.server.ts";
import { NO_STORE } from "#app/lib/http.ts";


/** It takes no parameters: an address with any is refused, so that a typo is not silently ignored. */
const CountQuerySchema = z.strictObject({}, { error: (issue) => (issue.code === "unrecognized_keys" ? "The count takes no parameters" : undefined) });

export async function loader({ request }: Route.LoaderArgs) {
  const query = CountQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return Response.json({ error: query.error.issues.map((issue) => issue.message).join("; ") }, { status: 400, headers: NO_STORE });
  return Response.json({ count: await displayCount() }, { headers: NO_STORE });
}

export function action() {
  return Response.json({ error: "Read the count with GET." }, { status: 405, headers: { Allow: "GET", ...NO_STORE } });
}
