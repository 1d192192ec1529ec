/**
 * The admin's newsletter composer (issue 28.5): a post, the mail's own subject and intro, the
 * excerpt or the whole post, an audience, and a test, a send now or a send at a time. The same
 * fields travel in the preview's address (GET) and in every button's form (POST).
 */
import { optionalSchedule, scheduleOffset } from "./fields.ts";
import { z } from "./zod.ts";

const CHOOSE = "Choose a post.";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Control characters (but tab and line breaks in the intro) and lone surrogates are refused, not stored.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const newsletterPostId = z
  .string({ error: CHOOSE })
  .trim()
  .regex(UUID, CHOOSE)
  .transform((id) => id.toLowerCase());

export const SUBJECT_MAX = 200;
export const INTRO_MAX = 4000;
export const SEGMENT_VALUE_MAX = 100;

/** Blank: the post's title. */
const subject = z
  .string()
  .trim()
  .max(SUBJECT_MAX, `The subject must be at most ${SUBJECT_MAX} characters.`)
  .refine((value) => !CONTROL.test(value) && !/[\r\n]/.test(value), "The subject has characters that cannot be sent.")
  .optional()
  .transform((value) => value || null);

const intro = z
  .string()
  .max(INTRO_MAX, `The intro must be at most ${INTRO_MAX} characters.`)
  .refine((value) => !CONTROL.test(value), "The intro has characters that cannot be sent.")
  .optional()
  .transform((value) => (value ?? "").replace(/\r\n?/g, "\n").trim());

export const NEWSLETTER_BODIES = ["excerpt", "full"] as const;
export type NewsletterBody = (typeof NEWSLETTER_BODIES)[number];
const body = z.enum(NEWSLETTER_BODIES, { error: "Choose the excerpt or the whole post." }).optional().default("excerpt");

/** Who receives a send: every confirmed subscriber, those who signed up from a source, or readers of a tag. */
export type Segment = { kind: "all" } | { kind: "source"; value: string } | { kind: "tag"; value: string };

/** `all`, `source:<value>` or `tag:<value>`, as the audience select sends it and the send row keeps it. */
export function parseSegment(text: string): Segment | null {
  if (text === "all") return { kind: "all" };
  const match = /^(source|tag):(.+)$/s.exec(text);
  if (!match) return null;
  const value = match[2]!;
  if (value.length > SEGMENT_VALUE_MAX || CONTROL.test(value) || value.trim() !== value || value === "") return null;
  return { kind: match[1] as "source" | "tag", value };
}

export function segmentText(segment: Segment): string {
  return segment.kind === "all" ? "all" : `${segment.kind}:${segment.value}`;
}

const segment = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const parsed = parseSegment(value ?? "all");
    if (!parsed) {
      ctx.addIssue({ code: "custom", message: "Choose an audience." });
      return z.NEVER;
    }
    return parsed;
  });

/** The composer's fields (the preview's address and every button's hidden fields). */
export const NewsletterComposeSchema = z.object({ postId: newsletterPostId, subject, intro, body, segment });
export type NewsletterCompose = z.output<typeof NewsletterComposeSchema>;

const sendAt = optionalSchedule.refine((value) => value !== null, "Choose when to send it.");

export const NewsletterSendActionSchema = z.discriminatedUnion(
  "intent",
  [
    NewsletterComposeSchema.extend({ intent: z.literal("test") }),
    // The button of the confirmation step carries confirm=yes: a send needs two deliberate clicks.
    // publish=yes (a draft's "publish and send") publishes the post in the same step.
    NewsletterComposeSchema.extend({
      intent: z.literal("send"),
      confirm: z.literal("yes", { error: "Confirm the send first." }),
      publish: z.literal("yes").optional(),
    }),
    NewsletterComposeSchema.extend({ intent: z.literal("schedule"), sendAt, scheduleOffset, publish: z.literal("yes").optional() }),
    z.object({ intent: z.literal("cancel"), sendId: newsletterPostId }),
  ],
  { error: "Unknown action." },
);

export type NewsletterSendAction = z.output<typeof NewsletterSendActionSchema>;

export { scheduleMoment as scheduleMomentOf } from "./fields.ts";
