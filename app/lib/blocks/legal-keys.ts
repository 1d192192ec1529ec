/** Where a legal text block's rendered markdown is kept in a page's data (page-view.server.ts → components/blocks/legal.tsx). */
export function legalHtmlKey(blockId: string, ...anchors: string[]): string {
  return [blockId, ...anchors].join(":");
}
