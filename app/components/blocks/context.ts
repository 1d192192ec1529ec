/**
 * What every block component gets besides its block: the data its page's loader read for the
 * blocks (app/services/page-view.server.ts) and the page's path. Types only on the server side.
 */
import type { Block, BlockType, PictureValue } from "#app/lib/blocks/schema.ts";
import type { PageData, ResolvedPicture } from "#app/services/page-view.server.ts";

export type BlockContext = { data: PageData; path: string; answer?: unknown; notice?: unknown };

export type BlockProps<T extends BlockType> = { block: Extract<Block, { type: T }>; context: BlockContext };

/** The key of a picture in `PageData.pictures` (the same as page-view.server.ts's). */
export function pictureKey(picture: PictureValue): string {
  return picture.kind === "art" ? `art:${picture.name}` : `media:${picture.mediaId}`;
}

export function pictureOf(context: BlockContext, picture: PictureValue | undefined): ResolvedPicture | undefined {
  return picture ? context.data.pictures[pictureKey(picture)] : undefined;
}

/** A section's background class from the block's tone. */
export function toneClass(block: { tone?: "default" | "muted" }): string | undefined {
  return block.tone === "muted" ? "bg-muted/50" : undefined;
}
