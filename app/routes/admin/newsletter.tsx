/**
 * The newsletter composer (issues 18.6, 28.5; decision 041): pick a post (a draft too, for "publish
 * and send"), give the mail its own subject and intro, the excerpt or the whole post, and an
 * audience (everyone, a signup source, readers of one of the post's tags) with how many it reaches;
 * preview it as subscribers will see it, send a test to yourself, then send it now (after a
 * confirmation step) or at a time. Below, every send with its delivered, opened and clicked counts.
 */
import { CalendarClock, Eye, Mail, Send } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/newsletter";
import { ActionNotice, AdminSection, DateTime } from "#app/components/admin/admin-section.tsx";
import { StatusBadge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { FormErrors } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { INTRO_MAX, NewsletterComposeSchema, newsletterPostId, segmentText, SUBJECT_MAX } from "#app/lib/schemas/newsletter-send.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { actorOf } from "#app/models/audit-log.server.ts";
import { audienceOptions, listComposablePosts, listSends } from "#app/models/newsletter-sends.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { previewNewsletter, submitNewsletterAction } from "#app/services/newsletter-send.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "subscribers");
  const url = new URL(request.url);
  const params = url.searchParams;
  const [posts, sends] = await Promise.all([listComposablePosts(), listSends()]);
  // A post id that is not one (typed, stale, hostile) selects nothing; bad words are reported, not used.
  const chosenId = newsletterPostId.safeParse(params.get("post") ?? "");
  const chosen = chosenId.success ? (posts.find((p) => p.id === chosenId.data) ?? null) : null;
  const parsed = chosen
    ? NewsletterComposeSchema.safeParse({
        postId: chosen.id,
        subject: params.get("subject") ?? undefined,
        intro: params.get("intro") ?? undefined,
        body: params.get("body") || undefined,
        segment: params.get("segment") || undefined,
      })
    : null;
  const compose = parsed?.success ? parsed.data : null;
  const errors = parsed && !parsed.success ? parsed.error.issues.map((issue) => issue.message) : [];
  const audiences = chosen ? await audienceOptions(chosen.id, chosen.tags) : [];
  const preview = compose ? await previewNewsletter(compose.postId, { subject: compose.subject, intro: compose.intro, body: compose.body }) : null;
  const segment = compose ? segmentText(compose.segment) : "all";
  const audience = audiences.find((a) => a.segment === segment);
  return {
    me: staff.email,
    posts: posts.map((p) => ({ value: p.id, label: p.isPublished ? p.title : `${p.title} (draft)` })),
    chosen: chosen ? { id: chosen.id, title: chosen.title, isPublished: chosen.isPublished } : null,
    form: {
      subject: params.get("subject") ?? "",
      intro: params.get("intro") ?? "",
      body: params.get("body") === "full" ? "full" : "excerpt",
      segment,
    },
    audiences: audiences.map((a) => ({ value: a.segment, label: audienceLabel(a), recipients: a.recipients })),
    errors,
    preview,
    // An audience that is not offered (a stale tag or source) reaches nobody.
    recipients: audience?.recipients ?? 0,
    audienceName: audience ? audienceLabel(audience, false) : "nobody",
    confirming: preview !== null && params.get("confirm") === "1",
    notice:
      params.get("done") === "test"
        ? `A test was queued to ${staff.email}.`
        : params.get("done") === "scheduled"
          ? "The send is scheduled. It goes out on its own at that time."
          : params.get("done") === "cancelled"
            ? "The scheduled send was called off."
            : null,
    sends: sends.map((s) => ({
      ...s,
      createdAt: s.createdAt.toISOString(),
      scheduledAt: s.scheduledAt?.toISOString() ?? null,
      startedAt: s.startedAt?.toISOString() ?? null,
    })),
  };
}

function audienceLabel(a: { kind: string; value: string | null; recipients: number }, withCount = true): string {
  const name = a.kind === "all" ? "All confirmed subscribers" : a.kind === "source" ? `Signed up from ${a.value}` : `Readers of “${a.value}”`;
  return withCount ? `${name} (${a.recipients})` : name;
}

export function meta(): Route.MetaDescriptors {
  return adminMeta("Newsletter", adminPaths.newsletter);
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "subscribers");
  const outcome = await submitNewsletterAction(request, staff, actorOf(staff, context));
  if (!outcome.ok) return data({ error: outcome.error }, { status: outcome.status });
  // Redirects: a reload does not post again.
  if (outcome.intent === "test") return redirect(`${adminPaths.newsletter}?${new URLSearchParams({ post: outcome.postId, ...outcome.compose, done: "test" })}`, 303);
  if (outcome.intent === "schedule") return redirect(`${adminPaths.newsletter}?done=scheduled`, 303);
  if (outcome.intent === "cancel") return redirect(`${adminPaths.newsletter}?done=cancelled`, 303);
  return redirect(`${adminPaths.newsletterSend(outcome.sendId)}?added=${outcome.added}`, 303);
}

type Send = Route.ComponentProps["loaderData"]["sends"][number];

const SEND_COLUMNS: Column<Send>[] = [
  { header: "When", cell: (s) => <DateTime value={s.status === "scheduled" ? s.scheduledAt : (s.startedAt ?? s.createdAt)} />, className: "whitespace-nowrap" },
  {
    header: "Subject",
    rowHeader: true,
    cell: (s) => (
      <Link to={adminPaths.newsletterSend(s.id)} className="font-medium text-primary underline-offset-4 hover:underline">
        {s.subject}
      </Link>
    ),
  },
  { header: "Status", cell: (s) => <StatusBadge status={s.status} /> },
  { header: "Delivered", cell: (s) => s.sent, className: "tabular-nums" },
  { header: "Pending", cell: (s) => s.pending, className: "tabular-nums" },
  { header: "Failed", cell: (s) => s.failed, className: "tabular-nums" },
  { header: "Opened", cell: (s) => s.opened, className: "tabular-nums" },
  { header: "Clicked", cell: (s) => s.clicked, className: "tabular-nums" },
];

const plural = (n: number) => `${n} confirmed subscriber${n === 1 ? "" : "s"}`;

type Compose = { postId: string; subject: string; intro: string; body: string; segment: string };

/** The composer's values as hidden fields of a button's form: the server checks them again. */
function ComposeFields({ compose }: { compose: Compose }) {
  return (
    <>
      <input type="hidden" name="postId" value={compose.postId} />
      <input type="hidden" name="subject" value={compose.subject} />
      <input type="hidden" name="intro" value={compose.intro} />
      <input type="hidden" name="body" value={compose.body} />
      <input type="hidden" name="segment" value={compose.segment} />
    </>
  );
}

/** "Send at" in the browser's time zone: its offset goes with the form once the page is interactive (UTC without JavaScript). */
function SendAtField() {
  const hydrated = useHydrated();
  const [offset, setOffset] = useState(0);
  useEffect(() => setOffset(new Date().getTimezoneOffset()), []);
  const zone = hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone : "UTC";
  return (
    <div className="grid gap-1">
      <Label htmlFor="newsletter-send-at">Send at ({zone})</Label>
      <Input id="newsletter-send-at" name="sendAt" type="datetime-local" required className="w-64 max-w-full" />
      <input type="hidden" name="scheduleOffset" value={String(offset)} />
    </div>
  );
}

export default function AdminNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { posts, chosen, form, audiences, errors, preview, recipients, audienceName, confirming, notice, sends, me } = loaderData;
  const busy = useNavigation().state !== "idle";
  const draft = chosen !== null && !chosen.isPublished;
  const compose: Compose | null = preview ? { postId: preview.postId, subject: form.subject, intro: form.intro, body: form.body, segment: form.segment } : null;
  const query = (extra: Record<string, string> = {}) => `${adminPaths.newsletter}?${new URLSearchParams({ post: compose?.postId ?? "", subject: form.subject, intro: form.intro, body: form.body, segment: form.segment, ...extra })}`;
  return (
    <AdminSection
      title="Newsletter"
      description="Compose a mail about a post: its subject and intro, the excerpt or the whole post, and who gets it. Preview it, send a test to yourself, then send it now or at a time."
    >
      <ActionNotice>{notice}</ActionNotice>
      <FormErrors errors={actionData ? [actionData.error] : errors.length > 0 ? errors : null} />

      {posts.length === 0 ? (
        <p className="text-muted-foreground">There is no post yet. Write a post to send it.</p>
      ) : (
        <Card className="p-4 sm:p-6">
          <Form method="get" className="grid gap-4">
            <div className="grid gap-1">
              <Label htmlFor="newsletter-post">Post</Label>
              <Select id="newsletter-post" name="post" options={posts} placeholder="Choose a post" defaultValue={chosen?.id ?? ""} required />
            </div>
            <div className="grid gap-1">
              <Label htmlFor="newsletter-subject">Subject</Label>
              <Input id="newsletter-subject" name="subject" maxLength={SUBJECT_MAX} defaultValue={form.subject} placeholder={chosen?.title ?? "The post's title"} aria-describedby="newsletter-subject-hint" />
              <p id="newsletter-subject-hint" className="text-sm text-muted-foreground">
                Leave blank to use the post's title.
              </p>
            </div>
            <div className="grid gap-1">
              <Label htmlFor="newsletter-intro">Intro</Label>
              <Textarea id="newsletter-intro" name="intro" rows={4} maxLength={INTRO_MAX} defaultValue={form.intro} aria-describedby="newsletter-intro-hint" />
              <p id="newsletter-intro-hint" className="text-sm text-muted-foreground">
                A few words above the post. Leave a blank line between paragraphs.
              </p>
            </div>
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">Content</legend>
              <label className="flex min-h-6 items-center gap-2">
                <input type="radio" name="body" value="excerpt" defaultChecked={form.body !== "full"} className="size-4" /> The excerpt and a link to the post
              </label>
              <label className="flex min-h-6 items-center gap-2">
                <input type="radio" name="body" value="full" defaultChecked={form.body === "full"} className="size-4" /> The whole post
              </label>
            </fieldset>
            {audiences.length > 0 ? (
              <div className="grid gap-1">
                <Label htmlFor="newsletter-segment">Audience</Label>
                <Select id="newsletter-segment" name="segment" options={audiences.map((a) => ({ value: a.value, label: a.label }))} defaultValue={form.segment} />
              </div>
            ) : null}
            <div>
              <Button type="submit" variant="outline">
                <Eye aria-hidden="true" /> Preview
              </Button>
            </div>
          </Form>
        </Card>
      )}

      {preview && compose ? (
        <Card className="grid gap-4 p-4 sm:p-6">
          <div>
            <h3 className="text-lg font-semibold">Preview</h3>
            <p className="mt-1 break-words text-sm text-muted-foreground">
              Subject: <span className="font-medium text-foreground">{preview.subject}</span>
            </p>
            <p className="mt-1 text-sm text-muted-foreground">
              Audience: <span className="font-medium text-foreground">{audienceName}</span>, {recipients} {recipients === 1 ? "recipient" : "recipients"} now.
            </p>
          </div>
          {/* sandbox="" runs no script and gives the mail no access to this page. */}
          <iframe title="The e-mail as HTML" srcDoc={preview.html} sandbox="" className="h-[36rem] w-full rounded-md border bg-white" />
          <details>
            <summary className="cursor-pointer font-medium">Plain-text version</summary>
            <pre className="mt-2 overflow-x-auto whitespace-pre-wrap break-words rounded-md bg-muted p-4 text-sm">{preview.text}</pre>
          </details>

          <div className="flex flex-wrap items-center gap-3 border-t pt-4">
            <Form method="post">
              <input type="hidden" name="intent" value="test" />
              <ComposeFields compose={compose} />
              <Button type="submit" variant="outline" disabled={busy}>
                <Mail aria-hidden="true" /> Send a test to me
              </Button>
            </Form>
            <p className="text-sm text-muted-foreground">The test goes to {me} only.</p>
          </div>

          {recipients === 0 ? (
            <p className="text-muted-foreground">Nobody in this audience is waiting for this post: everyone has had it, or nobody has confirmed yet.</p>
          ) : confirming ? (
            <section aria-labelledby="confirm-send" className="grid gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4">
              <h3 id="confirm-send" className="font-semibold">
                {draft ? "Publish" : "Send"} “{preview.subject}” {draft ? "and send it " : ""}to {plural(recipients)}?
              </h3>
              <p className="text-sm text-muted-foreground">Each subscriber gets a post once. A send cannot be called back.</p>
              <div className="flex flex-wrap gap-3">
                <Form method="post">
                  <input type="hidden" name="intent" value="send" />
                  <ComposeFields compose={compose} />
                  <input type="hidden" name="confirm" value="yes" />
                  {draft ? <input type="hidden" name="publish" value="yes" /> : null}
                  <Button type="submit" disabled={busy}>
                    <Send aria-hidden="true" /> {draft ? "Yes, publish and send it now" : "Yes, send it now"}
                  </Button>
                </Form>
                <Button asChild variant="outline">
                  <Link to={query()}>Cancel</Link>
                </Button>
              </div>
            </section>
          ) : (
            <div className="grid gap-4">
              <div>
                <Button asChild>
                  <Link to={query({ confirm: "1" })}>
                    <Send aria-hidden="true" /> {draft ? "Publish and send" : "Send"} to {plural(recipients)}
                  </Link>
                </Button>
              </div>
              <Form method="post" className="flex flex-wrap items-end gap-3 border-t pt-4">
                <input type="hidden" name="intent" value="schedule" />
                <ComposeFields compose={compose} />
                {draft ? <input type="hidden" name="publish" value="yes" /> : null}
                <SendAtField />
                <Button type="submit" variant="outline" disabled={busy}>
                  <CalendarClock aria-hidden="true" /> {draft ? "Schedule: publish and send" : "Schedule the send"}
                </Button>
              </Form>
            </div>
          )}
        </Card>
      ) : null}

      <DataTable caption="Sends, newest first" columns={SEND_COLUMNS} rows={sends} rowKey={(s) => s.id} empty="Nothing has been sent yet." />
    </AdminSection>
  );
}
