/**
 * Scheduled publishing (issue 14.5): every instance looks for drafts whose time has come a few
 * times a minute. Publishing is one UPDATE per table whose WHERE names only rows still scheduled;
 * row locks make a second instance's UPDATE wait and then find them gone, so each record is
 * published by exactly one instance (and audited once). The tables' notify triggers then tell every
 * instance, whose HTML caches and live pages follow as for any other change. The same round feeds
 * waiting newsletter deliveries to the mail outbox under their per-minute cap (newsletter-send.server.ts).
 */
import { inTransaction } from "../models/transaction.server.ts";
import { singleton } from "../lib/server/singleton.server.ts";
import { recordAudit } from "../models/audit-log.server.ts";
import { publishDuePosts } from "../models/blog-posts.server.ts";
import { publishDueCaseStudies } from "../models/case-studies.server.ts";
import { logger } from "./logger.server.ts";
import { feedNewsletter, startDueSends } from "./newsletter-send.server.ts";
import { analyticsUpkeep } from "./analytics.server.ts";
import { publishDuePages } from "./pages.server.ts";
import { emitCaseStudyPublished, emitPostPublished, kickWebhookWorker } from "./webhooks.server.ts";
import { purgeTrash } from "./bulk-content.server.ts";

export const SCHEDULER_INTERVAL_MS = 5_000;

/** Publishes what is due at `now`; returns what this call published. */
export async function publishDue(now = new Date()): Promise<{ posts: string[]; caseStudies: string[] }> {
  return inTransaction(async (tx) => {
    const posts = await publishDuePosts(now, tx);
    const studies = await publishDueCaseStudies(now, tx);
    for (const post of posts) {
      await recordAudit({ action: "blog_post.publish", entityType: "blog_post", entityId: post.id, details: { title: post.title, scheduled: true } }, tx);
      await emitPostPublished(post, tx);
    }
    for (const study of studies) {
      await recordAudit({ action: "case_study.publish", entityType: "case_study", entityId: study.id, details: { title: study.title, scheduled: true } }, tx);
      await emitCaseStudyPublished(study, tx);
    }
    return { posts: posts.map((p) => p.id), caseStudies: studies.map((s) => s.id) };
  });
}

const state = singleton("scheduler", () => ({ timer: undefined as NodeJS.Timeout | undefined, running: false }));

async function tick() {
  if (state.running) return;
  state.running = true;
  try {
    const published = await publishDue();
    if (published.posts.length + published.caseStudies.length > 0) logger.info({ published }, "published scheduled content");
  } catch (error) {
    logger.error({ err: error }, "scheduled publishing failed");
  }
  try {
    // Pages' scheduled drafts (issue 26); their notify trigger drops every instance's cached copy.
    const pages = await publishDuePages();
    if (pages.length > 0) logger.info({ pages }, "published scheduled pages");
  } catch (error) {
    logger.error({ err: error }, "scheduled page publishing failed");
  }
  try {
    // Posts and case studies 30 days in the trash are deleted for good (issue 28).
    const purged = await purgeTrash();
    if (purged.posts.length + purged.caseStudies.length > 0) logger.info({ purged }, "purged the trash");
  } catch (error) {
    logger.error({ err: error }, "purging the trash failed");
  }
  try {
    // Scheduled newsletter sends whose time has come (each started by one instance, decision 041).
    await startDueSends();
  } catch (error) {
    logger.error({ err: error }, "starting scheduled newsletter sends failed");
  }
  try {
    // Newsletter sends waiting for their turn under the per-minute cap (also after a restart).
    await feedNewsletter();
  } catch (error) {
    logger.error({ err: error }, "feeding the newsletter outbox failed");
  }
  // Webhook deliveries that are due (issue 30.3): started here, never waited for.
  kickWebhookWorker();
  try {
    // Analytics: roll up new events into visits and hourly/daily counts, delete old salts and expired raw events.
    await analyticsUpkeep();
  } catch (error) {
    logger.error({ err: error }, "analytics upkeep failed");
  } finally {
    state.running = false;
  }
}

export function startScheduler(intervalMs = SCHEDULER_INTERVAL_MS): void {
  stopScheduler();
  state.timer = setInterval(() => void tick(), intervalMs);
  state.timer.unref();
}

export function stopScheduler(): void {
  if (state.timer) clearInterval(state.timer);
  state.timer = undefined;
}
