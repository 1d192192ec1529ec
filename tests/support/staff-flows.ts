/** Helpers of the staff tests: route calls as a browser makes them, and the links in queued mail. */
import { and, desc, eq } from "drizzle-orm";
import { auditLog, mailOutbox } from "../../db/schema.ts";
import { testDatabase } from "../setup/test-database.ts";
import { requestContext, settle } from "./route-call.ts";

type Handler = (args: never) => unknown;

export const STAFF_IP = "198.51.100.23";

/** GET `url` through a route's loader, as the browser with `cookie` (if any). */
export function get<T>(loader: Handler, url: string, cookie?: string) {
  const headers = cookie ? { Cookie: cookie } : undefined;
  return settle<T>(async () => loader({ request: new Request(`http://localhost${url}`, { headers }), params: {}, context: requestContext({ ip: STAFF_IP }) } as never));
}

/** POST a form to a route's action, as the browser with `cookie` (if any), from `ip`. */
export function post<T>(action: Handler, url: string, fields: Record<string, string>, cookie?: string, ip = STAFF_IP) {
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" };
  if (cookie) headers.Cookie = cookie;
  const request = new Request(`http://localhost${url}`, { method: "POST", body: new URLSearchParams(fields), headers });
  return settle<T>(async () => action({ request, params: {}, context: requestContext({ ip }) } as never));
}

/** The newest queued mail to `to` of `kind`. */
export async function lastMail(to: string, kind: string) {
  const [row] = await testDatabase().db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(1);
  return row;
}

/** The token of the link to `path` in the newest mail of `kind` to `to`. */
export async function linkToken(to: string, kind: string, path: string): Promise<string> {
  const mail = await lastMail(to, kind);
  const match = mail?.textBody.match(new RegExp(`http://localhost:3000${path}\\?token=([A-Za-z0-9_-]{22})`));
  if (!match) throw new Error(`no ${kind} mail with a link to ${path} for ${to}`);
  return match[1]!;
}

/** The audit entries of one action, oldest first. */
export async function audits(action: string) {
  return testDatabase().db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);
}
