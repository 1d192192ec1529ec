/**
 * Issue 29.7, passkeys (decision 038), with genuine WebAuthn answers from a software authenticator
 * (tests/support/soft-authenticator.ts: P-256 keys, attestation "none"): adding one, signing in with
 * it alone and as the second step, and what is refused: another origin, a challenge used twice, a
 * counter that goes backwards, no user verification when it is alone, another account's passkey, a
 * pending sign-in used twice, a removed passkey. Every add, rename, removal and use is audited.
 */
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, sessions, staffPasskeys } from "../../db/schema.ts";
import { enableTwoFactor, disableTwoFactor } from "#app/models/two-factor.server.ts";
import { action as loginPasskeyAction } from "#app/routes/admin/login-passkey.ts";
import { action as registerAction } from "#app/routes/admin/passkey-register.ts";
import { action as pageAction, loader as pageLoader } from "#app/routes/admin/passkeys.tsx";
import { getSession, sessionCookieName } from "#app/services/auth.server.ts";
import { pendingLoginCookie, pendingLoginCookieName } from "#app/services/pending-login.server.ts";
import { findUserById } from "#app/models/users.server.ts";
import { newTotpSecret, seal } from "#app/services/two-factor.server.ts";
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { testDatabase } from "../setup/test-database.ts";
import { cookieFromSetCookie, createTestStaff, sessionCookieFor } from "../support/auth.ts";
import { requestContext, settle } from "../support/route-call.ts";
import { SoftAuthenticator } from "../support/soft-authenticator.ts";

const db = () => testDatabase().db;
/** SITE_URL in the tests: the relying party is its host. */
const ORIGIN = "http://localhost:3000";
type Handler = (args: never) => Promise<unknown>;
type Json = {
  error?: string;
  expired?: boolean;
  options?: PublicKeyCredentialCreationOptionsJSON & PublicKeyCredentialRequestOptionsJSON;
  redirectTo?: string;
  passkey?: { id: string; name: string };
};

function json(path: string, body: unknown, cookies: (string | null | undefined)[] = []) {
  const headers = new Headers({ "Content-Type": "application/json" });
  const cookie = cookies.filter(Boolean).join("; ");
  if (cookie) headers.set("Cookie", cookie);
  return new Request(`http://localhost${path}`, { method: "POST", headers, body: JSON.stringify(body) });
}

let ipCounter = 0;
/** Each call from its own address, so the per-address passkey throttle never meets these tests. */
const call = <T = Json>(handler: Handler, request: Request) =>
  settle<T>(() => handler({ request, params: {}, context: requestContext({ ip: `198.51.100.${(ipCounter++ % 250) + 1}` }) } as never));

async function staffWithTwoFactor(email: string) {
  const { id } = await createTestStaff(email, "editor");
  await enableTwoFactor(id, seal(newTotpSecret()), 1, ["a".repeat(64)]);
  return { id, email, session: await sessionCookieFor(id) };
}

async function addPasskey(session: string, authenticator: SoftAuthenticator, name = "Laptop") {
  const start = await call(registerAction, json("/admin-dashboard/account/passkeys/register", { step: "options" }, [session]));
  expect(start.status).toBe(200);
  const response = authenticator.register(start.body.options!);
  const done = await call(registerAction, json("/admin-dashboard/account/passkeys/register", { step: "verify", name, response }, [session]));
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return { start, response, passkey: done.body.passkey! };
}

async function signInOptions(purpose: "sign-in" | "second-factor", cookies: (string | null)[] = []) {
  const start = await call(loginPasskeyAction, json("/admin-login/passkey", { step: "options", purpose }, cookies));
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  return start.body.options!;
}

const verify = (response: unknown, cookies: (string | null)[] = [], redirectTo?: string) =>
  call(loginPasskeyAction, json("/admin-login/passkey", { step: "verify", response, redirectTo }, cookies));

async function audits(action: string, entityId?: string) {
  const where = entityId ? and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)) : eq(auditLog.action, action);
  return db().select().from(auditLog).where(where).orderBy(desc(auditLog.id));
}

function sessionFrom(headers: Headers): string | null {
  const line = headers.getSetCookie().find((c) => c.startsWith(`${sessionCookieName()}=`));
  return line ? cookieFromSetCookie(line) : null;
}

async function sessionsOf(userId: string) {
  return db().select().from(sessions).where(eq(sessions.userId, userId));
}

describe("adding a passkey", () => {
  it("needs two-factor sign-in on, then stores the passkey with its name and audits it", async () => {
    const { id } = await createTestStaff("no-totp@passkeys.test", "editor");
    const session = await sessionCookieFor(id);
    const refused = await call(registerAction, json("/admin-dashboard/account/passkeys/register", { step: "options" }, [session]));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/Turn on two-factor sign-in/);

    const staff = await staffWithTwoFactor("adds@passkeys.test");
    const { start, passkey } = await addPasskey(staff.session, new SoftAuthenticator(ORIGIN), "  Work laptop ");
    expect(start.body.options!.rp.id).toBe("localhost");
    expect(start.body.options!.authenticatorSelection?.residentKey).toBe("required");
    // EdDSA, ES256, RS256 only (not the experimental ML-DSA, whose signatures Chromium's authenticator would send).
    expect(start.body.options!.pubKeyCredParams.map((p) => p.alg)).toEqual([-8, -7, -257]);
    expect(passkey.name).toBe("Work laptop");
    const rows = await db().select().from(staffPasskeys).where(eq(staffPasskeys.userId, staff.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Work laptop", counter: 0, transports: ["internal"] });
    expect((await audits("passkey.added", passkey.id))[0]?.details).toMatchObject({ name: "Work laptop" });

    const page = await call<{ passkeys: { name: string; lastUsedAt: string | null }[] }>(
      pageLoader as Handler,
      new Request("http://localhost/admin-dashboard/account/passkeys", { headers: { Cookie: staff.session } }),
    );
    expect(page.body.passkeys).toEqual([expect.objectContaining({ name: "Work laptop", lastUsedAt: null })]);
  });

  it("refuses an answer from another origin, for another site, or to a challenge already used", async () => {
    const staff = await staffWithTwoFactor("refused-adds@passkeys.test");
    const authenticator = new SoftAuthenticator(ORIGIN);
    const path = "/admin-dashboard/account/passkeys/register";
    for (const lie of [{ origin: "https://evil.example" }, { rpId: "evil.example" }, { challenge: "bm90LXRoZS1jaGFsbGVuZ2UtaXNzdWVk" }]) {
      const start = await call(registerAction, json(path, { step: "options" }, [staff.session]));
      const response = authenticator.register(start.body.options!, lie);
      const done = await call(registerAction, json(path, { step: "verify", name: "Phone", response }, [staff.session]));
      expect(done.status, JSON.stringify(lie)).toBe(400);
      expect(done.body.error).toMatch(/could not be checked|expired/);
    }
    const { response } = await addPasskey(staff.session, authenticator);
    const again = await call(registerAction, json(path, { step: "verify", name: "Again", response }, [staff.session]));
    expect(again.status).toBe(400);
    expect(again.body.error).toBe("The passkey request has expired. Please try again.");
    expect(await db().select().from(staffPasskeys).where(eq(staffPasskeys.userId, staff.id))).toHaveLength(1);
    // Another person's challenge does not register for this one.
    const other = await staffWithTwoFactor("other-adds@passkeys.test");
    const start = await call(registerAction, json(path, { step: "options" }, [other.session]));
    const stolen = await call(registerAction, json(path, { step: "verify", name: "Stolen", response: authenticator.register(start.body.options!) }, [staff.session]));
    expect(stolen.status).toBe(400);
    expect((await audits("passkey.add_failed", staff.id)).length).toBeGreaterThanOrEqual(2);
  });
});

describe("signing in with a passkey alone", () => {
  let staff = { id: "", email: "", session: "" };
  const authenticator = new SoftAuthenticator(ORIGIN);
  beforeAll(async () => {
    staff = await staffWithTwoFactor("signs-in@passkeys.test");
    await addPasskey(staff.session, authenticator, "Phone");
  });

  it("starts a session with a discoverable passkey and user verification, and audits it", async () => {
    const options = await signInOptions("sign-in");
    expect(options.userVerification).toBe("required");
    expect(options.allowCredentials ?? []).toEqual([]);
    const before = (await sessionsOf(staff.id)).length;
    const done = await verify(authenticator.authenticate(options), [], "/admin-dashboard/blog");
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.redirectTo).toBe("/admin-dashboard/blog");
    const cookie = sessionFrom(done.headers);
    expect(cookie).toBeTruthy();
    expect((await getSession(new Request("http://localhost/admin-dashboard", { headers: { Cookie: cookie! } })))?.user.id).toBe(staff.id);
    expect((await sessionsOf(staff.id)).length).toBe(before + 1);
    const [row] = await db().select().from(staffPasskeys).where(eq(staffPasskeys.userId, staff.id));
    expect(row!.counter).toBe(1);
    expect(row!.lastUsedAt).not.toBeNull();
    expect((await audits("auth.passkey_used", row!.id))[0]?.details).toMatchObject({ context: "sign-in", name: "Phone" });
    const [signIn] = (await audits("auth.sign_in")).filter((entry) => entry.actorUserId === staff.id);
    expect(signIn?.details).toEqual({ method: "passkey" });
  });

  it("refuses the same answer twice, another origin, no user verification and a counter that goes back", async () => {
    const options = await signInOptions("sign-in");
    const response = authenticator.authenticate(options);
    expect((await verify(response)).status).toBe(200);
    const replay = await verify(response);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe("The passkey request has expired. Please try again.");

    const phished = await verify(authenticator.authenticate(await signInOptions("sign-in"), { origin: "https://iratech.evil.example" }));
    expect(phished.status).toBe(401);
    expect(phished.body.error).toBe("The passkey could not be checked. Please try again.");
    expect(sessionFrom(phished.headers)).toBeNull();

    const unverified = await verify(authenticator.authenticate(await signInOptions("sign-in"), { userVerified: false }));
    expect(unverified.status).toBe(401);

    const [row] = await db().select().from(staffPasskeys).where(eq(staffPasskeys.userId, staff.id));
    const cloned = await verify(authenticator.authenticate(await signInOptions("sign-in"), { counter: row!.counter }));
    expect(cloned.status).toBe(401);
    expect(cloned.body.error).toMatch(/counter went backwards/);
    expect(sessionFrom(cloned.headers)).toBeNull();
    const reasons = (await audits("auth.passkey_failed", row!.id)).map((entry) => (entry.details as { reason: string }).reason);
    expect(reasons).toEqual(expect.arrayContaining(["invalid", "counter"]));
    // The genuine authenticator, counting on, still signs in.
    expect((await verify(authenticator.authenticate(await signInOptions("sign-in"), { counter: row!.counter + 5 }))).status).toBe(200);
  });

  it("accepts an authenticator that does not count (counter always 0)", async () => {
    const other = await staffWithTwoFactor("synced@passkeys.test");
    const synced = new SoftAuthenticator(ORIGIN, 0);
    await addPasskey(other.session, synced, "Synced");
    for (let i = 0; i < 2; i++) expect((await verify(synced.authenticate(await signInOptions("sign-in")))).status).toBe(200);
  });

  it("refuses a passkey this site does not know", async () => {
    const stranger = new SoftAuthenticator(ORIGIN);
    const other = await staffWithTwoFactor("soon-gone@passkeys.test");
    await addPasskey(other.session, stranger, "Key");
    await db().delete(staffPasskeys).where(eq(staffPasskeys.userId, other.id));
    const unknown = await verify(stranger.authenticate(await signInOptions("sign-in")));
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toBe("This passkey is not registered here. Sign in with your password.");
  });
});

describe("a passkey as the second step", () => {
  it("completes a pending sign-in once, with that account's passkey only", async () => {
    const staff = await staffWithTwoFactor("second@passkeys.test");
    const mine = new SoftAuthenticator(ORIGIN);
    await addPasskey(staff.session, mine, "Key");
    const user = (await findUserById(staff.id))!;
    const pending = cookieFromSetCookie(await pendingLoginCookie(user, "/admin-dashboard/media"));

    // Without a pending sign-in there are no second-step options.
    const none = await call(loginPasskeyAction, json("/admin-login/passkey", { step: "options", purpose: "second-factor" }));
    expect(none.status).toBe(401);
    expect(none.body.expired).toBe(true);

    // Another account's passkey does not complete this sign-in.
    const intruder = await staffWithTwoFactor("intruder@passkeys.test");
    const theirs = new SoftAuthenticator(ORIGIN);
    await addPasskey(intruder.session, theirs, "Theirs");
    const options = await signInOptions("second-factor", [pending]);
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([mine.credentials[0]!.id.toString("base64url")]);
    const wrong = await verify(theirs.authenticate(options, { credential: theirs.credentials[0] }), [pending]);
    expect(wrong.status).toBe(401);
    expect(sessionFrom(wrong.headers)).toBeNull();

    const done = await verify(mine.authenticate(await signInOptions("second-factor", [pending])), [pending]);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.redirectTo).toBe("/admin-dashboard/media");
    expect(sessionFrom(done.headers)).toBeTruthy();
    expect(done.headers.getSetCookie().some((c) => c.startsWith(`${pendingLoginCookieName()}=;`))).toBe(true);
    const [signIn] = (await audits("auth.sign_in")).filter((entry) => entry.actorUserId === staff.id);
    expect(signIn?.details).toEqual({ secondFactor: "passkey" });

    // A copy of the pending cookie signs nobody in again, even with a fresh passkey answer.
    const replay = await verify(mine.authenticate(await signInOptions("second-factor", [pending])), [pending]);
    expect(replay.status).toBe(401);
    expect(replay.body.expired).toBe(true);
    expect(sessionFrom(replay.headers)).toBeNull();
  });
});

describe("the passkeys page", () => {
  it("renames and removes one's own passkeys only, audited; a removed passkey no longer signs in", async () => {
    const staff = await staffWithTwoFactor("manages@passkeys.test");
    const authenticator = new SoftAuthenticator(ORIGIN);
    const { passkey } = await addPasskey(staff.session, authenticator, "Old name");
    const other = await staffWithTwoFactor("not-yours@passkeys.test");
    const form = (fields: Record<string, string>, session: string) =>
      new Request("http://localhost/admin-dashboard/account/passkeys", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: session },
        body: new URLSearchParams(fields),
      });
    type Reply = { ok: boolean; message: string };
    const renamed = await call<Reply>(pageAction as Handler, form({ intent: "rename", id: passkey.id, name: "New name" }, staff.session));
    expect(renamed.status).toBe(200);
    expect(renamed.body.message).toBe("The passkey is now called “New name”.");
    expect((await audits("passkey.renamed", passkey.id))[0]?.details).toEqual({ from: "Old name", to: "New name" });
    const blank = await call<Reply>(pageAction as Handler, form({ intent: "rename", id: passkey.id, name: "   " }, staff.session));
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe("Give the passkey a name");

    const notTheirs = await call<Reply>(pageAction as Handler, form({ intent: "remove", id: passkey.id }, other.session));
    expect(notTheirs.status).toBe(404);
    const removed = await call<Reply>(pageAction as Handler, form({ intent: "remove", id: passkey.id }, staff.session));
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe("The passkey “New name” was removed.");
    expect((await audits("passkey.removed", passkey.id))[0]?.details).toEqual({ name: "New name" });
    const gone = await verify(authenticator.authenticate(await signInOptions("sign-in")));
    expect(gone.status).toBe(401);
  });

  it("turning two-factor off removes every passkey", async () => {
    const staff = await staffWithTwoFactor("turns-off@passkeys.test");
    await addPasskey(staff.session, new SoftAuthenticator(ORIGIN), "One");
    await addPasskey(staff.session, new SoftAuthenticator(ORIGIN), "Two");
    expect(await db().select().from(staffPasskeys).where(eq(staffPasskeys.userId, staff.id))).toHaveLength(2);
    await disableTwoFactor(staff.id);
    expect(await db().select().from(staffPasskeys).where(eq(staffPasskeys.userId, staff.id))).toHaveLength(0);
  });
});
