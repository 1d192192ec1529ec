/**
 * The inbox's filters in the address and its replies (issue 28 item 4, decision 045): a reply joins
 * the message's thread with its author and time, its mail is queued in the outbox, the message is
 * marked replied, and the reply is audited. Property-based: any query string is a list (never an
 * error), and any reply form is either stored as sent or refused with our words, nothing stored.
 */
import { count, desc, eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, contactReplies, contactSubmissions, mailOutbox } from "../../db/schema.ts";
import { parseInboxQuery, inboxStatuses } from "#app/lib/schemas/inbox.ts";
import { createContactSubmission } from "#app/models/contact.server.ts";
import { action as messagesAction, loader as messagesLoader } from "#app/routes/admin/inbox/messages.tsx";
import { loader as outboxLoader } from "#app/routes/admin/inbox/outbox.tsx";
import { NO_TOUCHES } from "#app/lib/attribution.ts";
import { testDatabase } from "../setup/test-database.ts";
import { createTestStaff, sessionCookieFor } from "../support/auth.ts";
import { formRequest, requestContext, settle } from "../support/route-call.ts";
import { expectHumanMessage, expectStorableText, hostileText, hugeText } from "../support/hostile.ts";
import { urlEncoded } from "../support/hostile.ts";

const db = () => testDatabase().db;
let owner = "";
let editor = "";

beforeAll(async () => {
  const staff = await createTestStaff("olivia@inbox-replies.test", "owner");
  await db().execute(`update users set name = 'Olivia Owner' where id = '${staff.id}'` as never);
  owner = await sessionCookieFor(staff.id);
  editor = await sessionCookieFor((await createTestStaff("eddie@inbox-replies.test", "editor")).id);
});

beforeEach(async () => {
  await db().delete(contactSubmissions);
  await db().delete(mailOutbox);
});

type Page = Awaited<ReturnType<typeof messagesLoader>>;
const list = async (search = "", cookie = owner) =>
  (await settle<Page>(() => messagesLoader({ request: new Request(`http://localhost/admin-dashboard/inbox${search}`, { headers: { cookie } }), context: requestContext(), params: {} } as never)));

const reply = (values: Record<string, string>, search = "?reply=1", cookie = owner) =>
  settle<{ error?: string; fieldErrors?: Record<string, string[]> }>(() =>
    messagesAction({ request: formRequest(`/admin-dashboard/inbox${search}`, values, { headers: { cookie } }), context: requestContext({ ip: "198.51.100.77" }), params: {} } as never),
  );

async function message(subject: string, extra: { status?: "new" | "spam"; email?: string; source?: string; at?: Date } = {}) {
  const id = await createContactSubmission({
    name: "Asha Rao",
    email: extra.email ?? "asha@example.com",
    subject,
    message: "Hello\nSecond line",
    status: extra.status ?? "new",
    ip: "203.0.113.1",
    userAgent: "UA",
    touches: { ...NO_TOUCHES, lastSource: extra.source ?? null },
  });
  if (extra.at) await db().update(contactSubmissions).set({ createdAt: extra.at }).where(eq(contactSubmissions.id, id));
  return id;
}

describe("replying to a message", () => {
  it("queues the mail, keeps the reply in the thread with author and time, marks the message replied, audits it", async () => {
    const id = await message("Pricing question");
    await db().delete(mailOutbox); // the notification to the company
    const answer = await reply({ id, body: "  Thanks, Asha: our prices are on the way.  " }, "?reply=1&status=unread");
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`/admin-dashboard/inbox?status=unread#message-${id}`);

    const [mail] = await db().select().from(mailOutbox);
    expect(mail).toMatchObject({ kind: "contact-reply", toAddress: "asha@example.com", subject: "Re: Pricing question", status: "pending" });
    expect(mail!.textBody).toContain("Thanks, Asha: our prices are on the way.");
    expect(mail!.textBody).toContain("> Hello\n> Second line");

    const [stored] = await db().select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
    expect(stored!.status).toBe("handled");
    expect(stored!.repliedAt).not.toBeNull();

    const page = await list();
    const shown = page.body.items.find((m) => m.id === id)!;
    expect(shown.replies).toEqual([{ id: expect.any(String), body: "Thanks, Asha: our prices are on the way.", authorName: "Olivia Owner", createdAt: expect.any(String), mailStatus: "pending" }]);

    const outbox = await settle<{ items: { subject: string; to: string }[] }>(() =>
      outboxLoader({ request: new Request("http://localhost/admin-dashboard/outbox", { headers: { cookie: owner } }), context: requestContext(), params: {} } as never),
    );
    expect(outbox.body.items.map((m) => [m.subject, m.to])).toContainEqual(["Re: Pricing question", "asha@example.com"]);

    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, "contact.reply")).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ entityId: id, actorEmail: "olivia@inbox-replies.test", ip: "198.51.100.77" });
  });

  it("keeps every reply in order, and a second reply does not say Re: twice", async () => {
    const id = await message("Re: an old thread");
    await reply({ id, body: "First answer" });
    await reply({ id, body: "Second answer" });
    const shown = (await list()).body.items.find((m) => m.id === id)!;
    expect(shown.replies.map((r) => r.body)).toEqual(["First answer", "Second answer"]);
    const subjects = (await db().select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.kind, "contact-reply"))).map((m) => m.subject);
    expect(subjects).toEqual(["Re: an old thread", "Re: an old thread"]);
  });

  it("refuses an empty reply, an unknown message and an editor, storing nothing", async () => {
    const id = await message("Hello");
    const empty = await reply({ id, body: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors?.body).toEqual(["Reply is required"]);
    const unknown = await reply({ id: "00000000-0000-4000-8000-000000000000", body: "Hi" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("That message no longer exists.");
    const refused = await reply({ id, body: "Hi" }, "?reply=1", editor);
    expect(refused.status).toBe(403);
    expect((await db().select({ n: count() }).from(contactReplies))[0]!.n).toBe(0);
    expect((await db().select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.kind, "contact-reply")))[0]!.n).toBe(0);
  });
});

describe("the inbox's filters", () => {
  it("filters by status (unread, read, replied, spam), search, source and dates, in the address", async () => {
    const unread = await message("Unread one", { source: "linkedin", at: new Date("2026-10-01T12:00:00Z") });
    const read = await message("Read one", { at: new Date("2026-10-05T12:00:00Z") });
    const replied = await message("Replied one", { email: "bob@example.com", at: new Date("2026-10-10T12:00:00Z") });
    const spam = await message("Spam one", { status: "spam", at: new Date("2026-10-12T12:00:00Z") });
    await db().update(contactSubmissions).set({ status: "handled" }).where(eq(contactSubmissions.id, read));
    await reply({ id: replied, body: "Answered" });
    const subjects = async (search: string) => (await list(search)).body.items.map((m) => m.subject);
    expect(await subjects("?status=unread")).toEqual(["Unread one"]);
    expect(await subjects("?status=read")).toEqual(["Read one"]);
    expect(await subjects("?status=replied")).toEqual(["Replied one"]);
    expect(await subjects("?status=spam")).toEqual(["Spam one"]);
    expect(await subjects("?q=BOB%40")).toEqual(["Replied one"]);
    expect(await subjects("?q=%25")).toEqual([]);
    expect(await subjects("?source=linkedin")).toEqual(["Unread one"]);
    expect(await subjects("?from=2026-10-05&to=2026-10-10")).toEqual(["Replied one", "Read one"]);
    // A range typed backwards is the same range; a day that does not exist is no filter.
    expect(await subjects("?from=2026-10-10&to=2026-10-05")).toEqual(["Replied one", "Read one"]);
    expect((await subjects("?from=2026-02-30")).length).toBe(4);
    expect((await list("?status=bogus&status=spam")).body.query.status).toBe("spam");
    expect((await list("?source=linkedin")).body.sources).toEqual(["linkedin"]);
    void unread;
    void spam;
  });

  it("shows 50 messages a page, newest first, with the page in the address and the filters kept", async () => {
    const start = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 55; i++) await message(`Paged ${String(i).padStart(2, "0")}`, { at: new Date(start + i * 60_000), source: i % 2 ? "odd" : "even" });
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 55, pages: 2, query: { page: 1 } });
    expect(first.body.items.map((m) => m.subject)).toEqual(Array.from({ length: 50 }, (_, i) => `Paged ${String(54 - i).padStart(2, "0")}`));
    const second = await list("?page=2");
    expect(second.body.items.map((m) => m.subject)).toEqual(["Paged 04", "Paged 03", "Paged 02", "Paged 01", "Paged 00"]);
    // A filter counts its own pages; a page past the end is empty, not an error.
    const odd = await list("?source=odd&page=1");
    expect(odd.body).toMatchObject({ total: 27, pages: 1 });
    expect((await list("?page=9")).body).toMatchObject({ total: 55, items: [] });
    expect(parseInboxQuery(new URLSearchParams("page=0"))).toMatchObject({ page: 1 });
    // An answer to a message on page 2 comes back to page 2 with its filter.
    const id = second.body.items[0]!.id;
    const answer = await reply({ id, body: "Thanks" }, "?reply=1&source=even&page=2");
    expect(answer.headers.get("location")).toBe(`/admin-dashboard/inbox?source=even&page=2#message-${id}`);
  });

  it("property: any query string parses to a bounded filter and the list answers 200", async () => {
    const value = fc.oneof(hostileText, hugeText, fc.constantFrom(...inboxStatuses, "2026-01-31", "2026-13-01", ""), fc.string());
    const key = fc.constantFrom("status", "q", "source", "from", "to", "page", "x");
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(key, value), { maxLength: 6 }), async (pairs) => {
        const search = new URLSearchParams(pairs.map(([k, v]) => [k, v.replace(/\u0000/g, "")]));
        const query = parseInboxQuery(search);
        if (query.status) expect(inboxStatuses).toContain(query.status);
        expect((query.q ?? "").length).toBeLessThanOrEqual(200);
        expect((query.source ?? "").length).toBeLessThanOrEqual(100);
        for (const d of [query.from, query.to]) if (d) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        if (query.from && query.to) expect(query.from <= query.to).toBe(true);
        const answer = await list(`?${search.toString()}`);
        expect(answer.status).toBe(200);
      }),
      { numRuns: 40 },
    );
  });

  it("property: any reply form is stored as sent (trimmed) or refused with our words, nothing stored", async () => {
    const id = await message("Property");
    const body = fc.oneof(hostileText, hugeText, fc.constant(""), fc.string({ minLength: 1, maxLength: 40 }));
    const idValue = fc.oneof(fc.constant(id), fc.uuid(), hostileText);
    await fc.assert(
      fc.asyncProperty(idValue, body, async (idSent, bodySent) => {
        const before = (await db().select({ n: count() }).from(contactReplies))[0]!.n;
        const request = new Request("http://localhost/admin-dashboard/inbox?reply=1", {
          method: "POST",
          headers: { cookie: owner, "Content-Type": "application/x-www-form-urlencoded" },
          body: urlEncoded([
            ["id", idSent],
            ["body", bodySent],
          ]),
        });
        const answer = await settle<{ error?: string }>(() => messagesAction({ request, context: requestContext(), params: {} } as never));
        const after = (await db().select({ n: count() }).from(contactReplies))[0]!.n;
        if (answer.status === 303) {
          expect(after).toBe(before + 1);
          const [last] = await db().select().from(contactReplies).orderBy(desc(contactReplies.createdAt), desc(contactReplies.id)).limit(1);
          expectStorableText(last!.body, "reply");
          expect(last!.body.length).toBeGreaterThan(0);
          expect(last!.body.length).toBeLessThanOrEqual(5000);
        } else {
          expect([400, 404, 413]).toContain(answer.status);
          expectHumanMessage(answer.body.error);
          expect(after).toBe(before);
        }
      }),
      { numRuns: 60 },
    );
  });
});
