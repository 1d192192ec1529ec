import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/messages";
import { DateTime } from "#app/components/admin/admin-section.tsx";
import { InboxSection } from "#app/components/admin/inbox.tsx";
import { StatusBadge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { FormErrors } from "#app/components/ui/field.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { adminPaths } from "#app/lib/paths.ts";
import type { INTENT_STATUS } from "#app/lib/schemas/contact.ts";
import { actorOf } from "#app/models/audit-log.server.ts";
import { contactCounts, listContactSubmissions } from "#app/models/contact.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { changeMessageStatus } from "#app/services/contact.server.ts";
import { loadInboxPage } from "./inbox-page.server.ts";
import { cn } from "#app/lib/utils.ts";

export const INBOX_PAGE_SIZE = 500;

export const loader = ({ request }: Route.LoaderArgs) =>
  loadInboxPage(request, "inbox", { rows: () => listContactSubmissions(INBOX_PAGE_SIZE), counts: contactCounts }, ({ userAgent: _userAgent, ...message }) => message);

export function meta(): Route.MetaDescriptors {
  return adminMeta("Inbox", adminPaths.inbox);
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireStaff(request, "inbox");
  const outcome = await changeMessageStatus(request, actorOf(admin, context));
  if (!outcome.ok) return data({ error: outcome.error }, { status: outcome.status });
  // Back to the list: a reload does not post again.
  return redirect(`${adminPaths.inbox}#message-${outcome.id}`, 303);
}

type Message = Route.ComponentProps["loaderData"]["items"][number];

export default function InboxMessages({ loaderData, actionData }: Route.ComponentProps) {
  const { items: messages, counts } = loaderData;
  return (
    <InboxSection
      title="Inbox"
      description={`Messages from the contact form, newest first: ${counts.new} new, ${counts.handled} handled, ${counts.spam} spam.`}
      csv={{ href: adminPaths.submissionsCsv, label: "Export messages (CSV)" }}
    >
      <FormErrors errors={actionData ? [actionData.error] : null} />
      {messages.length === 0 ? (
        <p>No messages yet.</p>
      ) : (
        <ul className="grid gap-4">
          {messages.map((message) => (
            <li key={message.id} id={`message-${message.id}`}>
              <MessageCard message={message} />
            </li>
          ))}
        </ul>
      )}
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

function MessageCard({ message }: { message: Message }) {
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
            </p>
          </div>
          <StatusBadge status={message.status} />
        </header>
        <p className="mt-3 whitespace-pre-wrap break-words text-sm">{message.message}</p>
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
      </article>
    </Card>
  );
}
