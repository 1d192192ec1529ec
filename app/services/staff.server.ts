/**
 * Staff management (issue 13.3): the owner's Staff screen (invite, resend, revoke, change a role,
 * deactivate, reactivate) and the invitation page where the invitee chooses a name and password.
 * Every change is audit-logged with who did it, to whom, and from where; every mail goes through
 * the outbox in the same transaction as the token it carries.
 */
import { inTransaction } from "../models/transaction.server.ts";
import { adminPaths } from "../lib/paths.ts";
import { roleDescriptions, roleLabels, type StaffRole } from "../lib/roles.ts";
import { AcceptInviteSchema, StaffActionSchema } from "../lib/schemas/staff.ts";
import { actorOf, recordAudit, type Actor, type RequestOrigin } from "../models/audit-log.server.ts";
import { enqueueMail } from "../models/mail-outbox.server.ts";
import { findStaffByEmail, listOpenInvitations, listStaff, revokeStaffTokenById, revokeStaffTokensForEmail } from "../models/staff.server.ts";
import { consumeStaffToken, insertStaffToken } from "../models/staff-tokens.server.ts";
import { createOrPromoteAdmin, LastOwnerError, normaliseEmail, setUserName, updateStaff } from "../models/users.server.ts";
import { hashToken, startSignedInSession, type StaffUser } from "./auth.server.ts";
import { liveLocks, unlockAccount } from "./login-throttle.server.ts";
import { chooseNewPassword } from "./new-password.server.ts";
import { newStaffToken } from "./staff-setup.server.ts";
import { LINK_STATUS, linkExpiry, linkUrl, staffLinkState, type LinkState } from "./staff-links.server.ts";
import { readSubmission } from "./submission.server.ts";
import { refuseTokenForm, unusablePassword, type TokenFormAnswer } from "./token-page.server.ts";

const ACTION_MAX_BYTES = 4 * 1024;

/** What the Staff screen shows. */
export async function staffScreen(now = new Date()) {
  const [members, invitations] = await Promise.all([listStaff(), listOpenInvitations()]);
  const locks = await Promise.all(members.map((m) => liveLocks(m.email, now)));
  return {
    members: members.map((m, index) => ({
      /** Addresses locked out of this account by failed sign-ins (issue 29.2): the Unlock button lifts them. */
      lockedAddresses: locks[index]!,
      userId: m.userId,
      email: m.email,
      name: m.name,
      role: m.role as StaffRole,
      active: m.deactivatedAt === null,
      lastSignInAt: m.lastSignInAt?.toISOString() ?? null,
    })),
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email ?? "",
      role: (i.role ?? "editor") as StaffRole,
      sentAt: i.createdAt.toISOString(),
      expiresAt: i.expiresAt.toISOString(),
      expired: i.expiresAt.getTime() <= now.getTime(),
    })),
  };
}

function invitationMail(to: string, role: StaffRole, url: string, inviter: StaffUser) {
  const who = inviter.name ? `${inviter.name} (${inviter.email})` : inviter.email;
  return {
    kind: "staff-invite",
    to,
    subject: "You're invited to help run the Iratech website",
    text: [
      "Hello,",
      "",
      `${who} has invited you to the Iratech website's admin area as ${roleLabels[role]}: ${roleDescriptions[role]}`,
      "",
      "Open this link to choose your name and password:",
      url,
      "",
      "The link works once and expires in 72 hours. If you weren't expecting this invitation, you can ignore this e-mail.",
    ].join("\n"),
  };
}

export type StaffOutcome = { ok: true; notice: string } | { ok: false; status: 400 | 404 | 409 | 413 | 415; error: string };

const firstError = (error: Record<string, string[] | null> | null | undefined) => Object.values(error ?? {}).find((m) => m?.length)?.[0] ?? "Unknown action.";

/** Sends an invitation with a fresh link; an older open invitation of the address stops working. */
async function sendInvitation(email: string, role: StaffRole, inviter: StaffUser, actor: Actor, action: "staff.invite" | "staff.invite_resent", now: Date) {
  const { token, tokenHash } = newStaffToken();
  await inTransaction(async (tx) => {
    await revokeStaffTokensForEmail("invite", email, now, tx);
    const row = await insertStaffToken({ purpose: "invite", tokenHash, email, role, createdBy: inviter.id, expiresAt: linkExpiry("invite", now) }, tx);
    await enqueueMail(invitationMail(email, role, linkUrl(adminPaths.invite, token), inviter), tx);
    await recordAudit({ ...actor, action, entityType: "invitation", entityId: row.id, details: { email, role } }, tx);
  });
}

/** Every button of the Staff screen (owners only: the route checked the capability). */
export async function submitStaffAction(request: Request, owner: StaffUser, origin: RequestOrigin, now = new Date()): Promise<StaffOutcome> {
  const read = await readSubmission(request, StaffActionSchema, { maxBytes: ACTION_MAX_BYTES });
  if (!read.ok) return { ok: false, status: read.status, error: read.message };
  const { submission } = read;
  if (submission.status !== "success") return { ok: false, status: 400, error: firstError(submission.error) };
  const value = submission.value;
  const actor = actorOf(owner, origin);

  switch (value.intent) {
    case "invite": {
      const email = normaliseEmail(value.email);
      const existing = await findStaffByEmail(email);
      if (existing?.deactivatedAt) return { ok: false, status: 409, error: `${email} has a deactivated staff account: reactivate it in the list below.` };
      if (existing) return { ok: false, status: 409, error: `${email} already has a staff account.` };
      await sendInvitation(email, value.role, owner, actor, "staff.invite", now);
      return { ok: true, notice: `Invitation sent to ${email}.` };
    }
    case "resend": {
      const old = await revokeStaffTokenById("invite", value.id, now);
      if (!old?.email) return { ok: false, status: 404, error: "This invitation is no longer open." };
      const role = (old.role ?? "editor") as StaffRole;
      if (await findStaffByEmail(old.email)) return { ok: false, status: 409, error: `${old.email} already has a staff account.` };
      await sendInvitation(old.email, role, owner, actor, "staff.invite_resent", now);
      return { ok: true, notice: `A new invitation was sent to ${old.email}; the previous link no longer works.` };
    }
    case "revoke": {
      const revoked = await revokeStaffTokenById("invite", value.id, now);
      if (!revoked) return { ok: false, status: 404, error: "This invitation is no longer open." };
      await recordAudit({ ...actor, action: "staff.invite_revoked", entityType: "invitation", entityId: revoked.id, details: { email: revoked.email, role: revoked.role } });
      return { ok: true, notice: `The invitation to ${revoked.email} was withdrawn.` };
    }
    case "unlock": {
      const target = (await listStaff()).find((m) => m.userId === value.userId);
      if (!target) return { ok: false, status: 404, error: "This staff account does not exist." };
      const lifted = await unlockAccount(target.email, "staff-unlock", actor, { userId: target.userId }, now);
      const label = target.name || target.email;
      return { ok: true, notice: lifted ? `${label} can sign in again from every address.` : `${label} was not locked out; nothing changed.` };
    }
    case "role":
    case "deactivate":
    case "reactivate": {
      const change = value.intent === "role" ? { role: value.role } : { active: value.intent === "reactivate" };
      let before: Awaited<ReturnType<typeof updateStaff>>;
      try {
        before = await updateStaff(value.userId, change);
      } catch (error) {
        if (error instanceof LastOwnerError) {
          return { ok: false, status: 409, error: "At least one active owner must remain. Make someone else an owner first." };
        }
        throw error;
      }
      if (!before) return { ok: false, status: 404, error: "This staff account does not exist." };
      const target = (await listStaff()).find((m) => m.userId === value.userId);
      const label = target?.name || target?.email || "The account";
      if (value.intent === "role") {
        if (before.role !== value.role) {
          await recordAudit({
            ...actor,
            action: "staff.role_changed",
            entityType: "user",
            entityId: value.userId,
            details: { email: target?.email, from: before.role, to: value.role },
          });
        }
        return { ok: true, notice: `${label} is now ${roleLabels[value.role]}.` };
      }
      const active = value.intent === "reactivate";
      if (before.active !== active) {
        await recordAudit({
          ...actor,
          action: active ? "staff.reactivated" : "staff.deactivated",
          entityType: "user",
          entityId: value.userId,
          details: { email: target?.email, role: before.role },
        });
      }
      return { ok: true, notice: active ? `${label} can sign in again.` : `${label} was deactivated and signed out everywhere.` };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The invitation page.

export const INVITE_MESSAGES: Record<Exclude<LinkState["state"], "open">, string> = {
  invalid: "This invitation link is not valid. Check that you opened the whole link from the e-mail, or ask the person who invited you to send a new invitation.",
  expired: "This invitation has expired or was withdrawn. Ask the person who invited you to send a new one.",
  used: "This invitation has already been used. Sign in with the account you created, or use “Forgot password?” on the sign-in page.",
};

/** The invitation page's loader data: the form while the link is open, otherwise why not. */
export async function invitationPage(rawToken: unknown, now = new Date()) {
  const link = await staffLinkState("invite", rawToken, now);
  if (link.state !== "open") return { status: LINK_STATUS[link.state], state: link.state, message: INVITE_MESSAGES[link.state], invitation: null };
  const role = (link.row.role ?? "editor") as StaffRole;
  return { status: 200 as const, state: link.state, message: null, invitation: { token: link.token, email: link.row.email ?? "", role, roleLabel: roleLabels[role], roleDescription: roleDescriptions[role] } };
}

/** The invitation form's POST: the account with the invited role, signed in at once. */
export async function submitAcceptInvitation(request: Request, requestOrigin: RequestOrigin, now = new Date()): Promise<TokenFormAnswer> {
  const read = await readSubmission(request, AcceptInviteSchema, { maxBytes: ACTION_MAX_BYTES });
  if (!read.ok) return { ok: false, status: read.status, result: null, error: read.message };
  const { submission } = read;
  if (submission.status !== "success") return { ok: false, status: 400, result: submission.reply({ hideFields: ["password"] }), error: null };
  const { token, name, password } = submission.value;
  const refuse = (status: 400 | 409 | 410, message: string) => refuseTokenForm(submission, status, message);

  // The link first: a stranger without one makes us hash nothing.
  const link = await staffLinkState("invite", token, now);
  if (link.state !== "open") return refuse(LINK_STATUS[link.state], INVITE_MESSAGES[link.state]);
  const email = link.row.email ?? "";
  const role = (link.row.role ?? "editor") as StaffRole;
  const chosen = await chooseNewPassword(password, { email, name });
  if (chosen.status !== "ok") return unusablePassword(submission, chosen);

  const origin = actorOf(null, requestOrigin);
  const outcome = await inTransaction(async (tx) => {
    if (await findStaffByEmail(email, tx)) return "taken" as const;
    if (!(await consumeStaffToken("invite", hashToken(token), now, tx))) return "used" as const;
    const { userId } = await createOrPromoteAdmin(email, chosen.hash, tx, role);
    await setUserName(userId, name, tx);
    await recordAudit(
      {
        ...actorOf({ id: userId, email }, origin),
        action: "staff.invite_accepted",
        entityType: "user",
        entityId: userId,
        details: { role, invitation: link.row.id, invitedBy: link.row.createdBy },
      },
      tx,
    );
    return { userId };
  });
  if (outcome === "taken") return refuse(409, "This address already has a staff account. Sign in instead, or use “Forgot password?” on the sign-in page.");
  if (outcome === "used") return refuse(410, INVITE_MESSAGES.used);
  // As every sign-in: the session the browser brought along ends (fixation), and it is audited.
  const setCookie = await startSignedInSession(
    { id: outcome.userId, email },
    { request, ip: origin.ip, userAgent: origin.userAgent, details: { invitation: link.row.id } },
    now,
  );
  return { ok: true, setCookie, redirectTo: adminPaths.dashboard };
}
