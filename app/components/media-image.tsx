import { mediaFallbackUrl, mediaSrcSet, type MediaImage as MediaImageData } from "#app/lib/media.ts";
import { cn } from "#app/lib/utils.ts";

/**
 * A media library image: AVIF, then WebP, then its JPEG or PNG, each in the widths it has, with
 * width and height (no layout shift). Lazy unless it is the page's largest picture (`priority`:
 * eager with high fetch priority).
 */
export function MediaImage({
  image,
  sizes,
  className,
  priority = false,
  decorative = false,
}: {
  image: MediaImageData;
  /** How wide the layout shows it, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  className?: string;
  priority?: boolean;
  /** The same facts are in the text beside it: empty alt. */
  decorative?: boolean;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={mediaSrcSet(image, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={mediaSrcSet(image, "webp")} sizes={sizes} />
      <img
        src={mediaFallbackUrl(image)}
        srcSet={mediaSrcSet(image, image.format)}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={decorative ? "" : image.alt}
        decoding="async"
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        className={cn("h-auto w-full", className)}
      />
    </picture>
  );
}

/**
 * A post's or case study's cover: its media library image, else an https image hosted elsewhere
 * (typed in the editor; no srcset, the host decides), else nothing.
 */
export function ContentCover({
  cover,
  url,
  sizes,
  className,
  priority = false,
  decorative = false,
}: {
  cover: MediaImageData | null | undefined;
  url?: string | null;
  sizes: string;
  className?: string;
  priority?: boolean;
  decorative?: boolean;
}) {
  if (cover) return <MediaImage image={cover} sizes={sizes} className={className} priority={priority} decorative={decorative} />;
  if (!url) return null;
  return (
    <img
      src={url}
      alt=""
      width={1600}
      height={900}
      decoding="async"
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      className={cn("h-auto w-full", className)}
    />
  );
}
