/**
 * One revision of a post or case study (issue 14.6): what that save changed, as a line diff of the
 * readable text (long unchanged runs folded), and Restore, which asks first (?confirm, as the page
 * revision does), then saves its content again as a new revision. Two routes use this
 * module: /admin-dashboard/blog/{id}/revisions/{revisionId} and the case-study one.
 */
import { ArrowLeft } from "lucide-react";
import { data, Link, redirect, useLocation } from "react-router";
import type { Route } from "./+types/revision";
import { AdminSection, DateTime } from "#app/components/admin/admin-section.tsx";
import { RestoreRevision } from "#app/components/admin/restore-revision.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormErrors } from "#app/components/ui/field.tsx";
import { adminMeta, ADMIN_HEADERS } from "#app/lib/admin-meta.ts";
import type { ContentKindName } from "#app/lib/content-kinds.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { CONTENT_OPS_TEXTS, revisionParamsSchema } from "#app/lib/schemas/content-ops.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { revisionPage, submitRestore } from "#app/services/revisions.server.ts";
import { originOf } from "#app/lib/server/request-context.server.ts";

/** Which kind of record the URL names: the blog's revisions live under the blog's editor. */
function kindOf(request: Request): ContentKindName {
  return new URL(request.url).pathname.startsWith(`${adminPaths.blog}/`) ? "blog_post" : "case_study";
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "content");
  const kind = kindOf(request);
  const parsed = revisionParamsSchema(kind).safeParse(params);
  const page = parsed.success ? await revisionPage(kind, parsed.data.id, parsed.data.revisionId) : null;
  if (!page) throw data("Revision not found", { status: 404, headers: ADMIN_HEADERS });
  // ?confirm: the question before a restore (a link, so it asks before the page's script loads too).
  const confirming = new URL(request.url).searchParams.has("confirm");
  return data({ ...page, confirming }, { headers: ADMIN_HEADERS });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, "content");
  const kind = kindOf(request);
  const parsed = revisionParamsSchema(kind).safeParse(params);
  if (!parsed.success) return data({ errors: [CONTENT_OPS_TEXTS.restoreFailed, "This revision does not exist."] }, { status: 404, headers: ADMIN_HEADERS });
  const answer = await submitRestore(request, originOf(context), staff, kind, parsed.data.id, parsed.data.revisionId);
  if (answer.ok) throw redirect(answer.editHref, { headers: ADMIN_HEADERS });
  return data({ errors: answer.errors }, { status: answer.status, headers: ADMIN_HEADERS });
}

export const meta = ({ params, location }: Route.MetaArgs) => adminMeta("Revision", location.pathname || params.revisionId);

const MARKS = { same: " ", added: "+", removed: "−" } as const;
const LABELS = { same: "", added: "Added: ", removed: "Removed: " } as const;
const CLASSES = { same: "", added: "bg-success/15", removed: "bg-destructive/15 line-through decoration-destructive/50" } as const;

type DiffLineData = Route.ComponentProps["loaderData"]["diff"][number];
type Piece = { kind: "line"; index: number; line: DiffLineData } | { kind: "fold"; index: number; lines: DiffLineData[] };

/** Lines around a change that stay in view. */
const CONTEXT = 2;

/**
 * The diff with each run of unchanged lines longer than the context folded into one piece; the
 * first revision (everything new) is shown whole.
 */
export function foldUnchanged(diff: readonly DiffLineData[], first: boolean): Piece[] {
  if (first || diff.every((line) => line.kind === "same")) return diff.map((line, index) => ({ kind: "line", index, line }));
  const near = diff.map((_, i) => diff.slice(Math.max(0, i - CONTEXT), i + CONTEXT + 1).some((line) => line.kind !== "same"));
  const pieces: Piece[] = [];
  let run: DiffLineData[] = [];
  let runStart = 0;
  const flush = () => {
    if (run.length === 0) return;
    if (run.length === 1) pieces.push({ kind: "line", index: runStart, line: run[0]! });
    else pieces.push({ kind: "fold", index: runStart, lines: run });
    run = [];
  };
  diff.forEach((line, i) => {
    if (near[i]) {
      flush();
      pieces.push({ kind: "line", index: i, line });
    } else {
      if (run.length === 0) runStart = i;
      run.push(line);
    }
  });
  flush();
  return pieces;
}

function DiffLine({ line }: { line: DiffLineData }) {
  return (
    <li className={`whitespace-pre-wrap break-words ${CLASSES[line.kind]}`}>
      <span aria-hidden="true" className="select-none pr-2 text-muted-foreground">
        {MARKS[line.kind]}
      </span>
      <span className="sr-only">{LABELS[line.kind]}</span>
      {line.text || " "}
    </li>
  );
}

export default function RevisionRoute({ loaderData: page, actionData }: Route.ComponentProps) {
  const here = useLocation().pathname;
  const changed = page.diff.filter((line) => line.kind !== "same").length;
  return (
    <AdminSection
      title={`Revision: ${page.title}`}
      description={
        <>
          Saved <DateTime value={page.createdAt} seconds />
          {page.authorEmail ? ` by ${page.authorEmail}` : ""}
          {page.restoredFrom ? " (a restore)" : ""}.
        </>
      }
      actions={
        <Button asChild variant="ghost">
          <Link to={page.editHref}>
            <ArrowLeft aria-hidden="true" /> Back to the editor
          </Link>
        </Button>
      }
    >
      <FormErrors errors={actionData?.errors} />
      <RestoreRevision
        here={here}
        confirming={page.confirming}
        consequence="Its content is saved again as a new revision (what you have now stays in the revisions); the address and the published state stay as they are."
        hint="Asks first; its content is saved again as a new revision, the address and the published state stay as they are."
      />
      <section aria-labelledby="changes-heading" className="grid gap-2">
        <h3 id="changes-heading" className="font-semibold">
          {page.first ? "The first revision" : `Changes in this revision (${changed} ${changed === 1 ? "line" : "lines"})`}
        </h3>
        <ol className="overflow-x-auto rounded-md border bg-background p-3 font-mono text-xs leading-relaxed">
          {foldUnchanged(page.diff, page.first).map((piece) =>
            piece.kind === "line" ? (
              <DiffLine key={piece.index} line={piece.line} />
            ) : (
              // Long runs of what did not change fold away, so the change is in view on arrival.
              <li key={piece.index}>
                <details>
                  <summary className="inline-flex min-h-6 cursor-pointer items-center rounded-sm px-1 font-sans text-muted-foreground hover:text-foreground">
                    ⋯ {piece.lines.length} unchanged lines
                  </summary>
                  <ol>
                    {piece.lines.map((line, i) => (
                      <DiffLine key={i} line={line} />
                    ))}
                  </ol>
                </details>
              </li>
            ),
          )}
        </ol>
      </section>
    </AdminSection>
  );
}
