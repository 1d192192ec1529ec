/**
 * The contact form's too-fast rule, timed by the server: the page that shows the form (and its
 * client-navigation data) sets a signed cookie holding the moment it was served, and the post is
 * timed from that cookie. The moment is in a header, never in the page, so the page's bytes stay
 * the same for every visitor (server/page-store.ts), and a client cannot send back a moment of its
 * own choosing: the cookie is signed with the site's key (signing.server.ts).
 */
import { paths } from "../lib/paths.ts";
import { readCookie } from "./cookies.server.ts";
import { env } from "./env.server.ts";
import { signingKey } from "./secrets.server.ts";
import { sign, unsign } from "./signing.server.ts";

export const FORM_TIMING_COOKIE = "iratech_form_shown";
const PURPOSE = "form-shown";
/** A day: a form left open longer is still timed from when it was shown (it is then surely not too fast). */
const MAX_AGE_SECONDS = 86_400;

let last: { second: number; key: Buffer; secure: boolean; cookie: string } | undefined;

/**
 * The Set-Cookie value for a form shown now. The moment is rounded up to the next whole second
 * (a form is never timed as shown earlier than it was), so the signature is computed once a
 * second however many pages are served.
 */
export function formTimingCookie(now = Date.now()): string {
  const second = Math.ceil(now / 1000);
  const key = signingKey();
  const secure = env().SITE_URL.startsWith("https:");
  if (last?.second === second && last.key === key && last.secure === secure) return last.cookie;
  const attributes = `Path=${paths.contact}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  const cookie = `${FORM_TIMING_COOKIE}=${sign(PURPOSE, String(second * 1000))}; ${attributes}`;
  last = { second, key, secure, cookie };
  return cookie;
}

/** When this browser was shown the form (ms), or null: no cookie, a forged one, or a moment in the future. */
export function formShownAt(request: Request, now = Date.now() + 1000): number | null {
  const cookie = readCookie(request, FORM_TIMING_COOKIE);
  if (!cookie || cookie.length > 200) return null;
  const value = unsign(PURPOSE, cookie);
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const shown = Number(value);
  return shown <= now ? shown : null;
}
