/**
 * Field rules shared by the content editors' schemas, and the check that text can be stored, which
 * every schema of text from outside uses (the public forms too).
 */
import { z } from "./zod";
import { cleanList, SLUG_PATTERN, trimList } from "../content";

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

/** An optional free-text field: blank means absent; trimmed; bounded. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .check(storable(label))
    .optional()
    .transform((value) => value || null);

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .check(storable(label));

export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;
export const MAX_LIST_ITEMS = 30;

/** SPEC §5: trimmed, blanks ignored, no duplicates. */
export const tagList = z
  .array(z.string().max(MAX_TAG_LENGTH, `A tag must be at most ${MAX_TAG_LENGTH} characters`).check(storable("A tag")).optional())
  .optional()
  .transform((tags) => cleanList(tags ?? []))
  .pipe(z.array(z.string()).max(MAX_TAGS, `At most ${MAX_TAGS} tags`));

/** A list of sentences (challenges, objectives...): trimmed, blanks ignored, order kept. */
export const textList = (label: string, maxItemLength = 500) =>
  z
    .array(z.string().max(maxItemLength, `${label}: each item must be at most ${maxItemLength} characters`).check(storable(`${label}: an item`)).optional())
    .optional()
    .transform((items) => trimList(items ?? []))
    .pipe(z.array(z.string()).max(MAX_LIST_ITEMS, `${label}: at most ${MAX_LIST_ITEMS} items`));

/** A checkbox: present ('on') means true; absent means false, whatever the form's initial value. */
export const checkbox = z
  .boolean()
  .optional()
  .transform((value) => value === true);

export const optionalSlug = z
  .string()
  .trim()
  .toLowerCase()
  .max(100, "Slug must be at most 100 characters")
  .refine((value) => value === "" || SLUG_PATTERN.test(value), {
    message: "Slug may contain only lower-case letters, digits and single hyphens",
  })
  .optional()
  .transform((value) => value || undefined);

/** An image address: https (or http) URL, or a path on this site. */
export const optionalImageUrl = z
  .string()
  .trim()
  .max(2000, "Cover Image URL must be at most 2000 characters")
  .check(storable("Cover Image URL"))
  .refine((value) => value === "" || /^https?:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value), {
    message: "Cover Image URL must start with https:// or /",
  })
  .optional()
  .transform((value) => value || null);
