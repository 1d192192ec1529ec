/**
 * Newsletter sending (issue 18.6): staff send a published post to the confirmed subscribers.
 *
 * Starting a send writes one waiting delivery per eligible subscriber; the primary key (post,
 * subscriber) means a post reaches a subscriber at most once, however many clicks, instances or
 * restarts. The feeder then moves waiting deliveries into the mail outbox, at most
 * NEWSLETTER_PER_MINUTE a minute across all instances (an advisory lock serialises feeders), each
 * mail in the same transaction as its delivery's outbox_id, so a crash cannot queue one twice. The
 * outbox worker sends them; a trigger copies the outcome to the delivery, and an SMTP 5xx marks the
 * address as bouncing, so later sends skip it. Every mail carries a one-click unsubscribe (RFC 8058).
 */
import { excerptOf } from "../lib/content.ts";
import { escapeHtml } from "../lib/html.ts";
import { mediaSteps, mediaUrl } from "../lib/media.ts";
import { paths } from "../lib/paths.ts";
import { NewsletterSendActionSchema } from "../lib/schemas/newsletter-send.ts";
import { addressLine } from "../lib/schemas/site-settings.ts";
import { siteUrlFor } from "./site-url.server.ts";
import { currentCompanySettings } from "./site-settings.server.ts";
import { recordAudit, type Actor } from "../models/audit-log.server.ts";
import { getPostById, type BlogPost } from "../models/blog-posts.server.ts";
import { enqueueMail, type OutgoingMail } from "../models/mail-outbox.server.ts";
import { mediaImagesByIds } from "../models/media.server.ts";
import {
  claimWaitingDeliveries,
  countEnqueuedSince,
  createSendWithDeliveries,
  lockFeed,
  markDeliveryEnqueued,
  markDeliverySkipped,
  postsWithWaitingDeliveries,
} from "../models/newsletter-sends.server.ts";
import { inTransaction } from "../models/transaction.server.ts";
import { env } from "./env.server.ts";
import { logger } from "./logger.server.ts";
import { unsubscribeLink } from "./newsletter.server.ts";
import { readSubmission } from "./submission.server.ts";

export const NEWSLETTER_KIND = "newsletter";
export const NEWSLETTER_TEST_KIND = "newsletter-test";
const ACTION_MAX_BYTES = 4 * 1024;
/** The widest cover step a mail asks for: mail clients show about 600 px, 960 covers 2× screens. */
const MAIL_COVER_STEP = 960;

// ---------------------------------------------------------------------------------------------
// The mail

export type NewsletterPost = Pick<BlogPost, "id" | "slug" | "title" | "excerpt" | "content" | "coverMediaId" | "coverImageUrl">;
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

/** The newsletter mail of `post` for the holder of `unsubscribeUrl`: HTML, plain text and the RFC 8058 headers. */
export function composeNewsletterMail(post: NewsletterPost, cover: MailCover | null, unsubscribeUrl: string): Omit<OutgoingMail, "to" | "kind"> {
  const title = post.title.trim();
  const excerpt = excerptOf(post);
  const link = articleUrl(post);
  const text = [
    title,
    "",
    excerpt,
    "",
    `Read the article: ${link}`,
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
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="color-scheme" content="light" />
<title>${e(title)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="display:none;max-height:0;overflow:hidden">${e(excerpt)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="padding:20px 24px;font-size:18px;font-weight:bold;color:#1d4ed8">${e(currentCompanySettings().name)}</td></tr>
${image}
<tr><td style="padding:24px">
<h1 style="margin:0 0 12px;font-size:24px;line-height:1.3;color:#18181b">${e(title)}</h1>
<p style="margin:0 0 24px;font-size:16px;line-height:1.6;color:#3f3f46">${e(excerpt)}</p>
<a href="${e(link)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">Read the article</a>
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
    subject: title,
    text,
    html,
    headers: { "List-Unsubscribe": `<${unsubscribeUrl}>, <${unsubscribeMailto()}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
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

export type NewsletterPreview = { postId: string; subject: string; html: string; text: string; headers: Record<string, string> };

/** The mail of a published post as a subscriber will get it (with a sample unsubscribe link). */
export async function previewNewsletter(postId: string): Promise<NewsletterPreview | null> {
  const post = await publishedPost(postId);
  if (!post) return null;
  const mail = composeNewsletterMail(post, await coverForMail(post), sampleUnsubscribeUrl());
  return { postId: post.id, subject: mail.subject, html: mail.html!, text: mail.text, headers: mail.headers! };
}

// ---------------------------------------------------------------------------------------------
// Test, send, feed

type Staff = { id: string; email: string };
export type NewsletterOutcome =
  | { ok: true; intent: "test"; postId: string; to: string }
  | { ok: true; intent: "send"; postId: string; sendId: string; added: number }
  | { ok: false; status: 400 | 404 | 413 | 415; error: string };

const NOT_PUBLISHED = "That post is not published.";

/** The page's two buttons: a test to the signed-in staff member, or the send to the subscribers. */
export async function submitNewsletterAction(request: Request, staff: Staff, actor: Actor): Promise<NewsletterOutcome> {
  const read = await readSubmission(request, NewsletterSendActionSchema, { maxBytes: ACTION_MAX_BYTES });
  if (!read.ok) return { ok: false, status: read.status, error: read.message };
  const { submission } = read;
  if (submission.status !== "success") {
    const error = submission.error?.intent?.[0] ?? submission.error?.postId?.[0] ?? submission.error?.confirm?.[0] ?? "Unknown action.";
    return { ok: false, status: 400, error };
  }
  const value = submission.value;
  const outcome = value.intent === "test" ? await sendTest(value.postId, staff, actor) : await startSend(value.postId, staff, actor);
  return outcome ?? { ok: false, status: 404, error: NOT_PUBLISHED };
}

/** Queues the post's mail to `staff` alone, audit-logged; null when the post is not published. */
export async function sendTest(postId: string, staff: Staff, actor: Actor): Promise<NewsletterOutcome | null> {
  const post = await publishedPost(postId);
  if (!post) return null;
  const mail = composeNewsletterMail(post, await coverForMail(post), sampleUnsubscribeUrl());
  await inTransaction(async (tx) => {
    await enqueueMail({ ...mail, kind: NEWSLETTER_TEST_KIND, to: staff.email, subject: `[Test] ${mail.subject}` }, tx);
    await recordAudit({ ...actor, action: "newsletter.test_send", entityType: "blog_post", entityId: post.id, details: { title: post.title, to: staff.email } }, tx);
  });
  return { ok: true, intent: "test", postId: post.id, to: staff.email };
}

/**
 * Starts (or continues) the send of a published post: a waiting delivery for every confirmed,
 * non-bouncing subscriber who has not had it, audit-logged with the count; then feeds the first
 * batch to the outbox at once. Null when the post is not published.
 */
export async function startSend(postId: string, staff: Staff, actor: Actor, now = new Date()): Promise<NewsletterOutcome | null> {
  const post = await publishedPost(postId);
  if (!post) return null;
  const { sendId, added } = await inTransaction(async (tx) => {
    const created = await createSendWithDeliveries(post, staff, tx);
    if (created.added > 0) {
      await recordAudit(
        { ...actor, action: "newsletter.send_start", entityType: "blog_post", entityId: post.id, details: { title: post.title, sendId: created.sendId, recipients: created.added } },
        tx,
      );
    }
    return created;
  });
  try {
    await feedNewsletter(now);
  } catch (error) {
    // The deliveries are stored: the scheduler's next round feeds them.
    logger.error({ err: error, sendId }, "could not feed the newsletter outbox");
  }
  return { ok: true, intent: "send", postId: post.id, sendId, added };
}

const FEED_LOCK = "iratech:newsletter-feed";

export type FeedReport = { queued: number; skipped: number };

/**
 * Moves waiting deliveries into the outbox, no more than `perMinute` in any minute across every
 * instance. Safe to call from anywhere at any time (the scheduler calls it every few seconds).
 */
export async function feedNewsletter(now = new Date(), perMinute = env().NEWSLETTER_PER_MINUTE): Promise<FeedReport> {
  const report: FeedReport = { queued: 0, skipped: 0 };
  // Read the posts (and covers) first: inside the transaction only its own connection may be used.
  const postIds = await postsWithWaitingDeliveries();
  if (postIds.length === 0) return report;
  const posts = new Map<string, { post: BlogPost; cover: MailCover | null } | null>();
  for (const post_id of postIds) {
    const post = await publishedPost(post_id);
    posts.set(post_id, post ? { post, cover: await coverForMail(post) } : null);
  }

  await inTransaction(async (tx) => {
    await lockFeed(FEED_LOCK, tx);
    const budget = perMinute - (await countEnqueuedSince(new Date(now.getTime() - 60_000), tx));
    if (budget <= 0) return;
    for (const waiting of await claimWaitingDeliveries(budget, tx)) {
      // A send started since the posts were read: left for the next round.
      if (!posts.has(waiting.post_id)) continue;
      const entry = posts.get(waiting.post_id);
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
      const mail = composeNewsletterMail(entry.post, entry.cover, await unsubscribeLink(waiting.subscriber_id));
      const outboxId = await enqueueMail({ ...mail, kind: NEWSLETTER_KIND, to: waiting.email }, tx);
      await markDeliveryEnqueued(waiting.post_id, waiting.subscriber_id, outboxId, now, tx);
      report.queued++;
    }
  });
  if (report.queued + report.skipped > 0) logger.info(report, "newsletter mails queued");
  return report;
}
