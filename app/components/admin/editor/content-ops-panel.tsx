/**
 * Below each editor (issue 14.4, 14.6): the record's "Share preview" links (create, copy, revoke)
 * and its revisions (each opens its changes and Restore). Outside the editor's form: these are
 * forms of their own, and they work without JavaScript.
 */
import { History, Link2, Trash2 } from "lucide-react";
import { useId } from "react";
import { Link, useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { FormErrors } from "#app/components/ui/field.tsx";
import type { ContentKindName } from "#app/lib/content-kinds.ts";
import { formatDateTime } from "#app/lib/format.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { CONTENT_OPS_TEXTS } from "#app/lib/schemas/content-ops.ts";
import { absoluteUrl } from "#app/lib/site-config.ts";

export type ShareLinkRow = { id: string; url: string | null; createdAt: string; expiresAt: string; createdBy: string | null; state: "live" | "revoked" | "expired" };
export type RevisionRow = { id: string; authorEmail: string | null; createdAt: string; restoredFrom: string | null; href: string };

export function ContentOpsPanel({ kind, id, links, revisions }: { kind: ContentKindName; id: string; links: ShareLinkRow[]; revisions: RevisionRow[] }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ShareLinks kind={kind} id={id} links={links} />
      <Revisions revisions={revisions} />
    </div>
  );
}

function PanelCard({ title, icon, children }: { title: string; icon: React.ReactNode; children: React.ReactNode }) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId} className="flex items-center gap-2">
          {icon} {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

const STATE_LABELS = { live: "Live", revoked: "Revoked", expired: "Expired" } as const;

function ShareLinks({ kind, id, links }: { kind: ContentKindName; id: string; links: ShareLinkRow[] }) {
  const fetcher = useFetcher<{ errors?: string[] }>();
  const busy = fetcher.state !== "idle";
  return (
    <PanelCard title={CONTENT_OPS_TEXTS.shareHeading} icon={<Link2 className="size-5" aria-hidden="true" />}>
      <p className="text-sm text-muted-foreground">{CONTENT_OPS_TEXTS.shareHelp}</p>
      <FormErrors errors={fetcher.state === "idle" ? fetcher.data?.errors : undefined} />
      <fetcher.Form method="post" action={adminPaths.previewLinks}>
        <input type="hidden" name="intent" value="create" />
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="id" value={id} />
        <Button type="submit" variant="outline" disabled={busy}>
          {CONTENT_OPS_TEXTS.shareCreate}
        </Button>
      </fetcher.Form>
      {links.length === 0 ? (
        <p className="text-sm text-muted-foreground">{CONTENT_OPS_TEXTS.shareNone}</p>
      ) : (
        <ul aria-label="Share links" className="grid gap-3">
          {links.map((link) => (
            <li key={link.id} className="grid gap-2 rounded-md border p-3 text-sm">
              <p>
                <span className="font-medium">{STATE_LABELS[link.state]}</span>
                {" · "}created {formatDateTime(link.createdAt)}
                {link.createdBy ? ` by ${link.createdBy}` : ""}
                {link.state === "live" ? ` · expires ${formatDateTime(link.expiresAt)}` : ""}
              </p>
              {link.url ? (
                <>
                  <label className="grid gap-1">
                    <span className="text-xs text-muted-foreground">Share link</span>
                    <input readOnly value={absoluteUrl(link.url)} className="w-full min-w-0 rounded-md border bg-background px-2 py-1 font-mono text-xs" onFocus={(event) => event.currentTarget.select()} />
                  </label>
                  <fetcher.Form method="post" action={adminPaths.previewLinks}>
                    <input type="hidden" name="intent" value="revoke" />
                    <input type="hidden" name="kind" value={kind} />
                    <input type="hidden" name="id" value={id} />
                    <input type="hidden" name="linkId" value={link.id} />
                    <Button type="submit" variant="outline" size="sm" disabled={busy} aria-label={`Revoke the link created ${formatDateTime(link.createdAt)}`}>
                      <Trash2 aria-hidden="true" /> {CONTENT_OPS_TEXTS.revoke}
                    </Button>
                  </fetcher.Form>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </PanelCard>
  );
}

function Revisions({ revisions }: { revisions: RevisionRow[] }) {
  return (
    <PanelCard title={CONTENT_OPS_TEXTS.revisionsHeading} icon={<History className="size-5" aria-hidden="true" />}>
      {revisions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{CONTENT_OPS_TEXTS.revisionsNone}</p>
      ) : (
        <ol aria-label="Revisions, newest first" className="grid gap-2">
          {revisions.map((revision, index) => (
            <li key={revision.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm">
              <span>
                <time dateTime={revision.createdAt}>{formatDateTime(revision.createdAt)}</time>
                {revision.authorEmail ? ` by ${revision.authorEmail}` : ""}
                {index === 0 ? " (current)" : ""}
                {revision.restoredFrom ? " · restored" : ""}
              </span>
              <Link to={revision.href} className="font-medium text-primary underline underline-offset-4">
                View changes<span className="sr-only"> of the revision of {formatDateTime(revision.createdAt)}</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </PanelCard>
  );
}
