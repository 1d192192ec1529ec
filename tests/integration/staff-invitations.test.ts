/**
 * Issue 13.3 through the route modules: the owner's Staff screen (invite, resend, revoke, role,
 * deactivate, reactivate) and the invitation page. Links are read from the queued mail, as the
 * invitee gets them; every refusal is a page that says what to do, never a 5xx.
 */
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { adminUsers, sessions, staffTokens, users } from "../../db/schema.ts";
import { rows } from "#db/client.server.ts";
import { action as inviteAction, loader as inviteLoader } from "#app/routes/admin/invite.tsx";
import { action as staffAction, loader as staffLoader } from "#app/routes/admin/staff.tsx";
import { loader as dashboardLoader } from "#app/routes/admin/dashboard-layout.tsx";
import { getOptionalStaff, signIn } from "#app/services/auth.server.ts";
import { PASSWORD_MESSAGES } from "#app/services/password.server.ts";
import { INVITE_MESSAGES, submitStaffAction } from "#app/services/staff.server.ts";
import { testDatabase } from "../setup/test-database.ts";
import { cookieFromSetCookie, createTestStaff, sessionCookieFor, TEST_PASSWORD } from "../support/auth.ts";
import { hostileText } from "../support/hostile.ts";
import { audits, get, lastMail, linkToken, post, STAFF_IP } from "../support/staff-flows.ts";

const db = () => testDatabase().db;
const STAFF = "/admin-dashboard/staff";
const INVITE = "/admin-invite";
type Screen = Awaited<ReturnType<typeof staffLoader>>;
type Notice = { ok: boolean; message: string };
type InvitePage = { state: string; message: string | null; invitation: { token: string; email: string; roleLabel: string } | null };
type Reply = { result: { error?: Record<string, string[] | null> } | null; error: string | null };

let owner = { id: "", email: "owner@staff.test" };
let ownerCookie = "";

beforeAll(async () => {
  owner = await createTestStaff("owner@staff.test", "owner");
  ownerCookie = await sessionCookieFor(owner.id);
});

const invite = (email: string, role: string) => post<Notice>(staffAction, STAFF, { intent: "invite", email, role }, ownerCookie);
const invitePage = (token: string) => get<InvitePage>(inviteLoader, `${INVITE}?token=${encodeURIComponent(token)}`);
const accept = (fields: Record<string, string>, ip = "198.51.100.40") => post<Reply>(inviteAction, INVITE, fields, undefined, ip);
const staffRow = async (email: string) =>
  (await db().select({ role: adminUsers.role, deactivatedAt: adminUsers.deactivatedAt, id: users.id }).from(users).innerJoin(adminUsers, eq(adminUsers.userId, users.id)).where(eq(users.email, email)))[0];

describe("invitations", () => {
  it("mails a single-use link valid 72 hours, lists it, and the invitee joins with the role, signed in", async () => {
    const sent = await invite("  Nia@Example.TEST ", "editor");
    expect(sent).toMatchObject({ status: 200, body: { ok: true, message: "Invitation sent to nia@example.test." } });
    const mail = await lastMail("nia@example.test", "staff-invite");
    expect(mail!.subject).toBe("You're invited to help run the Iratech website");
    expect(mail!.textBody).toContain("as Editor: Blog posts and case studies only.");
    expect(mail!.textBody).toContain("expires in 72 hours");
    const token = await linkToken("nia@example.test", "staff-invite", INVITE);
    const [stored] = await db().select().from(staffTokens).where(eq(staffTokens.email, "nia@example.test"));
    // Only the hash is kept, and the link lasts 72 hours.
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeGreaterThan(72 * 3600_000 - 60_000);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeLessThanOrEqual(72 * 3600_000 + 60_000);

    const screen = await get<Screen>(staffLoader, STAFF, ownerCookie);
    expect(screen.body.invitations).toEqual([expect.objectContaining({ email: "nia@example.test", role: "editor", expired: false })]);
    expect(screen.body.members).toEqual([expect.objectContaining({ email: owner.email, role: "owner", active: true })]);
    expect((await audits("staff.invite")).at(-1)).toMatchObject({ actorUserId: owner.id, actorEmail: owner.email, ip: STAFF_IP, details: { email: "nia@example.test", role: "editor" } });

    const page = await invitePage(token);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(page.body.invitation).toMatchObject({ email: "nia@example.test", roleLabel: "Editor" });

    // The password policy holds, the link stays open meanwhile.
    const weak = await accept({ token, name: "Nia Okafor", password: "password1234" });
    expect(weak.status).toBe(400);
    expect(weak.body.result?.error?.password).toEqual([PASSWORD_MESSAGES.common]);
    expect((await invitePage(token)).status).toBe(200);

    const joined = await accept({ token, name: "Nia Okafor", password: "lantern orbit mosaic 7" });
    expect(joined.status).toBe(302);
    expect(joined.headers.get("Location")).toBe("/admin-dashboard");
    const cookie = cookieFromSetCookie(joined.headers.get("Set-Cookie")!);
    const me = await getOptionalStaff(new Request("http://localhost/admin-dashboard", { headers: { Cookie: cookie } }));
    expect(me).toMatchObject({ email: "nia@example.test", name: "Nia Okafor", role: "editor" });
    expect((await audits("staff.invite_accepted")).at(-1)).toMatchObject({ actorUserId: me!.id, entityId: me!.id, ip: "198.51.100.40", details: { role: "editor", invitedBy: owner.id } });

    // Used once: the page and the form say so; the screen no longer lists it.
    expect(await invitePage(token)).toMatchObject({ status: 410, body: { state: "used", message: INVITE_MESSAGES.used } });
    const again = await accept({ token, name: "Someone Else", password: "lantern orbit mosaic 8" });
    expect(again).toMatchObject({ status: 410, body: { error: INVITE_MESSAGES.used } });
    expect((await get<Screen>(staffLoader, STAFF, ownerCookie)).body.invitations).toEqual([]);
    // An address that is staff cannot be invited again.
    expect(await invite("nia@example.test", "admin")).toMatchObject({ status: 409, body: { ok: false, message: "nia@example.test already has a staff account." } });
  }, 60_000);

  it("joining signs in as every sign-in does: the session the browser brought along ends, and auth.sign_in is audited", async () => {
    await invite("lena@example.test", "editor");
    const token = await linkToken("lena@example.test", "staff-invite", INVITE);
    // A session already in this browser (someone else's, or one planted to be taken over).
    const planted = await sessionCookieFor((await createTestStaff("planted@staff.test", "editor")).id);
    const joined = await post<Reply>(inviteAction, INVITE, { token, name: "Lena Park", password: "lantern orbit mosaic 5" }, planted, "198.51.100.41");
    expect(joined.status).toBe(302);
    expect(await getOptionalStaff(new Request("http://localhost/admin-dashboard", { headers: { Cookie: planted } }))).toBeNull();
    const cookie = cookieFromSetCookie(joined.headers.get("Set-Cookie")!);
    const me = await getOptionalStaff(new Request("http://localhost/admin-dashboard", { headers: { Cookie: cookie } }));
    expect(me).toMatchObject({ email: "lena@example.test", role: "editor" });
    const [session] = await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, me!.id));
    expect((await audits("auth.sign_in")).at(-1)).toMatchObject({
      actorUserId: me!.id,
      actorEmail: "lena@example.test",
      entityType: "session",
      entityId: session!.id,
      ip: "198.51.100.41",
    });
  }, 60_000);

  it("resend makes a new link and ends the old one; revoke ends it; an expired or forged link gets a page that says what to do", async () => {
    await invite("omar@example.test", "admin");
    const first = await linkToken("omar@example.test", "staff-invite", INVITE);
    const [open] = (await get<Screen>(staffLoader, STAFF, ownerCookie)).body.invitations;
    expect(await post<Notice>(staffAction, STAFF, { intent: "resend", id: open!.id }, ownerCookie)).toMatchObject({
      status: 200,
      body: { message: "A new invitation was sent to omar@example.test; the previous link no longer works." },
    });
    const second = await linkToken("omar@example.test", "staff-invite", INVITE);
    expect(second).not.toBe(first);
    expect(await invitePage(first)).toMatchObject({ status: 410, body: { state: "expired", message: INVITE_MESSAGES.expired } });
    expect((await invitePage(second)).status).toBe(200);
    expect(await audits("staff.invite_resent")).toHaveLength(1);
    // The old one cannot be resent or revoked again.
    expect((await post<Notice>(staffAction, STAFF, { intent: "resend", id: open!.id }, ownerCookie)).status).toBe(404);

    const [current] = (await get<Screen>(staffLoader, STAFF, ownerCookie)).body.invitations;
    expect(await post<Notice>(staffAction, STAFF, { intent: "revoke", id: current!.id }, ownerCookie)).toMatchObject({ status: 200, body: { message: "The invitation to omar@example.test was withdrawn." } });
    expect(await invitePage(second)).toMatchObject({ status: 410, body: { state: "expired" } });
    const refused = await accept({ token: second, name: "Omar", password: "lantern orbit mosaic 9" });
    expect(refused).toMatchObject({ status: 410, body: { error: INVITE_MESSAGES.expired } });
    expect(await staffRow("omar@example.test")).toBeUndefined();
    expect((await audits("staff.invite_revoked")).at(-1)).toMatchObject({ actorUserId: owner.id, details: { email: "omar@example.test" } });

    // Sent 73 hours ago: expired, on the page and in the list.
    const form = new URLSearchParams({ intent: "invite", email: "late@example.test", role: "editor" });
    const request = new Request(`http://localhost${STAFF}`, { method: "POST", body: form, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    await submitStaffAction(request, { ...owner, name: null, role: "owner" }, {}, new Date(Date.now() - 73 * 3600_000));
    const late = await linkToken("late@example.test", "staff-invite", INVITE);
    expect(await invitePage(late)).toMatchObject({ status: 410, body: { state: "expired", invitation: null } });
    expect((await get<Screen>(staffLoader, STAFF, ownerCookie)).body.invitations).toEqual([expect.objectContaining({ email: "late@example.test", expired: true })]);

    for (const forged of ["A".repeat(22), "short", "<script>alert(1)</script>", ""]) {
      expect(await invitePage(forged)).toMatchObject({ status: 400, body: { state: "invalid", message: INVITE_MESSAGES.invalid } });
    }
    expect(await get<InvitePage>(inviteLoader, INVITE)).toMatchObject({ status: 400, body: { state: "invalid" } });
    expect(await accept({ token: "B".repeat(22), name: "X", password: "lantern orbit mosaic 9" })).toMatchObject({ status: 400, body: { error: INVITE_MESSAGES.invalid } });
  }, 60_000);
});

describe("roles and deactivation", () => {
  it("changes a role, keeps the last active owner, and audits each change", async () => {
    const editor = await createTestStaff("ed@staff.test", "editor");
    expect(await post<Notice>(staffAction, STAFF, { intent: "role", userId: editor.id, role: "admin" }, ownerCookie)).toMatchObject({ status: 200, body: { message: "ed@staff.test is now Admin." } });
    expect((await staffRow("ed@staff.test"))!.role).toBe("admin");
    expect((await audits("staff.role_changed")).at(-1)).toMatchObject({ actorUserId: owner.id, entityId: editor.id, ip: STAFF_IP, details: { from: "editor", to: "admin" } });

    const lastOwner = "At least one active owner must remain. Make someone else an owner first.";
    expect(await post<Notice>(staffAction, STAFF, { intent: "role", userId: owner.id, role: "editor" }, ownerCookie)).toMatchObject({ status: 409, body: { message: lastOwner } });
    expect(await post<Notice>(staffAction, STAFF, { intent: "deactivate", userId: owner.id }, ownerCookie)).toMatchObject({ status: 409, body: { message: lastOwner } });
    expect((await staffRow(owner.email))).toMatchObject({ role: "owner", deactivatedAt: null });
    expect(await post<Notice>(staffAction, STAFF, { intent: "role", userId: "00000000-0000-4000-8000-000000000000", role: "admin" }, ownerCookie)).toMatchObject({ status: 404 });
  });

  it("deactivation ends every session at once and refuses sign-in; reactivation lets them back in", async () => {
    const leaver = await createTestStaff("leaver@staff.test", "editor");
    const cookies = [await sessionCookieFor(leaver.id), await sessionCookieFor(leaver.id)];
    expect((await get(dashboardLoader, "/admin-dashboard", cookies[0])).status).toBe(200);

    expect(await post<Notice>(staffAction, STAFF, { intent: "deactivate", userId: leaver.id }, ownerCookie)).toMatchObject({
      status: 200,
      body: { message: "leaver@staff.test was deactivated and signed out everywhere." },
    });
    expect(await db().select().from(sessions).where(eq(sessions.userId, leaver.id))).toEqual([]);
    for (const cookie of cookies) {
      const after = await get(dashboardLoader, "/admin-dashboard", cookie);
      expect(after.status).toBe(302);
      expect(after.headers.get("Location")).toBe("/admin-login");
    }
    expect(await signIn({ email: leaver.email, password: TEST_PASSWORD, ip: "198.51.100.50" })).toEqual({ ok: false, error: "invalid-credentials" });
    const screen = await get<Screen>(staffLoader, STAFF, ownerCookie);
    expect(screen.body.members.find((m) => m.email === leaver.email)).toMatchObject({ active: false });
    expect((await audits("staff.deactivated")).at(-1)).toMatchObject({ actorUserId: owner.id, entityId: leaver.id, details: { email: leaver.email } });
    expect(await invite(leaver.email, "editor")).toMatchObject({ status: 409, body: { message: "leaver@staff.test has a deactivated staff account: reactivate it in the list below." } });

    expect((await post<Notice>(staffAction, STAFF, { intent: "reactivate", userId: leaver.id }, ownerCookie)).body.message).toBe("leaver@staff.test can sign in again.");
    expect((await signIn({ email: leaver.email, password: TEST_PASSWORD, ip: "198.51.100.50" })).ok).toBe(true);
    expect((await audits("staff.reactivated")).at(-1)).toMatchObject({ entityId: leaver.id });
    const listed = (await get<Screen>(staffLoader, STAFF, ownerCookie)).body.members.find((m) => m.email === leaver.email);
    expect(listed).toMatchObject({ active: true, lastSignInAt: expect.any(String) });
  }, 30_000);
});

describe("hostile input", () => {
  async function counts() {
    const [row] = await rows<{ staff: number; owners: number }>(
      db(),
      sql`select count(*)::int as staff, count(*) filter (where role = 'owner' and deactivated_at is null)::int as owners from admin_users`,
    );
    return { staff: Number(row!.staff), owners: Number(row!.owners) };
  }

  it("the Staff screen answers anything with a 4xx or a notice, never a 5xx, and always keeps an active owner", async () => {
    const before = await counts();
    const intent = fc.oneof(fc.constantFrom("invite", "resend", "revoke", "role", "deactivate", "reactivate"), hostileText);
    const id = fc.oneof(fc.uuid(), hostileText, fc.constant(owner.id));
    await fc.assert(
      fc.asyncProperty(
        fc.record({ intent, email: hostileText, role: fc.oneof(fc.constantFrom("owner", "admin", "editor"), hostileText), id, userId: id }, { requiredKeys: [] }),
        async (fields) => {
          const answer = await post<Notice>(staffAction, STAFF, fields as Record<string, string>, ownerCookie);
          expect(answer.status === 200 || (answer.status >= 400 && answer.status < 500), `status ${answer.status}`).toBe(true);
          expect(answer.body.message).toMatch(/\S/);
          expect((await counts()).owners).toBeGreaterThanOrEqual(1);
        },
      ),
      { numRuns: 60 },
    );
    expect((await counts()).staff).toBe(before.staff);
  }, 120_000);

  it("the invitation form answers anything with a 4xx, never a 5xx, and creates nobody", async () => {
    const before = await counts();
    await invite("fuzz@example.test", "editor");
    const token = await linkToken("fuzz@example.test", "staff-invite", INVITE);
    await fc.assert(
      fc.asyncProperty(
        fc.record({ token: fc.oneof(hostileText, fc.constant("C".repeat(22))), name: hostileText, password: hostileText }, { requiredKeys: [] }),
        async (fields) => {
          const answer = await accept(fields as Record<string, string>);
          expect(answer.status).toBeGreaterThanOrEqual(400);
          expect(answer.status).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
    expect((await counts()).staff).toBe(before.staff);
    expect((await invitePage(token)).status).toBe(200);
  }, 120_000);
});
