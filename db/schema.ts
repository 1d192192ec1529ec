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
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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

/**
 * First-touch and last-touch attribution of a lead (app/lib/attribution.ts): the UTM source, medium
 * and campaign and the referring site, each at most TOUCH_VALUE_MAX characters.
 */
const TOUCH_FIELDS = ["first_source", "first_medium", "first_campaign", "first_referrer", "last_source", "last_medium", "last_campaign", "last_referrer"] as const;
const touchColumns = () => ({
  firstSource: text("first_source"),
  firstMedium: text("first_medium"),
  firstCampaign: text("first_campaign"),
  firstReferrer: text("first_referrer"),
  lastSource: text("last_source"),
  lastMedium: text("last_medium"),
  lastCampaign: text("last_campaign"),
  lastReferrer: text("last_referrer"),
});
const touchChecks = (table: string) => check(`${table}_touch_lengths`, sql.raw(TOUCH_FIELDS.map((f) => `coalesce(char_length(${f}), 0) <= 100`).join(" and ")));

/** Raw bytes (images): Buffer from pg, Uint8Array from PGlite; both are Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/** kebab-case: lower-case letters and digits separated by single hyphens. */
const SLUG_PATTERN = "^[a-z0-9]+(-[a-z0-9]+)*$";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** The name staff give themselves at setup or invitation (shown in the staff list). */
    name: text("name"),
    /** TOTP secret (base32) once two-factor sign-in is confirmed; null when not enrolled. */
    totpSecret: text("totp_secret"),
    /** The last TOTP time step accepted: a code of that step or an earlier one is a replay. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    check("users_email_normalised", sql`${t.email} = lower(btrim(${t.email})) and ${t.email} like '%_@_%'`),
  ],
);

/**
 * SPEC §3: a row whose user_id matches the signed-in user marks that user as staff, with a role
 * (app/lib/roles.ts). A deactivated row keeps its history but signs nobody in.
 */
export const adminUsers = pgTable(
  "admin_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .unique("admin_users_user_id_unique")
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check("admin_users_role_known", sql`${t.role} in ('owner', 'admin', 'editor', 'contributor')`)],
);

/**
 * Single-use links sent to staff: the first-run setup link, invitations, password resets and
 * e-mail changes. Only the SHA-256 of each 128-bit token is stored.
 */
export const staffTokens = pgTable(
  "staff_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: text("purpose").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** The address the link was sent to (the invitee, the new address of an e-mail change). */
    email: text("email"),
    /** The role an invitation grants. */
    role: text("role"),
    /** The account a reset or e-mail change is for. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("staff_tokens_token_hash_unique").on(t.tokenHash),
    index("staff_tokens_purpose_idx").on(t.purpose, t.expiresAt),
    check("staff_tokens_purpose_known", sql`${t.purpose} in ('setup', 'invite', 'reset', 'email-change')`),
    check("staff_tokens_role_known", sql`${t.role} is null or ${t.role} in ('owner', 'admin', 'editor', 'contributor')`),
  ],
);

/** Two-factor recovery codes: ten per enrolment, stored hashed, each usable once. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("recovery_codes_user_code_unique").on(t.userId, t.codeHash)],
);

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

/**
 * The media library (decision 014): every uploaded image, re-encoded without metadata, its bytes in
 * the database so that N instances need no shared disk. The id is the first 32 hex digits of the
 * SHA-256 of the uploaded file: the same file uploaded twice is one image.
 */
export const media = pgTable(
  "media",
  {
    id: text("id").primaryKey(),
    filename: text("filename").notNull(),
    alt: text("alt").notNull(),
    /** What the upload was (jpeg, png, gif, webp, avif), sniffed from its bytes. */
    sourceFormat: text("source_format").notNull(),
    /** The format of `bytes` and of the fallback variants: png where there is transparency, else jpeg. */
    format: text("format", { enum: ["jpeg", "png"] }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    byteSize: integer("byte_size").notNull(),
    /** The re-encoded master (longest side at most 2400 px), from which variants are made. */
    bytes: bytea("bytes").notNull(),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("media_created_at_idx").on(t.createdAt),
    check("media_id_format", sql`${t.id} ~ '^[0-9a-f]{32}$'`),
    check("media_alt_present", sql`char_length(btrim(${t.alt})) between 1 and 300`),
    check("media_format_valid", sql`${t.format} in ('jpeg', 'png')`),
    check("media_dimensions_positive", sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);

/** A size and format of a media image, made on its first request and kept (served as immutable). */
export const mediaVariants = pgTable(
  "media_variants",
  {
    mediaId: text("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    /** The requested width step (480, 960, 1600) or 0 for the 1200×630 share crop. */
    width: integer("width").notNull(),
    format: text("format", { enum: ["avif", "webp", "jpeg", "png"] }).notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.mediaId, t.width, t.format] }),
    check("media_variants_format_valid", sql`${t.format} in ('avif', 'webp', 'jpeg', 'png')`),
  ],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    author: text("author").notNull(),
    /** The body's Markdown; for a rich-text post, the plain text of `contentDoc` (search, read time, excerpt). */
    content: text("content").notNull(),
    /** A rich-text body (decision 030): the checked editor document; null for a Markdown post. */
    contentDoc: jsonb("content_doc").$type<{ type: "doc"; content: unknown[] }>(),
    excerpt: text("excerpt"),
    category: text("category"),
    coverImageUrl: text("cover_image_url"),
    /** A picture of the media library; an image in use cannot be deleted (restrict). */
    coverMediaId: text("cover_media_id").references(() => media.id, { onDelete: "restrict" }),
    tags: textList("tags"),
    isPublished: boolean("is_published").notNull().default(false),
    isFeatured: boolean("is_featured").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** A draft to be published at this time by the scheduler (one instance does it). */
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    /** In the trash since then (issue 28): hidden from the public and the lists; purged after 30 days. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** A contributor's draft waiting for an editor's review since then (issue 28); null otherwise. */
    reviewRequestedAt: timestamp("review_requested_at", { withTimezone: true }),
    /** The staff account that created the post (migration 0028): a contributor edits only their own drafts. */
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("blog_posts_slug_unique").on(t.slug),
    index("blog_posts_deleted_idx").on(t.deletedAt).where(sql`${t.deletedAt} is not null`),
    index("blog_posts_published_idx").on(t.isPublished, t.publishedAt),
    index("blog_posts_scheduled_idx").on(t.scheduledAt).where(sql`${t.scheduledAt} is not null`),
    index("blog_posts_created_by_idx").on(t.createdBy).where(sql`${t.createdBy} is not null`),
    index("blog_posts_review_idx").on(t.reviewRequestedAt).where(sql`${t.reviewRequestedAt} is not null`),
    check("blog_posts_slug_format", sql`${t.slug} ~ ${sql.raw(`'${SLUG_PATTERN}'`)}`),
    check("blog_posts_title_present", sql`char_length(btrim(${t.title})) between 1 and 200`),
    check("blog_posts_published_has_date", sql`not ${t.isPublished} or ${t.publishedAt} is not null`),
    check("blog_posts_content_doc_is_doc", sql`${t.contentDoc} is null or (${t.contentDoc}->>'type') = 'doc'`),
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
    /** The service it proves and the client's industry (issue 17.3): ids from app/lib/case-study-facets.ts, or null. */
    service: text("service"),
    industry: text("industry"),
    coverMediaId: text("cover_media_id").references(() => media.id, { onDelete: "restrict" }),
    logoMediaId: text("logo_media_id").references(() => media.id, { onDelete: "restrict" }),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    /** In the trash since then (issue 28): hidden from the public and the lists; purged after 30 days. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("case_studies_published_idx").on(t.isPublished, t.createdAt),
    index("case_studies_deleted_idx").on(t.deletedAt).where(sql`${t.deletedAt} is not null`),
    index("case_studies_scheduled_idx").on(t.scheduledAt).where(sql`${t.scheduledAt} is not null`),
    check("case_studies_id_format", sql`${t.id} ~ ${sql.raw(`'${SLUG_PATTERN}'`)}`),
    check("case_studies_title_present", sql`char_length(btrim(${t.title})) between 1 and 200`),
    check("case_studies_service_format", sql`${t.service} is null or (${t.service} ~ ${sql.raw(`'${SLUG_PATTERN}'`)} and char_length(${t.service}) <= 60)`),
    check("case_studies_industry_format", sql`${t.industry} is null or (${t.industry} ~ ${sql.raw(`'${SLUG_PATTERN}'`)} and char_length(${t.industry}) <= 60)`),
    index("case_studies_service_idx").on(t.service),
    index("case_studies_industry_idx").on(t.industry),
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

/**
 * The columns the admin's signup search looks in, joined by a control character (which no search
 * holds) into one text with a trigram index (migration 0031): a match in it is a match in one column.
 */
export const SIGNUP_SEARCH_TEXT = sql.raw(`"name" || E'\\x01' || "email" || E'\\x01' || "ref_id" || E'\\x01' || "phone" || E'\\x01' || coalesce("utm_source", '')`);
/** The inbox search's columns, joined likewise (migration 0031). */
export const CONTACT_SEARCH_TEXT = sql.raw(`"name" || E'\\x01' || "email" || E'\\x01' || "subject" || E'\\x01' || "message"`);

export const prelaunchSignups = pgTable(
  "prelaunch_signups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Short, random, URL-safe public referral code. */
    refId: text("ref_id").notNull(),
    name: text("name").notNull(),
    /** Stored normalised (trimmed, lower-case); unique. */
    email: text("email").notNull(),
    /**
     * The address de-duplication and referral checks use (plus-tags and Gmail dots dropped), set
     * by a trigger on insert from `signup_email_key(email)` (migration 0012); unique.
     */
    emailKey: text("email_key").notNull().default(""),
    /** When the member followed the welcome mail's confirmation link; referrals count from then. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
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
    // Referral quality (issue 29.5, migration 0018): a held referral counts only once staff approve it.
    /** null: counts as usual; 'held': flagged when it confirmed, waiting for staff; 'approved' or 'rejected' by staff. */
    referralHold: text("referral_hold", { enum: ["held", "approved", "rejected"] }),
    /** Why it was held (staff see these; the member never does). */
    referralFlags: text("referral_flags").array(),
    referralReviewedAt: timestamp("referral_reviewed_at", { withTimezone: true }),
    referralReviewedBy: uuid("referral_reviewed_by").references(() => users.id, { onDelete: "set null" }),
    /** The browser it came from: the random id of the first-party device cookie (issue 29.5, device velocity; migration 0030). */
    deviceId: text("device_id"),
    /**
     * The member's counted referrals (COUNTED_REFERRAL), kept by a trigger in the statement that
     * changes a referral (migration 0031, decision 050): the admin list sorts and filters by it.
     */
    referralCount: integer("referral_count").notNull().default(0),
    ...touchColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    touchChecks("prelaunch_signups"),
    uniqueIndex("prelaunch_signups_ref_id_unique").on(t.refId),
    uniqueIndex("prelaunch_signups_email_unique").on(t.email),
    uniqueIndex("prelaunch_signups_email_key_unique").on(t.emailKey),
    index("prelaunch_signups_referred_by_idx").on(t.referredBy),
    index("prelaunch_signups_device_idx").on(t.deviceId, t.createdAt).where(sql`${t.deviceId} is not null`),
    index("prelaunch_signups_referred_confirmed_idx").on(t.referredBy).where(sql`${t.confirmedAt} is not null`),
    index("prelaunch_signups_created_at_idx").on(t.createdAt, t.id),
    // Migration 0031 (decision 050): the sort by most referrals and the tiers; the review queue; the search (pg_trgm).
    index("prelaunch_signups_referral_count_idx").on(t.referralCount.desc(), t.createdAt.desc(), t.id.desc()),
    index("prelaunch_signups_held_idx").on(t.createdAt).where(sql`${t.referralHold} = 'held'`),
    index("prelaunch_signups_search_idx").using("gin", sql`(${SIGNUP_SEARCH_TEXT}) gin_trgm_ops`),
    check("prelaunch_signups_email_normalised", sql`${t.email} = lower(btrim(${t.email}))`),
    check("prelaunch_signups_not_self_referred", sql`${t.referredBy} is null or ${t.referredBy} <> ${t.refId}`),
  ],
);

/**
 * Signups per country, UTM source (null without one) and confirmation, for the admin Signups page's
 * facets and its counts of a country, source or confirmation filter (migration 0031, decision 050):
 * statement triggers on prelaunch_signups add a row of changes per key and statement (+ for added
 * signups, − for removed ones); a key's count is the sum of its rows, folded now and then into one
 * (foldSignupFacets).
 */
export const signupFacetCounts = pgTable("signup_facet_counts", {
  country: text("country").notNull(),
  source: text("source"),
  confirmed: boolean("confirmed").notNull(),
  signups: integer("signups").notNull(),
});

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
    ...touchColumns(),
    /** When staff last answered it from the inbox (migration 0028); null when never. */
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    touchChecks("contact_submissions"),
    index("contact_submissions_created_at_idx").on(t.createdAt, t.id),
    // Migration 0031 (decision 050): the unread tab; the search (pg_trgm).
    index("contact_submissions_unread_idx").on(t.createdAt.desc(), t.id.desc()).where(sql`${t.status} = 'new' and ${t.repliedAt} is null`),
    index("contact_submissions_search_idx").using("gin", sql`(${CONTACT_SEARCH_TEXT}) gin_trgm_ops`),
    check("contact_submissions_status_valid", sql`${t.status} in ('new', 'handled', 'spam')`),
  ],
);

/** Staff's replies to a contact message (migration 0028): the message's thread, each sent through the outbox. */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => contactSubmissions.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    /** The author's name (or address) when they wrote it: the thread keeps it after the account goes. */
    authorName: text("author_name").notNull(),
    outboxId: uuid("outbox_id").references(() => mailOutbox.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_replies_submission_idx").on(t.submissionId, t.createdAt),
    check("contact_replies_body_length", sql`char_length(${t.body}) between 1 and 5000`),
    check("contact_replies_author_length", sql`char_length(${t.authorName}) between 1 and 320`),
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
    /** Set when an SMTP server refused the address for good (5xx): newsletter sends skip it. */
    bouncedAt: timestamp("bounced_at", { withTimezone: true }),
    bounceReason: text("bounce_reason"),
    ...touchColumns(),
  },
  (t) => [
    touchChecks("newsletter_subscribers"),
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
    /** Extra header lines (List-Unsubscribe...), name to value; names and values on one line. */
    headers: jsonb("headers").$type<Record<string, string>>(),
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
    index("mail_outbox_to_address_idx").on(t.toAddress, t.createdAt),
    check("mail_outbox_status_valid", sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

/**
 * A blog post sent to the newsletter's confirmed subscribers: one row per post (starting it again
 * adds only subscribers who have not had it), with who started it.
 */
export const newsletterSends = pgTable(
  "newsletter_sends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    startedBy: uuid("started_by").references(() => users.id, { onDelete: "set null" }),
    startedByEmail: text("started_by_email"),
    createdAt: createdAt(),
    // The composer (migration 0027, decision 041): the mail's own words, body, audience and time.
    intro: text("intro").notNull().default(""),
    body: text("body", { enum: ["excerpt", "full"] })
      .notNull()
      .default("excerpt"),
    /** `all`, `source:<first source>` or `tag:<tag>` (app/lib/schemas/newsletter-send.ts). */
    segment: text("segment").notNull().default("all"),
    status: text("status", { enum: ["scheduled", "started", "cancelled"] })
      .notNull()
      .default("started"),
    /** Publish the (draft) post when the send starts: "publish and send". */
    publishPost: boolean("publish_post").notNull().default(false),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }),
  },
  (t) => [
    index("newsletter_sends_post_idx").on(t.postId),
    index("newsletter_sends_created_at_idx").on(t.createdAt),
    index("newsletter_sends_due_idx").on(t.scheduledAt).where(sql`${t.status} = 'scheduled'`),
    check("newsletter_sends_body_valid", sql`${t.body} in ('excerpt', 'full')`),
    check("newsletter_sends_status_valid", sql`${t.status} in ('scheduled', 'started', 'cancelled')`),
    check("newsletter_sends_scheduled_has_time", sql`${t.status} <> 'scheduled' or ${t.scheduledAt} is not null`),
    check("newsletter_sends_text_lengths", sql`char_length(${t.subject}) <= 200 and char_length(${t.intro}) <= 4000 and char_length(${t.segment}) <= 120`),
  ],
);

/**
 * One subscriber's copy of a send. The primary key (post, subscriber) is what makes a post reach a
 * subscriber at most once, whatever instances, restarts or double clicks do. A row waits (no
 * outbox_id) until the throttled feeder puts its mail in the outbox; the outbox's status is copied
 * here by a trigger (migration 0010).
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    postId: uuid("post_id").notNull(),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    sendId: uuid("send_id")
      .notNull()
      .references(() => newsletterSends.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "sent", "failed", "skipped"] })
      .notNull()
      .default("pending"),
    outboxId: uuid("outbox_id").references(() => mailOutbox.id, { onDelete: "set null" }),
    error: text("error"),
    createdAt: createdAt(),
    enqueuedAt: timestamp("enqueued_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.subscriberId] }),
    index("newsletter_deliveries_send_idx").on(t.sendId, t.status),
    index("newsletter_deliveries_waiting_idx").on(t.createdAt).where(sql`${t.outboxId} is null and ${t.status} = 'pending'`),
    index("newsletter_deliveries_enqueued_idx").on(t.enqueuedAt),
    index("newsletter_deliveries_outbox_idx").on(t.outboxId),
    check("newsletter_deliveries_status_valid", sql`${t.status} in ('pending', 'sent', 'failed', 'skipped')`),
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
 * Site-wide settings, one row per key (app/models/site-settings.server.ts): a value of any JSON
 * shape, when it was last changed and by whom. A missing row means the setting's default.
 */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
});

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
 * Keys the instances share when SESSION_SECRET is not set and the database is a server (issue
 * 16.6): the first instance to boot inserts a random key, every other one reads that row.
 */
export const instanceSecrets = pgTable("instance_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The signup count kept by the database: sixteen rows whose sum is the number of signups, kept by
 * triggers on prelaunch_signups (migration 0005), so a count is never a scan.
 */
export const signupCounts = pgTable("signup_counts", {
  slot: integer("slot").primaryKey(),
  n: bigint("n", { mode: "number" }).notNull().default(0),
});

export type Media = typeof media.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
export type CaseStudy = typeof caseStudies.$inferSelect;
export type CaseStudyResult = typeof caseStudyResults.$inferSelect;
export type CaseStudyTech = typeof caseStudyTechStack.$inferSelect;
export type PrelaunchSignup = typeof prelaunchSignups.$inferSelect;
export type ContactSubmission = typeof contactSubmissions.$inferSelect;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;

/**
 * The kinds of record that have previews and revisions (issue 14.4, 14.6). Written here, not
 * imported from app/lib/content-kinds.ts, because db/ imports nothing from app/; the model
 * app/models/revisions.server.ts checks that the two lists agree.
 */
export const contentKinds = ["blog_post", "case_study"] as const;
export type ContentKind = (typeof contentKinds)[number];

/**
 * "Share preview" links (issue 14.4): someone without an account reads a draft with the link. Only
 * the SHA-256 of each 128-bit token is stored; a link lives 7 days unless it is revoked sooner.
 */
export const contentPreviewLinks = pgTable(
  "content_preview_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entityType: text("entity_type", { enum: contentKinds }).notNull(),
    entityId: text("entity_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdByEmail: text("created_by_email"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("content_preview_links_token_hash_unique").on(t.tokenHash),
    index("content_preview_links_entity_idx").on(t.entityType, t.entityId),
    check("content_preview_links_entity_type_known", sql`${t.entityType} in ('blog_post', 'case_study')`),
  ],
);

/**
 * Every save of a post or case study (issue 14.6): who, when, and the editor's content as saved
 * (the form's values), so that any one can be compared and restored as a new revision.
 */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Pages' revisions too (issue 26): the check below and migration 0016 allow 'page'.
    entityType: text("entity_type", { enum: ["blog_post", "case_study", "page"] }).notNull(),
    entityId: text("entity_id").notNull(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    authorEmail: text("author_email"),
    title: text("title").notNull(),
    /** The saved values, as the editor's schema gives them. */
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    /** The revision this one restored, when it was made by Restore. */
    restoredFrom: uuid("restored_from"),
    createdAt: createdAt(),
  },
  (t) => [
    index("content_revisions_entity_idx").on(t.entityType, t.entityId, t.createdAt),
    check("content_revisions_entity_type_known", sql`${t.entityType} in ('blog_post', 'case_study', 'page')`),
  ],
);
export type ContentPreviewLink = typeof contentPreviewLinks.$inferSelect;
export type ContentRevision = typeof contentRevisions.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Navigation and redirects (issue 26.4, decision 031)

/**
 * Redirects answered before any page renders (server/fast-path.ts): a site path to another path of
 * the site or an http(s) address. Staff add them in the admin; a post's changed slug adds one
 * (app/services/redirects.server.ts keeps them free of loops and chains).
 */
export const redirects = pgTable(
  "redirects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fromPath: text("from_path").notNull(),
    toPath: text("to_path").notNull(),
    status: integer("status").notNull().default(301),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("redirects_from_path_unique").on(t.fromPath),
    index("redirects_to_path_idx").on(t.toPath),
    check("redirects_status_known", sql`${t.status} in (301, 302)`),
    check("redirects_from_path_site", sql`left(${t.fromPath}, 1) = '/' and length(${t.fromPath}) between 2 and 300`),
    check("redirects_to_path_length", sql`length(${t.toPath}) between 1 and 2000`),
    check("redirects_not_to_itself", sql`${t.fromPath} <> ${t.toPath}`),
  ],
);
export type Redirect = typeof redirects.$inferSelect;

// Analytics (issue 27, decision 033, migration 0019): cookieless events and their rollups.

/** One random salt per UTC day; a visitor id is a hash of it, the site, the address and the user agent. Deleted after 48 hours. */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day").primaryKey(),
  salt: text("salt").notNull(),
  createdAt: createdAt(),
});

/** Raw events, append-only: pageviews and named events, as the collection endpoint stored them. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    createdAt: createdAt(),
    visitor: text("visitor").notNull(),
    name: text("name").notNull(),
    path: text("path").notNull(),
    detail: text("detail"),
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    device: text("device").notNull(),
    browser: text("browser"),
    os: text("os"),
    country: text("country"),
    /** The visitor's landing-test assignments when the event was sent ("<test>:<arm>" joined by "."; decision 037). */
    variant: text("variant"),
  },
  (t) => [index("analytics_events_created_at_idx").on(t.createdAt)],
);

/** One row per visit, with the dimensions of its first event (the rollup the dashboard reads). */
export const analyticsVisits = pgTable(
  "analytics_visits",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    visitor: text("visitor").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }).notNull(),
    entryPath: text("entry_path").notNull(),
    exitPath: text("exit_path").notNull(),
    pageviews: integer("pageviews").notNull().default(0),
    events: integer("events").notNull().default(0),
    paths: text("paths").array().notNull().default(sql`'{}'`),
    names: text("names").array().notNull().default(sql`'{}'`),
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    device: text("device").notNull(),
    browser: text("browser"),
    os: text("os"),
    country: text("country"),
  },
  (t) => [index("analytics_visits_started_at_idx").on(t.startedAt), index("analytics_visits_visitor_idx").on(t.visitor, t.endedAt)],
);

/** Events per UTC hour, name and path. */
export const analyticsHourly = pgTable(
  "analytics_hourly",
  {
    hour: timestamp("hour").notNull(),
    name: text("name").notNull(),
    path: text("path").notNull(),
    events: integer("events").notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.name, t.path] })],
);

/** Events per UTC day, name and path. */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day").notNull(),
    name: text("name").notNull(),
    path: text("path").notNull(),
    events: integer("events").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.name, t.path] })],
);

/** The rollup job's place in the raw events. */
export const analyticsRollupState = pgTable("analytics_rollup_state", {
  id: integer("id").primaryKey(),
  lastEventId: bigint("last_event_id", { mode: "number" }).notNull(),
});

/* ---------- Pages from blocks and proof collections (issue 26, migration 0016) ---------- */

/**
 * A public page made of blocks (app/lib/blocks/schema.ts). The live columns (title, SEO, blocks)
 * are what visitors see once `status` is published; `draft` holds the editor's working copy
 * (title, breadcrumb, seo, blocks as the page schema gives them) until it is published, and
 * `publish_at` is when the scheduler publishes that draft. Every save is also a revision
 * (content_revisions, entity type 'page'), so a page whose stored blocks no longer render shows
 * its last good revision.
 */
export const pages = pgTable(
  "pages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    path: text("path").notNull(),
    title: text("title").notNull(),
    breadcrumb: text("breadcrumb"),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    keywords: textList("keywords"),
    shareMediaId: text("share_media_id").references(() => media.id, { onDelete: "restrict" }),
    canonical: text("canonical"),
    noindex: boolean("noindex").notNull().default(false),
    status: text("status", { enum: ["draft", "published"] }).notNull().default("draft"),
    blocks: jsonb("blocks").$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    draft: jsonb("draft").$type<Record<string, unknown>>(),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("pages_path_unique").on(t.path),
    index("pages_publish_at_idx").on(t.publishAt).where(sql`${t.publishAt} is not null`),
    check("pages_path_format", sql`${t.path} ~ '^/([a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*)?$' and char_length(${t.path}) <= 200`),
    check("pages_title_present", sql`char_length(btrim(${t.title})) between 1 and 120`),
    check("pages_status_valid", sql`${t.status} in ('draft', 'published')`),
    check("pages_published_has_date", sql`${t.status} <> 'published' or ${t.publishedAt} is not null`),
    check("pages_blocks_list", sql`jsonb_typeof(${t.blocks}) = 'array'`),
  ],
);
export type PageRow = typeof pages.$inferSelect;

/** The kinds of record kept in content_revisions: posts and case studies, and pages. */
export const revisionEntityTypes = [...contentKinds, "page"] as const;
export type RevisionEntityType = (typeof revisionEntityTypes)[number];

/** A client shown in logo strips: its name, its logo from the media library and its site. */
export const clients = pgTable(
  "clients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    logoMediaId: text("logo_media_id").references(() => media.id, { onDelete: "restrict" }),
    url: text("url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("clients_name_unique").on(t.name),
    check("clients_name_present", sql`char_length(btrim(${t.name})) between 1 and 120`),
  ],
);
export type ClientRow = typeof clients.$inferSelect;

/** A named testimonial; blocks reference it by id, so one quote can appear on several pages. */
export const testimonials = pgTable(
  "testimonials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quote: text("quote").notNull(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    company: text("company").notNull(),
    photoMediaId: text("photo_media_id").references(() => media.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("testimonials_quote_present", sql`char_length(btrim(${t.quote})) between 1 and 1000`),
    check("testimonials_name_present", sql`char_length(btrim(${t.name})) between 1 and 120`),
  ],
);
export type TestimonialRow = typeof testimonials.$inferSelect;

/** A member of the team, for team grids. */
export const people = pgTable(
  "people",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    bio: text("bio"),
    photoMediaId: text("photo_media_id").references(() => media.id, { onDelete: "restrict" }),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("people_name_present", sql`char_length(btrim(${t.name})) between 1 and 120`)],
);
export type PersonRow = typeof people.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Webhooks (issue 30.3, decision 035)

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;

/** An address staff added to be told of events; `secret` signs every delivery (HMAC-SHA256). */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    events: text("events").array().notNull().default(sql`'{}'::text[]`),
    enabled: boolean("enabled").notNull().default(true),
    secret: text("secret").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("webhook_endpoints_url_http", sql`${t.url} ~* '^https?://' and char_length(${t.url}) <= 2000`),
    check("webhook_endpoints_description_length", sql`char_length(${t.description}) <= 200`),
  ],
);
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/** One event for one endpoint: the queue the scheduler's worker sends from, and the delivery log. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventId: uuid("event_id").notNull(),
    eventType: text("event_type").notNull(),
    /** The JSON body exactly as sent (and signed). */
    body: text("body").notNull(),
    status: text("status", { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastStatusCode: integer("last_status_code"),
    lastResponse: text("last_response"),
    lastError: text("last_error"),
    lastDurationMs: integer("last_duration_ms"),
    replayOf: uuid("replay_of"),
    createdAt: createdAt(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt),
    check("webhook_deliveries_status_valid", sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Each try to send a delivery: what the receiver answered (capped), or why it could not be sent. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
    statusCode: integer("status_code"),
    durationMs: integer("duration_ms").notNull(),
    responseExcerpt: text("response_excerpt"),
    error: text("error"),
  },
  (t) => [index("webhook_attempts_delivery_idx").on(t.deliveryId, t.attempt)],
);

// ---------------------------------------------------------------------------------------------
// Waitlist (issue 30.1, 30.2, migration 0022, decision 036): places in line are computed, never stored.

/** One row (id 1): how many places a confirmed referral moves its referrer up. */
export const waitlistSettings = pgTable(
  "waitlist_settings",
  {
    id: integer("id").primaryKey().default(1),
    placesPerReferral: integer("places_per_referral").notNull().default(10),
    updatedAt: updatedAt(),
  },
  (t) => [check("waitlist_settings_one_row", sql`${t.id} = 1`), check("waitlist_settings_places_range", sql`${t.placesPerReferral} between 0 and 100000`)],
);

/** Rewards staff set, reached by the member's stored token balance (SPEC §9's tiers are the seeded ones). */
export const waitlistMilestones = pgTable(
  "waitlist_milestones",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokens: integer("tokens").notNull(),
    name: text("name").notNull(),
    reward: text("reward").notNull(),
    mailSubject: text("mail_subject").notNull(),
    mailBody: text("mail_body").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("waitlist_milestones_tokens_unique").on(t.tokens),
    uniqueIndex("waitlist_milestones_name_unique").on(sql`lower(${t.name})`),
    check("waitlist_milestones_tokens_range", sql`${t.tokens} between 1 and 100000000`),
  ],
);
export type WaitlistMilestoneRow = typeof waitlistMilestones.$inferSelect;

/** The milestone mails queued: one per member and milestone, ever. */
export const waitlistMilestoneMails = pgTable(
  "waitlist_milestone_mails",
  {
    refId: text("ref_id")
      .notNull()
      .references(() => prelaunchSignups.refId, { onDelete: "cascade" }),
    milestoneId: uuid("milestone_id")
      .notNull()
      .references(() => waitlistMilestones.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: "waitlist_milestone_mails_pk", columns: [t.refId, t.milestoneId] })],
);

/** "A friend joined: you moved up": one per confirmed referral, ever. */
export const waitlistMoves = pgTable("waitlist_moves", {
  referralRefId: text("referral_ref_id")
    .primaryKey()
    .references(() => prelaunchSignups.refId, { onDelete: "cascade" }),
  referrerRefId: text("referrer_ref_id")
    .notNull()
    .references(() => prelaunchSignups.refId, { onDelete: "cascade" }),
  place: integer("place").notNull(),
  createdAt: createdAt(),
});

/** Members who chose to show on the public leaderboard, with the name they chose (never an e-mail). */
export const waitlistLeaderboard = pgTable(
  "waitlist_leaderboard",
  {
    refId: text("ref_id")
      .primaryKey()
      .references(() => prelaunchSignups.refId, { onDelete: "cascade" }),
    displayName: text("display_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("waitlist_leaderboard_name_length", sql`char_length(${t.displayName}) between 1 and 40`)],
);


/* ---------- landing tests (issue 30.4, decision 037) ---------- */

/** A page's original ("a") against one variant of its blocks ("b"), `split` percent of visitors to the variant. */
export const landingTests = pgTable(
  "landing_tests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    pageId: uuid("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    variantBlocks: jsonb("variant_blocks").$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    split: integer("split").notNull().default(50),
    status: text("status", { enum: ["draft", "running", "ended"] }).notNull().default("draft"),
    winner: text("winner", { enum: ["a", "b"] }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("landing_tests_one_open_per_page").on(t.pageId).where(sql`${t.status} in ('draft', 'running')`),
    check("landing_tests_name_present", sql`char_length(btrim(${t.name})) between 1 and 120`),
    check("landing_tests_split_range", sql`${t.split} between 1 and 99`),
    check("landing_tests_status_valid", sql`${t.status} in ('draft', 'running', 'ended')`),
    check("landing_tests_winner_valid", sql`${t.winner} is null or ${t.winner} in ('a', 'b')`),
    check("landing_tests_blocks_list", sql`jsonb_typeof(${t.variantBlocks}) = 'array'`),
  ],
);
export type LandingTestRow = typeof landingTests.$inferSelect;

/** A signup or contact message from a visitor assigned to a test's arm. */
export const landingTestConversions = pgTable(
  "landing_test_conversions",
  {
    testId: uuid("test_id")
      .notNull()
      .references(() => landingTests.id, { onDelete: "cascade" }),
    arm: text("arm", { enum: ["a", "b"] }).notNull(),
    kind: text("kind", { enum: ["signup", "contact"] }).notNull(),
    subject: text("subject").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.testId, t.kind, t.subject] }),
    check("landing_test_conversions_arm_valid", sql`${t.arm} in ('a', 'b')`),
    check("landing_test_conversions_kind_valid", sql`${t.kind} in ('signup', 'contact')`),
  ],
);

// --- Passkeys (issue 29.7, decision 038; migration 0024) ----------------------------------------

/** A staff member's WebAuthn credential: a second factor, and a sign-in of its own. */
export const staffPasskeys = pgTable(
  "staff_passkeys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The credential's id as the browser sends it (base64url). */
    credentialId: text("credential_id").notNull(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    /** The authenticator's signature counter last seen (0 for authenticators that do not count). */
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports").array().notNull().default(sql`'{}'`),
    name: text("name").notNull(),
    /** 'singleDevice' or 'multiDevice' (synced). */
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("staff_passkeys_credential_unique").on(t.credentialId),
    index("staff_passkeys_user_idx").on(t.userId),
    check("staff_passkeys_name_present", sql`char_length(btrim(${t.name})) between 1 and 60`),
    check("staff_passkeys_counter_positive", sql`${t.counter} >= 0`),
  ],
);
export type StaffPasskeyRow = typeof staffPasskeys.$inferSelect;

/** A WebAuthn challenge handed out and not yet answered: used once, within a few minutes. */
export const webauthnChallenges = pgTable(
  "webauthn_challenges",
  {
    challenge: text("challenge").primaryKey(),
    purpose: text("purpose").notNull(),
    /** Who registers, or whose pending sign-in it completes; null for a sign-in with a passkey alone. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The pending sign-in (its nonce) a second-factor challenge belongs to. */
    pendingNonce: text("pending_nonce"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("webauthn_challenges_expires_idx").on(t.expiresAt),
    check("webauthn_challenges_purpose_known", sql`${t.purpose} in ('register', 'sign-in', 'second-factor')`),
  ],
);


// Newsletter results (issue 27.3, decision 041, migration 0027): opens (a pixel) and clicks (a
// signed redirect) per send and recipient; erased with the subscriber.

/** The send and the subscriber an open or a click belongs to; both rows go with either. */
const recipientOfSend = () => ({
  sendId: uuid("send_id")
    .notNull()
    .references(() => newsletterSends.id, { onDelete: "cascade" }),
  subscriberId: uuid("subscriber_id")
    .notNull()
    .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
});

/** A recipient who loaded the send's pixel: when first, and how often. */
export const newsletterOpens = pgTable(
  "newsletter_opens",
  {
    ...recipientOfSend(),
    firstOpenedAt: timestamp("first_opened_at", { withTimezone: true }).notNull().defaultNow(),
    opens: integer("opens").notNull().default(1),
  },
  (t) => [primaryKey({ name: "newsletter_opens_pk", columns: [t.sendId, t.subscriberId] }), index("newsletter_opens_subscriber_idx").on(t.subscriberId)],
);

/** A recipient who followed a link of the send: which, when first, and how often. */
export const newsletterClicks = pgTable(
  "newsletter_clicks",
  {
    ...recipientOfSend(),
    url: text("url").notNull(),
    firstClickedAt: timestamp("first_clicked_at", { withTimezone: true }).notNull().defaultNow(),
    clicks: integer("clicks").notNull().default(1),
  },
  (t) => [
    primaryKey({ name: "newsletter_clicks_pk", columns: [t.sendId, t.subscriberId, t.url] }),
    index("newsletter_clicks_subscriber_idx").on(t.subscriberId),
    check("newsletter_clicks_url_length", sql`char_length(${t.url}) between 1 and 2000`),
  ],
);
