/**
 * Field rules shared by the content editors' schemas, and the check that text can be stored, which
 * every schema of text from outside uses (the public forms too).
 */
import { z } from "./zod.ts";
import { cleanList, SLUG_PATTERN, trimList } from "../content.ts";

// Matches a UTF-16 surrogate without its partner (the only way a JS string can fail to be Unicode).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Text PostgreSQL keeps exactly as sent. It refuses U+0000 outright (an insert would fail: a 5xx
 * for what is bad input), and a lone surrogate, which JSON can carry ("\ud800"), has no UTF-8 form
 * and would be stored as U+FFFD. Every schema a stranger's text goes through refuses both.
 */
export function isStorableText(value: string): boolean {
  return !value.includes("\u0000") && !LONE_SURROGATE.test(value);
}

export const notStorableMessage = (label: string) => `${label} contains a character that is not allowed`;

/** The check for `isStorableText`, for a zod string: `.check(storable("Name"))`. */
export const storable = (label: string) => z.refine<string>(isStorableText, { error: notStorableMessage(label), abort: true });

/**
 * A text field's type check: a field sent twice (a list), or with a path (an object), is not text.
 * `required` words the message for a field that is missing altogether.
 */
const text = (label: string, { required = false } = {}) =>
  z.string({ error: (issue) => (required && issue.input === undefined ? `${label} is required` : `${label} must be text`) });

/** An optional free-text field: blank means absent; trimmed; bounded. */
export const optionalText = (label: string, max: number) =>
  text(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .check(storable(label))
    .optional()
    .transform((value) => value || null);

export const requiredText = (label: string, max: number) =>
  text(label, { required: true })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .check(storable(label));

export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;
export const MAX_LIST_ITEMS = 30;

/** SPEC §5: trimmed, blanks ignored, no duplicates. */
export const tagList = z
  .array(text("A tag").max(MAX_TAG_LENGTH, `A tag must be at most ${MAX_TAG_LENGTH} characters`).check(storable("A tag")).optional(), {
    error: "Tags must be a list",
  })
  .optional()
  .transform((tags) => cleanList(tags ?? []))
  .pipe(z.array(z.string()).max(MAX_TAGS, `At most ${MAX_TAGS} tags`));

/** A list of sentences (challenges, objectives...): trimmed, blanks ignored, order kept. */
export const textList = (label: string, maxItemLength = 500) =>
  z
    .array(
      text(`${label}: an item`)
        .max(maxItemLength, `${label}: each item must be at most ${maxItemLength} characters`)
        .check(storable(`${label}: an item`))
        .optional(),
      { error: `${label} must be a list` },
    )
    .optional()
    .transform((items) => trimList(items ?? []))
    .pipe(z.array(z.string()).max(MAX_LIST_ITEMS, `${label}: at most ${MAX_LIST_ITEMS} items`));

/**
 * A checkbox: present ('on', what browsers send for a checked box) means true; absent means false,
 * whatever the form's initial value. Any other value is not from our form.
 */
export const checkbox = (label: string) =>
  z
    .boolean({ error: `${label} is either on or off` })
    .optional()
    .transform((value) => value === true);

export const optionalSlug = text("Slug")
  .trim()
  .toLowerCase()
  .max(100, "Slug must be at most 100 characters")
  .refine((value) => value === "" || SLUG_PATTERN.test(value), {
    message: "Slug may contain only lower-case letters, digits and single hyphens",
  })
  .optional()
  .transform((value) => value || undefined);

/**
 * An image hosted elsewhere, typed by hand: https only (the page's CSP allows no other scheme for
 * images, and http would be mixed content), or a path on this site.
 */
export const optionalImageUrl = text("Cover Image URL")
  .trim()
  .max(2000, "Cover Image URL must be at most 2000 characters")
  .check(storable("Cover Image URL"))
  .refine((value) => value === "" || /^https:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value), {
    message: "Cover Image URL must start with https:// (or / for a path on this site)",
  })
  .optional()
  .transform((value) => value || null);

/** A picture from the media library, by id (the picker's hidden field); blank: none. */
export const optionalMediaId = (label: string) =>
  text(label)
    .trim()
    .refine((value) => value === "" || /^[0-9a-f]{32}$/.test(value), { message: `${label}: choose an image from the media library` })
    .optional()
    .transform((value) => value || null);

/**
 * "Publish at" of a draft: a date and time as a datetime-local box sends it ("2026-12-01T09:30"),
 * read in the editor's time zone (`scheduleOffset`, the browser's getTimezoneOffset() in minutes,
 * filled in by the page; UTC without JavaScript), or an ISO time with its zone. Blank: not scheduled.
 */
export const optionalSchedule = text("Publish at")
  .trim()
  .refine((value) => value === "" || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/.test(value), {
    message: "Publish at must be a date and time",
    abort: true,
  })
  .refine((value) => value === "" || !Number.isNaN(Date.parse(/[Zz]|[+-]\d{2}:\d{2}$/.test(value) ? value : `${value}Z`)), {
    message: "Publish at must be a date and time",
  })
  .optional()
  .transform((value) => value || null);

export const scheduleOffset = text("Time zone")
  .trim()
  .refine((value) => value === "" || (/^-?\d{1,4}$/.test(value) && Math.abs(Number(value)) <= 840), { message: "Unknown time zone" })
  .optional()
  .transform((value) => (value ? Number(value) : 0));

/** The moment a schedule names: its own zone, else the editor's offset from UTC. */
export function scheduleMoment(value: string, offsetMinutes: number): Date {
  if (/[Zz]|[+-]\d{2}:\d{2}$/.test(value)) return new Date(value);
  return new Date(Date.parse(`${value}Z`) + offsetMinutes * 60_000);
}
