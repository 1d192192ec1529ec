/**
 * One revision of a page from blocks (issue 26.3): what that save changed, in words (each field,
 * SEO field and block: added, removed, moved, hidden, field X changed from … to …; a schedule in
 * the site's time zone), and Restore, which asks first (?confirm, so it works before the page's
 * script loads too) and then makes the revision's page the draft again; the editor says "Restored".
 */
import { ArrowLeft } from "lucide-react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/page-revision";
import { AdminSection, DateTime } from "#app/components/admin/admin-section.tsx";
import { RestoreRevision } from "#app/components/admin/restore-revision.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormErrors } from "#app/components/ui/field.tsx";
import { adminMeta, ADMIN_HEADERS } from "#app/lib/admin-meta.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { actorOf } from "#app/models/audit-log.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { pageRevisionView, submitPageRestore } from "#app/services/page-revisions.server.ts";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "content");
  const view = await pageRevisionView(params.id, params.revisionId);
  if (!view) throw data("Revision not found", { status: 404, headers: ADMIN_HEADERS });
  const confirming = new URL(request.url).searchParams.has("confirm");
  return data({ ...view, confirming }, { headers: ADMIN_HEADERS });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, "content");
  const answer = await submitPageRestore(request, params.id, params.revisionId, actorOf(staff, context));
  if (answer.ok) throw redirect(answer.editHref, { headers: ADMIN_HEADERS });
  return data({ errors: answer.errors }, { status: answer.status, headers: ADMIN_HEADERS });
}

export const meta = ({ params, location }: Route.MetaArgs) => adminMeta("Page revision", location.pathname || params.revisionId);

const STATES: Record<string, string> = { draft: "a draft", published: "published", scheduled: "scheduled" };

export default function PageRevisionRoute({ loaderData: view, actionData }: Route.ComponentProps) {
  const here = adminPaths.pageRevision(view.pageId, view.revisionId);
  return (
    <AdminSection
      title={`Revision of ${view.path}: ${view.title}`}
      description={
        <>
          Saved <DateTime value={view.createdAt} seconds />
          {view.authorEmail ? ` by ${view.authorEmail}` : ""} as {STATES[view.state] ?? view.state}
          {view.restoredFrom ? " (a restore)" : ""}.
        </>
      }
      actions={
        <Button asChild variant="ghost">
          <Link to={view.editHref}>
            <ArrowLeft aria-hidden="true" /> Back to the editor
          </Link>
        </Button>
      }
    >
      <FormErrors errors={actionData?.errors} />
      <RestoreRevision
        here={here}
        confirming={view.confirming}
        consequence="The page's draft becomes this revision's page again (the draft you have now stays in the revisions). Visitors see it once you publish."
        hint="Asks first; the address, the published page and its schedule stay as they are until you publish."
      />
      <section aria-labelledby="changes-heading" className="grid gap-2">
        <h3 id="changes-heading" className="font-semibold">
          {view.first ? "The first revision" : `Changes in this revision (${view.changes.length} ${view.changes.length === 1 ? "change" : "changes"})`}
        </h3>
        {view.changes.length ? (
          <ul aria-labelledby="changes-heading" className="grid list-disc gap-1 pl-5 text-sm">
            {view.changes.map((line, index) => (
              <li key={index} className="break-words">
                {line}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Nothing changed in the page's content in this save.</p>
        )}
        <p className="text-xs text-muted-foreground">Times are in the site's time zone ({view.timeZone}).</p>
      </section>
    </AdminSection>
  );
}
