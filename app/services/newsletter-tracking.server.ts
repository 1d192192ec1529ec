/**
 * Newsletter results (issue 27.3, decision 041): an open pixel and tracked links in each
 * recipient's copy. Both carry a token signed for their purpose with the send and the recipient
 * (and, for a link, the original address): a tampered or foreign token records nothing and a link's
 * token redirects only to the address it was signed with, so `/n/c/…` is never an open redirect.
 * Nothing else is stored: no address, no user agent, no cookie.
 */
import { paths } from "../lib/paths.ts";
import { newsletterPostId } from "../lib/schemas/newsletter-send.ts";
import { recordClick, recordOpen } from "../models/newsletter-sends.server.ts";
import { logger } from "./logger.server.ts";
import { signToken, verifyToken } from "./signed-token.server.ts";
import { siteUrlFor } from "./site-url.server.ts";

const OPEN_PURPOSE = "newsletter-open";
const CLICK_PURPOSE = "newsletter-click";
/** Longer addresses are left as they are (untracked): the token must stay a short path. */
export const TRACKED_URL_MAX = 1000;

export type Recipient = { sendId: string; subscriberId: string };

export async function openPixelUrl(recipient: Recipient): Promise<string> {
  return siteUrlFor(paths.newsletterOpen(await signToken(OPEN_PURPOSE, { s: recipient.sendId, r: recipient.subscriberId })));
}

/** Only http(s) addresses are followed; anything else (mailto:, javascript:) is never signed or redirected to. */
export function trackable(url: string): boolean {
  if (url.length > TRACKED_URL_MAX) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:";
  } catch {
    return false;
  }
}

/** `url` through the click redirect of this recipient's copy; as it is when it cannot be tracked. */
export async function trackedLink(recipient: Recipient, url: string): Promise<string> {
  if (!trackable(url)) return url;
  return siteUrlFor(paths.newsletterClick(await signToken(CLICK_PURPOSE, { s: recipient.sendId, r: recipient.subscriberId, u: url })));
}

function recipientOf(data: Record<string, unknown> | null): Recipient | null {
  if (!data) return null;
  const send = newsletterPostId.safeParse(data.s);
  const subscriber = newsletterPostId.safeParse(data.r);
  return send.success && subscriber.success ? { sendId: send.data, subscriberId: subscriber.data } : null;
}

/** Records an open for a good token; false for a bad one. A database hiccup still answers the pixel. */
export async function openFromToken(token: unknown, now = new Date()): Promise<boolean> {
  const recipient = recipientOf(await verifyToken(OPEN_PURPOSE, token));
  if (!recipient) return false;
  await recordOpen(recipient.sendId, recipient.subscriberId, now).catch((error: unknown) => logger.error({ err: error }, "could not record a newsletter open"));
  return true;
}

/** The address a good click token names (the click recorded), or null for a bad token. */
export async function clickFromToken(token: unknown, now = new Date()): Promise<string | null> {
  const data = await verifyToken(CLICK_PURPOSE, token);
  const recipient = recipientOf(data);
  const url = data?.u;
  if (!recipient || typeof url !== "string" || !trackable(url)) return null;
  await recordClick(recipient.sendId, recipient.subscriberId, url, now).catch((error: unknown) => logger.error({ err: error }, "could not record a newsletter click"));
  return url;
}

/** A transparent 1×1 GIF. */
export const PIXEL_GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
