/**
 * Every environment variable the server reads, parsed once with zod at boot. A bad value stops the
 * start with a message that names the variable. `.env.example` lists the same variables.
 */
import path from "node:path";
import { ANALYTICS_RETENTION_DAYS } from "../lib/analytics-events.ts";
import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const positiveInt = (fallback: number) =>
  z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").positive("must be positive").default(fallback);

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number({ error: "must be a port number" }).int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  /** Without it: http://localhost:<PORT> (see below), so a local run on another port mails and shows links that work. */
  SITE_URL: optionalText
    .pipe(z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL such as https://www.example.com" }).optional())
    .transform((v) => v?.replace(/\/+$/, "")),
  DATABASE_URL: optionalText.pipe(
    z
      .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
      .optional(),
  ),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  SEED: z.enum(["auto", "never"], { error: "must be 'auto' or 'never'" }).default("auto"),
  SESSION_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  SESSION_IDLE_MINUTES: positiveInt(120),
  SESSION_MAX_DAYS: positiveInt(7),
  /** Sockets the server holds at most; more wait in the kernel's queue or are refused (issue 16.3). */
  MAX_CONNECTIONS: positiveInt(10_000),
  /**
   * Open sockets per client address (issue 29.1), checked before a byte is parsed; 0 turns the cap
   * off (behind a load balancer every connection comes from it: let it hold the per-client limits).
   */
  CONNECTIONS_PER_ADDRESS: z.coerce.number({ error: "must be a whole number (0 for no cap)" }).int().min(0).default(256),
  /** How long an idle kept-alive connection stays open: longer than a load balancer's idle timeout (60 s on most). */
  KEEP_ALIVE_TIMEOUT_SECONDS: positiveInt(65),
  /** A request's headers must all arrive within this; its whole body within REQUEST_TIMEOUT_SECONDS. */
  HEADERS_TIMEOUT_SECONDS: positiveInt(10),
  REQUEST_TIMEOUT_SECONDS: positiveInt(30),
  /** Open event streams per client address, in all, and their lifetime in seconds (issue 16.3). */
  EVENT_STREAMS_PER_ADDRESS: positiveInt(8),
  EVENT_STREAMS_TOTAL: positiveInt(5_000),
  EVENT_STREAM_MAX_SECONDS: positiveInt(600),
  /** Sign-in posts in progress at once per client address; more are refused 429 (issue 16.2). */
  SIGN_IN_POSTS_PER_ADDRESS: positiveInt(4),
  TRUST_PROXY: z.coerce.number({ error: "must be the number of proxy hops (0 for none)" }).int().min(0).default(0),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional()),
  MAIL_FROM: z.string().trim().min(3).default("Iratech <no-reply@iratech.io>"),
  /** Newsletter mails put in the outbox per minute, across all instances (the send's throttle). */
  NEWSLETTER_PER_MINUTE: positiveInt(60),
  CONTACT_INBOX: optionalText.pipe(z.email({ error: "must be an e-mail address" }).optional()),
  /** IRACONNECT signups accepted per client IP per window (raise it for load tests only). */
  SIGNUP_RATE_LIMIT: positiveInt(10),
  SIGNUP_RATE_WINDOW_SECONDS: positiveInt(600),
  /** Contact messages accepted per client IP per 10 minutes (raise it for load tests only). */
  CONTACT_RATE_LIMIT: positiveInt(5),
  /** Analytics: days raw events are kept before deletion (the rollups stay; issue 27). */
  ANALYTICS_RETENTION_DAYS: positiveInt(ANALYTICS_RETENTION_DAYS),
  /** Analytics events accepted per client IP per minute, per instance (raise it for load tests only). */
  ANALYTICS_RATE_LIMIT: positiveInt(120),
  /** The contact form's anti-bot rule: a message sent sooner than this after the form was shown is kept as spam (0 turns the rule off; the end-to-end servers lower it). */
  FORM_MIN_FILL_MS: z.coerce.number({ error: "must be a whole number of milliseconds" }).int("must be a whole number of milliseconds").min(0, "must be 0 or more").default(3_000),
  /** Turns on GET /metrics (Prometheus text) for `Authorization: Bearer <token>`; unset: no such page. */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  /** Webhooks may go to private and loopback addresses (development and tests only; issue 30.3). */
  WEBHOOKS_ALLOW_PRIVATE: z.enum(["0", "1"], { error: "must be 0 or 1" }).default("0").transform((value) => value === "1"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = Omit<z.infer<typeof EnvSchema>, "SITE_URL"> & { SITE_URL: string };

export class EnvError extends Error {}

/** Parses `source` (process.env by default); throws EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const { PORT, SITE_URL } = result.data;
  return { ...result.data, SITE_URL: SITE_URL ?? `http://localhost:${PORT || 3000}`, DATA_DIR: path.resolve(result.data.DATA_DIR) };
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
