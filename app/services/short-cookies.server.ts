/**
 * The short-lived cookies of a sign-in in progress (the pending login, the two-factor setup):
 * HttpOnly, SameSite=Lax, the whole site's path, and over https `Secure` with the `__Host-` prefix
 * (bound to this exact host), written like the session cookie (cookies.server.ts).
 */
import { hostCookieName, serializeHostCookie } from "./cookies.server.ts";
import { env } from "./env.server.ts";

function isHttps(): boolean {
  return env().SITE_URL.startsWith("https:");
}

/** The cookie's name as the browser stores it: `__Host-<base>` over https, else `<base>`. */
export function shortCookieName(base: string): string {
  return hostCookieName(base, isHttps());
}

/** The Set-Cookie header; Max-Age 0 with an empty value clears it. */
export function serializeShortCookie(base: string, value: string, maxAgeSeconds: number): string {
  return serializeHostCookie(base, value, maxAgeSeconds, isHttps());
}
