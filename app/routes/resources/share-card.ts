import type { Route } from "./+types/share-card";
import { SHARE_CARD_KINDS, shareCardPng, type ShareCardKind } from "#app/services/share-card.server.ts";

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** `/share-card/{post|case-study|invite}/{slug, id or referral code}.png` (issue 14.3). */
export async function loader({ params }: Route.LoaderArgs) {
  const match = /^([A-Za-z0-9-]{1,200})\.png$/.exec(params.file);
  if (!(SHARE_CARD_KINDS as readonly string[]).includes(params.kind) || !match) return notFound();
  const png = await shareCardPng(params.kind as ShareCardKind, match[1]!);
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
