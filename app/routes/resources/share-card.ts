import { z } from "#app/lib/schemas/zod.ts";
import type { Route } from "./+types/share-card";
import { SHARE_CARD_KINDS, shareCardPng } from "#app/services/share-card.server.ts";
import { noStore } from "#app/lib/http.ts";

const notFound = () => new Response("Not found", { status: 404, headers: noStore({ "Content-Type": "text/plain; charset=utf-8" }) });

/** The address's two parts: a kind of card, and `{slug, id or referral code}.png`. */
const ShareCardParams = z.object({
  kind: z.enum(SHARE_CARD_KINDS),
  file: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,200}\.png$/)
    .transform((file) => file.slice(0, -".png".length)),
});

/** `/share-card/{post|case-study|invite}/{slug, id or referral code}.png` (issue 14.3). */
export async function loader({ params }: Route.LoaderArgs) {
  const parsed = ShareCardParams.safeParse(params);
  if (!parsed.success) return notFound();
  const png = await shareCardPng(parsed.data.kind, parsed.data.file);
  if (!png) return notFound();
  return new Response(png as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.length),
      // Short: the card follows an edited title within the hour.
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
