/**
 * First run in the browser (issue 13.1): while no staff account exists, every start of the server
 * makes a single-use setup link (128-bit token, only its SHA-256 stored, valid 60 minutes; the
 * previous one is revoked) and prints it in one line. /admin-setup with that link creates the
 * owner and signs them in; once any staff account exists the page and its action refuse.
 */
import crypto from "node:crypto";
import type { FormReply } from "../lib/form-reply.ts";
import { inTransaction } from "../models/transaction.server.ts";
import { adminPaths } from "../lib/paths.ts";
import { adminSetupSchema, staffTokenField } from "../lib/schemas/admin-setup.ts";
import { actorOf, recordAudit, type RequestOrigin } from "../models/audit-log.server.ts";
import { consumeStaffToken, findStaffToken, insertStaffToken, lockSetup, revokeStaffTokens } from "../models/staff-tokens.server.ts";
import { createOrPromoteAdmin, hasAnyAdmin, setUserName } from "../models/users.server.ts";
import { createSession, hashToken, serializeSessionCookie } from "./auth.server.ts";
import { siteUrlFor } from "./site-url.server.ts";
import { logger } from "./logger.server.ts";
import { hashPassword, PasswordHashingBusyError, passwordWeaknesses } from "./password.server.ts";
import { readSubmission } from "./submission.server.ts";

export const SETUP_LINK_MINUTES = 60;

/** A fresh staff-link token: 128 random bits, base64url (22 characters), and its stored hash. */
export function newStaffToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(16).toString("base64url");
  return { token, tokenHash: hashToken(token) };
}

/** The one line the server prints at start while no staff account exists. */
export function setupLinkMessage(url: string): string {
  return `No staff account exists yet. Open ${url} within ${SETUP_LINK_MINUTES} minutes to create the owner account (a new link is printed at every start).`;
}

/** Makes a new setup link, revoking the previous one; null once a staff account exists. */
export async function issueSetupLink(now = new Date()): Promise<string | null> {
  if (await hasAnyAdmin()) return null;
  const { token, tokenHash } = newStaffToken();
  await inTransaction(async (tx) => {
    await revokeStaffTokens("setup", now, tx);
    await insertStaffToken({ purpose: "setup", tokenHash, expiresAt: new Date(now.getTime() + SETUP_LINK_MINUTES * 60_000) }, tx);
  });
  return siteUrlFor(`${adminPaths.setup}?token=${token}`);
}

/** Prints the setup link when there is no staff account (called once the database is ready). */
export async function announceSetupLink(): Promise<void> {
  const url = await issueSetupLink();
  if (!url) return;
  const line = setupLinkMessage(url);
  logger.warn({ setup: true }, line);
  // The log may be silenced or shipped elsewhere: the person starting the server sees it too.
  console.log(line);
}

export type SetupLinkState = "open" | "closed" | "invalid" | "expired" | "used";

/** What the setup page can do with this link. */
export async function setupLinkState(rawToken: unknown, now = new Date()): Promise<SetupLinkState> {
  if (await hasAnyAdmin()) return "closed";
  const parsed = staffTokenField.safeParse(rawToken);
  if (!parsed.success) return "invalid";
  const row = await findStaffToken("setup", hashToken(parsed.data));
  if (!row) return "invalid";
  if (row.usedAt) return "used";
  if (row.revokedAt || row.expiresAt.getTime() <= now.getTime()) return "expired";
  return "open";
}

export const SETUP_MESSAGES: Record<Exclude<SetupLinkState, "open">, string> = {
  closed: "This site is already set up. Sign in, or ask an owner to invite you.",
  invalid: "This setup link is not valid. Use the link the server printed when it started.",
  expired: "This setup link has expired or was replaced. Restart the server to print a new link.",
  used: "This setup link has already been used. Sign in with the account it created.",
};

export type SetupAnswer =
  | { ok: true; setCookie: string; redirectTo: string }
  | { ok: false; status: 400 | 403 | 410 | 413 | 415 | 503; result: FormReply | null; error: string | null; retryAfterSeconds?: number };

const SETUP_MAX_BYTES = 8 * 1024;

/** The setup form's POST: the owner account from a live setup link, signed in at once. */
export async function submitSetup(request: Request, requestOrigin: RequestOrigin, now = new Date()): Promise<SetupAnswer> {
  const read = await readSubmission(request, adminSetupSchema, { maxBytes: SETUP_MAX_BYTES });
  if (!read.ok) return { ok: false, status: read.status, result: null, error: read.message };
  const { submission } = read;
  if (submission.status !== "success") return { ok: false, status: 400, result: submission.reply({ hideFields: ["password"] }), error: null };
  const { token, name, email, password } = submission.value;
  const refuse = (status: 403 | 410 | 503, message: string, retryAfterSeconds?: number): SetupAnswer => ({
    ok: false,
    status,
    result: submission.reply({ formErrors: [message], hideFields: ["password"] }),
    error: message,
    retryAfterSeconds,
  });

  // The link is checked before any costly work: a stranger without one makes us hash nothing.
  const state = await setupLinkState(token, now);
  if (state !== "open") return refuse(state === "closed" ? 403 : 410, SETUP_MESSAGES[state]);
  const weaknesses = passwordWeaknesses(password, { email, name });
  if (weaknesses.length > 0) {
    return { ok: false, status: 400, result: submission.reply({ fieldErrors: { password: weaknesses }, hideFields: ["password"] }), error: null };
  }
  let passwordHash: string;
  try {
    passwordHash = await hashPassword(password);
  } catch (error) {
    if (error instanceof PasswordHashingBusyError) return refuse(503, "The server is busy. Please try again in a few seconds.", error.retryAfterSeconds);
    throw error;
  }

  const origin = actorOf(null, requestOrigin);
  const outcome = await inTransaction(async (tx) => {
    // Two forms sent at once with the same link (or two links): one owner, the other refused.
    await lockSetup(tx);
    if (await hasAnyAdmin(tx)) return "closed" as const;
    if (!(await consumeStaffToken("setup", hashToken(token), now, tx))) return "used" as const;
    const { userId } = await createOrPromoteAdmin(email, passwordHash, tx, "owner");
    await setUserName(userId, name, tx);
    await recordAudit(
      { ...actorOf({ id: userId, email }, origin), action: "staff.setup", entityType: "user", entityId: userId, details: { role: "owner" } },
      tx,
    );
    return { userId };
  });
  if (outcome === "closed" || outcome === "used") return refuse(outcome === "closed" ? 403 : 410, SETUP_MESSAGES[outcome]);
  const session = await createSession(outcome.userId, origin, now);
  logger.info({ email }, "first owner created in the browser");
  return { ok: true, setCookie: serializeSessionCookie(session.token, session.maxAgeSeconds), redirectTo: adminPaths.dashboard };
}

/** Whether the site still waits for its first staff account (the login page then points to the setup link). */
export async function isFirstRun(): Promise<boolean> {
  return !(await hasAnyAdmin());
}

/** The login page's note while no staff account exists. */
export const FIRST_RUN_HINT = "No staff account exists yet. The server prints a setup link when it starts: open it to create the owner account.";
