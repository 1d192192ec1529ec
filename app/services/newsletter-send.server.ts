/**
 * Newsletter sending (issue 18.6, composer and results of issues 28.5 and 27.3, decision 041): staff
 * compose a mail about a post (its own subject and intro, the excerpt or the whole post, an
 * audience) and send it now or at a time; "publish and send" publishes a draft in the same step.
 *
 * Starting a send writes one waiting delivery per eligible subscriber; the primary key (post,
 * subscriber) means a post reaches a subscriber at most once, however many clicks, instances,
 * restarts or segments. A scheduled send is started by the scheduler of exactly one instance (its
 * row is claimed with a lock and leaves the scheduled state in the same transaction). The feeder
 * then moves waiting deliveries into the mail outbox, at most NEWSLETTER_PER_MINUTE a minute across
 * all instances (an advisory lock serialises feeders), each mail in the same transaction as its
 * delivery's outbox_id, so a crash cannot queue one twice. Each copy carries an open pixel and
 * tracked links for its recipient (newsletter-tracking.server.ts). The outbox worker sends them; a
 * trigger copies the outcome to the delivery, and an SMTP 5xx marks the address as bouncing, so
 * later sends skip it. Every mail carries a one-click unsubscribe (RFC 8058).
 */
import { excerptOf } from "../lib/content.ts";
import { escapeHtml } from "../lib/html.ts";
import { mediaSteps, mediaUrl } from "../lib/media.ts";
import { paths } from "../lib/paths.ts";
import { NewsletterSendActionSchema, scheduleMomentOf, segmentText, type NewsletterBody, type NewsletterCompose, type Segment } from "../lib/schemas/newsletter-send.ts";
import { addressLine } from "../lib/schemas/site-settings.ts";
import { siteUrlFor } from "./site-url.server.ts";
import { currentCompanySettings } from "./site-settings.server.ts";
import { recordAudit, type Actor } from "../models/audit-log.server.ts";
import { getPostById, publishDraftNow, type BlogPost } from "../models/blog-posts.server.ts";
import { enqueueMail, type OutgoingMail } from "../models/mail-outbox.server.ts";
import { mediaImagesByIds } from "../models/media.server.ts";
import {
  addDeliveries,
  cancelScheduledSend,
  claimDueSends,
  claimWaitingDeliveries,
  countEnqueuedSince,
  createSendWithDeliveries,
  getSendRow,
  insertScheduledSend,
  lockFeed,
  markDeliveryEnqueued,
  markDeliverySkipped,
  postPublishedIn,
  sendsWithWaitingDeliveries,
  type NewsletterSendRow,
} from "../models/newsletter-sends.server.ts";
import { inTransaction } from "../models/transaction.server.ts";
import { env } from "./env.server.ts";
import { logger } from "./logger.server.ts";
import { unsubscribeLink } from "./newsletter.server.ts";
import { openPixelUrl, trackedLink, type Recipient } from "./newsletter-tracking.server.ts";
import { readSubmission } from "./submission.server.ts";

export const NEWSLETTER_KIND = "newsletter";
export const NEWSLETTER_TEST_KIND = "newsletter-test";
const ACTION_MAX_BYTES = 16 * 1024;
/** The widest cover step a mail asks for: mail clients show about 600 px, 960 covers 2× screens. */
const MAIL_COVER_STEP = 960;

// ---------------------------------------------------------------------------------------------
// The mail

export type NewsletterPost = Pick<BlogPost, "id" | "slug" | "title" | "excerpt" | "content" | "coverMediaId" | "coverImageUrl"> & { contentDoc?: BlogPost["contentDoc"] };
export type MailCover = { url: string; alt: string; width: number; height: number };

/** The post's cover as an absolute URL: its media library variant, else an https image elsewhere. */
export async function coverForMail(post: NewsletterPost): Promise<MailCover | null> {
  if (post.coverMediaId) {
    const image = (await mediaImagesByIds([post.coverMediaId])).get(post.coverMediaId);
    if (image) {
      const steps = mediaSteps(image).filter((s) => s.step <= MAIL_COVER_STEP);
      const { step, actual } = steps[steps.length - 1] ?? mediaSteps(image)[0]!;
      return { url: siteUrlFor(mediaUrl(image.id, step, image.format)), alt: image.alt, width: actual, height: Math.round((image.height * actual) / image.width) };
    }
  }
  if (post.coverImageUrl && /^https:\/\//i.test(post.coverImageUrl)) return { url: post.coverImageUrl, alt: "", width: 600, height: 338 };
  return null;
}

/** The article's address, tagged so that the attribution overview counts the newsletter's readers. */
export function articleUrl(post: Pick<NewsletterPost, "slug">): string {
  const query = new URLSearchParams({ utm_source: "newsletter", utm_medium: "email", utm_campaign: post.slug });
  return siteUrlFor(`${paths.blogPost(post.slug)}?${query}`);
}

function unsubscribeMailto(): string {
  return `mailto:${env().CONTACT_INBOX ?? currentCompanySettings().email}?subject=unsubscribe`;
}

/** The mail footer's sender line, with the company's facts as staff set them (issue 14.8). */
function companyLine(): string {
  const site = currentCompanySettings();
  return `${site.legalName}, ${addressLine(site)}`;
}

/** What a send says besides the post: its subject, intro and how much of the post. */
export type MailWords = { subject?: string | null; intro?: string; body?: NewsletterBody; bodyHtml?: string };

/**
 * The post's body as the site renders it, for a whole-post mail. Loaded lazily: the renderer pulls
 * in React components, which the server's own process (it runs the scheduler from source) cannot
 * load; there the stored text's paragraphs stand in.
 */
export async function bodyHtmlOf(post: NewsletterPost): Promise<string> {
  try {
    const { postBodyHtml } = await import("./article-pages.server.ts");
    return postBodyHtml({ content: post.content, contentDoc: post.contentDoc ?? null });
  } catch {
    return plainParagraphs(post.content);
  }
}

const plainParagraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part.trim())}</p>`)
    .join("");

/** Relative addresses of the post's HTML made absolute: mail clients know no site to resolve them against. */
function absoluteAddresses(html: string): string {
  const site = siteUrlFor("");
  return html
    .replace(/\b(src|href)="\/(?!\/)/g, (_m, name: string) => `${name}="${site}/`)
    .replace(/\bsrcset="([^"]*)"/g, (_m, list: string) => `srcset="${list.replace(/(^|,\s*)\/(?!\/)/g, `$1${site}/`)}"`);
}

/** The intro's paragraphs (blank lines between them; a single line break stays one). */
function introHtml(intro: string): string {
  return intro
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:#18181b">${escapeHtml(part).replace(/\n/g, "<br />")}</p>`)
    .join("\n");
}

/** The newsletter mail of `post` for the holder of `unsubscribeUrl`: HTML, plain text and the RFC 8058 headers. */
export function composeNewsletterMail(post: NewsletterPost, cover: MailCover | null, unsubscribeUrl: string, words: MailWords = {}): Omit<OutgoingMail, "to" | "kind"> {
  const title = post.title.trim();
  const subject = words.subject?.trim() || title;
  const intro = words.intro?.trim() ?? "";
  const full = words.body === "full";
  const excerpt = excerptOf(post);
  const link = articleUrl(post);
  const text = [
    ...(intro ? [intro, ""] : []),
    title,
    "",
    full ? post.content.trim() : excerpt,
    "",
    `${full ? "On our site" : "Read the article"}: ${link}`,
    "",
    "--",
    companyLine(),
    `You receive this because you subscribed to the ${currentCompanySettings().name} newsletter at ${env().SITE_URL}.`,
    `Unsubscribe: ${unsubscribeUrl}`,
  ].join("\n");

  const e = escapeHtml;
  const image = cover
    ? `<tr><td style="padding:0"><img src="${e(cover.url)}" alt="${e(cover.alt)}" width="600" style="display:block;width:100%;max-width:600px;height:auto;border:0" /></td></tr>`
    : "";
  const introRow = intro ? `<tr><td style="padding:24px 24px 0">${introHtml(intro)}</td></tr>` : "";
  const bodyPart = full
    ? `<div class="post-body" style="font-size:16px;line-height:1.6;color:#3f3f46">${absoluteAddresses(words.bodyHtml ?? plainParagraphs(post.content))}</div>
<p style="margin:24px 0 0"><a href="${e(link)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">Read it on our site</a></p>`
    : `<p style="margin:0 0 24px;font-size:16px;line-height:1.6;color:#3f3f46">${e(excerpt)}</p>
<a href="${e(link)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">Read the article</a>`;
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="color-scheme" content="light" />
<title>${e(subject)}</title>
<style>.post-body img{max-width:100%;height:auto}.post-body a{color:#1d4ed8}.post-body pre{white-space:pre-wrap}</style>
</head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="display:none;max-height:0;overflow:hidden">${e(intro ? intro.split("\n")[0]! : excerpt)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="padding:20px 24px;font-size:18px;font-weight:bold;color:#1d4ed8">${e(currentCompanySettings().name)}</td></tr>
${introRow}
${image}
<tr><td style="padding:24px">
<h1 style="margin:0 0 12px;font-size:24px;line-height:1.3;color:#18181b">${e(title)}</h1>
${bodyPart}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e4e4e7;font-size:12px;line-height:1.6;color:#71717a">
<p style="margin:0 0 8px">${e(companyLine())}</p>
<p style="margin:0">You receive this because you subscribed to the ${e(currentCompanySettings().name)} newsletter at ${e(env().SITE_URL)}. <a href="${e(unsubscribeUrl)}" style="color:#71717a">Unsubscribe</a></p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;

  return {
    subject,
    text,
    html,
    headers: { "List-Unsubscribe": `<${unsubscribeUrl}>, <${unsubscribeMailto()}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

const unescapeAttribute = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/**
 * One recipient's copy: every http(s) link of the HTML (but the unsubscribe link) through the
 * signed click redirect, and the open pixel before `</body>`. The plain text keeps the plain links.
 */
export async function withTracking(html: string, recipient: Recipient, unsubscribeUrl: string): Promise<string> {
  const found = new Map<string, string>();
  for (const match of html.matchAll(/\bhref="(https?:\/\/[^"]*)"/g)) {
    const url = unescapeAttribute(match[1]!);
    if (url !== unsubscribeUrl && !found.has(match[1]!)) found.set(match[1]!, await trackedLink(recipient, url));
  }
  const tracked = html.replace(/\bhref="(https?:\/\/[^"]*)"/g, (whole, raw: string) => {
    const to = found.get(raw);
    return to ? `href="${escapeHtml(to)}"` : whole;
  });
  const pixel = `<img src="${escapeHtml(await openPixelUrl(recipient))}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0" />`;
  return tracked.replace("</body>", `${pixel}\n</body>`);
}

/** The unsubscribe link of a mail that no subscriber holds (previews and tests): it only says "not valid". */
function sampleUnsubscribeUrl(): string {
  return siteUrlFor(`${paths.newsletterUnsubscribe}?token=example`);
}

/** A published post by id, or null. */
async function publishedPost(id: string): Promise<BlogPost | null> {
  const post = await getPostById(id);
  return post?.isPublished ? post : null;
}

export type NewsletterPreview = { postId: string; isPublished: boolean; subject: string; html: string; text: string; headers: Record<string, string> };

/** The mail as a subscriber will get it (with a sample unsubscribe link, no pixel, plain links); drafts too. */
export async function previewNewsletter(postId: string, words: MailWords = {}): Promise<NewsletterPreview | null> {
  const post = await getPostById(postId);
  if (!post) return null;
  const mail = composeNewsletterMail(post, await coverForMail(post), sampleUnsubscribeUrl(), await withBody(post, words));
  return { postId: post.id, isPublished: post.isPublished, subject: mail.subject, html: mail.html!, text: mail.text, headers: mail.headers! };
}

// ---------------------------------------------------------------------------------------------
// Test, send, schedule, cancel, feed

type Staff = { id: string; email: string };
export type NewsletterOutcome =
  | { ok: true; intent: "test"; postId: string; to: string; compose?: { subject: string; intro: string; body: string; segment: string } }
  | { ok: true; intent: "send"; postId: string; sendId: string; added: number }
  | { ok: true; intent: "schedule"; postId: string; sendId: string }
  | { ok: true; intent: "cancel"; sendId: string }
  | { ok: false; status: 400 | 404 | 409 | 413 | 415; error: string };

const NOT_PUBLISHED = "That post is not published.";
const NOT_FOUND = "That post does not exist any more.";
const NOT_SCHEDULED = "That send is not waiting for its time any more.";
const IN_THE_PAST = "Choose a time in the future.";

const wordsOf = (value: NewsletterCompose): MailWords => ({ subject: value.subject, intro: value.intro, body: value.body });

/** The composer's buttons: a test to the signed-in staff member, a send now, a send at a time, calling one off. */
export async function submitNewsletterAction(request: Request, staff: Staff, actor: Actor, now = new Date()): Promise<NewsletterOutcome> {
  const read = await readSubmission(request, NewsletterSendActionSchema, { maxBytes: ACTION_MAX_BYTES });
  if (!read.ok) return { ok: false, status: read.status, error: read.message };
  const { submission } = read;
  if (submission.status !== "success") {
    const errors = submission.error ?? {};
    const error = ["intent", "postId", "sendId", "confirm", "subject", "intro", "body", "segment", "sendAt", "scheduleOffset", "publish"]
      .map((name) => errors[name]?.[0])
      .find(Boolean);
    return { ok: false, status: 400, error: error ?? Object.values(errors).flat()[0] ?? "Unknown action." };
  }
  const value = submission.value;
  if (value.intent === "cancel") return cancelSend(value.sendId, actor);
  if (value.intent === "test") {
    const sent = await sendTest(value.postId, staff, actor, wordsOf(value));
    if (!sent) return { ok: false, status: 404, error: NOT_FOUND };
    // The composer comes back as it was: a test does not lose the subject, intro or audience.
    return sent.ok && sent.intent === "test" ? { ...sent, compose: { subject: value.subject ?? "", intro: value.intro ?? "", body: value.body ?? "", segment: value.segment ? segmentText(value.segment) : "all" } } : sent;
  }
  const composed = { ...wordsOf(value), segment: value.segment, publish: value.publish === "yes" };
  if (value.intent === "schedule") {
    const at = scheduleMomentOf(value.sendAt!, value.scheduleOffset);
    if (at.getTime() <= now.getTime()) return { ok: false, status: 400, error: IN_THE_PAST };
    return scheduleSend(value.postId, staff, actor, composed, at);
  }
  return (await startSend(value.postId, staff, actor, now, composed)) ?? { ok: false, status: 404, error: NOT_PUBLISHED };
}

/** Queues the post's mail (published or draft) to `staff` alone, audit-logged; null when the post is gone. */
export async function sendTest(postId: string, staff: Staff, actor: Actor, words: MailWords = {}): Promise<NewsletterOutcome | null> {
  const post = await getPostById(postId);
  if (!post) return null;
  const mail = composeNewsletterMail(post, await coverForMail(post), sampleUnsubscribeUrl(), await withBody(post, words));
  await inTransaction(async (tx) => {
    await enqueueMail({ ...mail, kind: NEWSLETTER_TEST_KIND, to: staff.email, subject: `[Test] ${mail.subject}` }, tx);
    await recordAudit({ ...actor, action: "newsletter.test_send", entityType: "blog_post", entityId: post.id, details: { title: post.title, subject: mail.subject, to: staff.email } }, tx);
  });
  return { ok: true, intent: "test", postId: post.id, to: staff.email };
}

export type Composed = MailWords & { segment?: Segment; publish?: boolean };

/**
 * Starts (or continues) the send of a post: a waiting delivery for every confirmed, non-bouncing
 * subscriber of the segment who has not had it, audit-logged with the count; then feeds the first
 * batch to the outbox at once. A draft is published first when `publish` is set (in the same
 * transaction, audited). Null when the post is not published (and not to be published).
 */
export async function startSend(postId: string, staff: Staff, actor: Actor, now = new Date(), composed: Composed = {}): Promise<NewsletterOutcome | null> {
  const post = await getPostById(postId);
  if (!post || (!post.isPublished && !composed.publish)) return null;
  const subject = composed.subject?.trim() || post.title;
  const { sendId, added } = await inTransaction(async (tx) => {
    if (!post.isPublished) {
      const published = await publishDraftNow(post.id, now, tx);
      if (published) await recordAudit({ ...actor, action: "blog_post.publish", entityType: "blog_post", entityId: post.id, details: { title: post.title, newsletter: true } }, tx);
      else if (!(await postPublishedIn(post.id, tx))) return null;
    }
    const created = await createSendWithDeliveries(
      post,
      staff,
      tx,
      { subject, intro: composed.intro ?? "", body: composed.body ?? "excerpt", segment: composed.segment ?? { kind: "all" }, publishPost: Boolean(composed.publish) },
      now,
    );
    if (created.added > 0) {
      await recordAudit(
        {
          ...actor,
          action: "newsletter.send_start",
          entityType: "blog_post",
          entityId: post.id,
          details: { title: post.title, subject, sendId: created.sendId, recipients: created.added, segment: segmentText(composed.segment ?? { kind: "all" }) },
        },
        tx,
      );
    }
    return created;
  }) ?? { sendId: null, added: 0 };
  if (!sendId) return null;
  try {
    await feedNewsletter(now);
  } catch (error) {
    // The deliveries are stored: the scheduler's next round feeds them.
    logger.error({ err: error, sendId }, "could not feed the newsletter outbox");
  }
  return { ok: true, intent: "send", postId: post.id, sendId, added };
}

/** A send at `at` (audited); the scheduler of one instance starts it then. A draft needs `publish`. */
export async function scheduleSend(postId: string, staff: Staff, actor: Actor, composed: Composed, at: Date): Promise<NewsletterOutcome> {
  const post = await getPostById(postId);
  if (!post) return { ok: false, status: 404, error: NOT_FOUND };
  if (!post.isPublished && !composed.publish) return { ok: false, status: 404, error: NOT_PUBLISHED };
  const subject = composed.subject?.trim() || post.title;
  const segment = composed.segment ?? { kind: "all" };
  const send = await inTransaction(async (tx) => {
    const row = await insertScheduledSend(
      { postId: post.id, subject, intro: composed.intro ?? "", body: composed.body ?? "excerpt", segment, publishPost: Boolean(composed.publish) && !post.isPublished, startedBy: staff },
      at,
      tx,
    );
    await recordAudit(
      { ...actor, action: "newsletter.schedule", entityType: "blog_post", entityId: post.id, details: { title: post.title, subject, sendId: row.id, at: at.toISOString(), segment: segmentText(segment) } },
      tx,
    );
    return row;
  });
  return { ok: true, intent: "schedule", postId: post.id, sendId: send.id };
}

/** Calls off a scheduled send (audited); a 409 when it started already or was called off. */
export async function cancelSend(sendId: string, actor: Actor): Promise<NewsletterOutcome> {
  const cancelled = await inTransaction(async (tx) => {
    const row = await cancelScheduledSend(sendId, tx);
    if (row) await recordAudit({ ...actor, action: "newsletter.cancel", entityType: "newsletter_send", entityId: row.id, details: { subject: row.subject } }, tx);
    return row;
  });
  return cancelled ? { ok: true, intent: "cancel", sendId } : { ok: false, status: 409, error: NOT_SCHEDULED };
}

/**
 * Starts the scheduled sends whose time has come: each is claimed by one instance (row locks, then
 * no longer scheduled), its draft published if asked, its deliveries added, audited; then fed.
 * Returns the sends it started.
 */
export async function startDueSends(now = new Date()): Promise<{ sendId: string; added: number }[]> {
  const started = await inTransaction(async (tx) => {
    const done: { sendId: string; added: number }[] = [];
    for (const send of await claimDueSends(now, tx)) {
      if (send.publishPost) {
        const published = await publishDraftNow(send.postId, now, tx);
        if (published) await recordAudit({ action: "blog_post.publish", entityType: "blog_post", entityId: published.id, details: { title: published.title, scheduled: true, newsletter: true } }, tx);
      }
      const added = (await postPublishedIn(send.postId, tx)) ? await addDeliveries(send, tx) : 0;
      await recordAudit(
        { action: "newsletter.send_start", entityType: "blog_post", entityId: send.postId, details: { subject: send.subject, sendId: send.id, recipients: added, segment: send.segment, scheduled: true } },
        tx,
      );
      done.push({ sendId: send.id, added });
    }
    return done;
  });
  if (started.length > 0) {
    logger.info({ started }, "scheduled newsletter sends started");
    await feedNewsletter(now);
  }
  return started;
}

const FEED_LOCK = "iratech:newsletter-feed";

export type FeedReport = { queued: number; skipped: number };

type Prepared = { send: NewsletterSendRow; post: BlogPost; cover: MailCover | null; bodyHtml?: string } | null;

/** `words` with the post's rendered body when the mail carries the whole post. */
async function withBody(post: NewsletterPost, words: MailWords): Promise<MailWords> {
  return words.body === "full" ? { ...words, bodyHtml: await bodyHtmlOf(post) } : words;
}

/**
 * Moves waiting deliveries into the outbox, no more than `perMinute` in any minute across every
 * instance. Safe to call from anywhere at any time (the scheduler calls it every few seconds).
 */
export async function feedNewsletter(now = new Date(), perMinute = env().NEWSLETTER_PER_MINUTE): Promise<FeedReport> {
  const report: FeedReport = { queued: 0, skipped: 0 };
  // Read the sends (posts, covers) first: inside the transaction only its own connection may be used.
  const sendIds = await sendsWithWaitingDeliveries();
  if (sendIds.length === 0) return report;
  const prepared = new Map<string, Prepared>();
  for (const sendId of sendIds) {
    const send = await getSendRow(sendId);
    const post = send ? await publishedPost(send.postId) : null;
    prepared.set(sendId, send && post ? { send, post, cover: await coverForMail(post), bodyHtml: send.body === "full" ? await bodyHtmlOf(post) : undefined } : null);
  }

  await inTransaction(async (tx) => {
    await lockFeed(FEED_LOCK, tx);
    const budget = perMinute - (await countEnqueuedSince(new Date(now.getTime() - 60_000), tx));
    if (budget <= 0) return;
    for (const waiting of await claimWaitingDeliveries(budget, tx)) {
      // A send started since the sends were read: left for the next round.
      if (!prepared.has(waiting.send_id)) continue;
      const entry = prepared.get(waiting.send_id);
      const reason =
        waiting.subscriber_status !== "confirmed"
          ? "Unsubscribed before the mail was sent."
          : waiting.bounced
            ? "The address was refused by its mail server."
            : !entry
              ? "The post is no longer published."
              : null;
      if (reason || !entry) {
        await markDeliverySkipped(waiting.post_id, waiting.subscriber_id, reason ?? "", tx);
        report.skipped++;
        continue;
      }
      const unsubscribeUrl = await unsubscribeLink(waiting.subscriber_id);
      const mail = composeNewsletterMail(entry.post, entry.cover, unsubscribeUrl, { subject: entry.send.subject, intro: entry.send.intro, body: entry.send.body, bodyHtml: entry.bodyHtml });
      const html = await withTracking(mail.html!, { sendId: entry.send.id, subscriberId: waiting.subscriber_id }, unsubscribeUrl);
      const outboxId = await enqueueMail({ ...mail, html, kind: NEWSLETTER_KIND, to: waiting.email }, tx);
      await markDeliveryEnqueued(waiting.post_id, waiting.subscriber_id, outboxId, now, tx);
      report.queued++;
    }
  });
  if (report.queued + report.skipped > 0) logger.info(report, "newsletter mails queued");
  return report;
}
