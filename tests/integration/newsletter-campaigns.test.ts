/**
 * The newsletter composer and its results (issues 28.5 and 27.3, decision 041) on a real database:
 * audience counts per segment, the mail's own subject and intro and the whole post, "publish and
 * send" of a draft, a scheduled send started once however many instances look, the open pixel and
 * the click redirect recorded per recipient, a tampered click token refused with a 4xx (never a
 * redirect), media answered with cross-origin CORP, the privacy export and erasure of the new rows;
 * hostile composer forms and tracking tokens (fast-check) never answer 5xx nor store anything.
 */
import { eq } from "drizzle-orm";
import fc from "fast-check";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, blogPosts, mailOutbox, media, newsletterClicks, newsletterDeliveries, newsletterOpens, newsletterSends, newsletterSubscribers } from "../../db/schema.ts";
import { insertPost } from "#app/models/blog-posts.server.ts";
import { countEligibleRecipients, getSend } from "#app/models/newsletter-sends.server.ts";
import { erasePersonalData, findPersonalData } from "#app/models/personal-data.server.ts";
import { action as newsletterAction, loader as newsletterLoader } from "#app/routes/admin/newsletter.tsx";
import { loader as sendLoader } from "#app/routes/admin/newsletter-send.tsx";
import { loader as clicksCsv } from "#app/routes/admin/newsletter-clicks-csv.ts";
import { loader as movedLoader } from "#app/routes/admin/moved.ts";
import { loader as clickLoader } from "#app/routes/resources/newsletter-click.ts";
import { loader as openLoader } from "#app/routes/resources/newsletter-open.ts";
import { loader as mediaLoader } from "#app/routes/resources/media-file.ts";
import { storeImage } from "#app/services/media.server.ts";
import { feedNewsletter, startDueSends } from "#app/services/newsletter-send.server.ts";
import { unsubscribe } from "#app/services/newsletter.server.ts";
import { resetSigningKey } from "#app/services/signing.server.ts";
import { testDatabase } from "../setup/test-database.ts";
import { createTestAdmin, sessionCookieFor } from "../support/auth.ts";
import { formRequest, requestContext, settle } from "../support/route-call.ts";

process.env.SESSION_SECRET = "newsletter-campaigns-test-secret-0123456789abcdef";

const db = () => testDatabase().db;
const SITE = "http://localhost:3000";
let adminCookie = "";

beforeAll(async () => {
  resetSigningKey();
  const admin = await createTestAdmin("campaigns-admin@test.example", "admin");
  adminCookie = await sessionCookieFor(admin.id);
});

beforeEach(async () => {
  await db().delete(newsletterSends);
  await db().delete(newsletterSubscribers);
  await db().delete(mailOutbox);
  await db().delete(blogPosts);
  await db().delete(auditLog);
  await db().insert(newsletterSubscribers).values([
    { email: "li@example.com", status: "confirmed", confirmedAt: new Date(), firstSource: "linkedin" },
    { email: "lo@example.com", status: "confirmed", confirmedAt: new Date(), firstSource: "linkedin" },
    { email: "gi@example.com", status: "confirmed", confirmedAt: new Date(), firstSource: "github" },
    { email: "di@example.com", status: "confirmed", confirmedAt: new Date() },
    { email: "pe@example.com", status: "pending", firstSource: "linkedin" },
  ]);
});

let count = 0;
function post(overrides: Partial<typeof blogPosts.$inferInsert> = {}) {
  count++;
  return insertPost({
    slug: `campaign-${count}`,
    title: `Campaign post ${count}`,
    author: "Iratech Team",
    content: "The first paragraph of the body.\n\nA [link to the docs](https://docs.example.com/guide) and [our services](/services).",
    excerpt: `What campaign ${count} is about.`,
    tags: ["security", "cloud"],
    isPublished: true,
    publishedAt: new Date(),
    ...overrides,
  });
}

const context = () => requestContext({ ip: "203.0.113.9", userAgent: "vitest" });
const act = (values: Record<string, string>) =>
  settle<{ error?: string }>(() => newsletterAction({ request: formRequest("/admin-dashboard/newsletter", values, { headers: { cookie: adminCookie } }), context: context(), params: {} } as never));
const get = (path: string) => ({ request: new Request(`http://localhost${path}`, { headers: { cookie: adminCookie } }), context: context(), params: {} }) as never;
const mails = () => db().select().from(mailOutbox).where(eq(mailOutbox.kind, "newsletter"));
const local = (url: string) => url.replace(SITE, "http://localhost");
const tokenOf = (url: string) => decodeURIComponent(url.split("/").pop()!);
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));

describe("the composer", () => {
  it("counts each audience before sending: everyone, a signup source, readers of a tag", async () => {
    const p = await post();
    type Page = { audiences: { value: string; label: string; recipients: number }[]; recipients: number; preview: { subject: string; html: string; text: string } | null };
    const page = await settle<Page>(() => newsletterLoader(get(`/admin-dashboard/newsletter?${new URLSearchParams({ post: p.id, segment: "source:linkedin", subject: "Our news", intro: "Hello readers.\n\nSecond paragraph." })}`)));
    expect(page.status).toBe(200);
    expect(page.body.audiences.map((a) => a.label)).toEqual([
      "All confirmed subscribers (4)",
      "Signed up from linkedin (2)",
      "Signed up from (direct) (1)",
      "Signed up from github (1)",
      "Readers of “security” (0)",
      "Readers of “cloud” (0)",
    ]);
    expect(page.body.recipients).toBe(2);
    expect(page.body.preview!.subject).toBe("Our news");
    expect(page.body.preview!.html).toContain("Hello readers.</p>");
    expect(page.body.preview!.text.startsWith("Hello readers.\n\nSecond paragraph.")).toBe(true);
    expect(await countEligibleRecipients(p.id, { kind: "source", value: "(direct)" })).toBe(1);
  });

  it("sends to the segment only, with its own subject, the whole post, a pixel and tracked links", async () => {
    const p = await post();
    const answer = await act({ intent: "send", postId: p.id, confirm: "yes", subject: "Linkedin letter", intro: "Hi!", body: "full", segment: "source:linkedin" });
    expect(answer.status).toBe(303);
    const queued = await mails();
    expect(queued.map((m) => m.toAddress).sort()).toEqual(["li@example.com", "lo@example.com"]);
    const mail = queued[0]!;
    expect(mail.subject).toBe("Linkedin letter");
    // The whole post, its relative link made absolute, every link through the signed redirect but the unsubscribe link.
    expect(mail.textBody).toContain("A [link to the docs](https://docs.example.com/guide)");
    const links = hrefs(mail.htmlBody!);
    expect(links.filter((l) => l.startsWith(`${SITE}/n/c/`)).length).toBeGreaterThanOrEqual(3);
    expect(links.some((l) => l.startsWith(`${SITE}/newsletter/unsubscribe?token=`))).toBe(true);
    expect(links.some((l) => l.startsWith("https://docs.example.com"))).toBe(false);
    expect(mail.htmlBody).toMatch(new RegExp(`<img src="${SITE}/n/o/[^"]+" width="1" height="1" alt=""`));
    const [send] = await db().select().from(newsletterSends);
    expect(send).toMatchObject({ subject: "Linkedin letter", intro: "Hi!", body: "full", segment: "source:linkedin", status: "started" });

    // The rest get it on a send to everyone; nobody twice.
    await act({ intent: "send", postId: p.id, confirm: "yes" });
    expect((await mails()).map((m) => m.toAddress).sort()).toEqual(["di@example.com", "gi@example.com", "li@example.com", "lo@example.com"]);
  });

  it("publishes a draft and sends it in one step, audited, and refuses a draft without publish", async () => {
    const draft = await post({ isPublished: false, publishedAt: null });
    expect(await act({ intent: "send", postId: draft.id, confirm: "yes" })).toMatchObject({ status: 404, body: { error: "That post is not published." } });
    const answer = await act({ intent: "send", postId: draft.id, confirm: "yes", publish: "yes" });
    expect(answer.status).toBe(303);
    const [row] = await db().select().from(blogPosts).where(eq(blogPosts.id, draft.id));
    expect(row!.isPublished).toBe(true);
    expect(await mails()).toHaveLength(4);
    const actions = (await db().select().from(auditLog)).map((e) => e.action).sort();
    expect(actions).toEqual(["blog_post.publish", "newsletter.send_start"]);
  });

  it("starts a scheduled send once at its time, however many instances look at once", async () => {
    const p = await post();
    const now = Date.now();
    const at = new Date(now + 3_600_000).toISOString().slice(0, 16);
    expect(await act({ intent: "schedule", postId: p.id, subject: "Later", sendAt: at, scheduleOffset: "0" })).toMatchObject({ status: 303 });
    expect(await act({ intent: "schedule", postId: p.id, sendAt: "2001-01-01T00:00", scheduleOffset: "0" })).toMatchObject({ status: 400, body: { error: "Choose a time in the future." } });
    const [send] = await db().select().from(newsletterSends);
    expect(send).toMatchObject({ status: "scheduled", subject: "Later" });
    expect(await startDueSends(new Date(now))).toEqual([]);
    expect(await mails()).toHaveLength(0);

    const due = new Date(now + 3_700_000);
    const rounds = await Promise.all([startDueSends(due), startDueSends(due), startDueSends(due)]);
    expect(rounds.flat()).toEqual([{ sendId: send!.id, added: 4 }]);
    await feedNewsletter(due);
    expect(await mails()).toHaveLength(4);
    expect((await db().select().from(newsletterSends))[0]).toMatchObject({ status: "started" });
    expect(await startDueSends(new Date(now + 7_200_000))).toEqual([]);
    expect(await mails()).toHaveLength(4);
  });

  it("calls off a scheduled send, and only one still waiting", async () => {
    const p = await post();
    await act({ intent: "schedule", postId: p.id, sendAt: new Date(Date.now() + 3_600_000).toISOString(), scheduleOffset: "0" });
    const [send] = await db().select().from(newsletterSends);
    expect(await act({ intent: "cancel", sendId: send!.id })).toMatchObject({ status: 303 });
    expect(await act({ intent: "cancel", sendId: send!.id })).toMatchObject({ status: 409 });
    expect(await startDueSends(new Date(Date.now() + 7_200_000))).toEqual([]);
    expect(await mails()).toHaveLength(0);
  });
});

describe("results", () => {
  async function sentLetter() {
    const p = await post();
    await act({ intent: "send", postId: p.id, confirm: "yes", segment: "source:github" });
    const [mail] = await mails();
    const [send] = await db().select().from(newsletterSends);
    const pixel = /<img src="([^"]+\/n\/o\/[^"]+)"/.exec(mail!.htmlBody!)![1]!;
    const click = hrefs(mail!.htmlBody!).find((l) => l.startsWith(`${SITE}/n/c/`))!;
    return { send: send!, pixel, click };
  }

  it("records the pixel and a click per recipient, redirects to the signed address, and shows them on the send's page and CSV", async () => {
    const { send, pixel, click } = await sentLetter();
    const image = (await openLoader({ params: { token: tokenOf(pixel) }, request: new Request(local(pixel)) } as never)) as Response;
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/gif");
    expect(image.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    await openLoader({ params: { token: tokenOf(pixel) }, request: new Request(local(pixel)) } as never);

    const redirect = (await clickLoader({ params: { token: tokenOf(click) }, request: new Request(local(click)) } as never)) as Response;
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toMatch(/^http:\/\/localhost:3000\/blog\/campaign-\d+\?utm_source=newsletter/);

    expect(await db().select({ opens: newsletterOpens.opens }).from(newsletterOpens)).toEqual([{ opens: 2 }]);
    expect(await db().select({ clicks: newsletterClicks.clicks }).from(newsletterClicks)).toEqual([{ clicks: 1 }]);
    const summary = await getSend(send.id);
    expect(summary).toMatchObject({ opened: 1, clicked: 1, unsubscribed: 0 });

    type Detail = { send: { opened: number; clicked: number }; links: { url: string; recipients: number; clicks: number }[] };
    const page = await settle<Detail>(() => sendLoader({ ...(get(`/admin-dashboard/newsletter/${send.id}`) as object), params: { id: send.id } } as never));
    expect(page.body.send).toMatchObject({ opened: 1, clicked: 1 });
    expect(page.body.links).toEqual([{ url: redirect.headers.get("location"), recipients: 1, clicks: 1 }]);
    const csv = (await clicksCsv({ ...(get(`/admin-dashboard/newsletter/${send.id}/clicks.csv`) as object), params: { id: send.id } } as never)) as Response;
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).toContain("Recipients who clicked");
    expect(text).toContain(redirect.headers.get("location")!);
  });

  it("refuses a tampered or foreign click token with a 400, never a redirect, and records nothing", async () => {
    const { click, pixel } = await sentLetter();
    const token = tokenOf(click);
    const [payload, mac] = [token.slice(0, token.lastIndexOf(".")), token.slice(token.lastIndexOf(".") + 1)];
    const data = JSON.parse(Buffer.from(payload, "base64url").toString()) as { u: string };
    const evil = Buffer.from(JSON.stringify({ ...data, u: "https://evil.example/phish" })).toString("base64url");
    for (const bad of [`${evil}.${mac}`, `${payload}.${mac.slice(0, -2)}xx`, tokenOf(pixel), "", "x".repeat(5000)]) {
      const answer = (await clickLoader({ params: { token: bad }, request: new Request("http://localhost/n/c/x") } as never)) as Response;
      expect(answer.status).toBe(400);
      expect(answer.headers.get("location")).toBeNull();
    }
    const badPixel = (await openLoader({ params: { token: token }, request: new Request("http://localhost/n/o/x") } as never)) as Response;
    expect(badPixel.status).toBe(404);
    expect(await db().select().from(newsletterClicks)).toHaveLength(0);
    expect(await db().select().from(newsletterOpens)).toHaveLength(0);
  });

  it("counts an unsubscribe after the mail, forgets that subscriber's opens and clicks, and exports and erases them by address", async () => {
    const { send, pixel, click } = await sentLetter();
    await openLoader({ params: { token: tokenOf(pixel) }, request: new Request(local(pixel)) } as never);
    await clickLoader({ params: { token: tokenOf(click) }, request: new Request(local(click)) } as never);
    const data = await findPersonalData("gi@example.com");
    expect(data.newsletterActivity.opens).toHaveLength(1);
    expect(data.newsletterActivity.clicks).toHaveLength(1);

    const [mail] = await mails();
    const unsubscribeToken = /unsubscribe\?token=([^"&]+)/.exec(mail!.htmlBody!)![1]!;
    expect(await unsubscribe(decodeURIComponent(unsubscribeToken))).toBe(true);
    expect(await getSend(send.id)).toMatchObject({ unsubscribed: 1, opened: 0, clicked: 0 });

    await db().transaction((tx) => erasePersonalData("gi@example.com", tx));
    expect(await db().select().from(newsletterDeliveries)).toHaveLength(0);
  });
});

describe("addresses", () => {
  it("serves media library images with cross-origin CORP (mail clients and the sandboxed preview load them)", async () => {
    const bytes = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#aa3355" } }).jpeg().toBuffer();
    const image = await storeImage(new Uint8Array(bytes), "corp.jpg", "A red picture", null);
    if (!image.ok) throw new Error("the image was not stored");
    const answer = (await mediaLoader({ params: { id: image.id, file: "960.jpg" }, request: new Request(`http://localhost/media/${image.id}/960.jpg`) } as never)) as Response;
    expect([200, 307]).toContain(answer.status);
    expect(answer.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    await db().delete(media);
  });

  it("redirects the old Inbox addresses of subscribers and the outbox to their own sections", async () => {
    for (const [from, to] of [
      ["/admin-dashboard/inbox/subscribers", "/admin-dashboard/subscribers"],
      ["/admin-dashboard/inbox/outbox?x=1", "/admin-dashboard/outbox?x=1"],
    ]) {
      const answer = await settle(async () => movedLoader({ request: new Request(`http://localhost${from}`, { headers: { cookie: adminCookie } }), params: {}, context: context() } as never));
      expect(answer.status).toBe(301);
      expect(answer.headers.get("location")).toBe(to);
    }
  });
});

describe("hostile input (fast-check)", () => {
  it("answers any composer form with a redirect or a 4xx, never a 5xx, storing only valid sends", async () => {
    const p = await post();
    const field = fc.constantFrom("intent", "postId", "confirm", "subject", "intro", "body", "segment", "sendAt", "scheduleOffset", "publish", "sendId");
    const value = fc.oneof(
      fc.constantFrom("send", "test", "schedule", "cancel", "yes", p.id, "all", "source:linkedin", "tag:security", "full", "excerpt", "2099-01-01T10:00", "-840"),
      fc.string({ maxLength: 300 }),
      fc.string({ unit: "binary", maxLength: 60 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(field, value, { maxKeys: 11 }), async (values) => {
        const answer = await act(values);
        expect([303, 400, 404, 409, 413, 415]).toContain(answer.status);
      }),
      { numRuns: 60 },
    );
    for (const send of await db().select().from(newsletterSends)) {
      expect(send.subject.length).toBeLessThanOrEqual(200);
      expect(["scheduled", "started", "cancelled"]).toContain(send.status);
    }
    // Never twice to anybody.
    const to = (await mails()).map((m) => m.toAddress);
    expect(new Set(to).size).toBe(to.length);
  });

  it("answers any tracking token with the pixel, a 302 to a signed address, a 400 or a 404, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 3000 }), fc.base64String({ maxLength: 400 }).map((s) => `${s}.${s.slice(0, 43)}`)), async (token) => {
        const click = (await clickLoader({ params: { token }, request: new Request("http://localhost/n/c/x") } as never)) as Response;
        expect(click.status).toBe(400);
        const open = (await openLoader({ params: { token }, request: new Request("http://localhost/n/o/x") } as never)) as Response;
        expect(open.status).toBe(404);
      }),
      { numRuns: 100 },
    );
    expect(await db().select().from(newsletterClicks)).toHaveLength(0);
  });
});
