import type { Route } from "./+types/case-study-diagnostics";
import { getOptionalStaffWith } from "#app/services/auth.server.ts";
import { getEnrolledStaffWith } from "#app/routes/_shared/require-staff.server.ts";
import { DIAGNOSTIC_BUDGETS, runCaseStudyDiagnostics } from "#app/services/content-diagnostics.server.ts";
import { NO_STORE } from "#app/lib/http.ts";

/** JSON for the staff-only diagnostic panel; never cached; to anyone else it does not exist. */
export async function loader({ request }: Route.LoaderArgs) {
  // Staff who must still enrol in two-factor sign-in are sent there first (issue 29.7).
  const admin = await getEnrolledStaffWith(request, "content");
  if (!admin) return Response.json({ error: "Not found" }, { status: 404, headers: NO_STORE });
  const checks = await runCaseStudyDiagnostics(async () => {
    const current = await getOptionalStaffWith(request, "content");
    return current ? `Signed in as ${current.email}` : "No session";
  });
  return Response.json(
    { checks, ranAt: new Date().toISOString(), budgets: DIAGNOSTIC_BUDGETS },
    { headers: NO_STORE },
  );
}
