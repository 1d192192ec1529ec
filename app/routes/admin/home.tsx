import { Link, redirect } from "react-router";
import type { Route } from "./+types/home";
import { AdminSection, DateTime } from "#app/components/admin/admin-section.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { can } from "#app/lib/roles.ts";
import { audienceNumbers, contentNumbers } from "#app/models/admin-home.server.ts";
import { countWaitingForReview } from "#app/models/blog-posts.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";

/** The list queries the case studies list took when it was the dashboard's index. */
const OLD_LIST_PARAMS = ["q", "page"];

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "dashboard");
  // An old link to the case studies list with its search or page still opens that list.
  const url = new URL(request.url);
  if (OLD_LIST_PARAMS.some((name) => url.searchParams.has(name))) throw redirect(`${adminPaths.caseStudies}${url.search}`);
  // A contributor sees their drafts' list, not the site's numbers (decision 045).
  const editor = can(staff.role, "content");
  const content = editor ? await contentNumbers() : { drafts: 0, scheduled: [], scheduledCount: 0 };
  const waitingForReview = editor ? await countWaitingForReview() : 0;
  const audience = can(staff.role, "signups") ? await audienceNumbers() : null;
  return { content, audience, waitingForReview, editor };
}

export const meta = (): Route.MetaDescriptors => adminMeta("Home", adminPaths.dashboard);

type Attention = { text: string; href: string };

export default function AdminHome({ loaderData: { content, audience, waitingForReview, editor } }: Route.ComponentProps) {
  const attention: Attention[] = [];
  if (waitingForReview) attention.push({ text: `${waitingForReview} ${waitingForReview === 1 ? "draft waits" : "drafts wait"} for your review`, href: `${adminPaths.blog}?review=1` });
  if (!editor) attention.push({ text: "Write a draft, or go on with yours", href: adminPaths.blog });
  if (audience?.messagesWaiting) attention.push({ text: `${audience.messagesWaiting} ${audience.messagesWaiting === 1 ? "message waits" : "messages wait"} for a reply`, href: `${adminPaths.inbox}?status=unread` });
  if (audience?.failedMails) attention.push({ text: `${audience.failedMails} ${audience.failedMails === 1 ? "mail" : "mails"} could not be sent`, href: adminPaths.outbox });
  if (audience?.nextNewsletter) attention.push({ text: `"${audience.nextNewsletter.title}" is published and not yet sent to subscribers`, href: adminPaths.newsletterSend(audience.nextNewsletter.id) });
  if (content.drafts) attention.push({ text: `${content.drafts} ${content.drafts === 1 ? "draft is" : "drafts are"} not published`, href: `${adminPaths.blog}?status=draft` });

  return (
    <AdminSection title="Today" description="The day's numbers, and what needs you.">
      <ul aria-label="Today's numbers" className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,10rem),1fr))] gap-4">
        {audience ? (
          <>
            <Stat label="Signups today" value={audience.signupsToday} detail={`${audience.signupsTotal.toLocaleString("en-US")} in all`} href={adminPaths.signups} />
            <Stat label="Confirmed today" value={audience.confirmationsToday} href={`${adminPaths.signups}?confirmed=yes`} />
            <Stat label="Messages waiting" value={audience.messagesWaiting} href={adminPaths.inbox} />
          </>
        ) : null}
        {editor ? <Stat label="Scheduled" value={content.scheduledCount} detail="posts and case studies" href={`${adminPaths.blog}?status=scheduled`} /> : null}
        {audience ? (
          <li className="col-span-full sm:col-span-2">
            <Card className="grid h-full content-start gap-1 p-4">
              <span className="text-sm text-muted-foreground">Next newsletter</span>
              {audience.nextNewsletter ? (
                <Link to={adminPaths.newsletterSend(audience.nextNewsletter.id)} className="font-semibold text-primary underline-offset-4 [overflow-wrap:anywhere] hover:underline">
                  {audience.nextNewsletter.title}
                </Link>
              ) : (
                <span className="font-semibold">Nothing new to send</span>
              )}
              {audience.lastNewsletter ? (
                <span className="text-sm text-muted-foreground">
                  Last sent <DateTime value={audience.lastNewsletter.at} />
                </span>
              ) : null}
            </Card>
          </li>
        ) : null}
      </ul>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="grid content-start gap-3 p-6">
          <h3 className="text-lg font-semibold">Needs attention</h3>
          {attention.length === 0 ? (
            <p className="text-muted-foreground">Nothing needs you right now.</p>
          ) : (
            <ul className="grid gap-2">
              {attention.map((item) => (
                <li key={item.text}>
                  <Link to={item.href} className="text-primary underline-offset-4 hover:underline">
                    {item.text}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
        {editor ? (
        <Card className="grid content-start gap-3 p-6">
          <h3 className="text-lg font-semibold">Going live next</h3>
          {content.scheduled.length === 0 ? (
            <p className="text-muted-foreground">Nothing is scheduled.</p>
          ) : (
            <ul className="grid gap-2">
              {content.scheduled.map((item) => (
                <li key={`${item.kind}-${item.id}`} className="flex flex-wrap items-baseline justify-between gap-x-4">
                  <Link to={item.kind === "blog" ? adminPaths.blogEdit(item.id) : adminPaths.caseStudyEdit(item.id)} className="text-primary underline-offset-4 [overflow-wrap:anywhere] hover:underline">
                    {item.title}
                  </Link>
                  <span className="text-sm text-muted-foreground">
                    <DateTime value={item.scheduledAt} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        ) : null}
      </div>
    </AdminSection>
  );
}

function Stat({ label, value, detail, href }: { label: string; value: number; detail?: string; href: string }) {
  return (
    <li>
      <Card className="h-full p-0">
        <Link to={href} className="grid h-full content-start gap-1 rounded-xl p-4 hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring">
          <span className="text-sm text-muted-foreground">{label}</span>
          <span className="text-3xl font-bold tabular-nums">{value.toLocaleString("en-US")}</span>
          {detail ? <span className="text-sm text-muted-foreground">{detail}</span> : null}
        </Link>
      </Card>
    </li>
  );
}
