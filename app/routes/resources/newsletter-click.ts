import { noStore } from "#app/lib/http.ts";
import type { Route } from "./+types/newsletter-click";
import { clickFromToken } from "#app/services/newsletter-tracking.server.ts";

/**
 * A newsletter's tracked link (decision 041): records the click and redirects to the address the
 * token was signed with, and only there. A tampered or foreign token gets a 400 page, never a redirect.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const url = await clickFromToken(params.token);
  if (!url) {
    return new Response("This link is not valid. Open the newsletter again, or visit our site.", {
      status: 400,
      headers: noStore({ "Content-Type": "text/plain; charset=utf-8" }),
    });
  }
  return new Response(null, { status: 302, headers: noStore({ Location: url, "Referrer-Policy": "no-referrer" }) });
}
