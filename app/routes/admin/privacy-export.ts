/** The Privacy page's JSON export: everything held about one e-mail address, as a download; audited. */
import { data } from "react-router";
import type { Route } from "./+types/privacy-export";
import { ADMIN_HEADERS } from "#app/lib/admin-meta.ts";
import { actorOf } from "#app/models/audit-log.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { exportPersonalData } from "#app/services/privacy.server.ts";
import { NO_STORE } from "#app/lib/http.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireStaff(request, "privacy");
  const result = await exportPersonalData(new URL(request.url), actorOf(admin, context));
  if ("error" in result) throw data(result.error, { status: 400 });
  const name = `personal-data-${result.email.replace(/[^a-z0-9]+/g, "-").slice(0, 80)}.json`;
  return new Response(result.json, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      ...NO_STORE,
      "X-Robots-Tag": ADMIN_HEADERS["X-Robots-Tag"],
    },
  });
}
