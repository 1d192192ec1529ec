/**
 * Newsletter sending (issue 18.6) on a real database and a real local SMTP server: a published post
 * goes to the confirmed subscribers only, as HTML and plain text with the RFC 8058 headers; the
 * one-click POST unsubscribes; a post reaches a subscriber once, whatever repeats or races; the
 * per-minute cap holds; an SMTP 5xx marks the address; the test send goes to the staff member alone;
 * every action audit-logged; hostile posts and tokens (fast-check) never answer 5xx.
 */
import { and, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import sharp from "sharp";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, blogPosts, mailOutbox, media, newsletterDeliveries, newsletterSends, newsletterSubscribers } from "../../db/schema.ts";
import { insertPost } from "#app/models/blog-posts.server.ts";
import { createSendWithDeliveries } from "#app/models/newsletter-sends.server.ts";
import { action as newsletterAction, loader as newsletterLoader } from "#app/routes/admin/newsletter.tsx";
import { loader as sendLoader } from "#app/routes/admin/newsletter-send.tsx";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "#app/routes/newsletter/unsubscribe.tsx";
import { MailWorker } from "#app/services/mail.server.ts";
import { storeImage } from "#app/services/media.server.ts";
import { absoluteUrl } from "#app/lib/site-config.ts";
import { articleUrl, composeNewsletterMail, feedNewsletter, startSend } from "#app/services/newsletter-send.server.ts";
import { unsubscribeLink } from "#app/services/newsletter.server.ts";
import { resetSigningKey } from "#app/services/signing.server.ts";
import { testDatabase } from "../setup/test-database.ts";
import { createTestAdmin, createTestStaff, sessionCookieFor } from "../support/auth.ts";
import { hostileText, urlEncoded } from "../support/hostile.ts";
import { formRequest, requestContext, settle } from "../support/route-call.ts";
import { startSmtp, type TestSmtp } from "../support/smtp.ts";
import { expectAllRowsValid } from "../support/stored-rows.ts";

process.env.SESSION_SECRET = "newsletter-send-test-secret-0123456789abcdef";

const FROM = "Iratech <no-reply@iratech.io>";
const ADMIN = "sender-admin@test.example";
const CONFIRMED = ["ana@example.com", "bo@example.com", "chen@example.com"];
const db = () => testDatabase().db;

let admin = { id: "", email: ADMIN };
let adminCookie = "";
let editorCookie = "";
let smtp: TestSmtp | undefined;

beforeAll(async () => {
  resetSigningKey();
  admin = await createTestAdmin(ADMIN, "admin");
  adminCookie = await sessionCookieFor(admin.id);
  editorCookie = await sessionCookieFor((await createTestStaff("sender-editor@test.example", "editor")).id);
});

beforeEach(async () => {
  await db().delete(newsletterSends);
  await db().delete(newsletterSubscribers);
  await db().delete(mailOutbox);
  await db().delete(blogPosts);
  await db().delete(auditLog);
  await db().insert(newsletterSubscribers).values([
    ...CONFIRMED.map((email) => ({ email, status: "confirmed" as const, confirmedAt: new Date() })),
    { email: "pending@example.com", status: "pending" as const },
    { email: "gone@example.com", status: "unsubscribed" as const, confirmedAt: new Date(), unsubscribedAt: new Date() },
  ]);
});

afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
});

let postCount = 0;
async function publishedPost(overrides: Partial<typeof blogPosts.$inferInsert> = {}) {
  postCount++;
  return insertPost({
    slug: `letter-${postCount}`,
    title: `Letter <${postCount}> & friends`,
    author: "Iratech Team",
    content: "Body of the post. ".repeat(20),
    excerpt: `What letter ${postCount} is about.`,
    isPublished: true,
    publishedAt: new Date(),
    ...overrides,
  });
}

const context = () => requestContext({ ip: "203.0.113.44", userAgent: "vitest" });

function act(values: Record<string, string>, cookie = adminCookie) {
  return settle<{ error?: string }>(() =>
    newsletterAction({ request: formRequest("/admin-dashboard/newsletter", values, { headers: { cookie } }), context: context(), params: {} } as never),
  );
}

const get = (path: string, cookie = adminCookie) => ({ request: new Request(`http://localhost${path}`, { headers: { cookie } }), context: context(), params: {} }) as never;

/** Delivers what the outbox holds to the test SMTP server, like one instance's worker. */
function deliver() {
  return new MailWorker({ from: FROM, database: testDatabase(), smtpUrl: smtp!.url }).runOnce();
}

type Detail = { send: { sent: number; pending: number; failed: number }; deliveries: { email: string; status: string }[] };
/** The send's detail page as the admin sees it. */
const detailOf = (sendId: string) =>
  settle<Detail>(() => sendLoader({ request: new Request(`http://localhost/admin-dashboard/newsletter/${sendId}`, { headers: { cookie: adminCookie } }), context: context(), params: { id: sendId } } as never));

const deliveries = (postId: string) => db().select().from(newsletterDeliveries).where(eq(newsletterDeliveries.postId, postId));
const newsletterMails = () => db().select().from(mailOutbox).where(eq(mailOutbox.kind, "newsletter"));
const audits = (action: string) => db().select().from(auditLog).where(eq(auditLog.action, action));
const unsubscribeUrlOf = (header: string | undefined) => /<(http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=[^>]+)>/.exec(header ?? "")?.[1];
const local = (url: string) => url.replace("http://localhost:3000", "http://localhost");

describe("sending a post to the subscribers", () => {
  it("reaches the three confirmed subscribers only, as HTML and text with the one-click unsubscribe headers", async () => {
    smtp = await startSmtp();
    const post = await publishedPost();
    const answer = await act({ intent: "send", postId: post.id, confirm: "yes" });
    expect(answer.status).toBe(303);
    const [send] = await db().select().from(newsletterSends);
    expect(answer.headers.get("location")).toBe(`/admin-dashboard/newsletter/${send!.id}?added=3`);
    expect(send).toMatchObject({ postId: post.id, subject: post.title, startedByEmail: ADMIN });

    expect(await deliver()).toEqual({ sent: 3, retried: 0, failed: 0 });
    expect(smtp.received.flatMap((m) => m.to).sort()).toEqual(CONFIRMED);
    for (const mail of smtp.received) {
      expect(mail.header("subject")).toBe(post.title);
      expect(mail.header("list-unsubscribe")).toMatch(/^<http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=[^>]+>, <mailto:hello@iratech\.io\?subject=unsubscribe>$/);
      expect(mail.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(mail.header("content-type")).toMatch(/^multipart\/alternative/);
      expect(mail.raw).toMatch(/Content-Type: text\/plain/);
      expect(mail.raw).toMatch(/Content-Type: text\/html/);
      expect(mail.raw).toContain("Read the article");
    }
    // Each subscriber's own link.
    expect(new Set(smtp.received.map((m) => unsubscribeUrlOf(m.header("list-unsubscribe")))).size).toBe(3);

    const [stored] = await newsletterMails();
    expect(stored!.textBody).toContain(`Read the article: http://localhost:3000/blog/${post.slug}?utm_source=newsletter&utm_medium=email&utm_campaign=${post.slug}`);
    expect(stored!.textBody).toContain("What letter");
    // Text from the post is escaped in the HTML.
    expect(stored!.htmlBody).toContain("Letter &lt;");
    expect(stored!.htmlBody).not.toContain("Letter <");

    expect((await deliveries(post.id)).map((d) => d.status)).toEqual(["sent", "sent", "sent"]);
    const detail = await detailOf(send!.id);
    expect(detail.body.send).toMatchObject({ sent: 3, pending: 0, failed: 0 });
    expect(detail.body.deliveries.map((d) => d.email).sort()).toEqual(CONFIRMED);
    expect((await detailOf("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await detailOf("../../etc")).status).toBe(404);
    const [audit] = await audits("newsletter.send_start");
    expect(audit).toMatchObject({ actorEmail: ADMIN, entityId: post.id, details: { title: post.title, sendId: send!.id, recipients: 3 } });
    await expectAllRowsValid();
  });

  it("shows the mail before sending, with the cover from the media library and the count of recipients", async () => {
    const bytes = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#3355aa" } }).jpeg().toBuffer();
    const image = await storeImage(new Uint8Array(bytes), "cover.jpg", "A blue cover", null);
    if (!image.ok) throw new Error("the cover was not stored");
    const post = await publishedPost({ coverMediaId: image.id });
    await publishedPost({ isPublished: false, publishedAt: null, title: "A draft" });

    type Page = { posts: { label: string }[]; preview: { html: string; text: string; subject: string } | null; recipients: number; confirming: boolean };
    const page = await settle<Page>(() => newsletterLoader(get(`/admin-dashboard/newsletter?post=${post.id}&confirm=1`)));
    expect(page.status).toBe(200);
    // Drafts are offered too, marked, for "publish and send".
    expect(page.body.posts.map((p) => p.label)).toEqual([post.title, "A draft (draft)"]);
    expect(page.body.recipients).toBe(3);
    expect(page.body.confirming).toBe(true);
    expect(page.body.preview!.html).toContain(`<img src="http://localhost:3000/media/${image.id}/960.jpg" alt="A blue cover"`);
    expect(page.body.preview!.text).toContain("Unsubscribe: http://localhost:3000/newsletter/unsubscribe?token=");
    // Nothing was queued by looking.
    expect(await db().select().from(mailOutbox)).toHaveLength(0);

    for (const bad of ["not-a-post", "00000000-0000-4000-8000-000000000000", "%00"]) {
      const other = await settle<Page>(() => newsletterLoader(get(`/admin-dashboard/newsletter?post=${bad}`)));
      expect(other.status).toBe(200);
      expect(other.body.preview).toBeNull();
    }
    await db().delete(blogPosts);
    await db().delete(media);
  });

  it("unsubscribes with the one-click POST (no cookie, no confirmation), only asks on GET, and skips that address next time", async () => {
    smtp = await startSmtp();
    const first = await publishedPost();
    await act({ intent: "send", postId: first.id, confirm: "yes" });
    await deliver();
    const bo = smtp.received.find((m) => m.to[0] === "bo@example.com")!;
    const url = local(unsubscribeUrlOf(bo.header("list-unsubscribe"))!);

    // A link scanner opening the link unsubscribes nobody.
    const asked = await settle<{ state: string; email?: string }>(() => unsubscribeLoader({ request: new Request(url), context: context(), params: {} } as never));
    expect(asked.body).toMatchObject({ state: "ask", email: "bo@example.com" });
    expect((await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "bo@example.com")))[0]!.status).toBe("confirmed");

    // What a mail client sends for RFC 8058.
    const oneClick = new Request(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    const done = await settle<{ state: string }>(() => unsubscribeAction({ request: oneClick, context: context(), params: {} } as never));
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ state: "done" });
    const [bob] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "bo@example.com"));
    expect(bob).toMatchObject({ status: "unsubscribed" });
    expect(await audits("newsletter.unsubscribe")).toMatchObject([{ entityType: "newsletter_subscriber", entityId: bob!.id, details: { from: "confirmed" } }]);

    smtp.received.length = 0;
    const second = await publishedPost();
    const answer = await act({ intent: "send", postId: second.id, confirm: "yes" });
    expect(answer.headers.get("location")).toMatch(/\?added=2$/);
    await deliver();
    expect(smtp.received.flatMap((m) => m.to).sort()).toEqual(["ana@example.com", "chen@example.com"]);
  });

  it("delivers a post once per subscriber when it is sent twice and when two sends race", async () => {
    smtp = await startSmtp();
    const post = await publishedPost();
    const staff = { id: admin.id, email: ADMIN };
    const actor = { actorUserId: admin.id, actorEmail: ADMIN, ip: null, userAgent: null };
    const [a, b] = await Promise.all([startSend(post.id, staff, actor), startSend(post.id, staff, actor)]);
    expect([a, b].map((o) => (o && o.ok && o.intent === "send" ? o.added : -1)).sort()).toEqual([0, 3]);
    const again = await act({ intent: "send", postId: post.id, confirm: "yes" });
    expect(again.headers.get("location")).toMatch(/\?added=0$/);
    // A restarted instance feeding again finds nothing more to queue.
    expect(await feedNewsletter()).toEqual({ queued: 0, skipped: 0 });

    expect(await db().select().from(newsletterSends)).toHaveLength(1);
    expect(await deliveries(post.id)).toHaveLength(3);
    expect(await newsletterMails()).toHaveLength(3);
    await deliver();
    expect(smtp.received.flatMap((m) => m.to).sort()).toEqual(CONFIRMED);
    // One start in the audit log, with the three recipients.
    expect((await audits("newsletter.send_start")).map((e) => (e.details as { recipients: number }).recipients)).toEqual([3]);

    // A subscriber confirmed later gets it on the next send, the others not again.
    await db().insert(newsletterSubscribers).values({ email: "late@example.com", status: "confirmed", confirmedAt: new Date() });
    const late = await act({ intent: "send", postId: post.id, confirm: "yes" });
    expect(late.headers.get("location")).toMatch(/\?added=1$/);
    smtp.received.length = 0;
    await deliver();
    expect(smtp.received.flatMap((m) => m.to)).toEqual(["late@example.com"]);
  });

  it("puts at most the per-minute cap in the outbox, and the rest after a minute (also after a restart)", async () => {
    const post = await publishedPost();
    await db().transaction((tx) => createSendWithDeliveries(post, { id: admin.id, email: ADMIN }, tx));
    const start = new Date();
    expect(await feedNewsletter(start, 2)).toEqual({ queued: 2, skipped: 0 });
    expect(await feedNewsletter(new Date(start.getTime() + 30_000), 2)).toEqual({ queued: 0, skipped: 0 });
    expect((await deliveries(post.id)).filter((d) => d.outboxId === null)).toHaveLength(1);
    // Meanwhile the last one waiting unsubscribes: it is skipped, never mailed.
    const waiting = (await deliveries(post.id)).find((d) => d.outboxId === null)!;
    await db().update(newsletterSubscribers).set({ status: "unsubscribed", unsubscribedAt: new Date() }).where(eq(newsletterSubscribers.id, waiting.subscriberId));
    expect(await feedNewsletter(new Date(start.getTime() + 61_000), 2)).toEqual({ queued: 0, skipped: 1 });
    expect(await newsletterMails()).toHaveLength(2);
    const [skipped] = await db()
      .select()
      .from(newsletterDeliveries)
      .where(and(eq(newsletterDeliveries.postId, post.id), eq(newsletterDeliveries.subscriberId, waiting.subscriberId)));
    expect(skipped).toMatchObject({ status: "skipped", error: "Unsubscribed before the mail was sent." });
  });

  it("marks an address the SMTP server refuses (5xx) as bouncing, fails its copy at once, and skips it next time", async () => {
    smtp = await startSmtp({ refuse: ["chen@example.com"] });
    const post = await publishedPost();
    await act({ intent: "send", postId: post.id, confirm: "yes" });
    expect(await deliver()).toEqual({ sent: 2, retried: 0, failed: 1 });
    const [chen] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "chen@example.com"));
    expect(chen!.bouncedAt).toBeInstanceOf(Date);
    expect(chen!.bounceReason).toMatch(/550/);
    const copies = await deliveries(post.id);
    expect(copies.find((d) => d.subscriberId === chen!.id)).toMatchObject({ status: "failed", error: expect.stringMatching(/550/) });
    const [send] = await db().select().from(newsletterSends);
    const detail = await detailOf(send!.id);
    expect(detail.body.send).toMatchObject({ sent: 2, failed: 1, pending: 0 });

    const next = await publishedPost();
    const answer = await act({ intent: "send", postId: next.id, confirm: "yes" });
    expect(answer.headers.get("location")).toMatch(/\?added=2$/);
  });

  it("builds every link of the mail with absoluteUrl and escapes the post's words once, with the shared escaper", () => {
    const post = { id: "p", slug: "a-post", title: `Tom & "Jerry" <b>`, excerpt: "It's <i>fine</i>", content: "C", coverMediaId: null, coverImageUrl: null };
    const unsubscribe = absoluteUrl("/newsletter/unsubscribe?token=abc");
    const mail = composeNewsletterMail(post, null, unsubscribe);
    const link = articleUrl(post);
    expect(link).toBe(absoluteUrl("/blog/a-post?utm_source=newsletter&utm_medium=email&utm_campaign=a-post"));
    expect(link).not.toMatch(/^https?:\/\/[^/]+\/\//);
    expect(mail.html).toContain(`<a href="${link.replace(/&/g, "&amp;")}"`);
    expect(mail.html).toContain("<title>Tom &amp; &quot;Jerry&quot; &lt;b&gt;</title>");
    expect(mail.html).toContain("It&#39;s &lt;i&gt;fine&lt;/i&gt;");
    expect(mail.html).not.toContain("<b>");
    expect(mail.headers!["List-Unsubscribe"]).toMatch(new RegExp(`^<${unsubscribe.replace(/[.?]/g, "\\$&")}>, <mailto:`));
  });

  it("sends the test to the signed-in staff member only", async () => {
    smtp = await startSmtp();
    const post = await publishedPost();
    const answer = await act({ intent: "test", postId: post.id });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`/admin-dashboard/newsletter?post=${post.id}&subject=&intro=&body=excerpt&segment=all&done=test`);
    expect(await db().select().from(newsletterDeliveries)).toHaveLength(0);
    expect(await deliver()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received.map((m) => m.to)).toEqual([[ADMIN]]);
    expect(smtp.received[0]!.header("subject")).toBe(`[Test] ${post.title}`);
    expect(smtp.received[0]!.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(await audits("newsletter.test_send")).toMatchObject([{ actorEmail: ADMIN, entityId: post.id, details: { to: ADMIN } }]);
    const page = await settle<{ notice: string }>(() => newsletterLoader(get(`/admin-dashboard/newsletter?post=${post.id}&done=test`)));
    expect(page.body.notice).toBe(`A test was queued to ${ADMIN}.`);
  });

  it("refuses a send without confirmation, of a draft, and unknown actions, queueing nothing", async () => {
    const post = await publishedPost();
    const draft = await publishedPost({ isPublished: false, publishedAt: null });
    expect(await act({ intent: "send", postId: post.id })).toMatchObject({ status: 400, body: { error: "Confirm the send first." } });
    expect(await act({ intent: "send", postId: draft.id, confirm: "yes" })).toMatchObject({ status: 404, body: { error: "That post is not published." } });
    // A draft may be tested ("publish and send" previews it), never sent without publish=yes.
    expect(await act({ intent: "test", postId: draft.id })).toMatchObject({ status: 303 });
    await db().delete(mailOutbox);
    expect(await act({ intent: "test", postId: "nope" })).toMatchObject({ status: 400, body: { error: "Choose a post." } });
    expect(await act({ intent: "blast", postId: post.id })).toMatchObject({ status: 400, body: { error: "Unknown action." } });
    expect(await db().select().from(mailOutbox)).toHaveLength(0);
    expect(await db().select().from(newsletterSends)).toHaveLength(0);
  });

  it("is closed to editors", async () => {
    const post = await publishedPost();
    const refused = await settle<string>(() => newsletterAction({ request: formRequest("/admin-dashboard/newsletter", { intent: "test", postId: post.id }, { headers: { cookie: editorCookie } }), context: context(), params: {} } as never));
    expect(refused.status).toBe(403);
    expect((await settle<string>(() => newsletterLoader(get("/admin-dashboard/newsletter", editorCookie)))).status).toBe(403);
    expect(await db().select().from(mailOutbox)).toHaveLength(0);
  });
});

describe("hostile input", () => {
  it("answers any posted form with a redirect or a 4xx, never a 5xx, and never sends a post twice", async () => {
    smtp = await startSmtp();
    const post = await publishedPost();
    const draft = await publishedPost({ isPublished: false, publishedAt: null });
    const field = fc.constantFrom("intent", "postId", "confirm", "x");
    const value = fc.oneof(hostileText, fc.constantFrom("test", "send", "yes", post.id, draft.id, post.id.toUpperCase(), ` ${post.id} `, ""));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(field, value), { maxLength: 5 }), async (entries) => {
        const request = new Request("http://localhost/admin-dashboard/newsletter", {
          method: "POST",
          headers: { cookie: adminCookie, "content-type": "application/x-www-form-urlencoded" },
          body: urlEncoded(entries),
        });
        const answer = await settle<{ error?: string }>(() => newsletterAction({ request, context: context(), params: {} } as never));
        expect([303, 400, 404, 413, 415]).toContain(answer.status);
        if (answer.status >= 400) expect(answer.body.error).toMatch(/^[A-Z].*\.$/);
      }),
      { numRuns: 60 },
    );
    // However often the property sent it, each subscriber has the post at most once.
    expect((await deliveries(post.id)).length).toBeLessThanOrEqual(3);
    expect(await deliveries(draft.id)).toHaveLength(0);
    await deliver();
    const newsletterRecipients = smtp.received.filter((m) => m.header("subject") === post.title).flatMap((m) => m.to);
    expect(newsletterRecipients.length).toBe(new Set(newsletterRecipients).size);
    await expectAllRowsValid();
  }, 90_000);

  it("answers any unsubscribe token, in the link or the form, with the page or a 400, and unsubscribes nobody with a bad one", async () => {
    const [ana] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "ana@example.com"));
    const good = new URL(await unsubscribeLink(ana!.id)).searchParams.get("token")!;
    const tampered = fc.tuple(fc.nat({ max: good.length - 1 }), fc.constantFrom("A", "b", "-", "_", "0", ".")).map(([i, c]) => good.slice(0, i) + c + good.slice(i + 1));
    const token = fc.oneof(hostileText, tampered, fc.constant(""), fc.string({ maxLength: 3000 }));
    await fc.assert(
      fc.asyncProperty(token, fc.boolean(), async (t, inForm) => {
        fc.pre(t !== good);
        const url = `http://localhost/newsletter/unsubscribe?${new URLSearchParams({ token: t })}`;
        const page = await settle<{ state: string }>(() => unsubscribeLoader({ request: new Request(url), context: context(), params: {} } as never));
        expect([200, 400]).toContain(page.status);
        const request = inForm
          ? new Request("http://localhost/newsletter/unsubscribe", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: urlEncoded([["token", t]]) })
          : new Request(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
        const answer = await settle<{ state: string }>(() => unsubscribeAction({ request, context: context(), params: {} } as never));
        expect([200, 400, 413]).toContain(answer.status);
      }),
      { numRuns: 80 },
    );
    const still = await db().select({ n: sql<number>`count(*)::int` }).from(newsletterSubscribers).where(eq(newsletterSubscribers.status, "confirmed"));
    expect(Number(still[0]!.n)).toBe(3);
    expect(await audits("newsletter.unsubscribe")).toHaveLength(0);
  }, 90_000);
});
