/** SVG to PNG, WebP, AVIF or JPEG with sharp, rendered at the target width (never upscaled blur). */
import sharp from "sharp";

export type RasterFormat = "png" | "webp" | "avif" | "jpeg";

export async function rasterize(svg: string, options: { width: number; format: RasterFormat; quality?: number }): Promise<Buffer> {
  const match = /<svg\b[^>]*\bwidth="([\d.]+)"/.exec(svg);
  const intrinsic = match ? Number(match[1]) : options.width;
  // librsvg renders at 72 dpi by default; scale the density so the vector is drawn at full size.
  const density = Math.max(1, Math.min(2400, (72 * options.width) / intrinsic));
  const image = sharp(Buffer.from(svg), { density }).resize({ width: options.width });
  switch (options.format) {
    case "png":
      return image.png({ compressionLevel: 9, palette: false }).toBuffer();
    case "webp":
      return image.webp({ quality: options.quality ?? 80, effort: 5 }).toBuffer();
    case "avif":
      return image.avif({ quality: options.quality ?? 55, effort: 2 }).toBuffer();
    case "jpeg":
      return image.flatten({ background: "#ffffff" }).jpeg({ quality: options.quality ?? 80, mozjpeg: true }).toBuffer();
  }
}
