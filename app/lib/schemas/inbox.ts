/**
 * The inbox's filters in the address and its reply form (issue 28 item 4, decision 045). One zod
 * schema each, read by the page and the server alike. A filter value that is not one of ours is
 * ignored (the filter is off), never an error; a reply is refused with its message.
 */
import { z } from "./zod.ts";
import { requiredText } from "./fields.ts";
import { cleanFilterText } from "./admin-signups.ts";

/** unread: new, never answered; read: handled, not answered; replied: answered from the inbox; spam. */
export const inboxStatuses = ["unread", "read", "replied", "spam"] as const;
export type InboxStatus = (typeof inboxStatuses)[number];
export const inboxStatusLabels: Record<InboxStatus, string> = { unread: "Unread", read: "Read", replied: "Replied", spam: "Spam" };

export const INBOX_REPLY_MAX = 5000;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day as typed in a date box; a day that does not exist (2026-02-30) is no filter. */
const day = z
  .string()
  .regex(DATE)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  })
  .optional()
  .catch(undefined);

const filterText = (max: number) =>
  z
    .string()
    .transform((v) => cleanFilterText(v).slice(0, max) || undefined)
    .optional()
    .catch(undefined);

export const InboxQuerySchema = z.object({
  status: z.enum(inboxStatuses).optional().catch(undefined),
  q: filterText(200),
  source: filterText(100),
  from: day,
  to: day,
  /** The page of the list (INBOX_PAGE_SIZE messages each), as the signups list's. */
  page: z.string().regex(/^[1-9][0-9]{0,5}$/).transform(Number).optional().catch(undefined),
});

export type InboxQuery = Omit<z.output<typeof InboxQuerySchema>, "page"> & { page: number };
const KEYS = ["status", "q", "source", "from", "to", "page"] as const;
/** Messages on one page of the inbox: a page a person reads, not every message at once. */
export const INBOX_PAGE_SIZE = 50;

/** The last value of each known parameter; unknown ones ignored; a range given backwards is turned round. */
export function parseInboxQuery(search: URLSearchParams): InboxQuery {
  const last: Record<string, string> = {};
  for (const key of KEYS) {
    const all = search.getAll(key);
    if (all.length > 0) last[key] = all[all.length - 1]!;
  }
  const parsed = InboxQuerySchema.parse(last);
  const query = { ...parsed, page: parsed.page ?? 1 };
  if (query.from && query.to && query.from > query.to) return { ...query, from: query.to, to: query.from };
  return query;
}

/** The address's query for `query` (empty filters left out). */
export function inboxQueryString(query: InboxQuery): string {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = query[key];
    if (key === "page" ? Number(value) > 1 : value) params.set(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** The model's filters: the day range as instants (from the start of `from` to the end of `to`, UTC). */
export function inboxFilters(query: InboxQuery): { status?: InboxStatus; search?: string; source?: string; since?: Date; before?: Date } {
  const since = query.from ? new Date(`${query.from}T00:00:00Z`) : undefined;
  const before = query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000) : undefined;
  return { status: query.status, search: query.q, source: query.source, since, before };
}

/** The reply form under a message: the message's id and the text sent to its author. */
export const InboxReplySchema = z.object({
  id: z.uuid({ error: "Unknown message." }),
  body: requiredText("Reply", INBOX_REPLY_MAX),
});
export type InboxReply = z.output<typeof InboxReplySchema>;
