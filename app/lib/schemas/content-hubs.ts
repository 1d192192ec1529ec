/**
 * The content hubs' words (the site setting "hubs", see app/lib/content-hubs.ts): the form under
 * Site settings and the server parse with this schema, and the stored JSON is read back through
 * `readContentHubs`, so a value stored by hand or by an older version can never break /blog.
 */
import { contentHubDefaults, type ContentHubs } from "../content-hubs.ts";
import { requiredText, storable } from "./fields.ts";
import { z } from "./zod.ts";

export const MAX_HUB_KEYWORDS = 12;
export const MAX_HUB_KEYWORD_LENGTH = 40;

/** Keywords as staff type them: one field, separated by commas; blanks and repeats dropped. */
const keywords = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(600, `${label} must be at most 600 characters`)
    .check(storable(label))
    .optional()
    .transform((value) => [...new Set((value ?? "").split(",").map((word) => word.trim()).filter(Boolean))])
    .pipe(
      z
        .array(z.string().max(MAX_HUB_KEYWORD_LENGTH, `${label}: each keyword must be at most ${MAX_HUB_KEYWORD_LENGTH} characters`))
        .max(MAX_HUB_KEYWORDS, `${label}: at most ${MAX_HUB_KEYWORDS} keywords`),
    );

const hub = (name: string) =>
  z.object(
    {
      title: requiredText(`${name}: page title`, 90),
      description: requiredText(`${name}: description`, 300),
      keywords: keywords(`${name}: keywords`),
      heroTitle: requiredText(`${name}: heading`, 90),
      heroSubtitle: requiredText(`${name}: introduction`, 300),
    },
    { error: `${name} must be a group of fields` },
  );

export const contentHubsSchema = z.object({ blog: hub("Blog"), caseStudies: hub("Case studies") });

/** The stored shape: keywords as a list (the form sends them as one line). */
const storedHubSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  keywords: z.array(z.string()),
  heroTitle: z.string().min(1),
  heroSubtitle: z.string().min(1),
});

/** The stored value as hubs: each hub's stored words when readable, else today's. */
export function readContentHubs(stored: unknown): ContentHubs {
  const value = (stored && typeof stored === "object" ? stored : {}) as Record<string, unknown>;
  const read = (key: keyof ContentHubs) => {
    const parsed = storedHubSchema.safeParse(value[key]);
    return parsed.success ? parsed.data : contentHubDefaults[key];
  };
  return { blog: read("blog"), caseStudies: read("caseStudies") };
}
