/**
 * Webhooks (issue 30.3, decision 035): the admin screen's forms, parsed with these schemas in the
 * browser and on the server. What an address may look like is decided here; where its host leads
 * (never a private or loopback address) needs DNS, so the server adds that check
 * (app/services/webhooks.server.ts), at save time and again at every send.
 */
import { isStorableText } from "./fields.ts";
import { deleteIntent, UNKNOWN_ACTION } from "./delete-intent.ts";
import { z } from "./zod.ts";

/** The events an endpoint may ask for, with the words the admin shows beside each. */
export const WEBHOOK_EVENTS = {
  "signup.created": "Someone joined the IRACONNECT list",
  "signup.confirmed": "A member confirmed their e-mail address",
  "referral.confirmed": "A referred friend confirmed (the referral counts)",
  "contact.received": "A contact message arrived",
  "newsletter.subscribed": "Someone asked to subscribe to the newsletter",
  "post.published": "A blog post was published",
  "case_study.published": "A case study was published",
  "page.published": "A page was published",
} as const;
export type WebhookEvent = keyof typeof WEBHOOK_EVENTS;
export const webhookEventTypes = Object.keys(WEBHOOK_EVENTS) as WebhookEvent[];

/** The event "Send test event" sends; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

export const MAX_WEBHOOK_URL_LENGTH = 2000;
export const MAX_WEBHOOK_DESCRIPTION_LENGTH = 200;
/** Endpoints in all: each event is one row per endpoint that wants it. */
export const MAX_WEBHOOK_ENDPOINTS = 20;

/** Why `value` cannot be a webhook address (its form alone; DNS is the server's), or null. */
export function webhookUrlProblem(value: string): string | null {
  if (!/^https?:\/\//i.test(value)) return "URL must start with http:// or https://";
  if (/[\s<>"\\^`{|}]/.test(value) || /[\u0000-\u001f\u007f]/.test(value)) return "URL must not contain spaces or control characters";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "URL must be a link such as https://hooks.example.com/iratech";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "URL must start with http:// or https://";
  if (!url.hostname) return "URL must name a host";
  if (url.username || url.password) return "URL must not contain a user name or password";
  if (url.hash) return "URL must not contain a # fragment";
  return null;
}

const text = (label: string) => z.string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) });

const endpointId = z.uuid({ error: "Unknown endpoint." });

export const WebhookAddSchema = z.object({
  intent: z.literal("add", { error: UNKNOWN_ACTION }),
  url: text("URL")
    .trim()
    .min(1, "URL is required")
    .max(MAX_WEBHOOK_URL_LENGTH, `URL must be at most ${MAX_WEBHOOK_URL_LENGTH} characters`)
    .refine(isStorableText, { message: "URL contains a character that is not allowed", abort: true })
    .superRefine((value, ctx) => {
      const problem = webhookUrlProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  description: text("Description")
    .trim()
    .max(MAX_WEBHOOK_DESCRIPTION_LENGTH, `Description must be at most ${MAX_WEBHOOK_DESCRIPTION_LENGTH} characters`)
    .refine(isStorableText, { message: "Description contains a character that is not allowed", abort: true })
    .optional()
    .transform((value) => value ?? ""),
  events: z
    .array(z.enum(webhookEventTypes as [WebhookEvent, ...WebhookEvent[]], { error: "Choose events from the list" }), { error: "Choose events from the list" })
    .min(1, "Choose at least one event")
    .max(webhookEventTypes.length, "Choose events from the list")
    .transform((events) => [...new Set(events)]),
});
export type WebhookAdd = z.output<typeof WebhookAddSchema>;

export const WebhookToggleSchema = z.object({
  intent: z.literal("toggle", { error: UNKNOWN_ACTION }),
  id: endpointId,
  enabled: z.enum(["on", "off"], { error: "Enabled is either on or off" }).transform((value) => value === "on"),
});

export const WebhookRotateSchema = z.object({ intent: z.literal("rotate", { error: UNKNOWN_ACTION }), id: endpointId });
export const WebhookTestSchema = z.object({ intent: z.literal("test", { error: UNKNOWN_ACTION }), id: endpointId });
export const WebhookReplaySchema = z.object({ intent: z.literal("replay", { error: UNKNOWN_ACTION }), id: z.uuid({ error: "Unknown delivery." }) });
export const WebhookDeleteSchema = deleteIntent(endpointId);

/** Every form of the screen: add, enable or disable, rotate the secret, test, replay, delete. */
export const WebhookFormSchema = z.discriminatedUnion(
  "intent",
  [WebhookAddSchema, WebhookToggleSchema, WebhookRotateSchema, WebhookTestSchema, WebhookReplaySchema, WebhookDeleteSchema],
  { error: UNKNOWN_ACTION },
);
export type WebhookForm = z.output<typeof WebhookFormSchema>;
