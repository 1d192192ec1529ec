import type { Route } from "./+types/case-study-diagnostics";
import { optionalContentAdmin } from "~/services/content-access.server";
import { DIAGNOSTIC_BUDGETS, runCaseStudyDiagnostics } from "~/services/content-diagnostics.server";

/** JSON for the staff-only diagnostic panel; never cached, admins only. */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await optionalContentAdmin(request);
  if (!admin) return Response.json({ error: "Not found" }, { status: 404 });
  const checks = await runCaseStudyDiagnostics(async () => {
    const current = await optionalContentAdmin(request);
    return current ? `Signed in as ${current.email}` : "No session";
  });
  return Response.json(
    { checks, ranAt: new Date().toISOString(), budgets: DIAGNOSTIC_BUDGETS },
    { headers: { "Cache-Control": "no-store" } },
  );
}
