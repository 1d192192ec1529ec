import { noStore } from "#app/lib/http.ts";
import type { Route } from "./+types/newsletter-open";
import { openFromToken, PIXEL_GIF } from "#app/services/newsletter-tracking.server.ts";

/**
 * A newsletter's open pixel (decision 041): a 1×1 GIF that records an open for a good token. Mail
 * clients and privacy proxies load it from elsewhere (cross-origin CORP) and must not keep it.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const ok = await openFromToken(params.token);
  if (!ok) return new Response("This image is not valid.", { status: 404, headers: noStore({ "Content-Type": "text/plain; charset=utf-8" }) });
  return new Response(new Uint8Array(PIXEL_GIF), {
    status: 200,
    headers: noStore({
      "Content-Type": "image/gif",
      "Content-Length": String(PIXEL_GIF.length),
            "Cross-Origin-Resource-Policy": "cross-origin",
      "X-Content-Type-Options": "nosniff",
    }),
  });
}
