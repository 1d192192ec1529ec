/**
 * A member's page (issue 28 item 4), opened from the Signups list: every field, the referral link
 * and the members it brought (held or rejected ones marked), the tokens on record and where they
 * come from, first and last touch, place in line, the milestones reached and the mails sent.
 * An unknown or erased member: 404 with our words.
 */
import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/member";
import { AdminSection, DateTime } from "#app/components/admin/admin-section.tsx";
import { Badge, type BadgeTone } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { DataTable, Email, type Column } from "#app/components/ui/data-table.tsx";
import { ADMIN_HEADERS, adminMeta } from "#app/lib/admin-meta.ts";
import { TOKENS, referralLink } from "#app/lib/iraconnect.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { cn } from "#app/lib/utils.ts";
import { signupTierFor, storedTokens, tierLabels } from "#app/lib/schemas/admin-signups.ts";
import { memberForAdmin } from "#app/models/member-admin.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { siteUrlFor } from "#app/services/site-url.server.ts";

export const MEMBER_NOT_FOUND = "No member has this code: it may never have existed, or the member's data was erased.";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "signups");
  const member = await memberForAdmin(params.refId, storedTokens);
  if (!member) throw data(MEMBER_NOT_FOUND, { status: 404, headers: ADMIN_HEADERS });
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    ...member,
    confirmedAt: iso(member.confirmedAt),
    createdAt: member.createdAt.toISOString(),
    link: referralLink(member.refId, siteUrlFor("")),
    tokens: storedTokens(member.referrals),
    tier: signupTierFor(member.referrals),
    referralList: member.referralList.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), confirmedAt: iso(r.confirmedAt) })),
    milestones: member.milestones.map((m) => ({ ...m, mailQueuedAt: iso(m.mailQueuedAt) })),
    mails: member.mails.map((m) => ({ ...m, createdAt: m.createdAt.toISOString(), sentAt: iso(m.sentAt) })),
  };
}

export function meta({ loaderData: member, params }: Route.MetaArgs): Route.MetaDescriptors {
  return adminMeta(member ? `${member.name} (member)` : "Member not found", adminPaths.member(params.refId));
}

type Data = Route.ComponentProps["loaderData"];
type Referral = Data["referralList"][number];
type Mail = Data["mails"][number];
type Milestone = Data["milestones"][number];

/** A referral's state in words, and its badge's tone. */
export function referralState(r: Pick<Referral, "confirmedAt" | "hold">): { label: string; tone: BadgeTone } {
  if (r.hold === "held") return { label: "Held for review", tone: "danger" };
  if (r.hold === "rejected") return { label: "Rejected", tone: "danger" };
  if (!r.confirmedAt) return { label: "Not confirmed", tone: "neutral" };
  if (r.hold === "approved") return { label: "Approved", tone: "success" };
  return { label: "Counts", tone: "success" };
}

const REFERRAL_COLUMNS: Column<Referral>[] = [
  { header: "Name", cell: (r) => <Link to={adminPaths.member(r.refId)} className="text-primary underline underline-offset-2">{r.name}</Link>, rowHeader: true },
  { header: "E-mail", cell: (r) => <Email value={r.email} /> },
  { header: "Joined", cell: (r) => <DateTime value={r.createdAt} />, className: "whitespace-nowrap" },
  {
    header: "Status",
    cell: (r) => {
      const state = referralState(r);
      return (
        <span className="flex flex-wrap gap-1">
          <Badge tone={state.tone}>{state.label}</Badge>
          {r.flags.length > 0 ? <span className="text-xs text-muted-foreground">Flagged: {r.flags.join("; ")}</span> : null}
        </span>
      );
    },
  },
  { header: "Tokens", cell: (r) => (r.counted ? `+${TOKENS.perReferral}` : "0"), className: "text-right tabular-nums max-md:text-left" },
];

const MAIL_COLUMNS: Column<Mail>[] = [
  { header: "Subject", cell: (m) => m.subject, rowHeader: true },
  { header: "Kind", cell: (m) => m.kind },
  { header: "Queued", cell: (m) => <DateTime value={m.createdAt} />, className: "whitespace-nowrap" },
  {
    header: "Status",
    cell: (m) => (
      <span className="grid gap-1">
        <Badge tone={m.status === "sent" ? "success" : m.status === "failed" ? "danger" : "neutral"}>{m.status === "sent" ? "Sent" : m.status === "failed" ? "Failed" : "Waiting"}</Badge>
        {m.sentAt ? <DateTime value={m.sentAt} /> : m.lastError ? <span className="text-xs text-muted-foreground">{m.lastError}</span> : null}
      </span>
    ),
  },
];

const MILESTONE_COLUMNS: Column<Milestone>[] = [
  { header: "Milestone", cell: (m) => m.name, rowHeader: true },
  { header: "Tokens", cell: (m) => m.tokens.toLocaleString("en-US"), className: "text-right tabular-nums max-md:text-left" },
  { header: "Reward", cell: (m) => m.reward },
  {
    header: "Reached",
    cell: (m) => (m.reached ? <Badge tone="success">Reached</Badge> : <span className="text-muted-foreground">Not yet</span>),
  },
  { header: "Mail queued", cell: (m) => (m.mailQueuedAt ? <DateTime value={m.mailQueuedAt} /> : "—") },
];

/** A term and its value; an empty value shows as a dash. A `wide` one (an address, a sentence) takes the whole row on a phone. */
function Fact({ term, wide = false, children }: { term: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={cn("grid min-w-0 content-start gap-0.5", wide && "max-sm:col-span-full")}>
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{children === null || children === undefined || children === "" ? "—" : children}</dd>
    </div>
  );
}

function Panel({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid min-w-0 content-start gap-3">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

// Two facts side by side on a phone (one a row made the page twice as long), five at desk width.
const facts = "grid grid-cols-[repeat(auto-fill,minmax(min(100%,9rem),1fr))] gap-4 sm:grid-cols-[repeat(auto-fill,minmax(min(100%,12rem),1fr))]";

export default function MemberPage({ loaderData: m }: Route.ComponentProps) {
  const counted = m.referralList.filter((r) => r.counted).length;
  const held = m.referralList.filter((r) => r.hold === "held").length;
  return (
    <AdminSection
      title={m.name}
      description={
        <>
          Member of the IRACONNECT waiting list since <DateTime value={m.createdAt} />.
        </>
      }
      actions={
        <Button asChild variant="ghost">
          <Link to={adminPaths.signups}>
            <ArrowLeft aria-hidden="true" /> Back to signups
          </Link>
        </Button>
      }
    >
      <Card className="p-5">
        <dl className={facts}>
          <Fact term="Name">{m.name}</Fact>
          <Fact term="E-mail" wide>
            <Email value={m.email} />
          </Fact>
          <Fact term="Phone">{m.phone}</Fact>
          <Fact term="Role">{m.role}</Fact>
          <Fact term="Country">{m.country}</Fact>
          <Fact term="Tier">{m.tier === "none" ? tierLabels.none : <Badge tone="info">{tierLabels[m.tier]}</Badge>}</Fact>
          <Fact term="Tokens">{m.tokens.toLocaleString("en-US")}</Fact>
          <Fact term="Place in line">{m.place === null ? "Not in line (referral held or rejected)" : `#${m.place.toLocaleString("en-US")}`}</Fact>
          <Fact term="Confirmation" wide>{m.confirmedAt ? <>Confirmed <DateTime value={m.confirmedAt} /></> : "Not confirmed yet"}</Fact>
          <Fact term="Created">
            <DateTime value={m.createdAt} />
          </Fact>
          <Fact term="Referred by">
            {m.referredBy ? (
              <Link to={adminPaths.member(m.referredBy.refId)} className="text-primary underline underline-offset-2">
                {m.referredBy.name ?? m.referredBy.refId}
              </Link>
            ) : null}
          </Fact>
          {m.referralHold ? (
            <Fact term="This signup as a referral">
              {m.referralHold === "held" ? "Held for review" : m.referralHold === "approved" ? "Approved" : "Rejected"}
              {m.referralFlags.length > 0 ? ` (flagged: ${m.referralFlags.join("; ")})` : ""}
            </Fact>
          ) : null}
        </dl>
      </Card>

      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title="Referral link" id="member-link">
          <p className="font-mono text-sm [overflow-wrap:anywhere]">{m.link}</p>
          <p className="text-sm text-muted-foreground">Code {m.refId}</p>
        </Panel>
        <Panel title="Tokens" id="member-tokens">
          <dl className={facts}>
            <Fact term="Welcome bonus">{TOKENS.start.toLocaleString("en-US")}</Fact>
            <Fact term={`Counted referrals (${TOKENS.perReferral} each)`}>{`${m.referrals} × ${TOKENS.perReferral} = ${(m.referrals * TOKENS.perReferral).toLocaleString("en-US")}`}</Fact>
            <Fact term="On record">{m.tokens.toLocaleString("en-US")}</Fact>
          </dl>
        </Panel>
      </div>

      <Panel title="Attribution" id="member-attribution">
        <div className="grid gap-4 md:grid-cols-2">
          {(["first", "last"] as const).map((side) => (
            <Card key={side} className="p-4">
              <h4 className="mb-2 font-medium">{side === "first" ? "First touch" : "Last touch"}</h4>
              <dl className={facts}>
                <Fact term="Source">{m.touches[side].source}</Fact>
                <Fact term="Medium">{m.touches[side].medium}</Fact>
                <Fact term="Campaign">{m.touches[side].campaign}</Fact>
                <Fact term="Referrer">{m.touches[side].referrer}</Fact>
              </dl>
            </Card>
          ))}
        </div>
        <dl className={facts}>
          <Fact term="Landing page (signup's UTM)" wide>{[m.utm.source, m.utm.medium, m.utm.campaign, m.utm.term, m.utm.content].filter(Boolean).join(" / ")}</Fact>
          <Fact term="IP address">{m.ip}</Fact>
          <Fact term="Browser" wide>{m.userAgent}</Fact>
        </dl>
      </Panel>

      <Panel title={`Referrals (${m.referralList.length})`} id="member-referrals">
        <p className="text-sm text-muted-foreground">
          {counted} count toward tokens{held > 0 ? `, ${held} held for review` : ""}. A held referral counts only once approved on the Signups page.
        </p>
        <DataTable caption={`Members referred by ${m.name}, newest first`} columns={REFERRAL_COLUMNS} rows={m.referralList} rowKey={(r) => r.refId} empty="No referrals yet." />
      </Panel>

      <Panel title="Milestones" id="member-milestones">
        <DataTable caption="Milestones and whether this member reached them" columns={MILESTONE_COLUMNS} rows={m.milestones} rowKey={(r) => r.id} empty="No milestones are set." />
      </Panel>

      <Panel title={`Mails (${m.mails.length})`} id="member-mails">
        <DataTable caption={`Mails to ${m.email}, newest first`} columns={MAIL_COLUMNS} rows={m.mails} rowKey={(r) => r.id} empty="No mails to this address." />
      </Panel>
    </AdminSection>
  );
}
