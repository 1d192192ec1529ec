import type { Route } from "./+types/case-study-diagnostics";
import { getOptionalAdmin } from "#app/services/auth.server.ts";
import { DIAGNOSTIC_BUDGETS, runCaseStudyDiagnostics } from "#app/services/content-diagnostics.server.ts";

/** JSON for the staff-only diagnostic panel; never cached; to anyone else it does not exist. */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await getOptionalAdmin(request);
  if (!admin) return Response.json({ error: "Not found" }, { status: 404, headers: { "Cache-Control": "no-store" } });
  const checks = await runCaseStudyDiagnostics(async () => {
    const current = await getOptionalAdmin(request);
    return current ? `Signed in as ${current.email}` : "No session";
  });
  return Response.json(
    { checks, ranAt: new Date().toISOString(), budgets: DIAGNOSTIC_BUDGETS },
    { headers: { "Cache-Control": "no-store" } },
  );
}
