/**
 * Reading cookies from a request, one way for every cookie the site sets (the admin session, the
 * IRACONNECT member and flash cookies). The header is the browser's, or anyone's: a malformed pair
 * or escape is simply not a cookie. Writing the site-wide host cookies (the admin session and the
 * short-lived cookies of the admin: short-cookies.server.ts), one way for both.
 */

/** The value of the first cookie called `name`, percent-decoded; null when absent or undecodable. */
export function readCookie(request: Request, name: string): string | null {
  return cookieFromHeader(request.headers.get("cookie"), name);
}

/** The same from a raw `Cookie` header (Express middleware before React Router has a Request). */
export function cookieFromHeader(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq <= 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** A host cookie's name as the browser stores it: `__Host-<base>` over https (bound to this exact host), else `<base>`. */
export function hostCookieName(base: string, https: boolean): string {
  return https ? `__Host-${base}` : base;
}

/**
 * The Set-Cookie value of a host cookie: HttpOnly, SameSite=Lax, the whole site's path, and over
 * https `Secure` with the `__Host-` prefix. Max-Age 0 with an empty value clears it.
 */
export function serializeHostCookie(base: string, value: string, maxAgeSeconds: number, https: boolean): string {
  const attributes = ["Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAgeSeconds}`, ...(https ? ["Secure"] : [])];
  return `${hostCookieName(base, https)}=${value}; ${attributes.join("; ")}`;
}
