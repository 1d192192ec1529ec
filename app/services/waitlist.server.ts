/**
 * The IRACONNECT waitlist's server side (issue 30.1, 30.2, decision 036): a member's place in line
 * and milestones for the thanks page, the mails a counted referral sends its referrer ("a friend
 * joined: you moved up", and each milestone once), the admin's Milestones screen, and the opt-in
 * public leaderboard.
 */
import { escapeHtml } from "../lib/html.ts";
import { firstName, TOKENS } from "../lib/iraconnect.ts";
import { paths } from "../lib/paths.ts";
import { initialsOf, leaderboardFormSchema, MAX_MILESTONES, milestoneFormSchema } from "../lib/schemas/waitlist.ts";
import { singleton } from "../lib/server/singleton.server.ts";
import { recordAudit, type Actor } from "../models/audit-log.server.ts";
import type { OutgoingMail } from "../models/mail-outbox.server.ts";
import { inTransaction } from "../models/transaction.server.ts";
import {
  countMilestones,
  DEFAULT_PLACES_PER_REFERRAL,
  memberFullName,
  deleteMilestone,
  insertMilestone,
  leaderboard,
  leaderboardName,
  listMilestones,
  milestoneClash,
  placeInLine,
  placesPerReferral,
  queueWaitlistMails,
  referrerStanding,
  setLeaderboardName,
  setPlacesPerReferral,
  updateMilestone,
  type LeaderboardRow,
  type Milestone,
} from "../models/waitlist.server.ts";
import { logger } from "./logger.server.ts";
import { realtimeActive, subscribe } from "./realtime.server.ts";
import { currentCompanySettings } from "./site-settings.server.ts";
import { siteUrlFor } from "./site-url.server.ts";
import { formRefusal, readSubmission } from "./submission.server.ts";

export type { Milestone, LeaderboardRow };

/** A milestone as the thanks page shows it (no mail texts). */
export type MilestoneView = { name: string; tokens: number; reward: string };

/** The stored token balance: the welcome bonus and 50 per counted referral (the visit's bonuses are never stored). */
export const storedBalance = (referrals: number) => TOKENS.start + referrals * TOKENS.perReferral;

// ---------------------------------------------------------------------------------------------
// What the welcome mail and the thanks page read often: kept for a few seconds per process.

const FACTS_MAX_AGE_MS = 5000;
type Facts = { placesPerReferral: number; milestones: Milestone[] };
const cache = singleton("waitlistFacts", () => ({
  value: null as Facts | null,
  at: 0,
  pending: null as Promise<Facts> | null,
  /** Bumped by every edit heard of: a read that began before it is not kept. */
  gen: 0,
  subscribed: false,
}));

/**
 * While this process listens for changes (realtime.server.ts), a milestone or setting saved on any
 * instance (the `waitlist_milestones` and `waitlist_settings` triggers, migration 0029) is heard at
 * once, so the landing page, whose HTML cache drops on the same event, never renders old chips.
 */
function listen(): void {
  if (cache.subscribed || !realtimeActive()) return;
  subscribe(
    (event) => {
      if (event.table === "waitlist_milestones" || event.table === "waitlist_settings") forgetFacts();
    },
    () => {
      cache.subscribed = false;
      forgetFacts();
    },
  );
  cache.subscribed = true;
}

/** Places per referral and the milestones, at most 5 s old (this process's own edits, and any instance's while listening, at once). */
export function waitlistFacts(): Promise<Facts> {
  listen();
  if (cache.value && Date.now() - cache.at < FACTS_MAX_AGE_MS) return Promise.resolve(cache.value);
  if (cache.pending) return cache.pending;
  const gen = cache.gen;
  const pending = Promise.all([placesPerReferral(), listMilestones()])
    .then(([places, milestones]) => {
      const value = { placesPerReferral: places, milestones };
      if (gen === cache.gen) {
        cache.value = value;
        cache.at = Date.now();
      }
      return value;
    })
    .finally(() => {
      if (cache.pending === pending) cache.pending = null;
    });
  cache.pending = pending;
  return pending;
}

/** The facts now, without waiting (the seeded defaults before the first read); refreshed in the background when old. */
export function waitlistFactsNow(): Facts {
  if (!cache.value || Date.now() - cache.at >= FACTS_MAX_AGE_MS) void waitlistFacts().catch(() => {});
  return cache.value ?? { placesPerReferral: DEFAULT_PLACES_PER_REFERRAL, milestones: [] };
}

/** After an edit: the next read asks the database (the old facts serve `waitlistFactsNow` meanwhile). */
function forgetFacts(): void {
  cache.at = 0;
  cache.gen++;
  cache.pending = null;
}

export const milestoneViews = (milestones: readonly Milestone[]): MilestoneView[] => milestones.map(({ name, tokens, reward }) => ({ name, tokens, reward }));

/** The welcome mail's lines about the line and the milestones (the place itself is put in when the signup is stored). */
export function welcomeLines(facts: Facts, placeMark: string): { text: string[]; html: string } {
  const line = `You're #${placeMark} in line. Each friend who joins moves you up ${facts.placesPerReferral} places.`;
  const milestones = facts.milestones.length
    ? `Milestones: ${facts.milestones.map((m) => `${m.name} at ${m.tokens} tokens (${m.reward.charAt(0).toLowerCase()}${m.reward.slice(1)})`).join(", ")}.`
    : "";
  return {
    text: milestones ? [line, "", milestones] : [line],
    html: `<p>${escapeHtml(line)}</p>${milestones ? `<p>${escapeHtml(milestones)}</p>` : ""}`,
  };
}

// ---------------------------------------------------------------------------------------------
// Thanks page

export type MemberWaitlist = { place: number | null; placesPerReferral: number; milestones: MilestoneView[] };

/** The member's place (null when they are not a member) with what the page shows beside it. */
export async function memberWaitlist(refId: string): Promise<MemberWaitlist> {
  const [place, facts] = await Promise.all([placeInLine(refId), waitlistFacts()]);
  return { place, placesPerReferral: facts.placesPerReferral, milestones: milestoneViews(facts.milestones) };
}

// ---------------------------------------------------------------------------------------------
// A referral that counts

function team(): string {
  return `The ${currentCompanySettings().name} team`;
}

function moveMail(to: string, name: string, place: number): OutgoingMail {
  const first = firstName(name) || "Striver";
  const page = siteUrlFor(paths.iraconnectThanks);
  const subject = `A friend joined: you moved up to #${place}`;
  const text = [`Hi ${first},`, "", `A friend you invited confirmed their e-mail, so you moved up the IRACONNECT waitlist: you're now #${place} in line.`, "", `See your place: ${page}`, "", team()].join("\n");
  const html =
    `<p>Hi ${escapeHtml(first)},</p><p>A friend you invited confirmed their e-mail, so you moved up the IRACONNECT waitlist: you're now #${place} in line.</p>` +
    `<p><a href="${escapeHtml(page)}">See your place</a></p><p>${escapeHtml(team())}</p>`;
  return { kind: "iraconnect-moved-up", to, subject, text, html };
}

function milestoneMail(to: string, name: string, milestone: Milestone): OutgoingMail {
  const first = firstName(name) || "Striver";
  const page = siteUrlFor(paths.iraconnectThanks);
  const text = [`Hi ${first},`, "", milestone.mailBody, "", `Reward: ${milestone.reward}`, "", page, "", team()].join("\n");
  const html =
    `<p>Hi ${escapeHtml(first)},</p>${milestone.mailBody
      .split(/\n{2,}/)
      .map((para) => `<p>${escapeHtml(para).replace(/\n/g, "<br>")}</p>`)
      .join("")}` +
    `<p>Reward: ${escapeHtml(milestone.reward)}</p><p><a href="${escapeHtml(page)}">${escapeHtml(page)}</a></p><p>${escapeHtml(team())}</p>`;
  return { kind: "iraconnect-milestone", to, subject: milestone.mailSubject, text, html };
}

/**
 * After a referral starts to count (its friend confirmed, or staff approved a held one): the
 * referrer's "you moved up" mail and the mails of the milestones their stored balance has reached,
 * each queued once however often this runs. Never throws (the confirmation itself is done).
 */
export async function referralCounted(referralRefId: string): Promise<{ moved: boolean; milestones: string[] }> {
  try {
    const referrer = await referrerStanding(referralRefId);
    if (!referrer) return { moved: false, milestones: [] };
    const { milestones } = await waitlistFacts();
    const balance = storedBalance(referrer.referrals);
    const reached = milestones.filter((m) => m.tokens <= balance);
    return await queueWaitlistMails(
      { referralRefId, referrerRefId: referrer.refId, place: referrer.place, mail: moveMail(referrer.email, referrer.name, referrer.place) },
      reached.map((m) => ({ milestoneId: m.id, mail: milestoneMail(referrer.email, referrer.name, m) })),
    );
  } catch (error) {
    logger.error({ err: error, refId: referralRefId }, "waitlist mails could not be queued");
    return { moved: false, milestones: [] };
  }
}

// ---------------------------------------------------------------------------------------------
// Admin: Milestones

export async function milestonesPage(): Promise<{ placesPerReferral: number; milestones: Milestone[] }> {
  const [places, milestones] = await Promise.all([placesPerReferral(), listMilestones()]);
  return { placesPerReferral: places, milestones };
}

export type MilestoneOutcome = { ok: true; notice: string } | { ok: false; status: 400 | 404 | 409 | 413 | 415; error: string; fieldErrors: Record<string, string[]> };

/** The Milestones screen's POST: places per referral, or add, change or remove a milestone; audited. */
export async function submitMilestoneForm(request: Request, actor: Actor): Promise<MilestoneOutcome> {
  const read = await readSubmission(request, milestoneFormSchema, { maxBytes: 16 * 1024 });
  if (!read.ok) return { ok: false, status: read.status, error: read.message, fieldErrors: {} };
  const { submission } = read;
  if (submission.status !== "success") {
    return { ok: false, ...formRefusal(submission.error) };
  }
  const value = submission.value;
  try {
    if (value.intent === "places") {
      await inTransaction(async (tx) => {
        const before = await setPlacesPerReferral(value.placesPerReferral, tx);
        await recordAudit({ ...actor, action: "waitlist.places", entityType: "waitlist", entityId: null, details: { from: before, to: value.placesPerReferral } }, tx);
      });
      return { ok: true, notice: `Each confirmed referral now moves a member up ${value.placesPerReferral} places.` };
    }
    if (value.intent === "delete") {
      const removed = await inTransaction(async (tx) => {
        const row = await deleteMilestone(value.id, tx);
        if (row) await recordAudit({ ...actor, action: "waitlist.milestone_delete", entityType: "milestone", entityId: row.id, details: { name: row.name, tokens: row.tokens } }, tx);
        return row;
      });
      if (!removed) return { ok: false, status: 404, error: "That milestone was already removed.", fieldErrors: {} };
      return { ok: true, notice: `Removed the milestone ${removed.name}.` };
    }
    const { intent, ...input } = value;
    const id = value.intent === "update" ? value.id : null;
    const fields = { tokens: input.tokens, name: input.name, reward: input.reward, mailSubject: input.mailSubject, mailBody: input.mailBody };
    const outcome = await inTransaction(async (tx): Promise<MilestoneOutcome> => {
      if (id === null && (await countMilestones(tx)) >= MAX_MILESTONES) return { ok: false, status: 409, error: `There are already ${MAX_MILESTONES} milestones: remove some first.`, fieldErrors: {} };
      const clash = await milestoneClash(fields, id, tx);
      if (clash === "tokens") return { ok: false, status: 409, error: `Another milestone is reached at ${fields.tokens} tokens.`, fieldErrors: { tokens: [`Another milestone is reached at ${fields.tokens} tokens`] } };
      if (clash === "name") return { ok: false, status: 409, error: `Another milestone is called ${fields.name}.`, fieldErrors: { name: [`Another milestone is called ${fields.name}`] } };
      const row = id === null ? await insertMilestone(fields, tx) : await updateMilestone(id, fields, tx);
      if (!row) return { ok: false, status: 404, error: "That milestone was removed.", fieldErrors: {} };
      await recordAudit({ ...actor, action: intent === "create" ? "waitlist.milestone_create" : "waitlist.milestone_update", entityType: "milestone", entityId: row.id, details: { name: row.name, tokens: row.tokens } }, tx);
      return { ok: true, notice: intent === "create" ? `Added the milestone ${row.name}.` : `Saved the milestone ${row.name}.` };
    });
    return outcome;
  } finally {
    forgetFacts();
  }
}

// ---------------------------------------------------------------------------------------------
// Leaderboard

export const LEADERBOARD_SIZE = 20;

export async function leaderboardPage(): Promise<LeaderboardRow[]> {
  return leaderboard(LEADERBOARD_SIZE);
}

/** The member's own leaderboard entry (the thanks page's opt-in form shows it). */
export function memberLeaderboardName(refId: string): Promise<string | null> {
  return leaderboardName(refId);
}

export type LeaderboardOutcome = { ok: true; notice: string } | { ok: false; status: 400 | 404 | 413 | 415; error: string };

/**
 * The thanks page's opt-in (POST), for the member of this browser's cookie (`refId`, the owner's
 * only): join with a chosen name or the initials of the member's name, or leave. The board never
 * shows an e-mail address: a name with an @ is refused.
 */
export async function submitLeaderboardChoice(request: Request, refId: string | null): Promise<LeaderboardOutcome> {
  const read = await readSubmission(request, leaderboardFormSchema, { maxBytes: 2 * 1024 });
  if (!read.ok) return { ok: false, status: read.status, error: read.message };
  if (read.submission.status !== "success") return { ok: false, status: 400, error: Object.values(read.submission.error ?? {}).flat()[0] ?? "Unknown action." };
  if (!refId) return { ok: false, status: 404, error: "Only the browser you joined from can put you on the leaderboard." };
  const fullName = await memberFullName(refId);
  if (fullName === null) return { ok: false, status: 404, error: "This signup no longer exists." };
  const value = read.submission.value;
  if (value.intent === "leave") {
    await setLeaderboardName(refId, null);
    return { ok: true, notice: "You're no longer on the leaderboard." };
  }
  const name = value.displayName ?? initialsOf(fullName);
  await setLeaderboardName(refId, name);
  return { ok: true, notice: `You're on the leaderboard as “${name}”.` };
}
