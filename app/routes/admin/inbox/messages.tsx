import { data, Form, redirect, useNavigation } from "react-router";
import { z } from "~/lib/schemas/zod";
import type { Route } from "./+types/messages";
import { CsvLink, formatTime, InboxNav, StatusBadge } from "~/components/admin/inbox-nav";
import { Button } from "~/components/ui/button";
import { adminMeta } from "~/lib/admin-meta";
import { requestInfoContext } from "~/lib/request-context.server";
import { contactCounts, listContactSubmissions, setContactStatus } from "~/models/contact.server";
import { requireAdmin } from "~/services/auth.server";
import { formValues, readFormBody } from "~/services/form-body.server";

export const INBOX_PAGE_SIZE = 500;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [submissions, counts] = await Promise.all([listContactSubmissions(INBOX_PAGE_SIZE), contactCounts()]);
  return {
    counts,
    submissions: submissions.map((s) => ({
      id: s.id,
      name: s.name,
      email: s.email,
      subject: s.subject,
      message: s.message,
      status: s.status,
      ip: s.ip ?? "",
      userAgent: s.userAgent ?? "",
      createdAt: s.createdAt.toISOString(),
    })),
  };
}

export function meta(): Route.MetaDescriptors {
  return adminMeta("Inbox", "/admin-dashboard/inbox");
}

/** What each button does: mark handled, recover a false positive, or file a message as spam. */
const INTENT_STATUS = { handled: "handled", "not-spam": "new", spam: "spam", reopen: "new" } as const;

const StatusChange = z.object({
  intent: z.enum(Object.keys(INTENT_STATUS) as [keyof typeof INTENT_STATUS], { error: "Unknown action." }),
  id: z.uuid({ error: "Unknown message." }),
});

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const info = context.get(requestInfoContext);
  const body = await readFormBody(request, 4096);
  if (!body.ok) return data({ error: body.message }, { status: body.status });
  const parsed = StatusChange.safeParse(formValues(body.form));
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message }, { status: 400 });
  const changed = await setContactStatus(parsed.data.id, INTENT_STATUS[parsed.data.intent], {
    actorUserId: admin.id,
    actorEmail: admin.email,
    ip: info.ip,
    userAgent: info.userAgent,
  });
  if (!changed) return data({ error: "That message no longer exists." }, { status: 404 });
  // Back to the list: a reload does not post again.
  return redirect(`/admin-dashboard/inbox#message-${parsed.data.id}`, 303);
}

export default function InboxMessages({ loaderData, actionData }: Route.ComponentProps) {
  const { submissions, counts } = loaderData;
  const navigation = useNavigation();
  const busyId = navigation.state !== "idle" ? navigation.formData?.get("id") : null;
  return (
    <section aria-labelledby="inbox-heading">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="inbox-heading" className="text-xl font-semibold">
            Inbox
          </h2>
          <p className="mt-1 text-muted-foreground">
            Messages from the contact form, newest first: {counts.new} new, {counts.handled} handled, {counts.spam} spam.
          </p>
        </div>
        <CsvLink href="/admin-dashboard/inbox/submissions.csv">Export messages (CSV)</CsvLink>
      </div>
      <InboxNav />
      {actionData && "error" in actionData ? (
        <p role="alert" className="mb-4 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          {actionData.error}
        </p>
      ) : null}
      {submissions.length === 0 ? (
        <p>No messages yet.</p>
      ) : (
        <ul className="grid gap-4">
          {submissions.map((s) => (
            <li key={s.id} id={`message-${s.id}`}>
              <article
                aria-labelledby={`subject-${s.id}`}
                className={"rounded-lg border p-5 text-card-foreground " + (s.status === "spam" ? "border-dashed bg-muted/40" : "bg-card")}
              >
                <header className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h3 id={`subject-${s.id}`} className="break-words font-semibold">
                      {s.subject}
                    </h3>
                    <p className="mt-1 break-words text-sm text-muted-foreground">
                      {s.name} ·{" "}
                      <a href={`mailto:${s.email}`} className="text-primary underline underline-offset-2">
                        {s.email}
                      </a>{" "}
                      · <time dateTime={s.createdAt}>{formatTime(s.createdAt)}</time>
                      {s.ip ? ` · ${s.ip}` : ""}
                    </p>
                  </div>
                  <StatusBadge status={s.status} />
                </header>
                <p className="mt-3 whitespace-pre-wrap break-words text-sm">{s.message}</p>
                <Form method="post" className="mt-4 flex flex-wrap gap-2">
                  <input type="hidden" name="id" value={s.id} />
                  {s.status === "new" ? (
                    <>
                      <Button type="submit" name="intent" value="handled" size="sm" aria-describedby={`subject-${s.id}`} disabled={busyId === s.id}>
                        Mark handled
                      </Button>
                      <Button type="submit" name="intent" value="spam" size="sm" variant="outline" aria-describedby={`subject-${s.id}`} disabled={busyId === s.id}>
                        Mark as spam
                      </Button>
                    </>
                  ) : s.status === "spam" ? (
                    <Button type="submit" name="intent" value="not-spam" size="sm" variant="outline" aria-describedby={`subject-${s.id}`} disabled={busyId === s.id}>
                      Not spam
                    </Button>
                  ) : (
                    <Button type="submit" name="intent" value="reopen" size="sm" variant="outline" aria-describedby={`subject-${s.id}`} disabled={busyId === s.id}>
                      Mark as new
                    </Button>
                  )}
                </Form>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
