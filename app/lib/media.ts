/**
 * Media library images as pages use them: their stable URLs, srcset and sizes. Isomorphic (no
 * bytes, no sharp), so the browser may import it.
 */
import { paths } from "./paths.ts";

/** The widths every image is offered in (decision 014); a narrower original stops at its own width. */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
/** The 1200×630 crop for og:image, addressed as width 0. */
export const SHARE_WIDTH = 0;
export const MEDIA_FORMATS = ["avif", "webp", "jpeg", "png"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** What a page needs of a media image (never its bytes). */
export type MediaImage = { id: string; alt: string; width: number; height: number; format: "jpeg" | "png" };

export const MEDIA_ID_PATTERN = /^[0-9a-f]{32}$/;

export const extensionOf = (format: MediaFormat) => (format === "jpeg" ? "jpg" : format);

/** The URL of one variant; it never changes, so it is served as immutable. */
export function mediaUrl(id: string, width: number, format: MediaFormat): string {
  return paths.mediaFile(id, `${width === SHARE_WIDTH ? "share" : width}.${extensionOf(format)}`);
}

/** The width steps an image is offered in, each with the width it really has (never enlarged). */
export function mediaSteps(image: Pick<MediaImage, "width">): { step: MediaWidth; actual: number }[] {
  const steps: { step: MediaWidth; actual: number }[] = [];
  for (const step of MEDIA_WIDTHS) {
    steps.push({ step, actual: Math.min(step, image.width) });
    if (step >= image.width) break;
  }
  return steps;
}

export function mediaSrcSet(image: MediaImage, format: MediaFormat): string {
  return mediaSteps(image)
    .map(({ step, actual }) => `${mediaUrl(image.id, step, format)} ${actual}w`)
    .join(", ");
}

/** The largest step's URL in the fallback format: the <img src>. */
export function mediaFallbackUrl(image: MediaImage): string {
  const steps = mediaSteps(image);
  return mediaUrl(image.id, steps[steps.length - 1]!.step, image.format);
}

/** The file name of a variant URL, parsed: null for anything we do not serve. */
export function parseMediaFile(name: string): { width: number; format: MediaFormat } | null {
  const match = /^(480|960|1600|share)\.(avif|webp|jpg|png)$/.exec(name);
  if (!match) return null;
  const format = (match[2] === "jpg" ? "jpeg" : match[2]) as MediaFormat;
  if (match[1] === "share") return format === "jpeg" ? { width: SHARE_WIDTH, format } : null;
  return { width: Number(match[1]), format };
}

/** The share image (og:image) of a media image: always a 1200×630 JPEG. */
export function mediaShareUrl(id: string): string {
  return mediaUrl(id, SHARE_WIDTH, "jpeg");
}
