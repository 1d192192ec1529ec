import { data, useLocation, useSearchParams } from "react-router";
import type { Route } from "./+types/page-editor";
import { PageEditor, type PageValue } from "#app/components/admin/page-editor/page-editor.tsx";
import { ADMIN_HEADERS, editorMeta } from "#app/lib/admin-meta.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { can } from "#app/lib/roles.ts";
import { actorOf } from "#app/models/audit-log.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { proofChoices } from "#app/services/proof-collections.server.ts";
import { submitPageEditor } from "#app/services/page-editor.server.ts";
import { pageForEdit } from "#app/services/pages.server.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NEW_PAGE: PageValue = { path: "/", title: "", seo: {}, blocks: [] };

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "content");
  const id = params.id ?? null;
  if (id !== null && !UUID.test(id)) throw data("Page not found", { status: 404 });
  const stored = id ? await pageForEdit(id) : null;
  if (id && !stored) throw data("Page not found", { status: 404 });
  const proof = await proofChoices();
  return data(
    {
      id,
      page: (stored?.page ?? { ...NEW_PAGE, path: "/new-page" }) as PageValue,
      status: stored?.status ?? null,
      publishAt: stored?.publishAt ?? null,
      revisions: stored?.revisions ?? [],
      canDelete: can(staff.role, "manage"),
      proof,
    },
    { headers: ADMIN_HEADERS },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "content");
  const id = params.id ?? null;
  if (id !== null && !UUID.test(id)) return data({ ok: false as const, errors: ["The page does not exist"] }, { status: 404, headers: ADMIN_HEADERS });
  const answer = await submitPageEditor(request, id, staff, actorOf(staff, context));
  return data(answer, { status: answer.ok ? 200 : answer.status, headers: ADMIN_HEADERS });
}

export const meta = ({ params }: Route.MetaArgs) => editorMeta("Page", params.id, { new: adminPaths.pageNew, edit: adminPaths.pageEdit });

export default function PageEditorRoute({ loaderData }: Route.ComponentProps) {
  // A restore starts the form again from the stored page (its navigation says so); an autosave,
  // which also brings a new revision, keeps the form as it is being typed in.
  const restored = (useLocation().state as { restored?: string } | null)?.restored ?? "";
  // After a restore on the revision screen (which comes back here with ?restored=).
  const restoredRevision = useSearchParams()[0].get("restored");
  return <PageEditor key={`${loaderData.id ?? "new"}-${restored}-${restoredRevision ?? ""}`} id={loaderData.id} initial={loaderData.page} status={loaderData.status} publishAt={loaderData.publishAt} revisions={loaderData.revisions} proof={loaderData.proof} canDelete={loaderData.canDelete} notice={restoredRevision ? "Restored: the draft is that revision's page again. Publish it to put it on the site." : null} />;
}
