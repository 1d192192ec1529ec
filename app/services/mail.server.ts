/**
 * The mail worker: delivers rows of mail_outbox over SMTP_URL with nodemailer.
 *
 * Claiming is one statement (`FOR UPDATE SKIP LOCKED` inside an UPDATE) that moves the row's
 * next_attempt_at to the end of a lease, so any number of workers and instances share the queue
 * without ever picking the same row, and no transaction stays open while SMTP talks (on PGlite an
 * open transaction would hold up every other query). A failed attempt is retried with exponential
 * backoff until it gives up as 'failed'. A worker whose process dies mid-send leaves the row to be
 * retried after the lease: delivery is at least once, and the Message-ID is stable so that
 * receivers can drop the duplicate. Without SMTP_URL the worker stays idle and mail stays queued.
 */
import nodemailer, { type Transporter } from "nodemailer";
import { singleton } from "../lib/server/singleton.server.ts";
import { claimDueMail, MAIL_CHANNEL, recordMailFailure, recordMailSent, type ClaimedMail } from "../models/mail-outbox.server.ts";
import { currentDatabase, type Database } from "../models/transaction.server.ts";
import { markAddressBouncing } from "../models/newsletter.server.ts";
import { logger } from "./logger.server.ts";

export type MailWorkerOptions = {
  smtpUrl?: string;
  from: string;
  /** Defaults to the process database at start. */
  database?: Database;
  /** Fallback poll for retries that come due; new mail wakes the worker at once (NOTIFY). */
  pollMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  /** How long a claimed row is reserved for the worker that claimed it. */
  leaseMs?: number;
  backoffMs?: (attempt: number) => number;
  now?: () => Date;
};

export type DeliveryReport = { sent: number; retried: number; failed: number };

export const MAIL_DEFAULTS = { pollMs: 5_000, batchSize: 5, maxAttempts: 8, leaseMs: 10 * 60_000 } as const;

/** 30 s, 1 min, 2 min, ... capped at one hour. */
export function backoffDelay(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 60 * 60_000);
}

export class MailWorker {
  private readonly options: Required<Omit<MailWorkerOptions, "smtpUrl" | "database">> & Pick<MailWorkerOptions, "smtpUrl" | "database">;
  private transporter: Transporter | undefined;
  private timer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(options: MailWorkerOptions) {
    this.options = {
      pollMs: MAIL_DEFAULTS.pollMs,
      batchSize: MAIL_DEFAULTS.batchSize,
      maxAttempts: MAIL_DEFAULTS.maxAttempts,
      leaseMs: MAIL_DEFAULTS.leaseMs,
      backoffMs: backoffDelay,
      now: () => new Date(),
      ...options,
    };
  }

  get enabled(): boolean {
    return Boolean(this.options.smtpUrl);
  }

  private db(): Database {
    return this.options.database ?? currentDatabase();
  }

  private transport(): Transporter {
    // Short timeouts keep one slow server from outliving the lease of the rows in a batch.
    this.transporter ??= nodemailer.createTransport(
      { url: this.options.smtpUrl!, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
      { from: this.options.from },
    );
    return this.transporter;
  }

  /** Delivers everything that is due now, batch after batch; never throws for a failed mail. */
  async runOnce(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
    if (!this.enabled) return report;
    for (;;) {
      const batch = await this.claim();
      for (const mail of batch) report[await this.deliver(mail)]++;
      if (batch.length < this.options.batchSize || this.stopped) return report;
    }
  }

  private async claim(): Promise<ClaimedMail[]> {
    const now = this.options.now();
    const leaseUntil = new Date(now.getTime() + this.options.leaseMs);
    // Due means "at or before this millisecond": the clock here has milliseconds, the database
    // microseconds, so a mail queued a moment ago in the same millisecond is due too.
    const endOfNow = new Date(now.getTime() + 1);
    return claimDueMail(this.db().db, endOfNow, leaseUntil, this.options.batchSize);
  }

  private async deliver(mail: ClaimedMail): Promise<keyof DeliveryReport> {
    const attempts = Number(mail.attempts);
    try {
      await this.transport().sendMail({
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body ?? undefined,
        messageId: `<outbox-${mail.id}@${domainOf(this.options.from)}>`,
        headers: { ...storedHeaders(mail.headers), "X-Mail-Kind": mail.kind },
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // A 5xx refusal of the recipient is the server's final word on that address (RFC 5321 4.2.1).
      // Any other refusal (bad SMTP credentials, a refused sender or relay) is our configuration,
      // not the recipient: it is retried with backoff and never marks the address as bouncing.
      const permanent = isRecipientRefusal(error);
      const final = permanent || attempts >= this.options.maxAttempts;
      const retryAt = new Date(this.options.now().getTime() + this.options.backoffMs(attempts));
      // Guarded by attempts: only the worker holding this claim may record its outcome.
      await recordMailFailure(this.db().db, mail.id, attempts, final, retryAt, message);
      if (permanent) await markAddressBouncing(mail.to_address, message, this.options.now(), this.db().db);
      logger.warn({ mailId: mail.id, kind: mail.kind, attempts, final, err: message }, final ? "mail failed for good" : "mail will be retried");
      return final ? "failed" : "retried";
    }
    await recordMailSent(this.db().db, mail.id, attempts, this.options.now());
    logger.info({ mailId: mail.id, kind: mail.kind, attempts }, "mail sent");
    return "sent";
  }

  /** Runs the queue now; calls that arrive while it runs make it go round once more. */
  wake(): Promise<void> {
    if (this.stopped || !this.enabled) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          await this.runOnce();
        } catch (error) {
          logger.error({ err: error }, "mail worker could not read the outbox");
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  async start(): Promise<void> {
    if (!this.enabled) {
      logger.info("SMTP_URL is not set: mail stays queued in the outbox");
      return;
    }
    this.stopped = false;
    this.unlisten = await this.db().listen(MAIL_CHANNEL, () => void this.wake());
    this.timer = setInterval(() => void this.wake(), this.options.pollMs);
    this.timer.unref();
    void this.wake();
  }

  /** Stops polling and waits (briefly) for a delivery in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.unlisten?.().catch(() => {});
    this.unlisten = undefined;
    if (this.running) await Promise.race([this.running, new Promise((resolve) => setTimeout(resolve, 3_000).unref())]);
    this.transporter?.close();
    this.transporter = undefined;
  }
}

/**
 * Whether nodemailer's error is a permanent (5xx) refusal of the recipient: a reply to RCPT TO, or
 * an envelope error that lists rejected recipients. A 5xx to AUTH (535), MAIL FROM or DATA is not.
 */
export function isRecipientRefusal(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { responseCode, command, code, rejected } = error as { responseCode?: unknown; command?: unknown; code?: unknown; rejected?: unknown };
  if (typeof responseCode !== "number" || responseCode < 500 || responseCode >= 600) return false;
  if (command === "RCPT TO") return true;
  return code === "EENVELOPE" && command !== "MAIL FROM" && Array.isArray(rejected) && rejected.length > 0;
}

/** The outbox's headers column as nodemailer takes them (jsonb may arrive as text). */
function storedHeaders(value: ClaimedMail["headers"]): Record<string, string> {
  if (!value) return {};
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as Record<string, string>;
  } catch {
    return {};
  }
}

function domainOf(from: string): string {
  return /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? "localhost";
}

const state = singleton("mailWorker", () => ({ worker: undefined as MailWorker | undefined }));

/** Starts the process's worker (server/app.ts init). */
export async function startMailWorker(config: { SMTP_URL?: string; MAIL_FROM: string }): Promise<void> {
  await state.worker?.stop();
  state.worker = new MailWorker({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  await state.worker.start();
}

export async function stopMailWorker(): Promise<void> {
  await state.worker?.stop();
  state.worker = undefined;
}
