/**
 * The first line of every admin loader and action: `await requireStaff(request, capability)`. The
 * check is the auth service's (`staffGate`, app/services/auth.server.ts); here its refusal becomes
 * React Router's answer, thrown so that nothing of the page is computed: a redirect that replaces
 * the page in the history (to the login page or to two-factor enrolment), or a plain-text 403.
 */
import { replace } from "react-router";
import { NO_STORE, noStore } from "#app/lib/http.ts";
import { staffGate, type AdminUser, type CurrentSession, type StaffRefusal, type StaffUser } from "#app/services/auth.server.ts";
import type { Capability } from "#app/lib/roles.ts";

function refusalResponse(refusal: StaffRefusal): Response {
  if (refusal.reason === "forbidden") return new Response(refusal.message, { status: refusal.status, headers: noStore({ "Content-Type": "text/plain; charset=utf-8" }) });
  const headers = new Headers(NO_STORE);
  if (refusal.setCookie) headers.append("Set-Cookie", refusal.setCookie);
  // `replace`: the protected page must not stay in the history behind the login page.
  return replace(refusal.redirectTo, { headers });
}

/** The signed-in staff member allowed `capability`, with their session; else throws the refusal. */
export async function requireStaffSession(request: Request, capability: Capability, now = new Date()): Promise<{ staff: StaffUser; session: CurrentSession }> {
  const gate = await staffGate(request, capability, now);
  if (!gate.ok) throw refusalResponse(gate);
  return { staff: gate.staff, session: gate.session };
}

/** `requireStaffSession` without the session: the signed-in staff member allowed `capability`. */
export async function requireStaff(request: Request, capability: Capability, now = new Date()): Promise<StaffUser> {
  return (await requireStaffSession(request, capability, now)).staff;
}

/**
 * @deprecated Name a capability: `requireStaff(request, capability)`. Kept so code written before
 * roles compiles and stays closed to editors (owners and admins only).
 */
export async function requireAdmin(request: Request, now = new Date()): Promise<AdminUser> {
  return requireStaff(request, "manage", now);
}

/**
 * For staff-only resources that answer 404 to anyone else: the staff member allowed `capability`,
 * or null; staff who must still enrol in two-factor sign-in are sent to enrolment, as by every admin page.
 */
export async function getEnrolledStaffWith(request: Request, capability: Capability, now = new Date()): Promise<StaffUser | null> {
  const gate = await staffGate(request, capability, now);
  if (gate.ok) return gate.staff;
  if (gate.reason === "enrol") throw refusalResponse(gate);
  return null;
}
