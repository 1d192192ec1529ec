import { ArtImage } from "#app/components/art-image.tsx";
import { MediaImage } from "#app/components/media-image.tsx";
import type { ResolvedPicture } from "#app/services/page-view.server.ts";

/** A block's picture: a generated drawing in the site's theme, or a media library image. */
export function BlockPicture({
  picture,
  sizes = "(min-width: 1024px) 50vw, 100vw",
  priority = false,
  className,
}: {
  picture: ResolvedPicture;
  sizes?: string;
  priority?: boolean;
  className?: string;
}) {
  return picture.kind === "art" ? (
    <ArtImage art={picture.art} priority={priority} className={className} />
  ) : (
    <MediaImage image={picture.image} sizes={sizes} priority={priority} className={className} />
  );
}
