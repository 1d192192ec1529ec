/** The Signups tab's query string (search and page); bad values fall back instead of failing. */
import { z } from "./zod.ts";

export const SIGNUPS_PAGE_SIZE = 50;

export const adminSignupsQuerySchema = z.object({
  // A search longer than any real one is cut, not refused.
  q: z.string().trim().transform((v) => v.slice(0, 200)).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});

export function parseAdminSignupsQuery(url: URL): { q: string; page: number } {
  const parsed = adminSignupsQuerySchema.parse(Object.fromEntries(url.searchParams));
  return { q: parsed.q ?? "", page: parsed.page ?? 1 };
}

/** The review queue's buttons (issue 29.5): approve or reject one held referral. */
export const referralReviewSchema = z.object({
  intent: z.enum(["approve", "reject"], { error: "Unknown action." }),
  refId: z.string({ error: "Unknown signup." }).regex(/^[A-Za-z0-9_-]{4,32}$/, "Unknown signup."),
});
