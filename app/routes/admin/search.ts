import type { Route } from "./+types/search";
import { PRIVATE_NO_STORE } from "#app/lib/http.ts";
import { AdminSearchSchema, SEARCH_TEXTS } from "#app/lib/schemas/admin-search.ts";
import { allowSearch, searchAdmin } from "#app/services/admin-search.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { logger } from "#app/services/logger.server.ts";

/**
 * Search across the admin (issue 28), as JSON for the search dialog: `?q=` parsed with the
 * dialog's schema (400 with its message when it is not one), 120 searches a minute a person (429
 * with Retry-After), results only of what the person's role may open.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "dashboard");
  const parsed = AdminSearchSchema.safeParse({ q: new URL(request.url).searchParams.getAll("q").at(-1) });
  if (!parsed.success) return Response.json({ error: parsed.error.issues[0]?.message ?? SEARCH_TEXTS.empty }, { status: 400, headers: PRIVATE_NO_STORE });
  const limit = await allowSearch(staff.id);
  if (!limit.allowed) {
    return Response.json({ error: SEARCH_TEXTS.tooMany }, { status: 429, headers: { ...PRIVATE_NO_STORE, "Retry-After": String(limit.retryAfterSeconds) } });
  }
  try {
    const results = await searchAdmin(staff.role, parsed.data.q);
    return Response.json({ q: parsed.data.q, results }, { headers: PRIVATE_NO_STORE });
  } catch (error) {
    logger.error({ err: error }, SEARCH_TEXTS.failed);
    return Response.json({ error: SEARCH_TEXTS.failed }, { status: 503, headers: PRIVATE_NO_STORE });
  }
}
