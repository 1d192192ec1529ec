/**
 * Every table, index and constraint of the site. The tables of SPEC §3 keep the spec's names and
 * columns; the extra columns are what real operation needs (DESIGN.md, "Data model").
 * Change this file, then `npm run db:generate` to write the next SQL migration.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** kebab-case: lower-case letters and digits separated by single hyphens. */
const SLUG_PATTERN = "^[a-z0-9]+(-[a-z0-9]+)*$";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    check("users_email_normalised", sql`${t.email} = lower(btrim(${t.email})) and ${t.email} like '%_@_%'`),
  ],
);

/** SPEC §3: a row whose user_id matches the signed-in user marks that user as admin. */
export const adminUsers = pgTable("admin_users", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .notNull()
    .unique("admin_users_user_id_unique")
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** SHA-256 of the opaque cookie token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end of the session, whatever its activity. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [uniqueIndex("sessions_token_hash_unique").on(t.tokenHash), index("sessions_user_id_idx").on(t.userId)],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    author: text("author").notNull(),
    content: text("content").notNull(),
    excerpt: text("excerpt"),
    category: text("category"),
    coverImageUrl: text("cover_image_url"),
    tags: textList("tags"),
    isPublished: boolean("is_published").notNull().default(false),
    isFeatured: boolean("is_featured").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("blog_posts_slug_unique").on(t.slug),
    index("blog_posts_published_idx").on(t.isPublished, t.publishedAt),
    check("blog_posts_slug_format", sql`${t.slug} ~ ${sql.raw(`'${SLUG_PATTERN}'`)}`),
    check("blog_posts_title_present", sql`char_length(btrim(${t.title})) between 1 and 200`),
    check("blog_posts_published_has_date", sql`not ${t.isPublished} or ${t.publishedAt} is not null`),
  ],
);

export const caseStudies = pgTable(
  "case_studies",
  {
    /** A readable slug made from the title on insert, e.g. "retail-demand-forecasting". */
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    description: text("description"),
    clientOverview: text("client_overview"),
    businessChallenge: textList("business_challenge"),
    projectObjectives: textList("project_objectives"),
    solution: text("solution"),
    keyFeatures: textList("key_features"),
    securityGovernance: textList("security_governance"),
    impact: textList("impact"),
    whyItMatters: text("why_it_matters"),
    tags: textList("tags"),
    readTime: text("read_time"),
    isPublished: boolean("is_published").notNull().default(false),
    isFeatured: boolean("is_featured").notNull().default(false),
    ctaText: text("cta_text"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("case_studies_published_idx").on(t.isPublished, t.createdAt),
    check("case_studies_id_format", sql`${t.id} ~ ${sql.raw(`'${SLUG_PATTERN}'`)}`),
    check("case_studies_title_present", sql`char_length(btrim(${t.title})) between 1 and 200`),
  ],
);

export const caseStudyResults = pgTable(
  "case_study_results",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    caseStudyId: text("case_study_id")
      .notNull()
      .references(() => caseStudies.id, { onDelete: "cascade", onUpdate: "cascade" }),
    position: integer("position").notNull(),
    metric: text("metric").notNull(),
    beforeValue: text("before_value").notNull().default(""),
    afterValue: text("after_value").notNull().default(""),
  },
  (t) => [uniqueIndex("case_study_results_order").on(t.caseStudyId, t.position)],
);

export const caseStudyTechStack = pgTable(
  "case_study_tech_stack",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    caseStudyId: text("case_study_id")
      .notNull()
      .references(() => caseStudies.id, { onDelete: "cascade", onUpdate: "cascade" }),
    position: integer("position").notNull(),
    category: text("category").notNull(),
    technologies: text("technologies").notNull(),
  },
  (t) => [uniqueIndex("case_study_tech_stack_order").on(t.caseStudyId, t.position)],
);

export const prelaunchSignups = pgTable(
  "prelaunch_signups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Short, random, URL-safe public referral code. */
    refId: text("ref_id").notNull(),
    name: text("name").notNull(),
    /** Stored normalised (trimmed, lower-case); unique. */
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    country: text("country").notNull(),
    role: text("role").notNull(),
    /** ref_id of the member who referred this one. */
    referredBy: text("referred_by"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    userAgent: text("user_agent"),
    /** From the request, never from the payload. */
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("prelaunch_signups_ref_id_unique").on(t.refId),
    uniqueIndex("prelaunch_signups_email_unique").on(t.email),
    index("prelaunch_signups_referred_by_idx").on(t.referredBy),
    index("prelaunch_signups_created_at_idx").on(t.createdAt),
    check("prelaunch_signups_email_normalised", sql`${t.email} = lower(btrim(${t.email}))`),
    check("prelaunch_signups_not_self_referred", sql`${t.referredBy} is null or ${t.referredBy} <> ${t.refId}`),
  ],
);

export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    status: text("status", { enum: ["new", "handled", "spam"] })
      .notNull()
      .default("new"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_submissions_created_at_idx").on(t.createdAt),
    check("contact_submissions_status_valid", sql`${t.status} in ('new', 'handled', 'spam')`),
  ],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    status: text("status", { enum: ["pending", "confirmed", "unsubscribed"] })
      .notNull()
      .default("pending"),
    createdAt: createdAt(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_unique").on(t.email),
    check("newsletter_subscribers_status_valid", sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
    check("newsletter_subscribers_email_normalised", sql`${t.email} = lower(btrim(${t.email}))`),
  ],
);

/** Every outgoing mail is written here first, in the transaction of the data it belongs to. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    check("mail_outbox_status_valid", sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    entityType: text("entity_type"),
    entityId: text("entity_id"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    details: jsonb("details"),
  },
  (t) => [index("audit_log_at_idx").on(t.at)],
);

/**
 * Fixed-window counters shared by every app instance (rate limits and login throttling).
 * One row per key; a window that has expired restarts at the next hit.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * The signup count kept by the database: sixteen rows whose sum is the number of signups, kept by
 * triggers on prelaunch_signups (migration 0005), so a count is never a scan.
 */
export const signupCounts = pgTable("signup_counts", {
  slot: integer("slot").primaryKey(),
  n: bigint("n", { mode: "number" }).notNull().default(0),
});

export type BlogPost = typeof blogPosts.$inferSelect;
export type CaseStudy = typeof caseStudies.$inferSelect;
export type CaseStudyResult = typeof caseStudyResults.$inferSelect;
export type CaseStudyTech = typeof caseStudyTechStack.$inferSelect;
export type PrelaunchSignup = typeof prelaunchSignups.$inferSelect;
export type ContactSubmission = typeof contactSubmissions.$inferSelect;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
