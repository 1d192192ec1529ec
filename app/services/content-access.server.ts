/** Audit identity for the content admin's writes. */
import type { RouterContextProvider } from "react-router";
import { requestInfoContext } from "../lib/request-context.server.ts";
import type { Actor } from "../models/blog-posts.server.ts";

/** The audit actor of an admin request: who, from which address and browser (never from a payload). */
export function actorFrom(admin: { id: string; email: string }, context: Readonly<RouterContextProvider>): Actor {
  let info: { ip: string; userAgent: string } | undefined;
  try {
    info = context.get(requestInfoContext);
  } catch {
    // Outside the Express app (tests calling actions directly) there is no request info.
  }
  return { userId: admin.id, email: admin.email, ip: info?.ip || null, userAgent: info?.userAgent || null };
}
