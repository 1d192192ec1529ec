import { env } from "./env.server.ts";

/**
 * An absolute address on this site as this process is configured (SITE_URL at run time), for what
 * leaves the page: mails, mailed links. Not `absoluteUrl()` of app/lib/site-config.ts, which is the
 * build's address (a build serves any deployment).
 */
export function siteUrlFor(path: string): string {
  return `${env().SITE_URL.replace(/\/+$/, "")}${path}`;
}
