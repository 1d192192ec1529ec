/** Accounts and sessions for tests that need a signed-in admin or a signed-in non-admin. */
import { RouterContextProvider } from "react-router";
import type { StaffRole } from "#app/lib/roles.ts";
import { requestInfoContext } from "#app/lib/server/request-context.server.ts";
import { createOrPromoteAdmin, createUser } from "#app/models/users.server.ts";
import { createSession, sessionCookieName } from "#app/services/auth.server.ts";
import { hashPassword } from "#app/services/password.server.ts";

let sharedHash: Promise<string> | undefined;
export const TEST_PASSWORD = "test passphrase for the suite";

/** One scrypt hash per test file: hashing costs about half a second. */
export function testPasswordHash(): Promise<string> {
  sharedHash ??= hashPassword(TEST_PASSWORD);
  return sharedHash;
}

/** A staff account (an owner unless told otherwise). */
export async function createTestAdmin(email = "admin@test.example", role: StaffRole = "owner") {
  const { userId } = await createOrPromoteAdmin(email, await testPasswordHash(), undefined, role);
  return { id: userId, email };
}

export const createTestStaff = (email: string, role: StaffRole) => createTestAdmin(email, role);

export async function createTestUser(email = "member@test.example") {
  const user = await createUser(email, await testPasswordHash());
  return { id: user.id, email: user.email };
}

/** The Cookie header a browser would send after signing in as `userId`. */
export async function sessionCookieFor(userId: string, now = new Date()): Promise<string> {
  const { token } = await createSession(userId, { ip: "203.0.113.9", userAgent: "vitest" }, now);
  return `${sessionCookieName()}=${token}`;
}

/** "name=value" of a Set-Cookie header. */
export function cookieFromSetCookie(setCookie: string): string {
  return setCookie.split(";")[0]!;
}

export function requestContext(ip = "203.0.113.9", userAgent = "vitest"): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { nonce: "", requestId: "test", ip, userAgent });
  return context;
}
