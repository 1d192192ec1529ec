/**
 * Reading cookies from a request, one way for every cookie the site sets (the admin session, the
 * IRACONNECT member and flash cookies). The header is the browser's, or anyone's: a malformed pair
 * or escape is simply not a cookie.
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
