/**
 * The admin search's query (issue 28): `?q=` of 1 to 100 characters, control characters and lone
 * surrogates dropped. The dialog and the JSON endpoint read it with this one schema.
 */
import { cleanFilterText } from "./admin-signups.ts";
import { z } from "./zod.ts";

export const SEARCH_MAX = 100;

export const SEARCH_TEXTS = {
  tooLong: `Search for at most ${SEARCH_MAX} characters.`,
  empty: "Type something to search for.",
  tooMany: "Too many searches: wait a minute and try again.",
  failed: "The search did not answer. Try again.",
} as const;

export const AdminSearchSchema = z.object({
  q: z
    .string({ error: SEARCH_TEXTS.empty })
    .transform(cleanFilterText)
    .pipe(z.string().min(1, SEARCH_TEXTS.empty).max(SEARCH_MAX, SEARCH_TEXTS.tooLong)),
});

/** Words for each kind of result (the dialog's group headings). */
export const SEARCH_KIND_LABELS = {
  post: "Blog posts",
  case_study: "Case studies",
  page: "Pages",
  // The Proof screen's records; "People" alone is the staff.
  testimonial: "Proof: testimonials",
  client: "Proof: clients",
  proof_person: "Proof: people",
  media: "Media",
  signup: "Signups",
  message: "Messages",
  person: "People",
} as const;
