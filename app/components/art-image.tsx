import type { ArtPicture, CoverArt } from "#app/lib/art/catalog.ts";
import { cn } from "#app/lib/utils.ts";

type ArtImageProps = {
  art: ArtPicture;
  /** Classes for size (w-full, max-w-*, rounded-*); display is set here, so pass none. */
  className?: string;
  /** The page's largest picture (hero): loaded eagerly with high priority. */
  priority?: boolean;
  /** Decorative use (the same facts are in the text beside it): empty alt. */
  decorative?: boolean;
};

/**
 * A generated picture in the site's theme: the light file, and the dark file for `.dark`. The hidden
 * one is display:none, so lazy images never download it; both carry width and height (no shift).
 */
export function ArtImage({ art, className, priority = false, decorative = false }: ArtImageProps) {
  const common = {
    width: art.width,
    height: art.height,
    alt: decorative ? "" : art.alt,
    decoding: "async" as const,
    loading: priority ? ("eager" as const) : ("lazy" as const),
    fetchPriority: priority ? ("high" as const) : undefined,
  };
  return (
    <>
      <img src={art.src} {...common} className={cn("h-auto w-full", className, "dark:hidden")} />
      <img src={art.srcDark} {...common} className={cn("h-auto w-full", className, "hidden dark:block")} />
    </>
  );
}

/** A cover (blog post or case study) in AVIF or WebP at the width the layout needs, JPEG otherwise. */
export function ArtCover({ cover, sizes, className, priority = false }: { cover: CoverArt; sizes: string; className?: string; priority?: boolean }) {
  return (
    <picture>
      <source type="image/avif" srcSet={cover.avifSrcSet} sizes={sizes} />
      <source type="image/webp" srcSet={cover.webpSrcSet} sizes={sizes} />
      <img
        src={cover.src}
        width={cover.width}
        height={cover.height}
        alt={cover.alt}
        decoding="async"
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        className={cn("h-auto w-full", className)}
      />
    </picture>
  );
}
