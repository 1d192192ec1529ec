/** Generated pictures for server code and scripts: monograms, covers, share cards, rasterising. */
export { coverSvg, coverThemeOf, shareCardSvg, type CoverKind, type CoverOptions, type CoverTheme, type ShareCardOptions } from "./cover.server.ts";
export { initialsOf, monogramStyle, monogramSvg } from "./monogram.server.ts";
export { rasterize, type RasterFormat } from "./rasterize.server.ts";
