/**
 * Data-subject requests and retention (staff only: callers check the session first). Export and
 * erase are audit-logged; the audit entry names the person by a SHA-256 of the address, never the
 * address itself, so the log does not keep what was erased yet can show a request was honoured.
 */
import { createHash } from "node:crypto";
import { inTransaction } from "../models/transaction.server.ts";
import { RETENTION_MONTHS } from "../lib/retention.ts";
import { PrivacyActionSchema, PrivacyLookupSchema } from "../lib/schemas/privacy.ts";
import { recordAudit, type Actor } from "../models/audit-log.server.ts";
import { erasePersonalData, findPersonalData, purgeBefore, type ErasedCounts, type PersonalData, type PurgedCounts } from "../models/personal-data.server.ts";
import { readSubmission } from "./submission.server.ts";

const ACTION_MAX_BYTES = 4 * 1024;

export const emailDigest = (email: string) => createHash("sha256").update(email).digest("hex");

/** The first day still kept: signups and messages created before it are purged. */
export function retentionCutoff(now = new Date(), months = RETENTION_MONTHS): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

export type Lookup = { state: "empty" } | { state: "invalid"; email: string; message: string } | { state: "found"; email: string; data: PersonalData };

/** The page's ?email=: nothing asked, a bad address (with the message), or what is held. */
export async function lookupPersonalData(url: URL): Promise<Lookup> {
  const raw = url.searchParams.get("email");
  if (raw === null || raw.trim() === "") return { state: "empty" };
  const parsed = PrivacyLookupSchema.safeParse({ email: raw });
  if (!parsed.success) return { state: "invalid", email: raw.slice(0, 254), message: parsed.error.issues[0]!.message };
  return { state: "found", email: parsed.data.email, data: await findPersonalData(parsed.data.email) };
}

/** Everything held about the address as a JSON document, audit-logged; null for a bad address. */
export async function exportPersonalData(url: URL, actor: Actor, now = new Date()): Promise<{ email: string; json: string } | { error: string }> {
  const parsed = PrivacyLookupSchema.safeParse({ email: url.searchParams.get("email") ?? "" });
  if (!parsed.success) return { error: parsed.error.issues[0]!.message };
  const { email } = parsed.data;
  const data = await findPersonalData(email);
  await recordAudit({
    ...actor,
    action: "privacy.export",
    entityType: "person",
    entityId: null,
    details: { emailSha256: emailDigest(email), ...countsOf(data) },
  });
  const document = { exportedAt: now.toISOString(), email, ...data };
  return { email, json: JSON.stringify(document, null, 2) };
}

function countsOf(data: PersonalData): ErasedCounts {
  return { signups: data.signups.length, messages: data.messages.length, subscriptions: data.subscriptions.length, mails: data.mails.length };
}

export type PrivacyOutcome =
  | { ok: true; intent: "erase"; counts: ErasedCounts }
  | { ok: true; intent: "purge"; counts: PurgedCounts; cutoff: string }
  | { ok: false; status: number; error: string };

/** The page's two buttons: erase one address, or purge everything older than the retention period. */
export async function submitPrivacyAction(request: Request, actor: Actor, now = new Date()): Promise<PrivacyOutcome> {
  const read = await readSubmission(request, PrivacyActionSchema, { maxBytes: ACTION_MAX_BYTES });
  if (!read.ok) return { ok: false, status: read.status, error: read.message };
  const { submission } = read;
  if (submission.status !== "success") {
    const error = submission.error?.intent?.[0] ?? submission.error?.email?.[0] ?? submission.error?.confirm?.[0] ?? "Unknown action.";
    return { ok: false, status: 400, error };
  }
  const value = submission.value;
  if (value.intent === "erase") {
    const counts = await inTransaction(async (tx) => {
      const erased = await erasePersonalData(value.email, tx);
      await recordAudit({ ...actor, action: "privacy.erase", entityType: "person", details: { emailSha256: emailDigest(value.email), ...erased } }, tx);
      return erased;
    });
    return { ok: true, intent: "erase", counts };
  }
  const cutoff = retentionCutoff(now);
  const counts = await inTransaction(async (tx) => {
    const purged = await purgeBefore(cutoff, tx);
    await recordAudit({ ...actor, action: "privacy.purge", entityType: "retention", details: { before: cutoff.toISOString(), months: RETENTION_MONTHS, ...purged } }, tx);
    return purged;
  });
  return { ok: true, intent: "purge", counts, cutoff: cutoff.toISOString() };
}
