/**
 * POST /admin-dashboard/preview-links: the editors' "Share preview" card creates or revokes a
 * record's link (issue 14.4). Done: back to the editor, which lists the links. Refused: the status
 * and our words (the card shows them).
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/preview-links";
import { ADMIN_HEADERS } from "#app/lib/admin-meta.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { submitPreviewLink } from "#app/services/preview.server.ts";
import { originOf } from "#app/lib/server/request-context.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "content");
  throw redirect(adminPaths.dashboard);
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "content");
  const answer = await submitPreviewLink(request, originOf(context), staff);
  if (!answer.ok) return data({ errors: answer.errors }, { status: answer.status, headers: ADMIN_HEADERS });
  throw redirect(answer.kind === "blog_post" ? adminPaths.blogEdit(answer.id) : adminPaths.caseStudyEdit(answer.id), { headers: ADMIN_HEADERS });
}
