/** The admin's Newsletter page: send a published post to yourself as a test, or to the subscribers. */
import { z } from "./zod.ts";

const CHOOSE = "Choose a published post.";

export const newsletterPostId = z
  .string({ error: CHOOSE })
  .trim()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, CHOOSE)
  .transform((id) => id.toLowerCase());

export const NewsletterSendActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("test"), postId: newsletterPostId }),
    // The button of the confirmation step carries confirm=yes: a send needs two deliberate clicks.
    z.object({ intent: z.literal("send"), postId: newsletterPostId, confirm: z.literal("yes", { error: "Confirm the send first." }) }),
  ],
  { error: "Unknown action." },
);

export type NewsletterSendAction = z.output<typeof NewsletterSendActionSchema>;
