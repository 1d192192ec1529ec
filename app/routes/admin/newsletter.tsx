/**
 * The Newsletter page: pick a published post, see its mail as subscribers will (HTML in a sandboxed
 * frame, and the plain text), send a test to yourself, then send it to the confirmed subscribers
 * after a confirmation step. Below, every send with its sent, pending and failed counts.
 */
import { Eye, Mail, Send } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/newsletter";
import { ActionNotice, AdminSection, DateTime } from "#app/components/admin/admin-section.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { FormErrors } from "#app/components/ui/field.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { newsletterPostId } from "#app/lib/schemas/newsletter-send.ts";
import { actorOf } from "#app/models/audit-log.server.ts";
import { countEligibleRecipients, listSendablePosts, listSends } from "#app/models/newsletter-sends.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { previewNewsletter, submitNewsletterAction } from "#app/services/newsletter-send.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "subscribers");
  const url = new URL(request.url);
  // A post id that is not one (typed, stale, hostile) selects nothing.
  const chosen = newsletterPostId.safeParse(url.searchParams.get("post") ?? "");
  const preview = chosen.success ? await previewNewsletter(chosen.data) : null;
  const [posts, sends, recipients] = await Promise.all([
    listSendablePosts(),
    listSends(),
    preview ? countEligibleRecipients(preview.postId) : Promise.resolve(0),
  ]);
  return {
    me: staff.email,
    posts: posts.map((p) => ({ value: p.id, label: p.title })),
    preview,
    recipients,
    confirming: preview !== null && url.searchParams.get("confirm") === "1",
    notice: url.searchParams.get("done") === "test" ? `A test was queued to ${staff.email}.` : null,
    sends: sends.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })),
  };
}

export function meta(): Route.MetaDescriptors {
  return adminMeta("Newsletter", adminPaths.newsletter);
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "subscribers");
  const outcome = await submitNewsletterAction(request, staff, actorOf(staff, context));
  if (!outcome.ok) return data({ error: outcome.error }, { status: outcome.status });
  // Redirects: a reload does not post again.
  if (outcome.intent === "test") return redirect(`${adminPaths.newsletter}?${new URLSearchParams({ post: outcome.postId, done: "test" })}`, 303);
  return redirect(`${adminPaths.newsletterSend(outcome.sendId)}?added=${outcome.added}`, 303);
}

type Send = Route.ComponentProps["loaderData"]["sends"][number];

const SEND_COLUMNS: Column<Send>[] = [
  { header: "Started", cell: (s) => <DateTime value={s.createdAt} />, className: "whitespace-nowrap" },
  {
    header: "Post",
    rowHeader: true,
    cell: (s) => (
      <Link to={adminPaths.newsletterSend(s.id)} className="font-medium text-primary underline-offset-4 hover:underline">
        {s.subject}
      </Link>
    ),
  },
  { header: "Started by", cell: (s) => s.startedByEmail ?? "", className: "break-all" },
  { header: "Sent", cell: (s) => s.sent, className: "tabular-nums" },
  { header: "Pending", cell: (s) => s.pending, className: "tabular-nums" },
  { header: "Failed", cell: (s) => s.failed, className: "tabular-nums" },
  { header: "Skipped", cell: (s) => s.skipped, className: "tabular-nums" },
];

const plural = (n: number) => `${n} confirmed subscriber${n === 1 ? "" : "s"}`;

export default function AdminNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { posts, preview, recipients, confirming, notice, sends, me } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <AdminSection title="Newsletter" description="Send a published post to the confirmed subscribers: preview it, send a test to yourself, then send it.">
      <ActionNotice>{notice}</ActionNotice>
      <FormErrors errors={actionData ? [actionData.error] : null} />

      {posts.length === 0 ? (
        <p className="text-muted-foreground">No post is published yet. Publish a post to send it.</p>
      ) : (
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <div className="grid min-w-0 flex-1 basis-64 gap-1">
            <Label htmlFor="newsletter-post">Post</Label>
            <Select id="newsletter-post" name="post" options={posts} placeholder="Choose a published post" defaultValue={preview?.postId ?? ""} required />
          </div>
          <Button type="submit" variant="outline">
            <Eye aria-hidden="true" /> Preview
          </Button>
        </Form>
      )}

      {preview ? (
        <Card className="grid gap-4 p-4 sm:p-6">
          <div>
            <h3 className="text-lg font-semibold">Preview</h3>
            <p className="mt-1 break-words text-sm text-muted-foreground">
              Subject: <span className="font-medium text-foreground">{preview.subject}</span>
            </p>
          </div>
          {/* sandbox="" runs no script and gives the mail no access to this page. */}
          <iframe
            title="The e-mail as HTML"
            srcDoc={preview.html}
            sandbox=""
            className="h-[36rem] w-full rounded-md border bg-white"
          />
          <details>
            <summary className="cursor-pointer font-medium">Plain-text version</summary>
            <pre className="mt-2 overflow-x-auto whitespace-pre-wrap break-words rounded-md bg-muted p-4 text-sm">{preview.text}</pre>
          </details>

          <div className="flex flex-wrap items-center gap-3 border-t pt-4">
            <Form method="post">
              <input type="hidden" name="intent" value="test" />
              <input type="hidden" name="postId" value={preview.postId} />
              <Button type="submit" variant="outline" disabled={busy}>
                <Mail aria-hidden="true" /> Send a test to me
              </Button>
            </Form>
            <p className="text-sm text-muted-foreground">The test goes to {me} only.</p>
          </div>

          {recipients === 0 ? (
            <p className="text-muted-foreground">No confirmed subscriber is waiting for this post: everyone has had it, or nobody has confirmed yet.</p>
          ) : confirming ? (
            <section aria-labelledby="confirm-send" className="grid gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4">
              <h3 id="confirm-send" className="font-semibold">
                Send “{preview.subject}” to {plural(recipients)}?
              </h3>
              <p className="text-sm text-muted-foreground">Each subscriber gets it once. A send cannot be called back.</p>
              <div className="flex flex-wrap gap-3">
                <Form method="post">
                  <input type="hidden" name="intent" value="send" />
                  <input type="hidden" name="postId" value={preview.postId} />
                  <input type="hidden" name="confirm" value="yes" />
                  <Button type="submit" disabled={busy}>
                    <Send aria-hidden="true" /> Yes, send it now
                  </Button>
                </Form>
                <Button asChild variant="outline">
                  <Link to={`${adminPaths.newsletter}?${new URLSearchParams({ post: preview.postId })}`}>Cancel</Link>
                </Button>
              </div>
            </section>
          ) : (
            <div>
              <Button asChild>
                <Link to={`${adminPaths.newsletter}?${new URLSearchParams({ post: preview.postId, confirm: "1" })}`}>
                  <Send aria-hidden="true" /> Send to {plural(recipients)}
                </Link>
              </Button>
            </div>
          )}
        </Card>
      ) : null}

      <DataTable caption="Sends, newest first" columns={SEND_COLUMNS} rows={sends} rowKey={(s) => s.id} empty="Nothing has been sent yet." />
    </AdminSection>
  );
}
