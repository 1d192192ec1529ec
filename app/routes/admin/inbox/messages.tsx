import { useState } from "react";
import { data, Form, Link, redirect, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/messages";
import { DateTime } from "#app/components/admin/admin-section.tsx";
import { InboxSection } from "#app/components/admin/inbox.tsx";
import { Badge, StatusBadge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { FormErrors } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { adminPaths } from "#app/lib/paths.ts";
import type { INTENT_STATUS } from "#app/lib/schemas/contact.ts";
import { INBOX_PAGE_SIZE, INBOX_REPLY_MAX, InboxReplySchema, inboxFilters, inboxQueryString, inboxStatuses, inboxStatusLabels, parseInboxQuery, type InboxQuery } from "#app/lib/schemas/inbox.ts";
import { actorOf } from "#app/models/audit-log.server.ts";
import { contactCounts, contactSources, countContactSubmissions, listContactSubmissions, repliesTo } from "#app/models/contact.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { changeMessageStatus, replyToMessage } from "#app/services/contact.server.ts";
import { cn } from "#app/lib/utils.ts";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "inbox");
  const query = parseInboxQuery(new URL(request.url).searchParams);
  const filters = inboxFilters(query);
  const [rows, total, counts, sources] = await Promise.all([
    listContactSubmissions(INBOX_PAGE_SIZE, filters, (query.page - 1) * INBOX_PAGE_SIZE),
    countContactSubmissions(filters),
    contactCounts(),
    contactSources(),
  ]);
  const replies = await repliesTo(rows.map((r) => r.id));
  return {
    query,
    total,
    pages: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
    counts,
    sources,
    items: rows.map(({ userAgent: _userAgent, ...message }) => ({
      ...message,
      replies: replies
        .filter((r) => r.submissionId === message.id)
        .map((r) => ({ id: r.id, body: r.body, authorName: r.authorName, createdAt: r.createdAt.toISOString(), mailStatus: r.outboxStatus })),
    })),
  };
}

export function meta(): Route.MetaDescriptors {
  return adminMeta("Inbox", adminPaths.inbox);
}

/** Back to the list with the filters it had (a reload does not post again). */
function backTo(request: Request, id: string) {
  return redirect(`${adminPaths.inbox}${inboxQueryString(parseInboxQuery(new URL(request.url).searchParams))}#message-${id}`, 303);
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireStaff(request, "inbox");
  if (new URL(request.url).searchParams.has("reply")) {
    const outcome = await replyToMessage(request, actorOf(admin, context), admin);
    if (!outcome.ok) return data({ error: outcome.error, fieldErrors: outcome.fieldErrors }, { status: outcome.status });
    return backTo(request, outcome.id);
  }
  const outcome = await changeMessageStatus(request, actorOf(admin, context));
  if (!outcome.ok) return data({ error: outcome.error, fieldErrors: {} as Record<string, string[]> }, { status: outcome.status });
  return backTo(request, outcome.id);
}

type Data = Route.ComponentProps["loaderData"];
type Message = Data["items"][number];

/** What the filters say, in words. */
function describe(query: InboxQuery): string {
  const parts: string[] = [];
  if (query.status) parts.push(inboxStatusLabels[query.status].toLowerCase());
  if (query.q) parts.push(`matching “${query.q}”`);
  if (query.source) parts.push(`from source ${query.source}`);
  if (query.from) parts.push(`since ${query.from}`);
  if (query.to) parts.push(`until ${query.to}`);
  return parts.join(", ");
}

export default function InboxMessages({ loaderData, actionData }: Route.ComponentProps) {
  const { items: messages, counts, query, sources, total, pages } = loaderData;
  const { page } = query;
  const filtered = describe(query);
  return (
    <InboxSection
      title="Inbox"
      description={`Messages from the contact form, newest first: ${counts.new} new, ${counts.handled} handled, ${counts.spam} spam.`}
      csv={{ href: adminPaths.submissionsCsv, label: "Export messages (CSV)" }}
    >
      <FormErrors errors={actionData && !actionData.fieldErrors?.body ? [actionData.error] : null} />
      {/* A GET form: the filters live in the address, and it works without JavaScript. */}
      <Form method="get" role="search" aria-label="Filter messages" className="grid gap-3 rounded-xl border bg-card p-4">
        <div className="grid gap-1.5">
          <Label htmlFor="inbox-search">Search</Label>
          <Input id="inbox-search" type="search" name="q" defaultValue={query.q ?? ""} maxLength={200} placeholder="Name, e-mail, subject or message" key={query.q ?? ""} />
        </div>
        <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,10rem),1fr))] gap-3">
          <div className="grid min-w-0 gap-1.5">
            <Label htmlFor="inbox-status">Status</Label>
            <Select
              id="inbox-status"
              name="status"
              defaultValue={query.status ?? ""}
              placeholder="Any status"
              options={inboxStatuses.map((s) => ({ value: s, label: inboxStatusLabels[s] }))}
              key={query.status ?? ""}
            />
          </div>
          <div className="grid min-w-0 gap-1.5">
            <Label htmlFor="inbox-source">Source</Label>
            <Select
              id="inbox-source"
              name="source"
              defaultValue={query.source ?? ""}
              placeholder="Any source"
              options={query.source && !sources.includes(query.source) ? [query.source, ...sources] : sources}
              key={query.source ?? ""}
            />
          </div>
          <div className="grid min-w-0 gap-1.5">
            <Label htmlFor="inbox-from">From</Label>
            <Input id="inbox-from" type="date" name="from" defaultValue={query.from ?? ""} key={`from-${query.from ?? ""}`} />
          </div>
          <div className="grid min-w-0 gap-1.5">
            <Label htmlFor="inbox-to">Until</Label>
            <Input id="inbox-to" type="date" name="to" defaultValue={query.to ?? ""} key={`to-${query.to ?? ""}`} />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit">Show messages</Button>
          {filtered ? (
            <Button asChild variant="ghost">
              <Link to={adminPaths.inbox}>Clear filters</Link>
            </Button>
          ) : null}
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {total} {total === 1 ? "message" : "messages"}
            {filtered ? ` ${filtered}` : ""}
            {pages > 1 ? `, page ${page} of ${pages}` : ""}
          </p>
        </div>
      </Form>
      {messages.length === 0 ? (
        <p>{total > 0 ? `No messages on page ${page}: there are ${pages}.` : filtered ? `No messages ${filtered}.` : "No messages yet."}</p>
      ) : (
        <ul className="grid gap-4">
          {messages.map((message) => (
            <li key={message.id} id={`message-${message.id}`}>
              <MessageCard message={message} replyErrors={actionData?.fieldErrors?.body ?? null} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label="Message pages" className="flex flex-wrap items-center justify-between gap-2 text-sm">
          {page > 1 ? <Link to={`${adminPaths.inbox}${inboxQueryString({ ...query, page: Math.min(page - 1, pages) })}`}>← Newer</Link> : <span />}
          <span className="text-muted-foreground">
            Page {Math.min(page, pages)} of {pages}
          </span>
          {page < pages ? <Link to={`${adminPaths.inbox}${inboxQueryString({ ...query, page: page + 1 })}`}>Older →</Link> : <span />}
        </nav>
      ) : null}
    </InboxSection>
  );
}

/** The buttons a message offers in each state, and what they post. */
const BUTTONS: Record<Message["status"], { intent: keyof typeof INTENT_STATUS; label: string; primary?: boolean }[]> = {
  new: [
    { intent: "handled", label: "Mark handled", primary: true },
    { intent: "spam", label: "Mark as spam" },
  ],
  spam: [{ intent: "not-spam", label: "Not spam" }],
  handled: [{ intent: "reopen", label: "Mark as new" }],
};

function MessageCard({ message, replyErrors }: { message: Message; replyErrors: string[] | null }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("id") === message.id;
  const subjectId = `subject-${message.id}`;
  return (
    <Card className={cn("p-5", message.status === "spam" && "border-dashed bg-muted/40")}>
      <article aria-labelledby={subjectId}>
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={subjectId} className="break-words font-semibold">
              {message.subject}
            </h3>
            <p className="mt-1 break-words text-sm text-muted-foreground">
              {message.name} ·{" "}
              <a href={`mailto:${message.email}`} className="text-primary underline underline-offset-2">
                {message.email}
              </a>{" "}
              · <DateTime value={message.createdAt} />
              {message.ip ? ` · ${message.ip}` : ""}
              {message.lastSource || message.firstSource ? ` · source ${message.lastSource ?? message.firstSource}` : ""}
            </p>
          </div>
          <span className="flex flex-wrap gap-1">
            <StatusBadge status={message.status} />
            {message.repliedAt ? <Badge tone="success">Replied</Badge> : null}
          </span>
        </header>
        <p className="mt-3 whitespace-pre-wrap break-words text-sm">{message.message}</p>
        {message.replies.length > 0 ? (
          <section aria-label={`Replies to “${message.subject}”`} className="mt-4 grid gap-3 border-l-2 border-primary/40 pl-4">
            {message.replies.map((reply) => (
              <article key={reply.id} className="grid gap-1" aria-label={`Reply by ${reply.authorName}`}>
                <p className="text-sm text-muted-foreground">
                  <span className="font-medium text-foreground">{reply.authorName}</span> replied · <DateTime value={reply.createdAt} /> ·{" "}
                  {reply.mailStatus === "sent" ? "mail sent" : reply.mailStatus === "failed" ? "mail failed" : "mail queued"}
                </p>
                <p className="whitespace-pre-wrap break-words text-sm">{reply.body}</p>
              </article>
            ))}
          </section>
        ) : null}
        <Form method="post" className="mt-4 flex flex-wrap gap-2">
          <input type="hidden" name="id" value={message.id} />
          {BUTTONS[message.status].map((button) => (
            <Button
              key={button.intent}
              type="submit"
              name="intent"
              value={button.intent}
              size="sm"
              variant={button.primary ? "default" : "outline"}
              aria-describedby={subjectId}
              disabled={busy}
            >
              {button.label}
            </Button>
          ))}
        </Form>
        {message.status === "spam" ? null : <ReplyForm message={message} busy={busy} serverErrors={replyErrors} />}
      </article>
    </Card>
  );
}

/** The reply box: checked with the server's schema before it is sent, and by the server again. */
function ReplyForm({ message, busy, serverErrors }: { message: Message; busy: boolean; serverErrors: string[] | null }) {
  const location = useLocation();
  const [errors, setErrors] = useState<string[] | null>(null);
  const fieldId = `reply-${message.id}`;
  const errorId = `${fieldId}-error`;
  const params = new URLSearchParams(location.search);
  params.set("reply", "1");
  // A server's refusal belongs to the message it was about: the address's hash names it.
  const mine = location.hash === `#message-${message.id}` ? serverErrors : null;
  const shown = errors ?? mine;
  return (
    <details className="mt-4" open={Boolean(shown)}>
      <summary className="inline-flex min-h-6 cursor-pointer items-center text-sm font-medium text-primary">Reply to {message.name}</summary>
      <Form
        method="post"
        action={`${adminPaths.inbox}?${params.toString()}#message-${message.id}`}
        className="mt-3 grid gap-2"
        onSubmit={(event) => {
          const parsed = InboxReplySchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
          if (!parsed.success) {
            event.preventDefault();
            setErrors(parsed.error.issues.map((issue) => issue.message));
          } else setErrors(null);
        }}
      >
        <input type="hidden" name="id" value={message.id} />
        <Label htmlFor={fieldId}>Your reply</Label>
        <Textarea
          id={fieldId}
          name="body"
          rows={5}
          maxLength={INBOX_REPLY_MAX}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? errorId : undefined}
          placeholder={`Sent to ${message.email} from the site's address; the message is quoted below it.`}
        />
        <FormErrors id={errorId} errors={shown} />
        <div>
          <Button type="submit" size="sm" disabled={busy}>
            Send reply
          </Button>
        </div>
      </Form>
    </details>
  );
}
