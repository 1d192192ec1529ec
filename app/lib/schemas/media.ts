/** The media library's forms (issue 14.1), used by the page and by the server. */
import { z } from "./zod.ts";
import { requiredText } from "./fields.ts";
import { UNKNOWN_ACTION } from "./delete-intent.ts";

export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_MAX_PIXELS = 40_000_000;
export const MEDIA_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif";

export const MEDIA_TEXTS = {
  title: "Media",
  description: "Images for covers and client logos. Upload JPEG, PNG, WebP, AVIF or GIF up to 10 MB and 40 megapixels.",
  noFile: "Choose an image to upload",
  tooLarge: "The image is larger than 10 MB.",
  tooManyPixels: "The image is larger than 40 megapixels.",
  notImage: "This file is not an image we accept: upload a JPEG, PNG, WebP, AVIF or GIF.",
  svg: "SVG files are not accepted (they can carry scripts): upload a PNG, JPEG, WebP, AVIF or GIF.",
  mismatch: "The file's contents do not match an image format we accept.",
  broken: "The image is damaged or cut short and cannot be read.",
  polyglot: "This image has another file or a script hidden in it: save it again as a plain image and upload that.",
  badName: "The file name must not contain path characters (/, \\, ..) or control characters.",
  uploaded: "Image uploaded",
  duplicate: "This image is already in the library.",
  uploadFailed: "The image could not be uploaded.",
  inUse: "This image is in use and cannot be deleted. Remove it from:",
  deleted: "Image deleted",
  missing: "This image no longer exists.",
  empty: "No images yet. Upload the first one.",
  noMatch: "No images match your search.",
} as const;

const mediaId = z.string({ error: UNKNOWN_ACTION }).regex(/^[0-9a-f]{32}$/, { error: "Unknown image." });

export const MediaUploadSchema = z.object({
  file: z.instanceof(File, { error: MEDIA_TEXTS.noFile }),
  alt: requiredText("Alt text", 300),
});

export const MediaDeleteSchema = z.object({ intent: z.literal("delete", { error: UNKNOWN_ACTION }), id: mediaId });
export const MediaAltSchema = z.object({ intent: z.literal("alt", { error: UNKNOWN_ACTION }), id: mediaId, alt: requiredText("Alt text", 300) });
export const MediaActionSchema = z.discriminatedUnion("intent", [MediaDeleteSchema, MediaAltSchema], { error: UNKNOWN_ACTION });

/** The media picker's JSON query. */
export const MediaQuerySchema = z.object({ q: z.string().trim().max(100).optional().catch(undefined) });
