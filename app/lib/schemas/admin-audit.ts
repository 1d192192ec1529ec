/**
 * The audit log's query string (issue 28): person, action, a span of days and the page. A value
 * that is not one of ours (not an e-mail-like text, an action code, a real calendar day) is
 * ignored, never an error and never passed to the database.
 */
import { z } from "./zod.ts";

export const AUDIT_PAGE_SIZE = 100;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  })
  .optional()
  .catch(undefined);

export const auditQuerySchema = z.object({
  // An actor as stored: an e-mail address, or a name such as "admin:create (command line)".
  actor: z
    .string()
    .max(320)
    // eslint-disable-next-line no-control-regex
    .refine((v) => v.trim() !== "" && !/[\u0000-\u001f\u007f]/.test(v) && !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(v))
    .optional()
    .catch(undefined),
  action: z.string().regex(/^[a-z0-9_]{1,40}\.[a-z0-9_]{1,60}$/).optional().catch(undefined),
  from: day,
  to: day,
  page: z.string().regex(/^[1-9][0-9]{0,5}$/).transform(Number).optional().catch(undefined),
});

export type AuditQuery = { actor?: string; action?: string; from?: string; to?: string; page: number };

export function parseAuditQuery(url: URL): AuditQuery {
  const last: Record<string, string> = {};
  for (const key of ["actor", "action", "from", "to", "page"]) {
    const all = url.searchParams.getAll(key);
    if (all.length > 0) last[key] = all[all.length - 1]!;
  }
  const parsed = auditQuerySchema.parse(last);
  return { actor: parsed.actor, action: parsed.action, from: parsed.from, to: parsed.to, page: parsed.page ?? 1 };
}

export function auditQueryString(query: Partial<AuditQuery>): string {
  const params = new URLSearchParams();
  for (const key of ["actor", "action", "from", "to"] as const) if (query[key]) params.set(key, query[key]!);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const s = params.toString();
  return s ? `?${s}` : "";
}
