import type { Route } from "./+types/media-file";
import { MEDIA_ID_PATTERN, parseMediaFile } from "#app/lib/media.ts";
import { CONTENT_TYPES, variantBytes } from "#app/services/media.server.ts";

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * A media library image variant. Its URL names the image by the hash of its file, so the bytes at
 * a URL never change: cached for a year, immutable (decision 014).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const file = parseMediaFile(params.file);
  if (!MEDIA_ID_PATTERN.test(params.id) || !file) return notFound();
  const etag = `"${params.id}-${params.file}"`;
  const headers = {
    "Content-Type": CONTENT_TYPES[file.format],
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
    "Content-Disposition": "inline",
  };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  const bytes = await variantBytes(params.id, file.width, file.format);
  if (!bytes) return notFound();
  return new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { ...headers, "Content-Length": String(bytes.length) } });
}
